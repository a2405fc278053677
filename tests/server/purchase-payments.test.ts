import { describe, expect, it } from 'vitest';
import {
  notificationsResponseSchema,
  orderSchema,
  paymentSchema,
  policiesResponseSchema,
  policyDetailSchema,
  renewalResponseSchema,
  walletResponseSchema,
} from '../../contract/purchase.ts';
import { giftCardCheckResponseSchema } from '../../contract/wallet.ts';
import { call, card, expectError, json, motorQuote, newKey, orderBody, person, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { openPurchaseTestDatabase, queryRows } from './purchase-support.ts';
import { advance, onPostgres, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('payments'));

const rows = (sql: string) => queryRows(database(), sql);
const count = async (sql: string) => Number((await rows(sql))[0]!.n);

/** A motor order (najd comprehensive: total 258,750 halalas) awaiting payment. */
async function anOrder(app: TestApp, who: Shopper, offerId = 'najd-motor-comprehensive') {
  const quote = await motorQuote(app, who);
  return orderSchema.parse(
    await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, offerId) }), 201),
  );
}

const pay = (app: TestApp, who: Shopper, orderNumber: string, body: unknown, key = newKey()) =>
  call(app, who, 'POST', `/orders/${orderNumber}/payments`, { headers: { 'Idempotency-Key': key }, body });

/** The checkout's gift card check (the serial in the body, never in the URL). */
const checkCard = (app: TestApp, who: Shopper | null, serial: string) => call(app, who, 'POST', '/wallet/gift-cards/check', { body: { serial } });

async function credit(app: TestApp, who: Shopper, amountMinor: number) {
  return walletResponseSchema.parse(await json(await call(app, who, 'POST', '/dev/wallet/credit', { body: { amountMinor } }), 200));
}

