/**
 * `npm run bench:lighthouse [-- /path ...] [--lang en|ar] [--runs N] [--tasks] [--port N]`: Lighthouse (mobile emulation,
 * simulated slow 4G and 4x CPU) on every route of the route table in English and Arabic against the
 * build (BUILD_OUT_DIR, default dist/client) and its server, side by side with a static 2 KB page
 * served in the same run. Each figure is the median of 3 runs. Prints score, LCP, LCP / static page,
 * TBT, CLS, JavaScript transferred, accessibility and best practices; exits 1 below the targets:
 * performance 100 on `/` and 98 elsewhere, LCP at most 1.3x the static page's, TBT under 100 ms,
 * accessibility and best practices 100. Not part of `npm test`. Needs a build first.
 * Parametrised routes get sample values (a category, a blog post of the build); the policy pages a
 * policy the seeded customer buys at the start, measured as that customer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { routeTable } from '../src/app/routes/route-table.ts';
import { chromiumExecutable } from './chromium.ts';
import { apiPrefixOf, buyPolicy, continueAsGuest, seededCustomer } from './lib/guest-visitor.ts';
import { markdownTable } from './lib/markdown-table.ts';
import { buildDir, startServer } from './lib/serve-build.ts';

const TARGETS = { homeScore: 100, score: 98, lcpRatio: 1.3, tbtMs: 100, accessibility: 100, bestPractices: 100 };

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const languages = option('lang') ? [option('lang') as 'en' | 'ar'] : (['en', 'ar'] as const);
const runs = Number(option('runs') ?? 3);
/** `--tasks`: print, for every run, the long tasks Lighthouse's simulation counted (where TBT comes from). */
const printTasks = args.includes('--tasks');

/** A blog post the build prerendered, if any (its manifest lists them for the sitemap). */
function sampleBlogSlug(): string {
  const manifestFile = join(buildDir, 'prerendered', 'manifest.json');
  if (!existsSync(manifestFile)) return 'sample';
  const { sitemap = [] } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { sitemap?: string[] };
  return sitemap.find((path) => /^\/blogs\/(?!page\/)[^/]+$/.test(path))?.slice('/blogs/'.length) ?? 'sample';
}
const samples: Record<string, string> = { categoryId: 'motor', page: '2', policyNumber: 'POL-SAMPLE', slug: sampleBlogSlug() };
const fill = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => samples[name] ?? 'sample');

const customerRoutes = routeTable.filter((route) => !('devOnly' in route && route.devOnly));
const needsUsername = new Set(customerRoutes.filter((route) => (route.guards as readonly string[]).includes('needsUsername')).map((route) => fill(route.path)));
const chosen = args.filter((arg, i) => arg.startsWith('/') && !['--lang', '--runs', '--port'].includes(args[i - 1] ?? ''));
const paths = chosen.length > 0 ? chosen.map(fill) : customerRoutes.map((route) => fill(route.path));

/** A 2 KB static page served by the same server in the same run: the yardstick for LCP. */
const baselineName = `lighthouse-baseline-${process.pid}.html`;
await writeFile(
  join(buildDir, baselineName),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A static page"></head><body><main><h1>Insurance made simple, through brokers you trust</h1><p>${'Compare offers from licensed brokers and buy cover online. '.repeat(25)}</p></main></body></html>`,
);
// The seeded customer (SEED_DEMO_DATA: the published demo account) buys the policy the policy pages show.
// `--port N`: the server's port (a free one otherwise), for a machine where each person has a range.
const server = await startServer({ port: option('port') ? Number(option('port')) : undefined, env: { SEED_DEMO_DATA: 'true' } });
const origin = server.origin.replace('127.0.0.1', 'localhost');
const apiPrefix = apiPrefixOf(origin);

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKib: number;
  accessibility: number;
  bestPractices: number;
  /** What Lighthouse names as the largest contentful paint (its selector and text), for the log. */
  lcpElement?: string;
  /** The element of the largest layout shift, when there was one, for the log. */
  shiftElement?: string;
}

interface LongTaskItem {
  url?: string;
  startTime?: number;
  duration?: number;
}
/** Lighthouse's long-tasks audit as one line: each task's simulated start, length and script. */
function longTasksOf(details: unknown): string {
  const items = (details as { items?: LongTaskItem[] } | undefined)?.items ?? [];
  const where = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || 'document';
  return items.map((task) => `${Math.round(task.startTime ?? 0)}+${Math.round(task.duration ?? 0)} ${where(task.url)}`).join(' | ') || 'none';
}

/** The first `node` item in an audit's details (the LCP element, the element that shifted most). */
function firstNodeOf(details: unknown): string {
  const find = (value: unknown): { selector?: string; nodeLabel?: string } | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    if ((value as { type?: string }).type === 'node') return value as { selector?: string; nodeLabel?: string };
    for (const child of Object.values(value)) {
      const node = find(child);
      if (node) return node;
    }
    return undefined;
  };
  const node = find(details);
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 60)}"` : 'none';
}

const browser = await puppeteer.launch({
  executablePath: chromiumExecutable() ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'],
});

