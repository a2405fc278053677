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

function fill(page: Awaited<ReturnType<Renderer['renderPage']>>, path: string): string {
  const out = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('data-direction="ltr" />', `data-direction="ltr"${page.dir === 'ltr' ? '' : ' disabled'} />`)
    .replace('data-direction="rtl" disabled />', `data-direction="rtl"${page.dir === 'rtl' ? '' : ' disabled'} />`)
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
