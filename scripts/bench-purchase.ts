/**
 * `npm run bench:purchase`: a scripted customer buys motor insurance, from the category page to the
 * confirmation, in headless Chromium on a phone-sized screen, against the built app and its server
 * (started here on BENCH_PORT, default 4399, with a fresh in-memory database; or `--url http://…` for
 * a server already running). Prints the screens the customer went through, the time taken, and the
 * JavaScript of the wizard (its own lazily loaded chunk, and what the run actually downloaded).
 * A measurement, not a test: nothing here fails on a number.
 *
 * Options: `--url <base>`, `--lang en|ar`, `--runs <n>` (default 3), `--headed`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Page, chromium } from '@playwright/test';
import { chromiumExecutable } from './chromium.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const lang = option('lang') === 'ar' ? 'ar' : 'en';
const runs = Number(option('runs') ?? 3);
const buildDir = resolve(root, process.env.BUILD_OUT_DIR ?? 'dist/client');
const API = '/rest/s1/insurance';

// --- The wizard's JavaScript, from the build's chunk graph (same method as npm run report:bundle) ---
interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(buildDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzip = (file: string) => gzipSync(readFileSync(join(buildDir, file)), { level: 9 }).length;
const closure = (keys: string[], into = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest[key]?.imports ?? [], into);
  }
  return into;
};
const initial = closure([Object.keys(manifest).find((key) => manifest[key]!.isEntry)!]);
const ownKib = (pattern: RegExp) => {
  const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
  if (!key) return null;
  return [...closure([key])].filter((k) => !initial.has(k)).reduce((total, k) => total + gzip(manifest[k]!.file), 0) / 1024;
};

// --- The server ---
async function startServer(): Promise<{ baseURL: string; stop: () => void }> {
  const given = option('url');
  if (given) return { baseURL: given.replace(/\/$/, ''), stop: () => {} };
  const port = Number(process.env.BENCH_PORT ?? 4399);
  const child = spawn(join(root, 'node_modules/.bin/node'), ['server/index.ts'], {
    cwd: root,
    // The scripted customer signs in with the published demo account.
    env: { ...process.env, PORT: String(port), HOST: 'localhost', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', STATIC_DIR: buildDir, SEED_DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/build-manifest.json`)).ok) return { baseURL, stop: () => child.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill();
  throw new Error('The server did not start');
}

// --- The scripted customer ---
const t = {
  en: { buy: /^Buy .* insurance$/, continue: 'Continue', getQuotes: 'Get quotes', choose: /^Choose /, toReview: 'Review my purchase', terms: /I have read and accept/, placeOrder: 'Place order and go to payment', pay: /^Pay /, done: 'Your policy is issued', holder: 'Policyholder' },
  ar: { buy: /^اشترِ تأمين/, continue: 'متابعة', getQuotes: 'احصل على العروض', choose: /^اختر /, toReview: 'مراجعة عملية الشراء', terms: /قرأت الشروط والأحكام/, placeOrder: 'قدّم الطلب وانتقل إلى الدفع', pay: /^ادفع /, done: 'تم إصدار وثيقتك', holder: 'حامل الوثيقة' },
}[lang];
const labels = {
  en: { make: 'Vehicle make', model: 'Vehicle model', year: 'Model year', value: 'Vehicle value (SAR)', driver: "Driver's age", claims: 'Years without a claim', plate: 'Plate number', vin: 'Chassis number (VIN)', dob: 'Date of birth', mobile: 'Mobile number', nationalId: 'National ID or iqama number', card: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code', name: 'Name on the card' },
  ar: { make: 'الشركة المصنّعة للمركبة', model: 'طراز المركبة', year: 'سنة الصنع', value: 'قيمة المركبة (ريال)', driver: 'عمر السائق', claims: 'سنوات بدون مطالبات', plate: 'رقم اللوحة', vin: 'رقم الهيكل (VIN)', dob: 'تاريخ الميلاد', mobile: 'رقم الجوال', nationalId: 'رقم الهوية الوطنية أو الإقامة', card: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (شهر/سنة)', cvc: 'رمز الأمان', name: 'الاسم على البطاقة' },
}[lang];

async function signIn(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/build-manifest.json`);
  await page.evaluate(
    async ({ api, lang }) => {
      localStorage.clear();
      localStorage.setItem('lang', lang);
      localStorage.setItem('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const base = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang };
      const token = ((await (await fetch(`${api}/security/token`, { credentials: 'include', headers: base })).json()) as { sessionToken: string }).sessionToken;
      const response = await fetch(`${api}/auth/login`, {
        method: 'POST',
        credentials: 'include',
        headers: { ...base, 'session-token': token, 'x-csrf-token': token },
        body: JSON.stringify({ identifier: 'sara@example.com', password: 'Sara-Pass-2026' }),
      });
      if (!response.ok) throw new Error(`login answered ${response.status}`);
      const login = (await response.json()) as Record<string, unknown>;
      for (const key of ['username', 'userFullName', 'emailAddress', 'countryCode', 'geoId', 'loginTypeEnumId', 'apiKey', 'sessionId', 'sessionToken']) {
        if (typeof login[key] === 'string') localStorage.setItem(key, login[key] as string);
      }
      localStorage.setItem('backendUser', 'false');
    },
    { api: API, lang },
  );
}

async function purchase(page: Page, baseURL: string) {
  const screens: string[] = [];
  const heading = async (level: 1 | 2) => (await page.getByRole('heading', { level }).first().textContent())?.trim() ?? '';
  const screen = async (level: 1 | 2) => screens.push(await heading(level));
  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

  await page.goto(`${baseURL}/services/our-products/motor`);
  await page.getByRole('link', { name: t.buy }).first().waitFor();
  const started = performance.now();
  await screen(1); // the category
  await page.getByRole('link', { name: t.buy }).first().click();
  await page.getByRole('radio').first().check();
  await fill(labels.make, 'Toyota');
  await screen(2); // details: the broker and the risk
  await fill(labels.model, 'Camry');
  await fill(labels.year, '2022');
  await fill(labels.value, '80000');
  await fill(labels.driver, '35');
  await fill(labels.claims, '3');
  await fill(labels.plate, '1234 ABD');
  await fill(labels.vin, 'JTDBR32E720123456');
  await page.getByRole('button', { name: t.getQuotes }).click();
  await page.getByRole('button', { name: t.choose }).first().waitFor({ timeout: 15_000 });
  await screen(2); // quotes side by side
  await page.getByRole('button', { name: t.choose }).first().click();
  await page.getByRole('button', { name: t.continue }).waitFor();
  await screen(2); // plan and add-ons
  await page.getByRole('button', { name: t.continue }).click();
  const holder = page.getByRole('group', { name: t.holder });
  await holder.getByLabel(labels.dob, { exact: true }).fill('1990-04-01');
  await screen(2); // policyholder (prefilled from the sign-in)
  await holder.getByLabel(labels.mobile, { exact: true }).fill('+966501234567');
  await holder.getByLabel(labels.nationalId, { exact: true }).fill('1234567890');
  await page.getByRole('button', { name: t.toReview }).click();
  await page.getByRole('checkbox', { name: t.terms }).check();
  await screen(2); // review
  await page.getByRole('button', { name: t.placeOrder }).click();
  await fill(labels.card, '4242424242424242');
  await screen(2); // payment
  await fill(labels.expiry, '12/30');
  await fill(labels.cvc, '123');
  await fill(labels.name, 'Sara Al-Harbi');
  await page.getByRole('button', { name: t.pay }).click();
  await page.getByRole('heading', { level: 2, name: t.done }).waitFor({ timeout: 15_000 });
  const ms = performance.now() - started;
  await screen(2); // confirmation
  return { screens, ms };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), headless: !args.includes('--headed'), args: ['--disable-gpu'] });
try {
  const results: { screens: string[]; ms: number; jsBytes: number; jsFiles: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: lang });
    const page = await context.newPage();
    await signIn(page, server.baseURL);
    let jsBytes = 0;
    let jsFiles = 0;
    let counting = false;
    page.on('response', async (response) => {
      if (!counting || !response.url().endsWith('.js')) return;
      jsFiles += 1;
      jsBytes += Number(response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length);
    });
    await page.goto(`${server.baseURL}/services/our-products`);
    counting = true;
    results.push({ ...(await purchase(page, server.baseURL)), jsBytes, jsFiles });
    await context.close();
  }
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const first = results[0]!;
  console.log(`Scripted purchase (motor, card, ${lang}, 390x844), ${runs} run(s) against ${server.baseURL}`);
  console.log(`Screens from the category page to the confirmation: ${first.screens.length}`);
  first.screens.forEach((name, index) => console.log(`  ${String(index + 1).padStart(2)}. ${name}`));
  console.log(`Time from the category page to the confirmation: median ${(median / 1000).toFixed(2)} s (runs: ${times.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; scripted input, no reading time)`);
  console.log(`JavaScript requested after the catalogue page had loaded, to the confirmation (first run, bytes as served): ${(first.jsBytes / 1024).toFixed(1)} KiB in ${first.jsFiles} files`);
  console.log(`Wizard chunk (buy-insurance page, own lazily loaded JavaScript, gzip -9): ${ownKib(/src\/features\/purchase\/buy-insurance-page\.tsx$/)?.toFixed(1)} KiB (budget 60)`);
  console.log(`  + people step (phone input, forms): ${ownKib(/src\/features\/purchase\/wizard\/people-step\.tsx$/)?.toFixed(1)} KiB on demand; certificate ${ownKib(/wizard\/certificate\.tsx$/)?.toFixed(1)} KiB on demand`);
} finally {
  await browser.close();
  server.stop();
}
