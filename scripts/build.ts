/**
 * `npm run build`: the client bundle, then every page prerendered in English and Arabic.
 * Output (dist/client) is what the server serves: index.html (the SPA shell), assets/, the build
 * manifest, and prerendered/{lang}{path}/index.html (and skeleton.html) with prerendered/manifest.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { supportedLanguages } from '../machines/language/direction.ts';
import type * as PrerenderEntry from '../src/entry-prerender.tsx';
import { prerenderCatalogue } from './lib/catalogue-prerender.ts';
import { inlineChakraGlobalCss } from './lib/chakra-global-css.ts';
import { dropObsoletePrefixes, dropObsoletePrefixesInStyleTags } from './lib/obsolete-prefixes.ts';
import { openContentSource } from './lib/content-source.ts';

const root = resolve(import.meta.dirname, '..');
const clientDir = resolve(root, process.env.BUILD_OUT_DIR ?? 'dist/client');
const prerenderBuildDir = `${clientDir}-prerender`;

process.env.BUILD_ID ??= `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;
const started = Date.now();

await rm(clientDir, { recursive: true, force: true });
await build({ root, logLevel: 'warn' });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-prerender.tsx', outDir: prerenderBuildDir, emptyOutDir: true },
  ssr: { noExternal: true },
});

type Renderer = typeof PrerenderEntry;
const renderer = (await import(pathToFileURL(join(prerenderBuildDir, 'entry-prerender.js')).href)) as Renderer;
const template = await inlineChakraGlobalCss(clientDir, dropObsoletePrefixes(renderer.chakraGlobalCss()));

/**
 * Prerendered pages paint from their HTML first and only then ask for the app's JavaScript: the
 * entry script and its module preloads move from <head> into a small loader that runs once the
 * first contentful paint has happened (or after 1.5 s, for a tab that never paints, or a browser
 * without paint timing). Nothing the page shows waits for a script, and the first paint does not
 * compete with 120 KiB of downloads on a slow phone connection. A long page can paint first with
 * only its top parsed; the loader, at the end of <body>, then waits for the next frame, the one with
 * the whole page (its largest paint), so no script is requested before the largest contentful paint
 * (Lighthouse counts every request made before it). (The server hashes the loader into its CSP.)
 */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entryUrl = entryScript.exec(template)?.[1];
if (!entryUrl) throw new Error('index.html has no module entry script');
const preloadUrls = [...template.matchAll(modulePreload)].map((match) => match[1]!);
const loader =
  `<script>(function(){var done=false;function go(){if(done)return;done=true;var h=document.head;` +
  `${JSON.stringify(preloadUrls)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entryUrl)};h.appendChild(s)}` +
  `function afterNextPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
  `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();afterNextPaint()}}).observe({type:'paint',buffered:true})}catch(e){go()}` +
  `setTimeout(go,1500)})()</script>`;
const prerenderTemplate = template.replace(entryScript, '').replace(modulePreload, '').replace('</body>', `${loader}</body>`);

/** The site's public origin, for canonical, hreflang and Open Graph addresses (the server's APP_BASE_URL). */
const origin = (process.env.APP_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
/** Each language of a page has its own address: the path with `?lang=` (docs/flows.md: languages and addresses). */
const languageUrl = (path: string, lang: string) => `${origin}${path}?lang=${lang}`;

/** Per page and language: description, canonical, hreflang alternates and Open Graph basics. */
function headTags(page: Awaited<ReturnType<Renderer['renderPage']>>, path: string): string {
  const description = page.description ?? defaultDescription;
  return [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(languageUrl(path, page.lang))}">`,
    ...supportedLanguages.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(languageUrl(path, lang))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}">`,
    `<meta property="og:type" content="${path.startsWith('/blogs/') ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(page.title.split(' | ').pop() ?? '')}">`,
    `<meta property="og:title" content="${escapeHtml(page.title.split(' | ')[0] ?? page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(languageUrl(path, page.lang))}">`,
    `<meta property="og:locale" content="${page.lang === 'ar' ? 'ar_SA' : 'en_US'}">`,
    `<meta property="og:image" content="${origin}/favicon.svg">`,
  ].join('');
}
const defaultDescription = /<meta name="description" content="([^"]*)"/.exec(template)?.[1] ?? '';

/** On a page whose HTML is the anonymous view, a signed-in visitor does not see the sign-in prompt (src/app/routes/first-view.tsx). */
const { anonymousOnlyAttribute, signedInAttribute } = renderer;
const anonymousViewCss = `<style>html[${signedInAttribute}] #root[data-anonymous-view] [${anonymousOnlyAttribute}]{visibility:hidden}</style>`;

