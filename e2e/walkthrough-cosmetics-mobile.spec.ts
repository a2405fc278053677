import type { Page } from '@playwright/test';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
import { freshMobile, guestBoughtWithMobile } from './support/accounts-ui.ts';
import { expect, readLatestCode, test, waitForApp } from './support/fixtures.ts';
import { newCustomer } from './support/my-account-ui.ts';
import { buyPolicy, customerWithPolicy } from './support/policy-requests-api.ts';
import { arabicTextProblems } from './support/arabic-text.ts';

/**
 * Issue 26, item 15 (the cosmetics seen on a phone), each in the language it was seen in: the unread
 * badge drawn on the item it belongs to and said in that item's name; "Cancel from" once; Saudi regions
 * by their English and Arabic names, with the Arabic comma in an Arabic address; one digit system on
 * Arabic pages. (The 404 page's path read left to right in Arabic: e2e/not-found.spec.ts; the masked
 * mobile of the code screen: e2e/find-policy-mobile.spec.ts.)
 */

test('the unread count is drawn on My Policies and said in its name, not on My Account (en)', async ({ page }) => {
  test.setTimeout(60_000);
  const mobile = freshMobile();
  const policyNumber = await guestBoughtWithMobile(page, 'en', mobile);
  // The purchase's notification is written with its confirmation (after the PDFs): once it is out, one is unread.
  await expect.poll(async () => (await readLatestCode(page.request, mobile)).body, { timeout: 20_000 }).toContain(policyNumber);
  await page.goto('/my-policy');
  await waitForApp(page);
  const bar = page.getByRole('navigation', { name: en['nav.bottom'] });
  const policies = bar.getByRole('link', { name: 'My Policies (1 unread notification)', exact: true });
  await expect(policies).toBeVisible();
  await expect(policies.getByTestId('unread-badge')).toBeVisible();
  await expect(bar.getByRole('link', { name: 'My Account', exact: true })).toBeVisible();
  await expect(bar.getByTestId('unread-badge')).toHaveCount(1);
  // Drawn inside the item it belongs to.
  const [badge, item] = await Promise.all([policies.getByTestId('unread-badge').boundingBox(), policies.boundingBox()]);
  expect(badge!.x).toBeGreaterThanOrEqual(item!.x);
  expect(badge!.x + badge!.width).toBeLessThanOrEqual(item!.x + item!.width);
  await page.screenshot({ path: test.info().outputPath('unread-badge-en.png') });
});

test('the cancellation day step says "Cancel from" once: its heading is the step\'s, the field keeps the label (en)', async ({ page }) => {
  test.setTimeout(60_000);
  const policyNumber = await customerWithPolicy(page, 'en');
  await page.goto(`/my-policy/${policyNumber}/cancel`);
  await waitForApp(page);
  await page.getByRole('radio', { name: 'I no longer need this cover' }).check({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: en['cancellation.dateHeading'] })).toBeVisible();
  await expect(page.getByLabel(en['cancellation.dateLabel'], { exact: true })).toBeVisible();
  await expect(page.getByText(en['cancellation.dateLabel'], { exact: true })).toHaveCount(1);
});

test('a long email wraps inside the People card of the policy page: nothing wider than the card, no sideways scroll (en)', async ({ page }) => {
  test.setTimeout(60_000);
  await customerWithPolicy(page, 'en');
  // 69 characters and no hyphen: nowhere the browser would break it by itself.
  const email = `saraalharbiwithaverylongemailaddressforcards${Date.now()}@example.com`;
  const policyNumber = await buyPolicy(page, undefined, email);
  await page.goto(`/my-policy/${policyNumber}`);
  await waitForApp(page);
  const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: en['policies.detail.people'] }) });
  const value = card.getByText(email, { exact: true });
  await expect(value).toBeVisible({ timeout: 20_000 });
  const overflow = await card.evaluate((section) => {
    const box = section.getBoundingClientRect();
    const wider = [...section.querySelectorAll('*')].flatMap((el) =>
      [...el.getClientRects()].some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5) ? [el.tagName + ':' + (el.textContent ?? '').slice(0, 30)] : [],
    );
    return { wider, scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
  });
  expect(overflow.wider).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
  // The whole address is there, each of its lines inside the card.
  await expect(value).toHaveText(email);
  await card.screenshot({ path: test.info().outputPath('long-email-card-en.png') });
});

