import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderSchema, paymentSchema, walletResponseSchema } from '../../contract/purchase.ts';
import { splitPayment } from '../../contract/payment-split.ts';
import { giftCardCheckResponseSchema, giftCardRedeemResponseSchema, walletTransactionsResponseSchema } from '../../contract/wallet.ts';
import type { AppDatabase } from '../../server/db/database.ts';
import { giftCards } from '../../server/db/tables/purchase.ts';
import { creditWallet, debitWallet } from '../../server/wallet/ledger.ts';
import { call, card, expectError, json, motorQuote, newKey, openPurchaseTestDatabase, orderBody, queryRows, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('wallet'));

let cards = 0;
/** A fresh gift card of the test's own (the seeded ones are shared with other suites). */
async function giftCard(balanceMinor: number, expiresOn: string | null = null): Promise<string> {
  cards += 1;
  const serial = `WALLET-T${cards}-${Date.now().toString(36).toUpperCase()}`;
  await database().db.insert(giftCards).values({ serial, balanceMinor, currency: 'SAR', expiresOn });
  return serial;
}

const redeem = (app: TestApp, who: Shopper, serial: string, key = newKey(), lang: 'en' | 'ar' = 'en') =>
  call(app, who, 'POST', '/wallet/gift-cards/redeem', { headers: { 'Idempotency-Key': key }, body: { serial }, lang });
const check = (app: TestApp, who: Shopper, serial: string) => call(app, who, 'POST', '/wallet/gift-cards/check', { body: { serial } });
const page = async (app: TestApp, who: Shopper, before?: string, lang: 'en' | 'ar' = 'en') =>
  walletTransactionsResponseSchema.parse(await json(await call(app, who, 'GET', `/wallet/transactions${before ? `?before=${before}` : ''}`, { lang }), 200));
const inTransaction = <T>(run: (tx: AppDatabase) => Promise<T>) => database().db.transaction((tx) => run(tx as unknown as AppDatabase));

