import { expect, test } from './support/fixtures.ts';
import { CARD_OK, apiFromPage, expectConfirmed, fillCard, payNow, placeOrder, signedInOnCategory, toQuotes, toReview } from './support/purchase-steps.ts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A full purchase in every category, paid by card, on a phone-sized screen. Motor and home run in both
 * languages: their risk forms take Arabic input (an Arabic plate, an address in Arabic words and
 * Arabic-Indic digits). Travel, health and life have no Arabic-specific input, so each runs in one
 * language (both languages still used): their Arabic run repeated the same order arithmetic and keys.
 */
const runs = [
  ...(['motor', 'home'] as const).flatMap((category) => (['en', 'ar'] as const).map((lang) => ({ category, lang }))),
  { category: 'travel', lang: 'ar' },
  { category: 'health', lang: 'en' },
  { category: 'life', lang: 'ar' },
] as const;
for (const { category, lang } of runs) {
  test(`${category} insurance bought by card (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    await signedInOnCategory(page, lang, category);
    await toQuotes(page, lang, category);
    await toReview(page, lang, category);
    await placeOrder(page, lang);
    const due = await page.getByTestId('breakdown-due').textContent();
    await fillCard(page, lang, CARD_OK);
    await payNow(page, lang);
    const orderNumber = await expectConfirmed(page, lang);
    const order = await apiFromPage<{ status: string; breakdown: { cardMinor: number; dueMinor: number; totalMinor: number }; policy: { policyNumber: string } | null }>(page, `/orders/${orderNumber}`);
    expect(order.status).toBe(200);
    expect(['issued', 'pending_review']).toContain(order.body.status);
    expect(order.body.breakdown.dueMinor).toBe(0);
    expect(order.body.breakdown.cardMinor).toBe(order.body.breakdown.totalMinor);
    expect(due).toBeTruthy();
    // The spec's keys are up to date.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.categoryId).toBe(category);
    expect(stored.categoryName).toBeTruthy();
    expect(stored.productCategoryId).toBeTruthy();
    expect(stored.productCategoryName).toBeTruthy();
    expect(stored.productCategoryImage).toBeTruthy();
    expect(stored.brokerLogo).toMatch(/\.(svg|png)$/);
  });
}