async function measureOnce(url: string, prepare?: (page: Page) => Promise<void>): Promise<Figures> {
  const page = await browser.newPage();
  try {
    // Storage is kept between runs (it carries the visitor's language), so the HTTP cache must go by hand.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await prepare?.(page);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true, formFactor: 'mobile' },
      undefined,
      page,
    );
    const lhr = result!.lhr;
    if (printTasks) {
      const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      console.log(`  ${url.replace(/^https?:\/\/[^/]+/, '')}: TBT ${tbt} ms; long tasks (start+ms): ${longTasksOf(lhr.audits['long-tasks']?.details)}`);
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    return {
      score: score('performance'),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsKib: (summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpElement: firstNodeOf(lhr.audits['lcp-breakdown-insight']?.details),
      shiftElement: firstNodeOf(lhr.audits['layout-shifts']?.details),
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
async function measure(url: string, prepare?: (page: Page) => Promise<void>): Promise<Figures> {
  const all: Figures[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await measureOnce(url, prepare));
  const of = (key: Exclude<keyof Figures, 'lcpElement' | 'shiftElement'>) => median(all.map((figures) => figures[key]));
  const lcpElement = all.find((figures) => figures.lcp === of('lcp'))?.lcpElement ?? all[0]?.lcpElement;
  const shiftElement = all.find((figures) => figures.cls === of('cls'))?.shiftElement ?? all[0]?.shiftElement;
  return { score: of('score'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), jsKib: of('jsKib'), accessibility: of('accessibility'), bestPractices: of('bestPractices'), lcpElement, shiftElement };
}

const header = ['route', 'lang', 'score', 'LCP', 'LCP / static', 'TBT', 'CLS', 'JS transferred', 'accessibility', 'best practices'];
const rows: string[][] = [];
let failed = false;
console.log(`Lighthouse ${runs > 1 ? `medians of ${runs}` : '1 run'}, mobile (slow 4G, 4x CPU), ${origin}, build ${buildDir}`);
try {
  const baseline = await measure(`${origin}/${baselineName}`);
  const row = (route: string, lang: string, figures: Figures, misses: string[]) => [
    route,
    lang,
    String(figures.score),
    `${(figures.lcp / 1000).toFixed(2)} s`,
    (figures.lcp / baseline.lcp).toFixed(2),
    `${Math.round(figures.tbt)} ms`,
    figures.cls.toFixed(3),
    `${figures.jsKib.toFixed(0)} KiB`,
    String(figures.accessibility),
    String(figures.bestPractices) + (misses.length ? `  MISSES ${misses.join(', ')}` : ''),
  ];
  rows.push(row('static 2 KB page', '-', baseline, []));
  // The policy pages measure a policy the seeded customer bought (a guest must verify a mobile first);
  // their visitor is that customer (the stored login).
  let policyLogin: Record<string, string> | null = null;
  let policyNumber = samples.policyNumber!;
  if (paths.some((path) => path.includes(samples.policyNumber!))) {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/build-manifest.json`);
      await page.evaluate(() => localStorage.clear());
      await page.evaluate(continueAsGuest, apiPrefix, seededCustomer);
      policyNumber = await page.evaluate(buyPolicy, apiPrefix);
      policyLogin = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
      console.log(`policy pages: ${policyNumber}, bought by the seeded customer`);
    } finally {
      await page.close();
    }
  }
  console.log(`static 2 KB page: score ${baseline.score}, LCP ${baseline.lcp.toFixed(0)} ms`);
  for (const lang of languages) {
    for (const route of paths) {
      const path = route.replace(samples.policyNumber!, policyNumber);
      const asPolicyOwner = policyLogin !== null && path !== route;
      // A first-time visitor in this language (storage and the prerender cookie); product pages need
      // a session with a user: a real guest session, as a visitor who pressed "Continue as Guest" has.
      const prepare = async (page: Page) => {
        await page.goto(`${origin}/build-manifest.json`);
        await page.evaluate(
          (values) => {
            localStorage.clear();
            for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
            document.cookie = `lang=${values.lang}; Path=/`;
          },
          { ...(asPolicyOwner ? policyLogin : {}), lang, dir: lang === 'ar' ? 'rtl' : 'ltr' },
        );
        if (needsUsername.has(route) && !asPolicyOwner) await page.evaluate(continueAsGuest, apiPrefix);
      };
      const figures = await measure(`${origin}${path}`, prepare);
      const misses = [
        figures.score < (path === '/' ? TARGETS.homeScore : TARGETS.score) && 'score',
        figures.lcp / baseline.lcp > TARGETS.lcpRatio && 'LCP',
        figures.tbt >= TARGETS.tbtMs && 'TBT',
        figures.accessibility < TARGETS.accessibility && 'accessibility',
        figures.bestPractices < TARGETS.bestPractices && 'best practices',
      ].filter((miss): miss is string => typeof miss === 'string');
      failed ||= misses.length > 0;
      rows.push(row(path, lang, figures, misses));
      console.log(`${rows.at(-1)!.join('  ')}  (load ${loadavg()[0]!.toFixed(1)}; LCP element: ${figures.lcpElement}${figures.cls > 0.001 ? `; shifted most: ${figures.shiftElement}` : ''})`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(join(buildDir, baselineName), { force: true });
}

console.log(`\n${markdownTable(header, rows)}`);
console.log(
  `\nTargets: score ${TARGETS.homeScore} on / and >= ${TARGETS.score} elsewhere, LCP <= ${TARGETS.lcpRatio}x the static page, TBT < ${TARGETS.tbtMs} ms, accessibility and best practices 100.`,
);
process.exitCode = failed ? 1 : 0;
