import type { Page } from '@playwright/test';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
import { expect, test } from './support/fixtures.ts';
import { API, CARD_OK, apiFromPage, expectConfirmed, fillCard, placeOrder, signedInOnCategory, toQuotes, toReview, words } from './support/purchase-steps.ts';

// The checkout's sums with wallet + gift card + card: every figure on the payment panel and its Pay
// button is what the server then takes. The wallet is capped at what is due after the gift card (it used to
// show the wallet at the whole total beside the gift card while the server took less).
test.use({ viewport: { width: 412, height: 915 } });

type Breakdown = { totalMinor: number; walletMinor: number; giftCardMinor: number; cardMinor: number; dueMinor: number };

const catalogues = { en, ar } as const;
/** Money as the page writes it (the browser's Intl, the app's formatting locale: Arabic-Indic digits and the riyal sign in Arabic). */
const moneyIn = async (page: Page, lang: 'en' | 'ar') => {
  const locale = lang === 'ar' ? 'ar-u-nu-arab' : 'en';
  return async (minor: number) => page.evaluate(({ locale, value }) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR' }).format(value), { locale, value: minor / 100 });
};
// Each language pays with a gift card no other end-to-end test uses (GIFT-5000-TEST 500 SAR, GIFT-1000-TEST 100 SAR).
const giftCards = { en: 'GIFT-5000-TEST', ar: 'GIFT-1000-TEST' } as const;

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

// In Arabic only: the sums are the server's, the same in either language; Arabic is the language whose
// money the test reads in another digit system and with the riyal sign (English money on the checkout is
// read by purchase-mobile and purchase-payment, the payment step's axe check in both by purchase-a11y).
for (const lang of ['ar'] as ('en' | 'ar')[]) {
  const m = catalogues[lang];
  test(`wallet + gift card + card: the payment panel and the Pay button show what the server takes (${lang})`, async ({ page }) => {
    const w = words[lang];
    // Every URL the browser asks for: a gift card serial is the card's value and must be in none of them.
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await signedInOnCategory(page, lang, 'motor');
    expect((await postFromPage(page, '/dev/wallet/credit', { amountMinor: 1_000_000 })).status).toBe(200);
    await toQuotes(page, lang, 'motor');
    await toReview(page, lang, 'motor');
    await placeOrder(page, lang);
    const sar = await moneyIn(page, lang);
    const orderNumber = await page.evaluate(() => localStorage.getItem('orderNumber') ?? '');
    const total = (await apiFromPage<{ breakdown: Breakdown }>(page, `/orders/${orderNumber}`)).body.breakdown.totalMinor;
    // The card's live balance is read first.
    const serial = giftCards[lang];
    const gift = (await postFromPage<{ availableMinor: number }>(page, '/wallet/gift-cards/check', { serial })).body.availableMinor;
    expect(total).toBeGreaterThan(gift + 20_000);
    const breakdown = page.getByRole('region', { name: m['purchase.breakdown.title'] });
    const line = async (key: 'purchase.breakdown.giftCard' | 'purchase.breakdown.wallet', minor: number) =>
      expect(breakdown).toContainText(`${m[key]}−${await sar(minor)}`);

    // The wallet asked for the whole total, then a gift card: the wallet pays only what the card leaves.
    await page.getByLabel(w.walletAmount, { exact: true }).fill(String(total / 100));
    await page.getByRole('button', { name: w.walletUse }).click();
    await page.getByLabel(w.giftSerial, { exact: true }).fill(serial);
    const checked = page.waitForRequest((request) => request.url().endsWith('/wallet/gift-cards/check'));
    await page.getByRole('button', { name: w.giftApply }).click();
    // The checkout checks the card as My Account does: a POST with the serial in its body.
    expect(await checked.then((request) => [request.method(), request.postDataJSON()])).toEqual(['POST', { serial }]);
    await line('purchase.breakdown.giftCard', gift);
    await line('purchase.breakdown.wallet', total - gift);
    await expect(page.getByTestId('breakdown-due')).toContainText(await sar(0));
    await expect(page.getByText(m['wallet.checkout.using'].replace('{amount}', await sar(total - gift)))).toBeVisible();
    await expect(page.getByRole('button', { name: m['purchase.payment.payFromBalance'].replace('{amount}', await sar(total)) })).toBeVisible();

    // 200 from the wallet instead: the card pays the rest, and the server takes exactly these three parts.
    const wallet = 20_000;
    const card = total - gift - wallet;
    await page.getByLabel(w.walletAmount, { exact: true }).fill('200');
    await page.getByRole('button', { name: w.walletUse }).click();
    await line('purchase.breakdown.wallet', wallet);
    await expect(page.getByTestId('breakdown-due')).toContainText(await sar(card));
    await fillCard(page, lang, CARD_OK);
    await line('purchase.breakdown.giftCard', gift);
    await page.screenshot({ path: test.info().outputPath(`wallet-checkout-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: m['purchase.payment.pay'].replace('{amount}', await sar(card)), exact: true }).click();
    await expectConfirmed(page, lang);
    const taken = (await apiFromPage<{ breakdown: Breakdown }>(page, `/orders/${orderNumber}`)).body.breakdown;
    expect(taken).toMatchObject({ totalMinor: total, giftCardMinor: gift, walletMinor: wallet, cardMinor: card, dueMinor: 0 });
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => decodeURIComponent(url).toUpperCase().includes(serial))).toEqual([]);
  });
}
