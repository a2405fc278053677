/**
 * `npm run build`: the client bundle, then every public page prerendered in English and Arabic.
 * Output (dist/client) is what the server serves: index.html (the SPA shell), assets/, the build
 * manifest, and prerendered/{lang}{path}/index.html with prerendered/manifest.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { supportedLanguages } from '../machines/language/direction.ts';
import type * as PrerenderEntry from '../src/entry-prerender.tsx';

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
const template = await readFile(join(clientDir, 'index.html'), 'utf8');

/**
 * Prerendered pages paint from their HTML first and only then ask for the app's JavaScript: the
 * entry script and its module preloads move from <head> into a small loader that runs once the
 * first contentful paint has happened (or after 1.5 s, for a tab that never paints, or a browser
 * without paint timing). Nothing the page shows waits for a script, and the first paint does not
 * compete with 120 KiB of downloads on a slow phone connection. (The server hashes the loader into
 * its CSP.)
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
  `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){go()}` +
  `setTimeout(go,1500)})()</script>`;
const prerenderTemplate = template.replace(entryScript, '').replace(modulePreload, '').replace('</body>', `${loader}</body>`);

function fill(page: Awaited<ReturnType<Renderer['renderPage']>>, path: string): string {
  const out = prerenderTemplate
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${page.styleTags}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered-path="${path}" data-prerendered-language="${page.lang}">${page.html}</div>`,
    );
  if (!out.includes('data-prerendered-path')) throw new Error('index.html no longer has <div id="root"></div>');
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

for (const lang of supportedLanguages) {
  for (const path of renderer.prerenderedPaths) {
    const file = join(clientDir, 'prerendered', lang, path === '/' ? '' : path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, fill(await renderer.renderPage(path, lang), path));
  }
}
await writeFile(
  join(clientDir, 'prerendered', 'manifest.json'),
  JSON.stringify({ languages: supportedLanguages, defaultLanguage: 'en', paths: renderer.prerenderedPaths }, null, 2),
);
await rm(prerenderBuildDir, { recursive: true, force: true });
console.log(
  `Built ${process.env.BUILD_ID}: ${renderer.prerenderedPaths.length} pages prerendered in ${supportedLanguages.join(' and ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
