import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, freePort, startServer } from '../scripts/lib/serve-build.ts';
import { freshMobile, guestBoughtWithMobile } from './support/accounts-ui.ts';
import { findPolicyText, openWithFindPolicy } from './support/find-policy-ui.ts';
import { expect, readLatestCode, test, waitForApp } from './support/fixtures.ts';

/**
 * Issue 26's check: "a guest finding their policy a day later by the development clock". This spec runs
 * its own server on a database folder of its own: a guest buys (through the API); the server is stopped and
 * started again on the same folder with the development clock (server/dev-clock.ts) a day and an hour
 * on, and the browser's clock moved alike (page.clock). The guest's 12-hour session is over; Find my
 * policy with the number, the mobile and the SMS code from the development outbox opens the policy:
 * its certificate, its receipt and its requests.
 */
const DAY_LATER_MS = 25 * 60 * 60 * 1000;
const text = {
  en: { ...findPolicyText.en, signIn: 'Sign in to see this page.', invoice: 'Download tax invoice (PDF)', receipt: 'Payment receipt', requests: 'Requests on this policy' },
  ar: { ...findPolicyText.ar, signIn: 'سجّل الدخول لعرض هذه الصفحة.', invoice: 'تنزيل الفاتورة الضريبية (PDF)', receipt: 'إيصال الدفع', requests: 'الطلبات على هذه الوثيقة' },
};

let dataDir = '';
let port = 0;
let server: RunningServer | undefined;
const serverEnv = () => ({ DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'error', TRUST_PROXY: 'true', PASSWORD_SCRYPT_N: '1024' });

test.describe.configure({ mode: 'serial' });
// The guest's stored session token, a day old, is refused once (403) before the app starts afresh.
test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });
// The origin is known once beforeAll has a port (Playwright's fixture functions take a destructuring pattern).
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use) => use(`http://127.0.0.1:${port}`) });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  dataDir = await mkdtemp(join(tmpdir(), 'find-policy-day-later-'));
  port = await freePort();
  server = await startServer({ port, env: serverEnv() });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('a guest buys, and a day later by the development clock finds the policy with its number, the mobile and the SMS code (en)', async ({ page }) => {
  test.setTimeout(240_000);
  const lang = 'en';
  const t = text[lang];
  const mobile = freshMobile();

  // Day 0: a guest buys, the mobile verified by SMS at checkout: through the API as the app calls it
  // (the guest's purchase through the UI is e2e/purchase-guest.spec.ts's, in both languages); the
  // browser keeps the guest's session as the app stores it.
  const policyNumber = await guestBoughtWithMobile(page, lang, mobile);
  // The purchase's SMS names the policy (what the guest keeps to come back with).
  await expect.poll(async () => (await readLatestCode(page.request, mobile)).body).toContain(policyNumber);

  // A day and an hour later by the development clock: the same database, the same origin (the browser
  // still holds the guest's old session token), the server's clock and the browser's moved on.
  // The tab is closed (no polling of a stopped server) while the server restarts.
  await page.goto('about:blank');
  await server?.stop();
  const dayLater = new Date(Date.now() + DAY_LATER_MS);
  server = await startServer({ port, env: { ...serverEnv(), DEV_CLOCK_SPEED: '1', DEV_CLOCK_START: dayLater.toISOString(), DEV_CLOCK_ORIGIN: String(Date.now()) } });
  await page.clock.install({ time: dayLater });

  // The link in the purchase SMS: the guest's session is gone, the page asks to sign in or find the policy.
  await page.goto(`/my-policy/${policyNumber}`);
  await waitForApp(page);
  await expect(page.getByText(t.signIn)).toBeVisible();
  await expect(page.getByRole('button', { name: t.certificate })).toHaveCount(0);
  await page.getByRole('link', { name: t.link }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.link })).toBeVisible();
  await openWithFindPolicy(page, lang, policyNumber, mobile);

  // The policy, with its certificate, its receipt and its requests.
  await expect(page.getByRole('heading', { name: t.requests })).toBeVisible();
  await page.getByRole('button', { name: t.receipt }).click();
  await expect(page.getByRole('article', { name: t.receipt })).toContainText(policyNumber);
  for (const [button, name] of [[t.certificate, /certificate.*\.pdf$/i], [t.invoice, /invoice.*\.pdf$/i]] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(name);
    expect((await file.failure()) ?? null).toBeNull();
  }
  await page.screenshot({ path: test.info().outputPath('find-policy-day-later-en.png'), fullPage: true });
});
