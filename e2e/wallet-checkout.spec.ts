import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API, CARD_OK, apiFromPage, expectConfirmed, fillCard, placeOrder, signedInOnCategory, toQuotes, toReview, words } from './purchase-steps.ts';

// The checkout's sums with wallet + gift card + card: every figure on the payment panel and its Pay
// button is what the server then takes. The wallet is capped at what is due after the gift card (it used to
// show the wallet at the whole total beside the gift card while the server took less).
test.use({ viewport: { width: 412, height: 915 } });

type Breakdown = { totalMinor: number; walletMinor: number; giftCardMinor: number; cardMinor: number; dueMinor: number };

const sar = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'SAR' }).format(minor / 100);

/** A POST from the signed-in page, as the app sends it (test set-up and look-ups). */
async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, body }) => {
      const token = localStorage.getItem('sessionToken') ?? '';
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'session-token': token, 'x-csrf-token': token };
      const response = await fetch(url, { method: 'POST', credentials: 'include', headers, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as never };
    },
    { url: `${API}${path}`, body },
  );
}

test('wallet + gift card + card: the payment panel and the Pay button show what the server takes (en)', async ({ page }) => {
  const w = words.en;
  await signedInOnCategory(page, 'en', 'motor');
  expect((await postFromPage(page, '/dev/wallet/credit', { amountMinor: 1_000_000 })).status).toBe(200);
  await toQuotes(page, 'en', 'motor');
  await toReview(page, 'en', 'motor');
  await placeOrder(page, 'en');
  const orderNumber = await page.evaluate(() => localStorage.getItem('orderNumber') ?? '');
  const total = (await apiFromPage<{ breakdown: Breakdown }>(page, `/orders/${orderNumber}`)).body.breakdown.totalMinor;
  // GIFT-5000-TEST (500 SAR seeded) is used by no other end-to-end test; its live balance is read first.
  const checked = (await postFromPage<{ availableMinor: number }>(page, '/wallet/gift-cards/check', { serial: 'GIFT-5000-TEST' })).body;
  const gift = checked.availableMinor;
  expect(total).toBeGreaterThan(gift + 20_000);
  const breakdown = page.getByRole('region', { name: 'Price breakdown' });

  // The wallet asked for the whole total, then a gift card: the wallet pays only what the card leaves.
  await page.getByLabel(w.walletAmount, { exact: true }).fill(String(total / 100));
  await page.getByRole('button', { name: w.walletUse }).click();
  await page.getByLabel(w.giftSerial, { exact: true }).fill('GIFT-5000-TEST');
  await page.getByRole('button', { name: w.giftApply }).click();
  await expect(breakdown).toContainText(`Gift card−${sar(gift)}`);
  await expect(breakdown).toContainText(`Wallet−${sar(total - gift)}`);
  await expect(page.getByTestId('breakdown-due')).toContainText(sar(0));
  await expect(page.getByText(`${sar(total - gift)} will be taken from your wallet.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${sar(total)} from your wallet and gift card` })).toBeVisible();

  // 200 from the wallet instead: the card pays the rest, and the server takes exactly these three parts.
  const wallet = 20_000;
  const card = total - gift - wallet;
  await page.getByLabel(w.walletAmount, { exact: true }).fill('200');
  await page.getByRole('button', { name: w.walletUse }).click();
  await expect(breakdown).toContainText(`Wallet−${sar(wallet)}`);
  await expect(page.getByTestId('breakdown-due')).toContainText(sar(card));
  await fillCard(page, 'en', CARD_OK);
  await expect(breakdown).toContainText(`Gift card−${sar(gift)}`);
  await page.getByRole('button', { name: `Pay ${sar(card)}`, exact: true }).click();
  await expectConfirmed(page, 'en');
  const taken = (await apiFromPage<{ breakdown: Breakdown }>(page, `/orders/${orderNumber}`)).body.breakdown;
  expect(taken).toMatchObject({ totalMinor: total, giftCardMinor: gift, walletMinor: wallet, cardMinor: card, dueMinor: 0 });
});
