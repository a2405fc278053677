// Payments whose outcome the gateway has not told: they stay pending (the wallet and card holds kept),
// block a second payment of the order, and settle by a look-up with the same idempotency key on the next
// read, on the customer's retry, and by the scheduled job. A replaced challenge is cancelled at the
// gateway first, and a challenge passed meanwhile still pays the order.
import { describe, expect, it } from 'vitest';
import { orderSchema, paymentSchema, walletResponseSchema } from '../../contract/purchase.ts';
import { createApp } from '../../server/app.ts';
import { createCatalogueStore } from '../../server/catalogue/catalogue-store.ts';
import { testConfig } from '../../server/config.ts';
import { createSimulatedGateway, SIMULATOR_SETTLE_MS } from '../../server/purchase/payment-gateway.ts';
import { findOrder } from '../../server/purchase/orders.ts';
import { payOrder, reconcilePayment, reconcilePendingPayments } from '../../server/purchase/payments.ts';
import type { PurchaseConfig } from '../../server/purchase/purchase-config.ts';
import { call, card, expectError, json, motorQuote, newKey, openPurchaseTestDatabase, orderBody, queryRows, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { advance, memoryLogger, databaseForFile } from './support/test-database.ts';

const TIMEOUT_MS = 150;
const purchase: PurchaseConfig = { gateway: { kind: 'simulated', timeoutMs: TIMEOUT_MS }, devWalletCredit: true };

const database = databaseForFile(() => openPurchaseTestDatabase('outcomes'));

function appWithClock() {
  const clock = { now: new Date('2026-03-01T10:00:00Z') };
  const logger = memoryLogger();
  const app = createApp({ db: database().db, config: testConfig(), logger, now: () => clock.now, purchase });
  return { app, clock, logger };
}

async function anOrder(app: TestApp, who: Shopper) {
  const quote = await motorQuote(app, who);
  return orderSchema.parse(
    await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-comprehensive') }), 201),
  );
}
const pay = (app: TestApp, who: Shopper, orderNumber: string, body: unknown, key = newKey()) =>
  call(app, who, 'POST', `/orders/${orderNumber}/payments`, { headers: { 'Idempotency-Key': key }, body });
const balance = async (app: TestApp, who: Shopper) => walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor;
const paymentsOf = async (orderNumber: string) =>
  queryRows(database(), `select status from payments where order_id = (select id from orders where order_number = '${orderNumber}') order by created_at`);

describe('a payment whose outcome is unknown', () => {
  it('4000 0000 0000 0259 (answer after the timeout): pending with the wallet still held, no second payment, settled on the next read', async () => {
    const { app } = appWithClock();
    const who = await shopper(app, database());
    await json(await call(app, who, 'POST', '/dev/wallet/credit', { body: { amountMinor: 20_000 } }), 200);
    const order = await anOrder(app, who);

    const pending = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { walletAmountMinor: 20_000, card: card('4000 0000 0000 0259') }), 201));
    expect(pending.status).toBe('pending');
    expect(pending.declineReason).toBeUndefined();
    expect(pending.policy).toBeNull();

    expect(await balance(app, who)).toBe(0); // the wallet part stays held

    // The next read asks the gateway by the same key: the charge was taken, so the order is paid.
    const settled = paymentSchema.parse(await json(await call(app, who, 'GET', `/payments/${pending.paymentId}`), 200));
    expect(settled.status).toBe('succeeded');
    expect(settled.policy?.status).toBe('issued');
    expect(await balance(app, who)).toBe(0);
    expect(await paymentsOf(order.orderNumber)).toEqual([{ status: 'succeeded' }]);
    // A second attempt (a new key) finds the order paid: one charge.
    await expectError(await pay(app, who, order.orderNumber, { card: card() }), 409, 'order_already_paid');
  });

  it('4000 0000 0000 0267 (HTTP 500 "processing"): pending until the gateway settles; the same key retried and the order read both reconcile', async () => {
    const { app, clock } = appWithClock();
    const who = await shopper(app, database());
    await json(await call(app, who, 'POST', '/dev/wallet/credit', { body: { amountMinor: 7_500 } }), 200);
    const order = await anOrder(app, who);
    const key = newKey();
    const body = { walletAmountMinor: 7_500, card: card('4000 0000 0000 0267') };
    const first = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, body, key), 201));
    expect(first.status).toBe('pending');

    // While it is pending, nothing is given back and no other payment of the order may start (5 tabs at once).
    const others = await Promise.all(Array.from({ length: 5 }, () => pay(app, who, order.orderNumber, { card: card() })));
    for (const other of others) await expectError(other, 409, 'payment_in_progress');
    expect(await balance(app, who)).toBe(0);
    expect(await paymentsOf(order.orderNumber)).toHaveLength(1);

    const early = orderSchema.parse(await json(await call(app, who, 'GET', `/orders/${order.orderNumber}`), 200));
    expect(early).toMatchObject({ status: 'awaiting_payment', latestPayment: { paymentId: first.paymentId, status: 'pending' } });
    const retried = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, body, key), 201));
    expect(retried).toMatchObject({ paymentId: first.paymentId, status: 'pending' });

    advance(clock, SIMULATOR_SETTLE_MS);
    const [read, retry] = await Promise.all([
      Promise.resolve(call(app, who, 'GET', `/orders/${order.orderNumber}`)).then(async (r) => orderSchema.parse(await json(r, 200))),
      Promise.resolve(pay(app, who, order.orderNumber, body, key)).then(async (r) => paymentSchema.parse(await json(r, 201))),
    ]);
    expect(read.status).toBe('issued');
    expect(retry).toMatchObject({ paymentId: first.paymentId, status: 'succeeded' });
    expect(await balance(app, who)).toBe(0);
    expect(await queryRows(database(), `select count(*)::int as n from policies where order_id = (select id from orders where order_number = '${order.orderNumber}')`)).toEqual([{ n: 1 }]);
  });

  it('is settled by the scheduled job even when nobody reads it', async () => {
    const { app, clock } = appWithClock();
    const who = await shopper(app, database());
    const order = await anOrder(app, who);
    const first = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card('4000000000000267') }), 201));
    expect(first.status).toBe('pending');
    advance(clock, 10_000);
    const deps = {
      db: database().db,
      catalogue: createCatalogueStore(database().db),
      gateway: createSimulatedGateway({ timeoutMs: TIMEOUT_MS }),
      config: purchase,
      logger: memoryLogger(),
      now: () => clock.now,
    };
    expect(await reconcilePendingPayments(deps)).toBeGreaterThanOrEqual(1);
    expect(await paymentsOf(order.orderNumber)).toEqual([{ status: 'succeeded' }]);
  });

  it('a charge the gateway never received is declined and its holds given back, but only once no call for it can still arrive', async () => {
    const { app, clock } = appWithClock();
    const who = await shopper(app, database());
    await json(await call(app, who, 'POST', '/dev/wallet/credit', { body: { amountMinor: 5_000 } }), 200);
    const order = await anOrder(app, who);
    const unreachable = { ...createSimulatedGateway(), charge: async () => Promise.reject(new TypeError('fetch failed')) };
    const deps = { db: database().db, catalogue: createCatalogueStore(database().db), gateway: unreachable, config: purchase, logger: memoryLogger(), now: () => clock.now };
    const { payment } = await payOrder(deps, await findOrder(database().db, [who.userId], order.orderNumber), { walletAmountMinor: 5_000, card: card() });
    expect(payment.status).toBe('pending');
    expect(await balance(app, who)).toBe(0);
    expect((await reconcilePayment(deps, payment)).status).toBe('pending'); // too early to say it never arrived
    advance(clock, 60_000);
    expect(await reconcilePayment(deps, payment)).toMatchObject({ status: 'declined', declineReason: 'gateway_error' });
    expect(await balance(app, who)).toBe(5_000);
  });
});