describe('redeeming a gift card into the wallet', () => {
  it('moves the whole available amount once, even from ten tabs at once; the ledger says so in both languages', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const serial = await giftCard(12_345);

    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(app, who, serial.toLowerCase())));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) await expectError(answer, 422, 'gift_card_used');
    const ok = giftCardRedeemResponseSchema.parse(await answers.find((a) => a.status === 200)!.json());
    expect(ok).toMatchObject({ serial, creditedMinor: 12_345, balanceMinor: 12_345, transaction: { kind: 'gift_card', amountMinor: 12_345, balanceAfterMinor: 12_345 } });

    const wallet = await page(app, who);
    expect(wallet.balanceMinor).toBe(12_345);
    expect(wallet.transactions).toHaveLength(1);
    expect(wallet.transactions[0]!.description).toBe(`Gift card ${serial} redeemed`);
    expect((await page(app, who, undefined, 'ar')).transactions[0]!.description).toBe(`استبدال بطاقة الهدية ${serial}`);
    expect(giftCardCheckResponseSchema.parse(await json(await check(app, who, serial), 200))).toMatchObject({ availableMinor: 0, status: 'used' });
    const entries = await queryRows(database(), `select amount_minor from gift_card_transactions where serial = '${serial}'`);
    expect(entries.map((e) => Number(e.amount_minor))).toEqual([-12_345]);
  });

  it('a repeat with the same Idempotency-Key answers the first answer (a lost connection retried), not "used"', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const serial = await giftCard(5_000);
    const key = newKey();
    const [first, second] = await Promise.all([redeem(app, who, serial, key), redeem(app, who, serial, key)]);
    const a = giftCardRedeemResponseSchema.parse(await json(first, 200));
    const b = giftCardRedeemResponseSchema.parse(await json(second, 200));
    expect(b).toEqual(a);
    expect((await page(app, who)).balanceMinor).toBe(5_000);
    await expectError(await redeem(app, who, serial, newKey()), 422, 'gift_card_used');
  });

  it('tells unknown, used and expired serials apart, on the serial field, for checks and redemptions; nothing changes', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const expired = await giftCard(10_000, '2026-02-28');
    const unknown = await expectError(await redeem(app, who, 'NO-SUCH-CARD-1'), 404, 'gift_card_unknown');
    expect(unknown.fields).toEqual({ serial: 'No gift card has this serial. Check each character.' });
    expect((await expectError(await redeem(app, who, 'GIFT-USED-TEST'), 422, 'gift_card_used')).fields).toEqual({ serial: 'This gift card has already been used.' });
    expect((await expectError(await redeem(app, who, expired), 422, 'gift_card_expired')).fields).toEqual({ serial: 'This gift card has expired.' });
    await expectError(await check(app, who, 'NO-SUCH-CARD-1'), 404, 'gift_card_unknown');
    expect(giftCardCheckResponseSchema.parse(await json(await check(app, who, expired), 200))).toMatchObject({ status: 'expired', availableMinor: 10_000, expiresOn: '2026-02-28' });
    expect(giftCardCheckResponseSchema.parse(await json(await check(app, who, ' gift-5000-test '), 200))).toMatchObject({ serial: 'GIFT-5000-TEST', status: 'active', currency: 'SAR' });
    const bad = await expectError(await redeem(app, who, 'ab'), 400, 'validation_failed');
    expect(Object.keys(bad.fields ?? {})).toEqual(['serial']);
    await expectError(await call(app, who, 'POST', '/wallet/gift-cards/redeem', { body: { serial: expired } }), 400, 'validation_failed'); // no key
    expect((await page(app, who)).transactions).toEqual([]);
  });

  it('reads Arabic-Indic digits in a serial', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const serial = await giftCard(700);
    const typed = serial.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(giftCardRedeemResponseSchema.parse(await json(await redeem(app, who, typed), 200)).creditedMinor).toBe(700);
  });

  it('slows a serial guesser: 10 refused look-ups in 10 minutes, then 429 with Retry-After; successes do not count', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const good = await giftCard(100);
    expect((await json(await check(app, who, good), 200)).status).toBe('active');
    for (let i = 0; i < 10; i++) await expectError(await check(app, who, `GUESS-${i}-X`), 404, 'gift_card_unknown');
    const limited = await redeem(app, who, good);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
    await expectError(limited, 429, 'rate_limited');
    clock.now = new Date(clock.now.getTime() + 10 * 60_000 + 1000);
    expect((await json(await redeem(app, who, good), 200)).creditedMinor).toBe(100);
  });

  it('is owner-only: a guest may check but not keep a wallet (422, not a 403 that would sign the app out); no session is 401', async () => {
    const { app } = testApp(database());
    const guest = await shopper(app, database(), { kind: 'guest' });
    const serial = await giftCard(100);
    expect((await json(await check(app, guest, serial), 200)).availableMinor).toBe(100);
    await expectError(await redeem(app, guest, serial), 422, 'account_required');
    await expectError(await call(app, null, 'GET', '/wallet/transactions'), 401, 'unauthorized');
    const other = await shopper(app, database());
    const mine = await shopper(app, database());
    await json(await redeem(app, mine, serial), 200);
    const [entry] = (await page(app, mine)).transactions;
    await expectError(await call(app, other, 'GET', `/wallet/transactions?before=${entry!.transactionId}`), 404, 'not_found');
    await expectError(await call(app, other, 'GET', '/wallet/transactions?before=nope'), 400, 'validation_failed');
  });
});