describe('paying by card', () => {
  it('a good card pays the order: policy issued, order issued, notification in English and Arabic, only the last four digits kept', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const order = await anOrder(app, who);
    const payment = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card() }), 201));
    expect(payment.status).toBe('succeeded');
    expect(payment.cardMinor).toBe(258_750);
    expect(payment.cardLast4).toBe('4242');
    expect(payment.order.status).toBe('issued');
    expect(payment.order.breakdown).toMatchObject({ totalMinor: 258_750, cardMinor: 258_750, dueMinor: 0 });
    expect(payment.policy).toMatchObject({ status: 'issued', state: 'active', startDate: '2026-03-05', endDate: '2027-03-04' });
    expect(payment.policy!.policyNumber).toMatch(/^POL-2026-[0-9A-Z]{8}$/);

    const en = notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications'), 200));
    expect(en.unreadCount).toBe(1);
    expect(en.notifications[0]).toMatchObject({ kind: 'policy_issued', title: 'Your policy is issued', policyNumber: payment.policy!.policyNumber });
    const ar = notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications', { lang: 'ar' }), 200));
    expect(ar.notifications[0]!.title).toBe('تم إصدار وثيقتك');
    const read = await json<{ readAt: string | null }>(await call(app, who, 'POST', `/notifications/${en.notifications[0]!.notificationId}/read`, { body: {} }), 200);
    expect(read.readAt).not.toBeNull();
    expect(notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications'), 200)).unreadCount).toBe(0);

    const stored = JSON.stringify(await rows(`select * from payments where order_id = (select id from orders where order_number = '${order.orderNumber}')`));
    const keys = JSON.stringify(await rows(`select * from idempotency_keys where user_id = '${who.userId}'`));
    expect(stored).toContain('4242');
    expect(stored + keys).not.toMatch(/4242\s?4242\s?4242\s?4242/);
    await expectError(await pay(app, who, order.orderNumber, { card: card() }), 409, 'order_already_paid');
  });

  it('a declined card leaves the order unpaid; another card then pays it', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const order = await anOrder(app, who);
    const declined = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card('4000 0000 0000 0002') }), 201));
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'card_declined', policy: null });
    expect(declined.order.status).toBe('awaiting_payment');
    const poor = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card('4000 0000 0000 9995') }), 201));
    expect(poor.declineReason).toBe('insufficient_funds');
    const expired = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: { ...card(), expiryYear: 2025 } }), 201));
    expect(expired.declineReason).toBe('expired_card');
    const paid = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card() }), 201));
    expect(paid.status).toBe('succeeded');
    expect(await count(`select count(*) as n from payments where order_id = (select id from orders where order_number = '${order.orderNumber}') and status = 'succeeded'`)).toBe(1);
  });

  it('3-D Secure style challenge: a wrong code declines, the right one (123456) pays', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const order = await anOrder(app, who);
    const first = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card('4000 0000 0000 3220') }), 201));
    expect(first.status).toBe('challenge_required');
    expect(first.challenge?.hint).toMatch(/123456/);
    const wrong = paymentSchema.parse(await json(await call(app, who, 'POST', `/payments/${first.paymentId}/challenge`, { body: { code: '000000' } }), 200));
    expect(wrong).toMatchObject({ status: 'declined', declineReason: 'challenge_failed' });
    const second = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card('4000000000003220') }), 201));
    const right = paymentSchema.parse(await json(await call(app, who, 'POST', `/payments/${second.paymentId}/challenge`, { body: { code: '123456' } }), 200));
    expect(right.status).toBe('succeeded');
    expect(right.policy?.status).toBe('issued');
    // Answering again changes nothing.
    const again = paymentSchema.parse(await json(await call(app, who, 'POST', `/payments/${second.paymentId}/challenge`, { body: { code: '123456' } }), 200));
    expect(again.status).toBe('succeeded');
    expect(await count(`select count(*) as n from policies where order_id = (select id from orders where order_number = '${order.orderNumber}')`)).toBe(1);
  });

  it('after a lost connection the client asks the order, and a retry with the same key returns the same payment (one charge)', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const order = await anOrder(app, who);
    const key = newKey();
    const body = { card: card() };
    const lost = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, body, key), 201)); // the answer never arrived
    const outcome = orderSchema.parse(await json(await call(app, who, 'GET', `/orders/${order.orderNumber}`), 200));
    expect(outcome.status).toBe('issued');
    expect(outcome.latestPayment).toMatchObject({ paymentId: lost.paymentId, status: 'succeeded' });
    expect(outcome.policy?.policyNumber).toBe(lost.policy?.policyNumber);
    const retried = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, body, key), 201));
    expect(retried.paymentId).toBe(lost.paymentId);
    await expectError(await pay(app, who, order.orderNumber, { card: card('5555 5555 5555 4444') }, key), 422, 'idempotency_key_reused');
    expect(await count(`select count(*) as n from payments where order_id = (select id from orders where order_number = '${order.orderNumber}')`)).toBe(1);
  });

  it('20 concurrent payments of one order (same key, and new keys from a second tab) charge once', async () => {
    const { app, logger } = testApp(database());
    const who = await shopper(app, database());
    const order = await anOrder(app, who);
    const key = newKey();
    const responses = await Promise.all([
      ...Array.from({ length: 15 }, () => pay(app, who, order.orderNumber, { card: card() }, key)),
      ...Array.from({ length: 5 }, () => pay(app, who, order.orderNumber, { card: card() })),
    ]);
    const statuses = responses.map((r) => r.status);
    const bodies = await Promise.all(responses.filter((r) => r.status !== 201 && r.status !== 409).map((r) => r.text()));
    expect(bodies, logger.lines.join('\n')).toEqual([]);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    // PGlite runs one transaction at a time, so every same-key call finds the payment made and replays it;
    // on PostgreSQL the calls truly overlap, and one arriving while the first is still paying is told so.
    const paid = responses.filter((r) => r.status === 201);
    expect(paid.length).toBeGreaterThanOrEqual(onPostgres(database()) ? 1 : 15);
    expect(new Set((await Promise.all(paid.map((r) => r.json()))).map((p) => paymentSchema.parse(p).paymentId)).size).toBe(1);
    expect(await count(`select count(*) as n from payments where order_id = (select id from orders where order_number = '${order.orderNumber}')`)).toBe(1);
    expect(await count(`select count(*) as n from policies where order_id = (select id from orders where order_number = '${order.orderNumber}')`)).toBe(1);
  });

  it('an order whose quote expired cannot be paid (409 quote_expired)', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const order = await anOrder(app, who);
    advance(clock, 16 * 60_000);
    await expectError(await pay(app, who, order.orderNumber, { card: card() }), 409, 'quote_expired');
  });

  it('a plan that needs manual review is paid and its policy is pending review', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = await json<{ quoteId: string }>(
      await call(app, who, 'POST', '/quotes', { body: { categoryId: 'health', brokerId: 'amanah-brokers', risk: { categoryId: 'health', members: [{ relation: 'self', age: 35 }] } } }),
      201,
    );
    const order = orderSchema.parse(
      await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'sahel-care-gold') }), 201),
    );
    expect(order.needsManualReview).toBe(true);
    const payment = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card() }), 201));
    expect(payment.order.status).toBe('pending_review');
    expect(payment.policy).toMatchObject({ status: 'pending_review', state: 'pending' });
    const pending = policiesResponseSchema.parse(await json(await call(app, who, 'GET', '/policies?filter=pending'), 200));
    expect(pending.policies.map((p) => p.policyNumber)).toEqual([payment.policy!.policyNumber]);
    expect(policiesResponseSchema.parse(await json(await call(app, who, 'GET', '/policies?filter=active'), 200)).policies).toEqual([]);
    const notes = notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications'), 200));
    expect(notes.notifications[0]!.kind).toBe('policy_pending_review');
  });
});

