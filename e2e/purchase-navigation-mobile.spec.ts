import { expect, test } from './fixtures.ts';
import { apiFromPage, expectConfirmed, fillCard, payAndConfirm, placeOrder, signedInOnCategory, toQuotes, toReview } from './purchase-steps.ts';

/** Simulated gateway: answers HTTP 500 "processing", then settles as paid a few seconds later (server/purchase/payment-gateway.ts). */
const CARD_PROCESSING = '4000000000000267';

const pendingWords = {
  en: { confirming: /Your payment is being confirmed with your bank/, checkNow: 'Check now' },
  ar: { confirming: /يجري تأكيد دفعتك مع البنك/, checkNow: 'تحقّق الآن' },
};

type OrderBody = { status: string; breakdown: { totalMinor: number; cardMinor: number; dueMinor: number }; latestPayment: { status: string } | null };

for (const lang of ['en', 'ar'] as const) {
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
    await payAndConfirm(page, lang);
    const pending = page.getByTestId('payment-pending');
    await expect(pending).toContainText(p.confirming);
    await expect(pending.getByRole('button', { name: p.checkNow })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`pending-${lang}.png`) });
    // No "Pay" on this screen: nothing can be paid twice while the bank decides.
    await expect(page.getByRole('button', { name: lang === 'en' ? /^Pay / : /^ادفع / })).toHaveCount(0);
    const orderNumber = await expectConfirmed(page, lang);
    const order = await apiFromPage<OrderBody>(page, `/orders/${orderNumber}`);
    expect(order.body.latestPayment?.status).toBe('succeeded');
    expect(order.body.breakdown.cardMinor).toBe(order.body.breakdown.totalMinor);
    expect(order.body.breakdown.dueMinor).toBe(0);
    expect(payments, 'payment requests sent').toHaveLength(1);
  });
}
