import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { CARD_OK, currentStep, expectConfirmed, fillCard, fillPeople, placeOrder, signedInOnCategory, toQuotes, toReview, words } from './support/purchase-steps.ts';
import { axeViolations } from './support/axe.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** axe (WCAG 2.2 AA) on the screen as it is now: the payment problems and card errors not covered by purchase-a11y. */
async function expectNoAxeViolations(page: Page, where: string) {
  expect((await axeViolations(page)).map((violation) => `${where}: ${violation}`)).toEqual([]);
}

/** Regressions found by walking the wizard as a customer: double clicks between steps, and Arabic-Indic digits in the payment form. */
for (const lang of ['en', 'ar'] as const) {
  // In English only: how the wizard takes two clicks is the same in either language (its Arabic twin
  // repeated it word for word).
  if (lang === 'en') {
    test(`a double click on "Choose" opens the plan and add-ons step and stays there (${lang})`, async ({ page }) => {
      const w = words[lang];
      await signedInOnCategory(page, lang, 'motor');
      await toQuotes(page, lang, 'motor');
      await page.getByRole('button', { name: w.choose }).first().dblclick();
      await expect(page.getByRole('button', { name: w.continue })).toBeVisible();
      // Both clicks were handled when dblclick returned (the wizard's steps change synchronously); once
      // the page has drawn a frame after them, a stray second click would show the people step.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(await currentStep(page, lang)).toBe(3);
      await expect(page.getByRole('group', { name: lang === 'en' ? 'Policyholder' : 'حامل الوثيقة' })).toHaveCount(0);
      // A single click right away still works.
      await page.getByRole('button', { name: w.continue }).click();
      expect(await currentStep(page, lang)).toBe(4);
    });
  }

  test(`a card, expiry and security code typed in Arabic-Indic digits pay; an expired card is refused in the form (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const w = words[lang];
    await signedInOnCategory(page, lang, 'home');
    await toQuotes(page, lang, 'home');
    await toReview(page, lang, 'home');
    await placeOrder(page, lang);
    await page.getByLabel(w.cardNumber, { exact: true }).fill('٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢');
    await page.getByLabel(w.expiry, { exact: true }).fill('01/20');
    await page.getByLabel(w.cvc, { exact: true }).fill('١٢٣');
    await page.getByLabel(w.holder, { exact: true }).fill('Sara Al-Harbi');
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page.getByLabel(w.expiry, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(w.cardNumber, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(w.cardNumber, { exact: true })).toHaveValue('٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢');
    await expectNoAxeViolations(page, 'payment with a card error');
    await page.getByLabel(w.expiry, { exact: true }).fill('١٢/٣٠');
    await page.getByRole('button', { name: w.pay }).click();
    await expectConfirmed(page, lang);
  });
}

test('a national ID pasted with spaces in Arabic-Indic digits reaches the review unchanged in meaning (ar)', async ({ page }) => {
  const w = words.ar;
  await signedInOnCategory(page, 'ar', 'life');
  await toQuotes(page, 'ar', 'life');
  await page.getByRole('button', { name: w.choose }).first().click();
  await page.getByRole('button', { name: w.continue }).click();
  await fillPeople(page, 'ar', 'life');
  await page.getByRole('group', { name: 'حامل الوثيقة' }).getByLabel(w.nationalId, { exact: true }).fill(' ١٠٢٣ ٤٥٦ ٧٨٩ ');
  await page.getByRole('button', { name: w.toReview }).click();
  await expect(page.getByRole('checkbox', { name: w.terms })).toBeVisible();
});

for (const lang of ['en', 'ar'] as const) {
  test(`a policyholder under 18 or a traveller born in the future is refused on the people step, nothing typed lost (${lang})`, async ({ page }) => {
    const w = words[lang];
    await signedInOnCategory(page, lang, 'travel');
    await toQuotes(page, lang, 'travel');
    await page.getByRole('button', { name: w.choose }).first().click();
    await page.getByRole('button', { name: w.continue }).click();
    await fillPeople(page, lang, 'travel');
    const holder = page.getByRole('group', { name: lang === 'en' ? 'Policyholder' : 'حامل الوثيقة' });
    const other = page.getByRole('group', { name: lang === 'en' ? /Traveller 2/ : /المسافر ٢/ });
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    await other.getByLabel(w.dob, { exact: true }).fill(nextYear);
    await page.getByRole('button', { name: w.toReview }).click();
    await expect(other.getByLabel(w.dob, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(other.getByLabel(w.dob, { exact: true })).toBeFocused();
    await other.getByLabel(w.dob, { exact: true }).fill('1992-02-02');
    await holder.getByLabel(w.dob, { exact: true }).fill(`${new Date().getFullYear() - 10}-01-01`);
    await page.getByRole('button', { name: w.toReview }).click();
    await expect(holder.getByText(lang === 'en' ? 'The policyholder must be at least 18 years old.' : 'يجب ألا يقل عمر حامل الوثيقة عن ١٨ عامًا.')).toBeVisible();
    await expect(holder.getByLabel(w.firstName, { exact: true })).toHaveValue('Sara');
    await expect(other.getByLabel(w.firstName, { exact: true })).toHaveValue('Omar');
    await holder.getByLabel(w.dob, { exact: true }).fill('1990-04-01');
    await page.getByRole('button', { name: w.toReview }).click();
    await expect(page.getByRole('checkbox', { name: w.terms })).toBeVisible();
  });
}

test.describe('network cut at payment', () => {
  test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });
  test('the network cut at "Pay" and restored: the app checks the outcome by itself, then one payment issues the policy (ar)', async ({ page, context }) => {
    test.setTimeout(60_000);
    const lang = 'ar';
    const w = words[lang];
    await signedInOnCategory(page, lang, 'motor');
    await toQuotes(page, lang, 'motor');
    await toReview(page, lang, 'motor');
    await placeOrder(page, lang);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (/\/payments$/.test(request.url()) && request.method() === 'POST') keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await fillCard(page, lang, CARD_OK);
    await context.setOffline(true);
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page.getByText(/انقطع الاتصال ولا يمكننا تأكيد دفعتك/)).toBeVisible();
    await expectNoAxeViolations(page, 'payment outcome unknown');
    await context.setOffline(false);
    // No click: coming back online asks the server, which never saw the payment.
    await expect(page.getByText('لم تكتمل دفعتك ولم يُخصم أي مبلغ.')).toBeVisible();
    await expectNoAxeViolations(page, 'payment interrupted');
    await page.getByRole('button', { name: 'ادفع مرة أخرى' }).click();
    await expectConfirmed(page, lang);
    expect(new Set(keys).size).toBeLessThanOrEqual(1);
  });
});