describe('wallet and gift cards', () => {
  it('wallet plus card, and gift card plus wallet: the breakdown shows each part and the balances move', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    expect((await credit(app, who, 100_000)).balanceMinor).toBe(100_000);
    const order = await anOrder(app, who);
    const payment = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { walletAmountMinor: 60_000, card: card() }), 201));
    expect(payment.order.breakdown).toMatchObject({ walletMinor: 60_000, cardMinor: 198_750, giftCardMinor: 0, dueMinor: 0 });
    const wallet = walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200));
    expect(wallet.balanceMinor).toBe(40_000);
    expect(wallet.transactions[0]).toMatchObject({ kind: 'payment', amountMinor: -60_000, balanceAfterMinor: 40_000, orderNumber: order.orderNumber });

    const second = await anOrder(app, who, 'najd-motor-third-party'); // 101,250 + 15% = 116,438
    const both = paymentSchema.parse(await json(await pay(app, who, second.orderNumber, { giftCardSerial: 'gift-e2e-29', walletAmountMinor: 40_000 }), 201));
    expect(both.status).toBe('succeeded');
    expect(both.order.breakdown).toMatchObject({ totalMinor: 116_438, giftCardMinor: 100_000, walletMinor: 16_438, cardMinor: 0, dueMinor: 0 });
    expect(giftCardCheckResponseSchema.parse(await json(await checkCard(app, who, 'GIFT-E2E-29'), 200))).toMatchObject({ availableMinor: 0, status: 'used' });
    expect(walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor).toBe(40_000 - 16_438);
  });

  it('refuses what the balances cannot cover: wallet short (422), no card for the rest (422), unusable gift cards (422)', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    await credit(app, who, 10_000);
    const order = await anOrder(app, who);
    await expectError(await pay(app, who, order.orderNumber, { walletAmountMinor: 20_000, card: card() }), 422, 'insufficient_balance');
    await expectError(await pay(app, who, order.orderNumber, { walletAmountMinor: 10_000 }), 422, 'card_required');
    // Expired, used up and unknown are told apart, on the gift card field.
    expect((await expectError(await pay(app, who, order.orderNumber, { giftCardSerial: 'GIFT-EXPIRED-TEST', card: card() }), 422, 'gift_card_expired')).fields).toEqual({ giftCardSerial: 'This gift card has expired.' });
    expect((await expectError(await pay(app, who, order.orderNumber, { giftCardSerial: 'GIFT-USED-TEST', card: card() }), 422, 'gift_card_used')).fields).toEqual({ giftCardSerial: 'This gift card has already been used.' });
    await expectError(await pay(app, who, order.orderNumber, { giftCardSerial: 'NO-SUCH-CARD', card: card() }), 422, 'gift_card_unknown');
    const bad = await expectError(await pay(app, who, order.orderNumber, { walletAmountMinor: -5, card: { ...card(), cvc: 'x' }, totalMinor: 1 }), 400, 'validation_failed');
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(['walletAmountMinor', 'card.cvc', 'totalMinor']));
    expect(walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor).toBe(10_000);
  });

  it('a declined card gives back the wallet amount and gift card balance it held', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    await credit(app, who, 50_000);
    const order = await anOrder(app, who);
    const declined = paymentSchema.parse(
      await json(await pay(app, who, order.orderNumber, { walletAmountMinor: 50_000, giftCardSerial: 'GIFT-E2E-28', card: card('4000000000000002') }), 201),
    );
    expect(declined.status).toBe('declined');
    expect(walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor).toBe(50_000);
    expect(giftCardCheckResponseSchema.parse(await json(await checkCard(app, who, 'GIFT-E2E-28'), 200)).availableMinor).toBe(100_000);
  });

  it('a challenge left unanswered for 30 minutes is declined and gives back what it held', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    await credit(app, who, 20_000);
    const order = await anOrder(app, who);
    const waiting = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { walletAmountMinor: 20_000, card: card('4000000000003220') }), 201));
    expect(waiting.status).toBe('challenge_required');
    expect(walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor).toBe(0);
    advance(clock, 20 * 60_000); // (the session's idle timeout is 30 minutes: keep it alive)
    expect(walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor).toBe(0);
    advance(clock, 11 * 60_000);
    expect(walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor).toBe(20_000);
    const answered = paymentSchema.parse(await json(await call(app, who, 'POST', `/payments/${waiting.paymentId}/challenge`, { body: { code: '123456' } }), 200));
    expect(answered).toMatchObject({ status: 'declined', declineReason: 'challenge_failed' });
  });

  it('a bank-code step left open (tab closed) ends when the customer pays another order: what it held pays the new one', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    await credit(app, who, 20_000);
    const left = await anOrder(app, who);
    const waiting = paymentSchema.parse(await json(await pay(app, who, left.orderNumber, { walletAmountMinor: 20_000, giftCardSerial: 'GIFT-PART-20', card: card('4000000000003220') }), 201));
    expect(waiting.status).toBe('challenge_required');
    // A new purchase, minutes later, with the same wallet amount and gift card: both are free again.
    const next = await anOrder(app, who);
    const paid = paymentSchema.parse(await json(await pay(app, who, next.orderNumber, { walletAmountMinor: 20_000, giftCardSerial: 'GIFT-PART-20', card: card() }), 201));
    expect(paid.status).toBe('succeeded');
    expect(paid.order.breakdown).toMatchObject({ giftCardMinor: 10_000, walletMinor: 20_000 });
    // The step left open can no longer charge: the right code now finds it declined.
    const answered = paymentSchema.parse(await json(await call(app, who, 'POST', `/payments/${waiting.paymentId}/challenge`, { body: { code: '123456' } }), 200));
    expect(answered.status).toBe('declined');
    expect(await count(`select count(*)::int as n from payments where user_id = (select user_id from payments where id = '${paid.paymentId}') and status = 'succeeded'`)).toBe(1);
  });

  it('the wallet never goes negative under concurrent purchases', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    await credit(app, who, 300_000);
    const orders = await Promise.all(Array.from({ length: 4 }, () => anOrder(app, who))); // 258,750 each
    const responses = await Promise.all(orders.map((o) => pay(app, who, o.orderNumber, { walletAmountMinor: 258_750 })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    const [wallet] = await rows(`select balance_minor from wallets where user_id = '${who.userId}'`);
    expect(Number(wallet!.balance_minor)).toBe(300_000 - 258_750);
  });

  it('a gift card never goes negative when two customers redeem it at once', async () => {
    const { app } = testApp(database());
    const [a, b] = [await shopper(app, database()), await shopper(app, database())];
    const [orderA, orderB] = [await anOrder(app, a), await anOrder(app, b)];
    const responses = await Promise.all([
      pay(app, a, orderA.orderNumber, { giftCardSerial: 'GIFT-E2E-27', card: card() }),
      pay(app, b, orderB.orderNumber, { giftCardSerial: 'GIFT-E2E-27', card: card() }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
    const [giftCard] = await rows(`select balance_minor from gift_cards where serial = 'GIFT-E2E-27'`);
    expect(Number(giftCard!.balance_minor)).toBe(0);
    expect(await count(`select count(*) as n from gift_card_transactions where serial = 'GIFT-E2E-27'`)).toBe(1);
  });

  it('gift card look-ups need a customer and are rate-limited (10 refused in 10 minutes, shared with payments)', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const card1000 = giftCardCheckResponseSchema.parse(await json(await checkCard(app, who, 'GIFT-1000-TEST'), 200));
    expect(card1000).toMatchObject({ serial: 'GIFT-1000-TEST', availableMinor: 10_000, currency: 'SAR', status: 'active' });
    expect(giftCardCheckResponseSchema.parse(await json(await checkCard(app, who, 'GIFT-EXPIRED-TEST'), 200)).status).toBe('expired');
    // Look-ups and payments draw on one budget, counted atomically even when the guesses arrive at once.
    const guesses = await Promise.all(Array.from({ length: 14 }, (_, i) => checkCard(app, who, `NOPE-${1000 + i}`)));
    expect(guesses.map((r) => r.status).sort()).toEqual([...Array(10).fill(404), ...Array(4).fill(429)]);
    const limited = await expectError(await checkCard(app, who, 'GIFT-1000-TEST'), 429, 'rate_limited');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    const order = await anOrder(app, who);
    await expectError(await pay(app, who, order.orderNumber, { giftCardSerial: 'GIFT-1000-TEST', card: card() }), 429, 'rate_limited');
    advance(clock, 10 * 60_000 + 1000);
    await json(await checkCard(app, who, 'GIFT-1000-TEST'), 200);
    // A POST without a session is refused before any look-up (the CSRF check).
    await expectError(await checkCard(app, null, 'GIFT-1000-TEST'), 403, 'csrf_token_invalid');
  });
});

describe('policies', () => {
  it('lists, details in both languages (certificate data) and prefills a renewal', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = await motorQuote(app, who);
    const order = orderSchema.parse(
      await json(
        await call(app, who, 'POST', '/orders', {
          headers: { 'Idempotency-Key': newKey() },
          body: orderBody(quote.quoteId, 'shield-drive-comprehensive', { addOnIds: ['shield-drive-agency-repair'], insuredPersons: [person()] }),
        }),
        201,
      ),
    );
    const payment = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card() }), 201));
    const policyNumber = payment.policy!.policyNumber;
    const list = policiesResponseSchema.parse(await json(await call(app, who, 'GET', '/policies', { lang: 'ar' }), 200));
    expect(list.policies[0]).toMatchObject({ policyNumber, state: 'active', categoryName: 'تأمين المركبات', brokerName: 'أمانة لوساطة التأمين' });
    const detail = policyDetailSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}`), 200));
    expect(detail.productName).toEqual({ en: 'Shield Drive', ar: 'درع القيادة' });
    expect(detail.insurer.name).toEqual({ en: 'Gulf Shield Insurance', ar: 'درع الخليج للتأمين' });
    expect(detail.coverages[0]!.label.ar).toMatch(/[\u0600-\u06FF]/);
    expect(detail.addOns).toEqual([{ addOnId: 'shield-drive-agency-repair', name: { en: 'Agency repair', ar: 'الإصلاح في الوكالة' }, priceMinor: 21_375 }]);
    expect(detail.breakdown.totalMinor).toBe(order.breakdown.totalMinor);
    expect(detail.policyholder.nationalId).toBe('1012345678');
    // Renew opens 30 days before the new cover would start: slide the policy there first (development switch).
    await expectError(await call(app, who, 'GET', `/policies/${policyNumber}/renewal`), 409, 'renewal_closed');
    await json(await call(app, who, 'POST', `/dev/policies/${policyNumber}/period`, { body: { endsOn: '2026-03-20' } }), 200);
    const renewal = renewalResponseSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}/renewal`), 200));
    expect(renewal).toMatchObject({ fromPolicyNumber: policyNumber, categoryId: 'motor', brokerId: 'amanah-brokers', planId: 'shield-drive-comprehensive', addOnIds: ['shield-drive-agency-repair'], suggestedStartDate: '2026-03-21' });
    expect(renewal.risk).toMatchObject({ categoryId: 'motor', vehicleValueMinor: 10_000_000 });
    const stranger = await shopper(app, database());
    await expectError(await call(app, stranger, 'GET', `/policies/${policyNumber}`), 404, 'not_found');
    await expectError(await call(app, stranger, 'GET', `/orders/${order.orderNumber}`), 404, 'not_found');
  });
});
