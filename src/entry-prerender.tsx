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
import { formattingLocaleFor, loadMessages } from '@/lib/i18n/messages.ts';

export { prerenderedPaths };

export interface PrerenderedPage {
  html: string;
  styleTags: string;
  title: string;
  lang: SupportedLanguage;
  dir: 'ltr' | 'rtl';
}

/**
 * Renders one public page, for an anonymous visitor, to HTML at build time (scripts/build.ts).
 * The machines run with their default implementations, which touch nothing: no network, no storage.
 */
export async function renderPage(path: string, lang: SupportedLanguage): Promise<PrerenderedPage> {
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
    const pageTitle = intl.formatMessage({ id: entry.titleKey });
    const appName = intl.formatMessage({ id: 'app.name' });
    return { html, styleTags, title: `${pageTitle} | ${appName}`, lang, dir };
  } finally {
    appActor.stop();
  }
}