describe('the ledger', () => {
  it('every change is an entry with its running balance; pages of 20, newest first, none skipped or repeated', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const at = () => inTransaction(async (tx) => {
      await creditWallet(tx, { userId: who.userId, kind: 'refund', amountMinor: 1_000, descriptionEn: 'Refund', descriptionAr: 'استرداد' });
      await debitWallet(tx, { userId: who.userId, amountMinor: 400, descriptionEn: 'Payment', descriptionAr: 'دفع' });
    });
    for (let i = 0; i < 13; i++) await at(); // 26 entries, two per transaction
    const first = await page(app, who);
    expect(first.transactions).toHaveLength(20);
    expect(first.nextBefore).toBe(first.transactions[19]!.transactionId);
    const second = await page(app, who, first.nextBefore!);
    expect(second.transactions).toHaveLength(6);
    expect(second.nextBefore).toBeNull();
    const all = [...first.transactions, ...second.transactions];
    expect(new Set(all.map((t) => t.transactionId)).size).toBe(26);
    expect(first.balanceMinor).toBe(13 * 600);
    // Running balance: each entry's balance is the one before it plus its amount, from zero.
    const oldestFirst = [...all].reverse();
    let balance = 0;
    for (const entry of oldestFirst) {
      balance += entry.amountMinor;
      expect(entry.balanceAfterMinor).toBe(balance);
    }
    expect(oldestFirst.map((t) => t.kind).slice(0, 2)).toEqual(['refund', 'payment']);
    expect(walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor).toBe(7_800);
  });

  it('never goes below zero; a credit with a known reference changes nothing; amounts must be positive whole numbers', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const refund = { userId: who.userId, kind: 'refund' as const, amountMinor: 2_500, descriptionEn: 'Refund', descriptionAr: 'استرداد', reference: `refund:${who.userId}` };
    expect((await inTransaction((tx) => creditWallet(tx, refund))).applied).toBe(true);
    const again = await inTransaction((tx) => creditWallet(tx, refund));
    expect(again).toMatchObject({ applied: false, balanceAfterMinor: 2_500 });
    await expect(inTransaction((tx) => debitWallet(tx, { userId: who.userId, amountMinor: 2_501, descriptionEn: 'x', descriptionAr: 'x' }))).rejects.toMatchObject({ code: 'insufficient_balance' });
    await expect(inTransaction((tx) => creditWallet(tx, { ...refund, reference: undefined, amountMinor: -1 }))).rejects.toThrow(/positive whole amount/);
    await expect(inTransaction((tx) => creditWallet(tx, { ...refund, reference: undefined, amountMinor: 1.5 }))).rejects.toThrow(/positive whole amount/);
    await expect(database().db.execute(sql`update wallets set balance_minor = -1 where user_id = ${who.userId}`)).rejects.toThrow();
    const wallet = await page(app, who);
    expect(wallet.balanceMinor).toBe(2_500);
    expect(wallet.transactions).toHaveLength(1);
  });
});

describe('checkout sums: the server takes what splitPayment says', () => {
  it('wallet asked for the whole total after a gift card: the wallet pays only what the card leaves (was refused or over-shown)', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const serial = await giftCard(100_000);
    await inTransaction((tx) => creditWallet(tx, { userId: who.userId, kind: 'credit', amountMinor: 30_000, descriptionEn: 'Credit', descriptionAr: 'رصيد' }));
    const quote = await motorQuote(app, who);
    const order = orderSchema.parse(
      await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-third-party') }), 201),
    );
    const total = order.breakdown.totalMinor;
    const shown = splitPayment({ dueMinor: total, giftCardAvailableMinor: 100_000, walletBalanceMinor: 30_000, walletRequestedMinor: total });
    const pay = (body: unknown) => call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body });
    const payment = paymentSchema.parse(await json(await pay({ giftCardSerial: serial, walletAmountMinor: total, card: card() }), 201));
    expect(payment.status).toBe('succeeded');
    expect({ giftCardMinor: payment.giftCardMinor, walletMinor: payment.walletMinor, cardMinor: payment.cardMinor }).toEqual({
      giftCardMinor: shown.giftCardMinor,
      walletMinor: shown.walletMinor,
      cardMinor: shown.cardMinor,
    });
    expect(shown.walletMinor).toBe(total - 100_000);
    expect((await page(app, who)).balanceMinor).toBe(30_000 - shown.walletMinor);
  });

  it('gift card + wallet + card: each part as split, the ledger records the wallet part', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const serial = await giftCard(50_000);
    await inTransaction((tx) => creditWallet(tx, { userId: who.userId, kind: 'credit', amountMinor: 30_000, descriptionEn: 'Credit', descriptionAr: 'رصيد' }));
    const quote = await motorQuote(app, who);
    const order = orderSchema.parse(
      await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-third-party') }), 201),
    );
    const shown = splitPayment({ dueMinor: order.breakdown.dueMinor, giftCardAvailableMinor: 50_000, walletBalanceMinor: 30_000, walletRequestedMinor: 30_000 });
    expect(shown.cardMinor).toBeGreaterThan(0);
    const payment = paymentSchema.parse(
      await json(
        await call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body: { giftCardSerial: serial, walletAmountMinor: 30_000, card: card() } }),
        201,
      ),
    );
    expect(payment.order.breakdown).toMatchObject({ giftCardMinor: shown.giftCardMinor, walletMinor: shown.walletMinor, cardMinor: shown.cardMinor, dueMinor: 0 });
    const [entry] = (await page(app, who)).transactions;
    expect(entry).toMatchObject({ kind: 'payment', amountMinor: -30_000, balanceAfterMinor: 0, orderNumber: order.orderNumber });
  });
});
