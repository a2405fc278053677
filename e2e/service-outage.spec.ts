import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type ThrowawayPostgres, startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.ts';
import { type RunningServer, startServer } from '../scripts/lib/serve-build.ts';
import { ui } from './accounts-ui.ts';
import { SEEDED_CUSTOMER, expect, signInViaApi, test, waitForApp } from './fixtures.ts';
import { fillRisk, words } from './purchase-steps.ts';

/**
 * A real database outage, through the real UI: this spec starts its own server (node server/index.ts)
 * on a throw-away PostgreSQL (scripts/lib/throwaway-postgres.ts), stops PostgreSQL while a form is
 * sent and starts it again. The server answers 503 service_unavailable with Retry-After meanwhile;
 * the app says so (en, ar) in a status message, keeps what was typed and tries again on its own
 * (machines/shared/service-retry.ts), which succeeds once PostgreSQL is back. No request is faked.
 */
const retrying = {
  en: /Our service is briefly unavailable\. We will try again in \d+ seconds?\. Everything you entered is kept\./,
  ar: /خدمتنا غير متاحة لوقت قصير\. سنحاول مرة أخرى بعد .+\. كل ما أدخلته محفوظ\./,
};

let postgres: ThrowawayPostgres;
let server: RunningServer;

test.describe.configure({ mode: 'serial' });
// The browser logs each 503 answer it gets while the database is away: the answers this spec provokes.
test.use({ allowedConsoleErrors: [/status of 503/] });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startThrowawayPostgres({ label: 'outage-e2e', maxConnections: 50 });
  server = await startServer({
    // silent: the job queue logs every poll that finds the database away as an error, the outage this spec makes.
    env: { DATABASE_URL: postgres.url, NODE_ENV: 'development', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', PASSWORD_SCRYPT_N: '16384' },
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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test('sign-in during a database outage: told so, the form kept, signed in on its own once the database is back', async ({ page }) => {
  const text = ui.en;
  await openIn(page, 'en');
  await page.goto(`${server.origin}/login`);
  await waitForApp(page);
  await page.getByLabel(text.identifier, { exact: true }).fill(SEEDED_CUSTOMER.identifier);
  await page.getByLabel(text.password).fill(SEEDED_CUSTOMER.password);
  postgres.halt();
  try {
    await page.getByRole('button', { name: text.login, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: retrying.en })).toBeVisible();
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    await expect(page.getByLabel(text.identifier, { exact: true })).toHaveValue(SEEDED_CUSTOMER.identifier);
    await expect(page.getByLabel(text.password)).toHaveValue(SEEDED_CUSTOMER.password);
    await expectNoAxeViolations(page);
  } finally {
    postgres.start();
  }
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
  postgres.halt();
  try {
    await page.getByRole('button', { name: w.getQuotes }).click();
    await expect(page.getByRole('status').filter({ hasText: retrying.ar })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  } finally {
    postgres.start();
  }
  await expect(page.getByRole('button', { name: w.choose }).first()).toBeVisible({ timeout: 20_000 });
  // What was typed is what was priced: back on the details screen every field is as typed.
  await page.goBack();
  await expect(page.getByLabel(w.risk.vehicleMake, { exact: true })).toHaveValue('Toyota');
  await expect(page.getByLabel(w.risk.vin, { exact: true })).toHaveValue('JTDBR32E720123456');
});
