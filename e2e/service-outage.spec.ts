import type { Page } from '@playwright/test';
import { type ThrowawayPostgres, startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.ts';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
import { type RunningServer, startServer } from '../scripts/lib/serve-build.ts';
import { type Lang, fillSignUp, freshMobile, langs, signUpText, ui } from './support/accounts-ui.ts';
import { inPageDigits } from './support/arabic-text.ts';
import { SEEDED_CUSTOMER, expect, signInViaApi, test, waitForApp } from './support/fixtures.ts';
import { buyPolicy, call } from './support/policy-requests-api.ts';
import { fillRisk, words } from './support/purchase-steps.ts';
import { axeViolations } from './support/axe.ts';

/**
 * A real database outage, through the real UI: this spec starts its own server (node server/index.ts)
 * on a throw-away PostgreSQL (scripts/lib/throwaway-postgres.ts), stops PostgreSQL while a form is
 * sent and starts it again. The server answers 503 service_unavailable with Retry-After meanwhile;
 * the app says so (en, ar) in a status message, keeps what was typed and tries again on its own
 * (machines/shared/service-retry.ts), which succeeds once PostgreSQL is back; a request that is not
 * safe to send again says the service is unavailable and keeps everything for Try again. No request
 * is faked. The server's log is read too: the job queue says once that the database went away and
 * once that it came back, however long the outage.
 */
const retrying = {
  en: /Our service is briefly unavailable\. We will try again in \d+ seconds?\. Everything you entered is kept\./,
  ar: /خدمتنا غير متاحة لوقت قصير\. سنحاول مرة أخرى بعد .+\. كل ما أدخلته محفوظ\./,
};
/** A page loading its data has nothing typed to keep: its notice says only when it tries again. */
const reloading = /^Our service is briefly unavailable\. We will try again in \d+ seconds?\.$/;
/** The same notice in each language, from the app's own messages (the wait, a plural, may read any way). */
const reloadingIn = Object.fromEntries(
  langs.map((lang) => {
    const message = { en, ar }[lang]['auth.error.serviceRetryingLoad'];
    const [before, after] = [message.slice(0, message.indexOf('{')), message.slice(message.lastIndexOf('}') + 1)];
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [lang, new RegExp(`^${escape(before)}.+${escape(after)}$`)];
  }),
) as Record<Lang, RegExp>;

let postgres: ThrowawayPostgres;
let server: RunningServer;
/** The server's log lines (JSON), for what the job queue says of the outages. */
const logged: { level: string; msg: string }[] = [];
let outages = 0;

/** Stops PostgreSQL for the duration of `during` (counted: the job queue tells each outage). */
async function withOutage(during: () => Promise<void>) {
  postgres.halt();
  outages += 1;
  try {
    await during();
  } finally {
    postgres.start();
  }
}

// A real outage waits out the app's tries (2, 4, 8 s) and PostgreSQL's stop and start: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// The browser logs each 503 answer it gets while the database is away: the answers this spec provokes.
test.use({ allowedConsoleErrors: [/status of 503/] });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startThrowawayPostgres({ label: 'outage-e2e', maxConnections: 50 });
  server = await startServer({
    env: { DATABASE_URL: postgres.url, NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: 'json', TRUST_PROXY: 'true', PASSWORD_SCRYPT_N: '1024' },
    onLog: (line) => {
      try {
        logged.push(JSON.parse(line) as { level: string; msg: string });
      } catch {
        // Not a log line (a warning of Node's): not what is counted.
      }
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
});

/** This spec's origin, in the given language, with nothing stored but the language. */
async function openIn(page: Page, lang: 'en' | 'ar') {
  await page.goto(`${server.origin}/build-manifest.json`);
  await page.evaluate((language) => {
    localStorage.clear();
    localStorage.setItem('lang', language);
    localStorage.setItem('dir', language === 'ar' ? 'rtl' : 'ltr');
  }, lang);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('sign-in during a database outage: told so, the form kept, signed in on its own once the database is back', async ({ page }) => {
  const text = ui.en;
  await openIn(page, 'en');
  await page.goto(`${server.origin}/login`);
  await waitForApp(page);
  await page.getByLabel(text.identifier, { exact: true }).fill(SEEDED_CUSTOMER.identifier);
  await page.getByLabel(text.password).fill(SEEDED_CUSTOMER.password);
  await withOutage(async () => {
    await page.getByRole('button', { name: text.login, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: retrying.en })).toBeVisible();
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    await expect(page.getByLabel(text.identifier, { exact: true })).toHaveValue(SEEDED_CUSTOMER.identifier);
    await expect(page.getByLabel(text.password)).toHaveValue(SEEDED_CUSTOMER.password);
    await expectNoAxeViolations(page);
  });
  // The next automatic try signs in (waits of 2, 4, 8 s: within 15 s of the database's return).
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(SEEDED_CUSTOMER.identifier);
});

test('Arabic: the quote step during a database outage is priced on its own once the database is back, with what was typed', async ({ page }) => {
  const w = words.ar;
  await openIn(page, 'ar');
  await signInViaApi(page, SEEDED_CUSTOMER);
  await page.goto(`${server.origin}/services/our-products/motor/buy-insurance`);
  await waitForApp(page);
  await page.getByRole('radio').first().check();
  await fillRisk(page, 'ar', 'motor');
  await withOutage(async () => {
    await page.getByRole('button', { name: w.getQuotes }).click();
    await expect(page.getByRole('status').filter({ hasText: retrying.ar })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });
  await expect(page.getByRole('button', { name: w.choose }).first()).toBeVisible({ timeout: 20_000 });
  // What was typed is what was priced: back on the details screen every field is as typed.
  await page.goBack();
  await expect(page.getByLabel(w.risk.vehicleMake, { exact: true })).toHaveValue('Toyota');
  await expect(page.getByLabel(w.risk.vin, { exact: true })).toHaveValue('JTDBR32E720123456');
});

test('Arabic: My Account profile saved during a database outage: told so, the form kept, saved on its own once the database is back', async ({ page }) => {
  const x = ar;
  // At a phone's width, as most customers see it.
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, 'ar');
  await signInViaApi(page, SEEDED_CUSTOMER);
  await page.goto(`${server.origin}/my-account?section=profile`);
  await waitForApp(page);
  const firstName = page.getByLabel(x['myAccount.profile.firstName'], { exact: true });
  await expect(firstName).toBeEditable();
  // Letters only (a name's rule); the seeded profile says 'Sara'.
  const name = 'سارة';
  await firstName.fill(name);
  await withOutage(async () => {
    await page.getByRole('button', { name: x['myAccount.profile.save'] }).click();
    await expect(page.getByRole('status').filter({ hasText: retrying.ar })).toBeVisible();
    await expect(firstName).toHaveValue(name);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('profile-outage-ar.png'), fullPage: true });
  });
  // Saved by the next automatic try (a PUT of the whole profile is safe to send again), with no click.
  await expect(page.getByRole('status').filter({ hasText: x['myAccount.profile.saved'] })).toBeVisible({ timeout: 20_000 });
  const profile = await call<{ firstName: string }>(page, 'GET', '/account/profile');
  expect(profile.body.firstName).toBe(name);
});