describe('a replaced challenge', () => {
  it('is cancelled at the gateway first: declined, its wallet hold given back, and the new payment goes ahead', async () => {
    const { app } = appWithClock();
    const who = await shopper(app, database());
    await json(await call(app, who, 'POST', '/dev/wallet/credit', { body: { amountMinor: 10_000 } }), 200);
    const order = await anOrder(app, who);
    const waiting = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { walletAmountMinor: 10_000, card: card('4000000000003220') }), 201));
    expect(waiting.status).toBe('challenge_required');
    const next = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card() }), 201));
    expect(next.status).toBe('succeeded');
    expect(await balance(app, who)).toBe(10_000);
    // The old challenge cannot pay any more: the gateway cancelled it.
    const late = paymentSchema.parse(await json(await call(app, who, 'POST', `/payments/${waiting.paymentId}/challenge`, { body: { code: '123456' } }), 200));
    expect(late).toMatchObject({ status: 'declined', declineReason: 'challenge_failed' });
    expect((await paymentsOf(order.orderNumber)).map((p) => p.status)).toEqual(['declined', 'succeeded']);
  });

  it('passed at the bank before the new payment: the success is kept, the order is paid once and the new payment refused', async () => {
    const { app } = appWithClock();
    const who = await shopper(app, database());
    const order = await anOrder(app, who);
    const waiting = paymentSchema.parse(await json(await pay(app, who, order.orderNumber, { card: card('4000000000003220') }), 201));
    // The customer passed the bank's check in the bank's window, but our server never heard the answer.
    await createSimulatedGateway().answerChallenge({ paymentId: waiting.paymentId, reference: `sim_${waiting.paymentId}`, challengeId: waiting.challenge!.challengeId, code: '123456' });
    await expectError(await pay(app, who, order.orderNumber, { card: card() }), 409, 'order_already_paid');
    const paid = orderSchema.parse(await json(await call(app, who, 'GET', `/orders/${order.orderNumber}`), 200));
    expect(paid.status).toBe('issued');
    expect(paid.latestPayment).toMatchObject({ paymentId: waiting.paymentId, status: 'succeeded' });
    expect(await paymentsOf(order.orderNumber)).toEqual([{ status: 'succeeded' }]);
  });
});
