import { expect, test, waitForApp } from './fixtures.ts';
import { CARD_OK, currentStep, expectConfirmed, fillCard, payAndConfirm, placeOrder, signedInOnCategory, toQuotes, toReview, words } from './purchase-steps.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['en', 'ar'] as const) {
  test(`renewal: the wizard starts from an existing policy with its details prefilled (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const w = words[lang];
    await signedInOnCategory(page, lang, 'motor');
    await toQuotes(page, lang, 'motor');
    await toReview(page, lang, 'motor');
    await placeOrder(page, lang);
    await fillCard(page, lang, CARD_OK);
    await payAndConfirm(page, lang);
    const firstOrder = await expectConfirmed(page, lang);
    const policyNumber = (await page.getByTestId('policy-number').textContent()) ?? '';

    await page.goto(`/services/our-products/motor/buy-insurance?renew=${policyNumber}`);
    await waitForApp(page);
    // Straight to the risk details, prefilled from the policy (broker kept).
    await expect.poll(() => currentStep(page, lang)).toBe(2);
    await expect(page.getByLabel(w.risk.vehicleMake, { exact: true })).toHaveValue('Toyota');
    await expect(page.getByLabel(w.risk.vehicleValue, { exact: true })).toHaveValue('80000');
    await page.getByRole('button', { name: w.getQuotes }).click();
    await page.getByRole('button', { name: w.choose }).first().click();
    await page.getByRole('button', { name: w.continue }).click();
    // The people come from the policy too.
    await expect(page.getByRole('group', { name: lang === 'en' ? 'Policyholder' : 'حامل الوثيقة' }).getByLabel(w.nationalId, { exact: true })).toHaveValue('1234567890');
    await page.getByRole('button', { name: w.toReview }).click();
    await placeOrder(page, lang);
    await fillCard(page, lang, CARD_OK);
    await payAndConfirm(page, lang);
    const renewed = await expectConfirmed(page, lang);
    expect(renewed).not.toBe(firstOrder);
  });
}
