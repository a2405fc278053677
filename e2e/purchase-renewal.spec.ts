import { expect, test, waitForApp } from './support/fixtures.ts';
import { api, apiFromPage, CARD_OK, currentStep, expectConfirmed, fillCard, isoDate, payNow, placeOrder, signedInOnCategory, toQuotes, toReview, words } from './support/purchase-steps.ts';

// The browser logs the server's 409 refusals of a renewal, which these tests ask for on purpose.
test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 409/] });

const x = {
  en: {
    refused: 'This policy cannot be renewed today.',
    back: (n: string) => `Back to policy \u2068${n}\u2069`,
    startsOn: 'A renewal starts on',
    renewalOf: (n: string) => `Renewal of \u2068${n}\u2069`,
    renewedBy: (n: string) => `Renewed by \u2068${n}\u2069`,
  },
  ar: {
    refused: 'لا يمكن تجديد هذه الوثيقة اليوم.',
    back: (n: string) => `العودة إلى الوثيقة \u2068${n}\u2069`,
    startsOn: 'يبدأ التجديد في',
    renewalOf: (n: string) => `تجديد للوثيقة \u2068${n}\u2069`,
    renewedBy: (n: string) => `جُدّدت بالوثيقة \u2068${n}\u2069`,
  },
} as const;

// In Arabic only: the renewal's refusal, prefill, dates and links are the server's and the flow's, the same
// in either language; the Arabic run reads them in Arabic. A renewal in English is paid in
// abandoned-payment.spec.ts and walked in the purchase model paths.
for (const lang of ['ar'] as ('en' | 'ar')[]) {
  test(`renewal: refused before its window; then prefilled, starting the day after the old cover, and recorded both ways (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = words[lang];
    await signedInOnCategory(page, lang, 'motor');
    await toQuotes(page, lang, 'motor');
    await toReview(page, lang, 'motor');
    await placeOrder(page, lang);
    await fillCard(page, lang, CARD_OK);
    await payNow(page, lang);
    const firstOrder = await expectConfirmed(page, lang);
    const policyNumber = (await page.getByTestId('policy-number').textContent()) ?? '';
    const renew = `/services/our-products/motor/buy-insurance?renew=${policyNumber}`;

    // Just bought: a year from its end, the server refuses the renewal; the wizard says so and leads back.
    await page.goto(renew);
    await waitForApp(page);
    await expect(page.getByText(x[lang].refused)).toBeVisible();
    await expect(page.getByRole('link', { name: x[lang].back(policyNumber) })).toBeVisible();

    // Slid to end in 10 days (development switch): renewable.
    await api(page, 'POST', `/dev/policies/${policyNumber}/period`, { endsOn: isoDate(10) });
    await page.goto(renew);
    await waitForApp(page);
    // Straight to the risk details, prefilled from the policy (broker kept).
    await expect.poll(() => currentStep(page, lang)).toBe(1);
    await expect(page.getByLabel(w.risk.vehicleMake, { exact: true })).toHaveValue('Toyota');
    await expect(page.getByLabel(w.risk.vehicleValue, { exact: true })).toHaveValue('80000');
    await page.getByRole('button', { name: w.getQuotes }).click();
    await page.getByRole('button', { name: w.choose }).first().click();
    await page.getByRole('button', { name: w.continue }).click();
    // The people come from the policy too; the start date is fixed to the day after the old cover ends.
    await expect(page.getByRole('group', { name: lang === 'en' ? 'Policyholder' : 'حامل الوثيقة' }).getByLabel(w.nationalId, { exact: true })).toHaveValue('1234567890');
    await expect(page.getByText(x[lang].startsOn)).toBeVisible();
    await page.getByRole('button', { name: w.toReview }).click();
    await placeOrder(page, lang);
    await fillCard(page, lang, CARD_OK);
    await payNow(page, lang);
    const renewedOrder = await expectConfirmed(page, lang);
    expect(renewedOrder).not.toBe(firstOrder);
    const renewed = (await page.getByTestId('policy-number').textContent()) ?? '';
    const detail = await api<{ startDate: string; renewsPolicyNumber: string }>(page, 'GET', `/policies/${renewed}`);
    expect(detail).toMatchObject({ startDate: isoDate(11), renewsPolicyNumber: policyNumber });

    // Each policy names the other; the old one offers no second renewal.
    await page.goto(`/my-policy/${renewed}`);
    await waitForApp(page);
    await page.getByRole('link', { name: x[lang].renewalOf(policyNumber) }).click();
    await expect(page).toHaveURL(new RegExp(`/my-policy/${policyNumber}$`));
    await expect(page.getByRole('link', { name: x[lang].renewedBy(renewed) })).toBeVisible();
    await expect(page.getByRole('link', { name: lang === 'en' ? 'Renew this policy' : 'جدّد هذه الوثيقة' })).toHaveCount(0);
    // (The renew link itself now reopens that renewal's confirmation: the same purchase, resumed.)
    const again = await apiFromPage<{ error: { code: string } }>(page, `/policies/${policyNumber}/renewal`);
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'policy_already_renewed' } } });
  });
}
