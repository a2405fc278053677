import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import { createActor } from 'xstate';
import { appMachine } from '../machines/app/app.machine.ts';
import { type SupportedLanguage, directionOf } from '../machines/language/direction.ts';
import { servicesOf } from '@/app/app-context.tsx';
import { AppRoot } from '@/app/app-root.tsx';
import { AppRoutes } from '@/app/app-routes.tsx';
import { createEmotionCache } from '@/app/providers/emotion-cache.ts';
import { preloadPage } from '@/app/routes/lazy-page.tsx';
import { findRoute, prerenderedPaths } from '@/app/routes/route-table.ts';
import { beginPageMeta } from '@/lib/content/page-meta.ts';
import { type RouteDataRequest, beginPrerenderData } from '@/lib/content/route-data.ts';
import { formattingLocaleFor, loadMessages } from '@/lib/i18n/messages.ts';

export { prerenderedPaths };
export { routeDataKey } from '@/lib/content/route-data.ts';
export { expandRoutePath, sitemapPaths } from '@/lib/content/content-routes.ts';

export interface PrerenderedPage {
  html: string;
  styleTags: string;
  title: string;
  lang: SupportedLanguage;
  dir: 'ltr' | 'rtl';
  /** The page's meta description, when the page declared one (its stored content's). */
  description: string | undefined;
  /** The content the page rendered from, embedded in the HTML for hydration. */
  data: Record<string, unknown>;
  /** Content the page asked for and did not get: the build fetches it and renders again. */
  missing: RouteDataRequest[];
}

/**
 * Renders one public page, for an anonymous visitor, to HTML at build time (scripts/build.ts).
 * The machines run with their default implementations, which touch nothing: no network, no storage.
 */
export async function renderPage(path: string, lang: SupportedLanguage, data: Record<string, unknown> = {}): Promise<PrerenderedPage> {
  const entry = findRoute(path);
  if (!entry) throw new Error(`Not a route: ${path}`);
  const dir = directionOf(lang);
  const [messages, emotionCache] = await Promise.all([loadMessages(lang), createEmotionCache(dir), preloadPage(entry)]);
  // Collect styles for the <head> instead of emitting them inline next to each element.
  emotionCache.compat = true;
  const appActor = createActor(appMachine, {
    input: { session: {}, language: { language: lang }, buildUpdate: { currentBuildId: 'prerender' } },
  }).start();
  const missing: string[] = [];
  const endData = beginPrerenderData(data);
  const readMeta = beginPageMeta();
  try {
    const html = renderToString(
      <AppRoot
        services={servicesOf(appActor, null)}
        language={lang}
        dir={dir}
        messages={messages}
        emotionCache={emotionCache}
        onIntlError={(error) => missing.push(error.message)}
      >
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppRoot>,
    );
    if (missing.length > 0) {
      throw new Error(`${path} (${lang}) uses messages outside src/locales/core-namespaces.ts:\n${missing.join('\n')}`);
    }
    const emotionServer = createEmotionServer(emotionCache);
    const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
    const intl = createIntl({ locale: formattingLocaleFor(lang), messages });
    const meta = readMeta();
    const pageTitle = meta?.title ?? intl.formatMessage({ id: entry.titleKey });
    const appName = intl.formatMessage({ id: 'app.name' });
    const content = endData();
    return { html, styleTags, title: `${pageTitle} | ${appName}`, lang, dir, description: meta?.description, data: content.used, missing: content.missing };
  } finally {
    endData();
    appActor.stop();
  }
}
