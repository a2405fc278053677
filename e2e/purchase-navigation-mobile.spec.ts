import type { Page } from '@playwright/test';
import { SEEDED_CUSTOMER, expect, seedStorage, signInViaApi, test, waitForApp } from './support/fixtures.ts';
import { apiFromPage, currentStep, expectConfirmed, fillCard, fillPeople, payNow, placeOrder, signedInOnCategory, toQuotes, toReview, words, type Lang } from './support/purchase-steps.ts';
import { axeViolations } from './support/axe.ts';


/** Simulated gateway: answers HTTP 500 "processing", then settles as paid a few seconds later (server/purchase/payment-gateway.ts). */
const CARD_PROCESSING = '4000000000000267';

const pendingWords = {
  en: { confirming: /Your payment is being confirmed with your bank/, checkNow: 'Check now' },
  ar: { confirming: /يجري تأكيد دفعتك مع البنك/, checkNow: 'تحقّق الآن' },
};

type OrderBody = { status: string; breakdown: { totalMinor: number; cardMinor: number; dueMinor: number }; latestPayment: { status: string } | null };

// One language for the e2e budget: Arabic, where the digits and the direction differ.
for (const lang of ['ar'] as const) {
  test(`a payment the bank is still processing: the screen says it is being confirmed, then shows the policy by itself, charged once (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const p = pendingWords[lang];
    const payments: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/orders\/[^/]+\/payments$/.test(new URL(request.url()).pathname)) payments.push(request.url());
    });
    await signedInOnCategory(page, lang, 'motor');
    await toQuotes(page, lang, 'motor');
    await toReview(page, lang, 'motor');
    await placeOrder(page, lang);
    await fillCard(page, lang, CARD_PROCESSING);
    await payNow(page, lang);
    const pending = page.getByTestId('payment-pending');
    await expect(pending).toContainText(p.confirming);
    await expect(pending.getByRole('button', { name: p.checkNow })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`pending-${lang}.png`) });
    expect(await axeViolations(page)).toEqual([]);
    // No "Pay" on this screen: nothing can be paid twice while the bank decides.
    await expect(page.getByRole('button', { name: words[lang].pay })).toHaveCount(0);
    const orderNumber = await expectConfirmed(page, lang);
    const order = await apiFromPage<OrderBody>(page, `/orders/${orderNumber}`);
    expect(order.body.latestPayment?.status).toBe('succeeded');
    expect(order.body.breakdown.cardMinor).toBe(order.body.breakdown.totalMinor);
    expect(order.body.breakdown.dueMinor).toBe(0);
    expect(payments, 'payment requests sent').toHaveLength(1);
    // Paid: Back does not return to the payment; it leaves the finished purchase for the category.
    await page.goBack();
    await expect(page).toHaveURL(/\/services\/our-products\/motor$/);
    expect(payments).toHaveLength(1);
  });
}

test('the phone\'s Back goes to the previous wizard step and Forward comes back, with everything typed kept; a reload resumes the step in the URL (en)', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'en';
  const w = words[lang];
  const step = () => currentStep(page, lang);
  await signedInOnCategory(page, lang, 'motor');
  await toQuotes(page, lang, 'motor');
  await expect(page).toHaveURL(/\?step=quotes$/);
  await page.getByRole('button', { name: w.choose }).first().click();
  await page.getByRole('button', { name: w.continue }).click();
  await fillPeople(page, lang, 'motor');
  await page.getByRole('button', { name: w.toReview }).click();
  await expect.poll(step).toBe(5);

  await page.goBack();
  await expect.poll(step).toBe(4);
  await expect(page).toHaveURL(/\?step=people$/);
  await expect(page.getByRole('group', { name: 'Policyholder' }).getByLabel(w.nationalId, { exact: true })).toHaveValue('1234567890');
  await page.goBack();
  await expect.poll(step).toBe(3);
  await page.goBack();
  await expect.poll(step).toBe(2);
  for (const expected of [3, 4, 5]) {
    await page.goForward();
    await expect.poll(step).toBe(expected);
  }
  await expect(page.getByRole('checkbox', { name: w.terms })).toBeVisible();

  // Back four times: the details screen (broker and risk, the first), as typed.
  for (let press = 0; press < 4; press += 1) await page.goBack();
  await expect.poll(step).toBe(1);
  await expect(page.getByLabel(w.risk.vehicleMake, { exact: true })).toHaveValue('Toyota');
  await page.reload();
  await expect.poll(step).toBe(1);
  await expect(page).toHaveURL(/\?step=risk$/);
  await expect(page.getByLabel(w.risk.vehicleModel, { exact: true })).toHaveValue('Camry');

  // Back again: out of the wizard to the category.
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/our-products\/motor$/);
});

/** A signed-in customer at the plan step (3) of a motor purchase, the first offer chosen; returns the step's heading. */
async function toPlan(page: Page, lang: Lang, options: { ownSession?: boolean } = {}) {
  if (options.ownSession) {
    // A session of this test's own (not the worker's shared sign-in), since the test ends it.
    await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    await signInViaApi(page, SEEDED_CUSTOMER);
    await page.goto('/services/our-products/motor');
    await waitForApp(page);
  } else {
    await signedInOnCategory(page, lang, 'motor');
  }
  await toQuotes(page, lang, 'motor');
  await page.getByRole('button', { name: words[lang].choose }).first().click();
  await expect.poll(() => currentStep(page, lang)).toBe(3);
  return page.getByRole('heading', { level: 2 }).textContent();
}

test('signing out in another tab does not lose the purchase: after signing in again it is back at the same step with the same choices (ar)', async ({ page, context }) => {
  test.setTimeout(60_000);
  const lang = 'ar';
  const w = words[lang];
  const plan = await toPlan(page, lang, { ownSession: true });
  const total = await page.getByText(/ر\.س/).last().textContent();

  // Another tab signs out (the server session ends, the stored sign-in is cleared): this tab follows to the login.
  const other = await context.newPage();
  await other.goto('/build-manifest.json');
  await other.evaluate(async () => {
    const token = localStorage.getItem('sessionToken') ?? '';
    await fetch('/rest/s1/insurance/security/token', { method: 'DELETE', credentials: 'include', headers: { 'session-token': token, 'x-csrf-token': token } });
    for (const key of Object.keys(localStorage)) if (key !== 'lang' && key !== 'dir') localStorage.removeItem(key);
  });
  await expect(page).toHaveURL(/\/login$/);

  // The same customer signs in again (here in the other tab): the purchase is where it was.
  await signInViaApi(other, SEEDED_CUSTOMER);
  await other.close();
  await expect(page).toHaveURL(/\/services\/our-products\/motor\/buy-insurance/);
  await expect.poll(() => currentStep(page, lang)).toBe(3);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(plan ?? '');
  await expect(page.getByText(/ر\.س/).last()).toHaveText(total ?? '');
  await page.getByRole('button', { name: w.continue }).click();
  await expect.poll(() => currentStep(page, lang)).toBe(4);
  await page.goBack();
  await expect.poll(() => currentStep(page, lang)).toBe(3);
});

test('a second tab says the purchase is in progress in the other one; "Continue here" takes it over with its choices, and the first tab says it moved (en)', async ({ page, context }) => {
  test.setTimeout(60_000);
  const lang = 'en';
  const w = words[lang];
  const plan = await toPlan(page, lang);

  const second = await context.newPage();
  await second.goto('/services/our-products/motor/buy-insurance');
  const notice = second.getByTestId('purchase-tab-notice');
  await expect(notice).toContainText('This purchase is in progress in another tab.');
  await second.screenshot({ path: test.info().outputPath('second-tab-en.png') });
  expect(await axeViolations(second)).toEqual([]);
  await notice.getByRole('button', { name: 'Continue here' }).click();
  await expect.poll(() => currentStep(second, lang)).toBe(3);
  await expect(second.getByRole('heading', { level: 2 })).toHaveText(plan ?? '');
  await expect(second.getByTestId('purchase-tab-notice')).toHaveCount(0);

  const moved = page.getByTestId('purchase-tab-notice');
  await expect(moved).toContainText('This purchase has moved to another tab.');
  await expect(page.getByRole('button', { name: w.continue, exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('moved-en.png') });
  expect(await axeViolations(page)).toEqual([]);

  // The second tab goes on; the first takes it back with what was done there.
  await second.getByRole('button', { name: w.continue, exact: true }).click();
  await expect.poll(() => currentStep(second, lang)).toBe(4);
  await moved.getByRole('button', { name: 'Continue here' }).click();
  await expect.poll(() => currentStep(page, lang)).toBe(4);
  await expect(second.getByTestId('purchase-tab-notice')).toContainText('This purchase has moved to another tab.');
  await second.close();
});
