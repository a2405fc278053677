import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import { createActor } from 'xstate';
import { appMachine } from '../machines/app/app.machine.ts';
import { type SupportedLanguage, directionOf } from '../machines/language/direction.ts';
import { servicesOf } from '@/lib/app-context.tsx';
import { forgetAllFlows } from '@/app/flows/flow-host.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { AppRoot } from '@/app/app-root.tsx';
import { AppRoutes } from '@/app/app-routes.tsx';
import { createEmotionCache, prerenderedStyleAttribute } from '@/app/providers/emotion-cache.ts';
import { type FirstView, type SkeletonRender, SkeletonRenderContext, hasAnonymousView, hasSignedInView, prerenderVariantsOf } from '@/app/routes/first-view.tsx';
import { signedInViewRender } from '@/app/routes/signed-in-view.tsx';
import { PageSkeleton } from '@/app/routes/page-skeleton.tsx';
import { preloadPage } from '@/app/routes/lazy-page.tsx';
import { NOT_FOUND_SAMPLE_PATH, findRoute, prerenderedPaths, routeTable, routedPaths } from '@/app/routes/route-table.ts';
import { beginPageMeta } from '@/lib/content/page-meta.ts';
import { type RouteDataRequest, beginPrerenderData } from '@/lib/content/route-data.ts';
import { currentMessages, ensureAllMessages, formattingLocaleFor, loadMessages, startMessages } from '@/lib/i18n/messages.ts';

export { NOT_FOUND_SAMPLE_PATH, prerenderedPaths, routedPaths };

/**
 * The customer pages besides the public ones (`prerender: true`, above): each route once, a path with
 * parameters as its pattern (the HTML is the same for every policy or category), with the variants
 * its first view needs (src/app/routes/first-view.tsx). Tools for testers are left out.
 */
export const appRoutePrerenders: { path: string; variants: FirstView[]; anonymousView: boolean }[] = routeTable
  .filter((entry) => !entry.prerender && !('devOnly' in entry && entry.devOnly) && !(hasSignedInView(entry) && !entry.path.includes(':')))
  .map((entry) => ({ path: entry.path, variants: prerenderVariantsOf(entry), anonymousView: hasAnonymousView(entry) }));
export { routeDataKey } from '@/lib/content/route-data.ts';
export { anonymousOnlyAttribute, signedInAttribute, signedInOnlyAttribute } from '@/lib/first-view-attributes.ts';
/** Routes rendered with their data as a signed-in visitor sees them, per concrete path (first-view.tsx; scripts/lib/catalogue-prerender.ts). */
export const signedInViewPaths: string[] = routeTable.filter((entry) => hasSignedInView(entry)).map((entry) => entry.path);
export { expandRoutePath, sitemapPaths } from '@/lib/content/content-routes.ts';
export { chakraGlobalCss } from '@/app/providers/chakra-global-css.tsx';

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
 * A form's flow starts with the page and may ask the API at once: at build time nothing answers, so
 * the HTML shows the flow as it is before any answer (its form, or its loading state).
 */
const renderSkeleton: SkeletonRender = (entry) => <PageSkeleton entry={entry} />;

const buildTimeApi: ApiClient = { call: () => new Promise<never>(() => {}), file: () => new Promise<never>(() => {}) };

/**
 * Renders one page, for an anonymous visitor, to HTML at build time (scripts/build.ts): its first
 * view, or (`view: 'skeleton'`) the frame with the page's skeleton.
 * The machines run with their default implementations, which touch nothing: no network, no storage.
 */