async function addressIn(page: Page, lang: 'en' | 'ar', city: string) {
  const m = lang === 'en' ? en : ar;
  const field = (key: keyof typeof en) => page.getByLabel(m[key], { exact: true });
  await newCustomer(page, lang);
  await page.goto('/my-account?section=addresses');
  await waitForApp(page);
  await page.getByRole('button', { name: m['myAccount.addresses.add'] }).click();
  await field('myAccount.addresses.country').selectOption('SA');
  // The regions load with the country.
  await expect(field('myAccount.addresses.region').locator('option[value="01"]')).toHaveCount(1);
  return { field, m, save: async () => {
    await field('myAccount.addresses.city').fill(city);
    await field('myAccount.addresses.street').fill(lang === 'en' ? 'King Fahd Road 12' : 'طريق الملك فهد ١٢');
    await field('myAccount.addresses.postalCode').fill('12211');
    await page.getByRole('button', { name: m['myAccount.addresses.save'] }).click();
  } };
}

test('Saudi regions by their English names, not transliterations (en)', async ({ page }) => {
  test.setTimeout(60_000);
  const { field, save } = await addressIn(page, 'en', 'Dammam');
  const regions = field('myAccount.addresses.region');
  const names = await regions.locator('option').allTextContents();
  for (const name of ['Riyadh', 'Makkah', 'Madinah', 'Eastern Province', 'Asir', 'Northern Borders']) expect(names).toContain(name);
  for (const name of ["'Asir", 'Ar Riyad', 'Ash Sharqiyah']) expect(names).not.toContain(name);
  await regions.selectOption({ label: 'Eastern Province' });
  await save();
  await expect(page.locator('address').filter({ hasText: 'Dammam' })).toContainText('Eastern Province, Saudi Arabia');
});

test('Saudi regions by their Arabic names, and the Arabic comma in the address (ar)', async ({ page }) => {
  test.setTimeout(60_000);
  const { field, save } = await addressIn(page, 'ar', 'الدمام');
  const names = await field('myAccount.addresses.region').locator('option').allTextContents();
  for (const name of ['الرياض', 'المنطقة الشرقية', 'عسير']) expect(names).toContain(name);
  await field('myAccount.addresses.region').selectOption('04');
  await save();
  const address = page.locator('address').filter({ hasText: 'الدمام' });
  await expect(address).toContainText('المنطقة الشرقية، ');
  await expect(address).not.toContainText(',');
  await page.screenshot({ path: test.info().outputPath('address-ar.png'), fullPage: true });
});

test('Arabic pages keep one digit system and the Arabic comma: codes isolated left to right, figures in Arabic-Indic digits (ar)', async ({ page }) => {
  test.setTimeout(90_000);
  // A customer of its own: the shared seeded customer's newest 100 notices can all be renewal reminders
  // that other tests had the server write at a later simulated day (e2e/policies-mobile.spec.ts).
  await newCustomer(page, 'ar');
  const policyNumber = await buyPolicy(page);
  const look = async (path: string, open?: () => Promise<void>) => {
    await page.goto(path);
    await waitForApp(page);
    await open?.();
    return { path, problems: await arabicTextProblems(page, 'main') };
  };
  const seen = [
    // The notices name the policy and the order (written by the server into the sentence).
    await look('/notifications', () => expect(page.getByText(policyNumber).first()).toBeVisible()),
    // The brokers' licence codes.
    await look('/services/our-products/motor', () => expect(page.getByText(/IA-BR-/).first()).toBeVisible()),
    // The certificate's Arabic side: the policy and order numbers.
    await look(`/my-policy/${policyNumber}`, async () => {
      await page.getByRole('button', { name: ar['policies.documents.certificate'] }).click();
      await expect(page.getByRole('article', { name: ar['purchase.certificate.label'] })).toBeVisible();
    }),
    // The claim form's hints and its liability share (the figures of its messages).
    await look(`/my-policy/${policyNumber}/claim`, () => expect(page.getByText(ar['claims.field.liabilityPercent'])).toBeVisible({ timeout: 20_000 })),
  ];
  expect(seen.filter((page) => page.problems.length > 0)).toEqual([]);
});