function fill(page: Awaited<ReturnType<Renderer['renderPage']>>, path: string, view: 'page' | 'skeleton' = 'page', anonymousView = false): string {
  // The content the page was rendered from, for hydration without a request ("<" escaped: it cannot end the element).
  const data = Object.keys(page.data).length > 0 ? `<script type="application/json" id="route-data">${JSON.stringify(page.data).replace(/</g, '\\u003c')}</script>` : '';
  // A skeleton too asks for the app's JavaScript only once it has painted: its title and lead, in the
  // HTML, are then the page's largest text, and no download competes with their first paint.
  const out = prerenderTemplate
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, '')
    // A pattern (/my-policy/:policyNumber) is no address of its own: no canonical or alternates.
    .replace(
      '</head>',
      `${path.includes(':') ? `<meta name="description" content="${escapeHtml(page.description ?? defaultDescription)}">` : headTags(page, path)}${dropObsoletePrefixesInStyleTags(page.styleTags)}${anonymousView ? anonymousViewCss : ''}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      `${data}<div id="root" data-prerendered-path="${path}" data-prerendered-language="${page.lang}" data-first-view="${view}"${anonymousView ? ' data-anonymous-view' : ''}>${page.html}</div>`,
    );
  if (!out.includes('data-prerendered-path')) throw new Error('index.html no longer has <div id="root"></div>');
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

// The content comes from the reference API on a freshly seeded in-memory database.
const content = await openContentSource();
const load = (request: Parameters<typeof content.load>[0]) => content.load(request, renderer.routeDataKey(request));
/** Route paths with parameters become the concrete pages of the content (each blog post, each blog page). */
async function concretePaths(path: string): Promise<string[]> {
  if (!path.includes(':')) return [path];
  const expand = renderer.expandRoutePath[path];
  if (!expand) throw new Error(`${path} is prerendered but has no expansion in src/lib/content/content-routes.ts`);
  return expand((request) => load({ ...request, language: 'en' }));
}
/** Renders until the page has all the content it asks for (a page asks, the build fetches, it renders again). */
async function renderWithContent(path: string, lang: (typeof supportedLanguages)[number]) {
  const data: Record<string, unknown> = {};
  for (let pass = 0; ; pass += 1) {
    const page = await renderer.renderPage(path, lang, data);
    if (page.missing.length === 0) return page;
    if (pass === 3) throw new Error(`${path} (${lang}) still waits for ${page.missing.map((m) => m.name).join(', ')}`);
    for (const request of page.missing) data[renderer.routeDataKey(request)] = await load(request);
  }
}
const pagePaths = (await Promise.all(renderer.prerenderedPaths.map(concretePaths))).flat();
for (const lang of supportedLanguages) {
  for (const path of pagePaths) {
    const file = join(clientDir, 'prerendered', lang, path === '/' ? '' : path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, fill(await renderWithContent(path, lang), path));
  }
}
/**
 * Every other customer page arrives as HTML too (src/app/routes/first-view.tsx): a form as the form,
 * a page that depends on the customer as its frame and skeleton; a path with parameters once, as its
 * pattern (/my-policy/:policyNumber/index.html), which the server matches. index.html is the first
 * view; skeleton.html, for a form, is what the server sends for a URL with a query.
 */
const skeletons: string[] = [];
for (const lang of supportedLanguages) {
  for (const { path, variants, anonymousView } of renderer.appRoutePrerenders) {
    for (const [index, view] of variants.entries()) {
      const file = join(clientDir, 'prerendered', lang, path, index === 0 ? 'index.html' : 'skeleton.html');
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, fill(await renderer.renderPage(path, lang, {}, view), path, view, index === 0 && anonymousView));
      if (index > 0 && lang === supportedLanguages[0]) skeletons.push(path);
    }
  }
}
const appPaths = renderer.appRoutePrerenders.map(({ path }) => path);
/**
 * The 404 page per language (prerendered/{lang}/404.html), rendered for a sample path the server
 * replaces with the visitor's: it answers any path outside the route table (manifest `routes`) with
 * status 404 and this page. Its `data-prerendered-path` is a pattern no address equals (and, like a
 * pattern, it gets no canonical link), so the app renders over it instead of hydrating.
 */
for (const lang of supportedLanguages) {
  await writeFile(join(clientDir, 'prerendered', lang, '404.html'), fill(await renderer.renderPage(renderer.NOT_FOUND_SAMPLE_PATH, lang), '/:not-found'));
}
const cataloguePaths = await prerenderCatalogue({ renderer, clientDir, load, render: renderWithContent, fill: (page, path) => fill(page, path) });
const sitemap = (await Promise.all(renderer.sitemapPaths.map(concretePaths))).flat();
await content.close();
await writeFile(
  join(clientDir, 'prerendered', 'manifest.json'),
  JSON.stringify({ languages: supportedLanguages, defaultLanguage: 'en', paths: [...pagePaths, ...appPaths, ...cataloguePaths], skeletons, sitemap, routes: renderer.routedPaths, notFoundSample: renderer.NOT_FOUND_SAMPLE_PATH }, null, 2),
);
await rm(prerenderBuildDir, { recursive: true, force: true });
console.log(
  `Built ${process.env.BUILD_ID}: ${pagePaths.length + appPaths.length + cataloguePaths.length} pages prerendered in ${supportedLanguages.join(' and ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