export async function renderPage(path: string, lang: SupportedLanguage, data: Record<string, unknown> = {}, view: FirstView = 'page'): Promise<PrerenderedPage> {
  const entry = findRoute(path);
  // The one unknown path rendered on purpose: the 404 page, which the server sends for every unknown path.
  if (!entry && path !== NOT_FOUND_SAMPLE_PATH) throw new Error(`Not a route: ${path}`);
  const dir = directionOf(lang);
  startMessages(lang);
  const [core, emotionCache] = await Promise.all([loadMessages(lang), createEmotionCache(dir), view === 'page' && entry ? preloadPage(entry) : undefined]);
  // Public pages use the core messages only (those load at start); a form's page is hydrated after
  // its page chunk and the rest of the messages have loaded (main.tsx), so it has all; a skeleton is
  // rendered over, not hydrated, so it may show any message (a page's lead).
  const coreOnly = entry?.prerender ?? true;
  if (!coreOnly) await ensureAllMessages();
  const messages = coreOnly ? core : currentMessages();
  // A skeleton, or a signed-in view (rendered past the guards that would send the build's anonymous visitor to /login).
  const render = view === 'skeleton' ? renderSkeleton : entry && hasSignedInView(entry) ? await signedInViewRender(entry) : null;
  // Collect styles for the <head> instead of emitting them inline next to each element.
  emotionCache.compat = true;
  const appActor = createActor(appMachine, {
    input: { session: {}, language: { language: lang }, buildUpdate: { currentBuildId: 'prerender' } },
  }).start();
  const missing: string[] = [];
  const endData = beginPrerenderData(data);
  const readMeta = beginPageMeta();
  try {
    const renderHtml = () =>
      renderToString(
        <AppRoot services={servicesOf(appActor, buildTimeApi)} language={lang} messages={messages} emotionCache={emotionCache} onIntlError={(error) => missing.push(error.message)}>
          <StaticRouter location={path}>
            <SkeletonRenderContext.Provider value={render}>
              <AppRoutes />
            </SkeletonRenderContext.Provider>
          </StaticRouter>
        </AppRoot>,
      );
    let html = renderHtml();
    // A part a page loads lazily (the phone input) that had not loaded yet is left to the browser
    // (`<!--$!-->`), which then renders it afresh over the HTML: that render started its import, so
    // render again once it has loaded.
    for (let wait = 10; html.includes('<!--$!-->') && wait <= 1000; wait *= 10) {
      await new Promise((done) => setTimeout(done, wait));
      missing.length = 0;
      html = renderHtml();
    }
    if (html.includes('<!--$!-->')) throw new Error(`${path} (${lang}, ${view}) left a part to the browser: a lazy part that did not load at build time`);
    // A page that throws renders its boundary's fallback (lazy-page.tsx): fail instead of shipping it.
    if (html.includes('data-page-loading')) throw new Error(`${path} (${lang}, ${view}) failed to render at build time (it threw inside its boundary)`);
    if (missing.length > 0) {
      if (!coreOnly) throw new Error(`${path} (${lang}) uses messages missing from src/locales/${lang}.json:\n${missing.join('\n')}`);
      throw new Error(`${path} (${lang}) uses messages outside src/locales/core-namespaces.ts:\n${missing.join('\n')}`);
    }
    const emotionServer = createEmotionServer(emotionCache);
    const styleTags = prerenderedStyleTags(emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)));
    const intl = createIntl({ locale: formattingLocaleFor(lang), messages });
    const meta = readMeta();
    const pageTitle = meta?.title ?? intl.formatMessage({ id: entry?.titleKey ?? 'error.pageNotFound' });
    const appName = intl.formatMessage({ id: 'app.name' });
    const content = endData();
    return { html, styleTags, title: `${pageTitle} | ${appName}`, lang, dir, description: meta?.description ?? intl.formatMessage({ id: 'app.metaDescription' }), data: content.used, missing: content.missing };
  } finally {
    endData();
    forgetAllFlows();
    appActor.stop();
  }
}

/**
 * The page's emotion styles as the browser adopts them in place (src/app/providers/emotion-cache.ts):
 * a moved <style> makes the browser restyle and lay out the whole page again. Emotion moves every
 * server-rendered tag it finds to the end of <head> (its default cache does so as its module loads,
 * before the app can stop it), so the page's styles carry another attribute, which only the app's
 * cache reads. An empty <Global> (Chakra's provider's two: the build made their CSS static) ships no
 * tag; another <Global>'s tag is marked as already moved (`data-s`) for emotion's default cache.
 */
export function prerenderedStyleTags(tags: string): string {
  return tags
    .replace(/<style data-emotion="[\w-]+-global [^"]*"[^>]*><\/style>/g, '')
    .replace(/<style data-emotion="([\w-]+-global [^"]*)"/g, '<style data-emotion="$1" data-s=""')
    .replace(/<style data-emotion="(\w+ [^"]*)"/g, `<style ${prerenderedStyleAttribute}="$1"`);
}