test('pages and a request flow during a database outage: the signed-in catalogue answers from its cache, My Policies, the wallet and a cancellation load on their own once the database is back, the request itself is kept for Try again', async ({ page }) => {
  test.setTimeout(120_000);
  const x = en;
  await openIn(page, 'en');
  await signInViaApi(page, SEEDED_CUSTOMER);
  const policyNumber = await buyPolicy(page);
  await page.goto(`${server.origin}/my-policy`);
  await waitForApp(page);
  await expect(page.getByText(policyNumber, { exact: true }).first()).toBeVisible();

  await withOutage(async () => {
    // The catalogue is sent without the session (the server looks none up): its cache answers, signed in too.
    await page.goto(`${server.origin}/services/our-products/motor/buy-insurance`);
    await waitForApp(page);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Our service is briefly unavailable/ })).toHaveCount(0);
    // A page of the customer's own data says the service is away and that it tries again.
    await page.goto(`${server.origin}/my-policy`);
    await expect(page.getByRole('status').filter({ hasText: reloading })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('my-policies-outage-en.png') });
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
  await expect(page.getByText(policyNumber, { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // The wallet's ledger too: it says it tries again, and the balance comes with no click.
  await withOutage(async () => {
    await page.goto(`${server.origin}/my-account?section=wallet`);
    await expect(page.getByRole('status').filter({ hasText: reloading })).toBeVisible();
    await expect(page.getByRole('button', { name: x['wallet.retry'] })).toHaveCount(0);
  });
  await expect(page.getByTestId('wallet-balance')).toBeVisible({ timeout: 20_000 });

  await withOutage(async () => {
    await page.goto(`${server.origin}/my-policy/${policyNumber}/cancel`);
    await expect(page.getByRole('status').filter({ hasText: reloading })).toBeVisible();
  });
  // The flow loads on its own and goes on to its first step.
  const reason = page.getByRole('radio', { name: 'I no longer need this cover' });
  await expect(reason).toBeVisible({ timeout: 20_000 });
  await reason.check();
  const next = () => page.getByRole('button', { name: x['policyRequests.continue'], exact: true }).click();
  await next();
  await next(); // the earliest day, as offered
  await page.getByRole('radio', { name: /My Amanah wallet/ }).check();
  await next();
  const send = page.getByRole('button', { name: 'Send cancellation request' });
  await withOutage(async () => {
    // A new request (no Idempotency-Key) is not sent again on its own: the service's words, everything kept, the button to send it.
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: x['auth.error.serviceUnavailable'] })).toBeVisible();
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page);
  });
  await send.click();
  await expect(page.getByText(/is waiting for a decision\. We will/)).toBeVisible({ timeout: 20_000 });
});

