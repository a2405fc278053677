/**
 * `npm run bench:lighthouse [-- /path ...] [--lang en|ar]`: Lighthouse (mobile emulation, simulated
 * throttling) on every route in English and Arabic against the built app and its server, printing
 * performance and accessibility scores with LCP, TBT and CLS. Needs `npm run build` first.
 * Budgets (printed, and the exit code): performance >= 95, accessibility 100.
 */
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEFAULT_API_BASE_PATH, DEFAULT_API_PRODUCT } from '../contract/http.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4590);
const origin = `http://localhost:${PORT}`;
const args = process.argv.slice(2);
const langArg = args.indexOf('--lang');
const languages = langArg >= 0 ? [args[langArg + 1] as 'en' | 'ar'] : (['en', 'ar'] as const);
const publicPaths = [
  '/', '/about-us', '/auth/google-callback', '/blogs', '/contact-us', '/email-verification', '/faq', '/forgot-password',
  '/get-help', '/login', '/my-account', '/my-policy', '/notifications', '/our-partners', '/our-team', '/privacy-policy',
  '/services', '/sign-up-broker', '/sign-up', '/terms-and-condition',
];
const productPaths = ['/services/our-products', '/services/our-products/motor', '/services/our-products/motor/buy-insurance'];
const chosen = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--lang');
const paths = chosen.length > 0 ? chosen : [...publicPaths, ...productPaths];

/** A 2 KB static page served by the same server: the yardstick for "LCP within 1.3x of static HTML". */
const staticDir = process.env.BUILD_OUT_DIR ?? 'dist/client';
const baselineFile = join(staticDir, 'lighthouse-baseline.html');
await writeFile(
  baselineFile,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A static page"></head><body><main><h1>Insurance made simple, through brokers you trust</h1><p>${'Compare offers from licensed brokers and buy cover online. '.repeat(25)}</p></main></body></html>`,
);

const server = spawn(process.execPath, ['server/index.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: 'memory://', LOG_LEVEL: 'error', STATIC_DIR: process.env.BUILD_OUT_DIR ?? 'dist/client' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('App running') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const apiPrefix = `${origin}${process.env.API_BASE_PATH ?? DEFAULT_API_BASE_PATH}/${process.env.API_PRODUCT ?? DEFAULT_API_PRODUCT}`;

/** Runs in the page: a session token, then POST /auth/guest, stored under the spec's keys like the app does. */
async function continueAsGuest(api: string) {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': localStorage.getItem('lang') ?? 'en' };
  const { sessionToken } = (await (await fetch(`${api}/security/token`, { credentials: 'include', headers })).json()) as { sessionToken: string };
  const response = await fetch(`${api}/auth/guest`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...headers, 'session-token': sessionToken, 'x-csrf-token': sessionToken },
    body: '{}',
  });
  if (!response.ok) throw new Error(`guest sign-in answered ${response.status}`);
  const login = (await response.json()) as Record<string, unknown>;
  for (const key of ['username', 'userFullName', 'emailAddress', 'countryCode', 'geoId', 'loginTypeEnumId', 'apiKey', 'sessionId', 'sessionToken']) {
    if (typeof login[key] === 'string') localStorage.setItem(key, login[key]);
  }
}

const browser = await puppeteer.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'],
});
let failed = false;
let baselineLcp: number;
console.log('route'.padEnd(52) + 'lang  perf  a11y    LCP ms  TBT ms    CLS  LCP/static');
try {
  {
    const page = await browser.newPage();
    const result = await lighthouse(`${origin}/lighthouse-baseline.html`, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
    await page.close();
    baselineLcp = result!.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    console.log('(static 2 KB HTML page)'.padEnd(52) + `--    ${String(Math.round((result!.lhr.categories.performance?.score ?? 0) * 100)).padStart(4)}     -  ${baselineLcp.toFixed(0).padStart(8)}`);
  }
  for (const lang of languages) {
    for (const path of paths) {
      const page = await browser.newPage();
      // The visitor's language (storage and the prerender cookie); product pages need a signed-in customer.
      await page.goto(`${origin}/build-manifest.json`);
      await page.evaluate(
        (values) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
          document.cookie = `lang=${values.lang}; Path=/`;
        },
        { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' },
      );
      // Product pages need a session with a user: a real guest session, as a visitor who pressed
      // "Continue as Guest" has (the API calls of those pages then answer as they would for them).
      if (productPaths.includes(path)) await page.evaluate(continueAsGuest, `${apiPrefix}`);
      const result = await lighthouse(
        `${origin}${path}`,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
        undefined,
        page,
      );
      await page.close();
      const lhr = result!.lhr;
      const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const ok = perf >= 95 && a11y === 100;
      failed ||= !ok;
      console.log(
        `${path}`.padEnd(52) +
          `${lang}  ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${metric('largest-contentful-paint').toFixed(0).padStart(8)}  ${metric('total-blocking-time').toFixed(0).padStart(6)}  ${metric('cumulative-layout-shift').toFixed(3).padStart(6)}  ${(metric('largest-contentful-paint') / baselineLcp).toFixed(2).padStart(9)}${ok ? '' : '  BELOW BUDGET'}`,
      );
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await rm(baselineFile, { force: true });
}
process.exitCode = failed ? 1 : 0;
