import { test } from './fixtures.ts';
import { CARD_OK, expectConfirmed, fillCard, payAndConfirm, placeOrder, signedInOnCategory, toQuotes, toReview } from './purchase-steps.ts';

/** On the `phone` project (a Pixel 7: touch, small screen, mobile user agent): a purchase from the category to the confirmation. */
for (const lang of ['en', 'ar'] as const) {
  test(`a motor policy bought on a phone by card (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    await signedInOnCategory(page, lang, 'motor');
    await toQuotes(page, lang, 'motor');
    await toReview(page, lang, 'motor');
    await placeOrder(page, lang);
    await fillCard(page, lang, CARD_OK);
    await payAndConfirm(page, lang);
    await expectConfirmed(page, lang);
  });
}
