/**
 * `npm run report:bundle`: the JavaScript a visit to `/` really fetches, counted from the browser,
 * against the budgets; fails over budget.
 * - First route: the built app is served by its own server (fresh in-memory database) and opened in
 *   headless Chromium as a first-time visitor, in English and in Arabic (the `lang` cookie picks the
 *   prerendered page); every script requested until the network has been quiet for a second counts,
 *   whatever asked for it (the loader, module preloads, dynamic imports at start, the first API
 *   call's client). Sizes are gzip -9 of the files. Budget 160 KiB.
 * - Lazy chunks: every dynamically imported module of the chunk graph (.vite/manifest.json) with the
 *   static imports it adds beyond what is already loaded when it is imported (what `/` fetched, and
 *   what the modules importing it brought). Budget 60 KiB each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { headlessChromiumExecutable } from './chromium.ts';
import { buildDir, startServer } from './lib/serve-build.ts';

const FIRST_ROUTE_BUDGET_KIB = 160;
const LAZY_CHUNK_BUDGET_KIB = 60;
const QUIET_MS = 1000;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(buildDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipSizes = new Map<string, number>();
/** gzip -9 size of a built file, by its path under the build directory (e.g. `assets/x.js`). */
const gzipOf = (file: string) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(buildDir, file)), { level: 9 }).length);
  return gzipSizes.get(file)!;
};
const kib = (bytes: number) => bytes / 1024;
const row = (label: string, size: number, budget: number) =>
  `${label.padEnd(56)}${kib(size).toFixed(1).padStart(7)} KiB  budget ${budget}  ${kib(size) <= budget ? 'ok' : 'OVER'}`;

/** The script files (paths under the build) a first-time visitor's browser fetches on `/`. */
async function scriptsFetchedOnHome(origin: string, language: 'en' | 'ar'): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: headlessChromiumExecutable(), args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    await context.addCookies([{ name: 'lang', value: language, url: origin }]);
    const page = await context.newPage();
    const scripts = new Set<string>();
    let lastRequest = Date.now();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      lastRequest = Date.now();
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    // Start-up may ask for more after the load (idle callbacks, the first API call's client).
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(QUIET_MS / 4);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== language) throw new Error(`/ opened in ${lang}, not ${language}`);
    if (errors.length > 0) throw new Error(`/ (${language}) threw: ${errors.join('; ')}`);
    return [...scripts].sort();
  } finally {
    await browser.close();
  }
}

const server = await startServer();
let failed = false;
const lines: string[] = ['JavaScript, gzip -9 (a first visit to / counted in Chromium until the network is idle)'];
const fetchedOnHome = new Set<string>();
/** The verdict's figures: each language's first route, and what is over a budget. */
const firstRoute: string[] = [];
const over: string[] = [];
try {
  for (const language of ['en', 'ar'] as const) {
    const files = await scriptsFetchedOnHome(server.origin, language);
    for (const file of files) fetchedOnHome.add(file);
    const total = files.reduce((sum, file) => sum + gzipOf(file), 0);
    failed ||= kib(total) > FIRST_ROUTE_BUDGET_KIB;
    firstRoute.push(`${language} ${kib(total).toFixed(1)} KiB`);
    if (kib(total) > FIRST_ROUTE_BUDGET_KIB) over.push(`first route / (${language}) ${kib(total).toFixed(1)} KiB > ${FIRST_ROUTE_BUDGET_KIB}`);
    lines.push(row(`first route / (${language}), ${files.length} scripts`, total, FIRST_ROUTE_BUDGET_KIB));
    for (const file of files.sort((a, b) => gzipOf(b) - gzipOf(a))) {
      lines.push(`    ${file.replace(/^assets\//, '')}`.padEnd(56) + `${kib(gzipOf(file)).toFixed(1).padStart(7)} KiB`);
    }
  }
} finally {
  await server.stop();
}

/** A module's chunk with the static imports it pulls in. */
function closure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest[key]?.imports ?? [], into);
  }
  return into;
}
/**
 * What is already in the browser when a lazy module loads: the first route, plus what every module
 * importing it has (a page's phone field loads after the page, its form library and schemas).
 */
const importers = (key: string) => Object.keys(manifest).filter((k) => manifest[k]!.dynamicImports?.includes(key));
const contexts = new Map<string, Set<string>>();
function contextOf(key: string): Set<string> {
  const known = contexts.get(key);
  if (known) return known;
  contexts.set(key, fetchedOnHome); // a cycle of dynamic imports ends here
  const around = importers(key).map((importer) => new Set([...[...closure([importer])].map((k) => manifest[k]!.file), ...contextOf(importer)]));
  const common = around.length > 0 ? [...around[0]!].filter((file) => around.every((set) => set.has(file))) : [];
  const context = new Set([...fetchedOnHome, ...common]);
  contexts.set(key, context);
  return context;
}
lines.push('Lazy chunks (what each adds to what is already loaded when it is imported)');
const lazy = Object.keys(manifest)
  .filter((key) => manifest[key]!.isDynamicEntry)
  .map((key) => {
    const context = contextOf(key);
    const files = [...closure([key])].map((k) => manifest[k]!.file).filter((file) => !context.has(file));
    return { key, size: files.reduce((sum, file) => sum + gzipOf(file), 0) };
  })
  .filter(({ size }) => size > 0)
  .sort((a, b) => b.size - a.size);
const chunkName = (key: string) => key.replace(/^.*node_modules\//, '').replace(/^src\//, '').replace(/^\0/, '');
for (const { key, size } of lazy) {
  failed ||= kib(size) > LAZY_CHUNK_BUDGET_KIB;
  if (kib(size) > LAZY_CHUNK_BUDGET_KIB) over.push(`lazy ${chunkName(key)} ${kib(size).toFixed(1)} KiB > ${LAZY_CHUNK_BUDGET_KIB}`);
  lines.push(row(`  ${chunkName(key)}`, size, LAZY_CHUNK_BUDGET_KIB));
}
const largest = lazy[0];
lines.push(
  `Verdict: first route ${firstRoute.join(', ')} (budget ${FIRST_ROUTE_BUDGET_KIB}); largest lazy chunk ` +
    `${largest ? `${chunkName(largest.key)} ${kib(largest.size).toFixed(1)} KiB` : 'none'} (budget ${LAZY_CHUNK_BUDGET_KIB}); ` +
    `over budget: ${over.length === 0 ? 'none' : over.join('; ')}`,
);
console.log(lines.join('\n'));
if (failed) {
  console.error('A bundle budget is exceeded.');
  process.exit(1);
}