for (const lang of langs) {
  test(`${lang}: a sign-up resumed on a later visit during a database outage: told it tries again, then the code step on its own, the details typed kept`, async ({ page }) => {
    const text = signUpText[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, lang);
    await page.goto(`${server.origin}/sign-up`);
    await waitForApp(page);
    const mobile = freshMobile();
    await fillSignUp(page, lang, { mobile, email: `outage.${lang}.${mobile.slice(-7)}@example.com` });
    await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible();
    // A later visit: the tab's saved flow is gone, the stored registrationStep asks the server where the sign-up stands.
    await page.evaluate(() => sessionStorage.clear());
    await withOutage(async () => {
      await page.goto(`${server.origin}/sign-up`);
      await expect(page.getByRole('status').filter({ hasText: reloadingIn[lang] })).toBeVisible();
      await expect(page.getByText(/check your connection/i)).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`sign-up-outage-${lang}.png`) });
    });
    // The next automatic try (waits of 2, 4, 8 s) finds the sign-up: the code step, sent to the number typed.
    await expect(page.getByRole('heading', { name: text.codeTitle })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(inPageDigits(lang, mobile.slice(-3)), { exact: false })).toBeVisible();
    const outbox = await page.request.get(`${server.origin}/rest/s1/insurance/dev/outbox/latest`, { params: { to: mobile } });
    const { code } = (await outbox.json()) as { code: string };
    await page.getByLabel(text.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: text.activate }).click();
    await expect(page.getByRole('heading', { level: 2, name: text.done })).toBeVisible();
    // The account is the one typed before the outage.
    expect(await page.evaluate(() => localStorage.getItem('userFullName'))).toBe('Huda Nasser');
  });
}

test('the job queue tells each outage once: one WARN when the database goes, one INFO when it is back, no ERROR', async () => {
  const queueLines = (level: string) => logged.filter((line) => line.msg.startsWith('job queue') && line.level === level);
  // Every outage above lasted seconds, over several of pg-boss's polls: at most one WARN each (not one a poll), each ended by one INFO.
  await expect.poll(() => queueLines('info').length, { timeout: 10_000 }).toBe(queueLines('warn').length);
  expect(queueLines('warn').length).toBeGreaterThanOrEqual(1);
  expect(queueLines('warn').length).toBeLessThanOrEqual(outages);
  expect(queueLines('error')).toEqual([]);
  expect(queueLines('fatal')).toEqual([]);
});

// On a failure, the server's last log lines go with the report (what the server answered meanwhile).
test.afterEach(async ({ browserName: _ }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server-log', { body: logged.slice(-60).map((line) => JSON.stringify(line)).join('\n'), contentType: 'text/plain' });
});
