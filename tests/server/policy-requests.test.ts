// Requests on a policy after the sale, through the real app on a migrated, seeded database: the
// cancellation estimate and its rules, one open request per policy, owners only, the back office's
// decisions (refunds paid exactly once, broker history, notifications), withdrawals and the audit trail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationsResponseSchema, orderSchema, paymentSchema, walletResponseSchema } from '../../contract/purchase.ts';
import {
  backofficeRequestSchema,
  backofficeRequestsResponseSchema,
  brokerChangeOptionsSchema,
  cancellationEstimateSchema,
  policyRequestSchema,
  policyRequestsResponseSchema,
} from '../../contract/policy-requests.ts';
import { createCatalogueStore } from '../../server/catalogue/catalogue-store.ts';
import { users } from '../../server/db/tables/accounts.ts';
import { priceCancellation } from '../../server/policy-requests/cancellation-pricing.ts';
import { approveRequest, autoDecide } from '../../server/policy-requests/decisions.ts';
import { loadPolicyRequestConfig } from '../../server/policy-requests/policy-request-config.ts';
import type { PolicyRequestDeps } from '../../server/policy-requests/policy-request-deps.ts';
import { createSimulatedGateway, type PaymentGateway } from '../../server/purchase/payment-gateway.ts';
import { call, card, expectError, json, motorQuote, newKey, openPurchaseTestDatabase, orderBody, queryRows, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { sessions } from '../../server/db/schema.ts';
import { hashSessionToken } from '../../server/sessions/session-store.ts';
import { advance, API, memoryLogger, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('policy_requests'));

const TOTAL = 258_750; // najd motor comprehensive, 2026-03-05 .. 2027-03-04 (365 days)

/** A motor policy bought on 2026-03-01 (the test clock), paid by card (or partly by wallet). */
async function aPolicy(app: TestApp, who: Shopper, paymentBody: Record<string, unknown> = { card: card() }) {
  const quote = await motorQuote(app, who);
  const order = orderSchema.parse(
    await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-comprehensive') }), 201),
  );
  const payment = paymentSchema.parse(
    await json(await call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body: paymentBody }), 201),
  );
  expect(payment.status).toBe('succeeded');
  return payment.policy!.policyNumber;
}

async function brokerUser(app: TestApp, licenceCode: string): Promise<Shopper> {
  const who = await shopper(app, database(), { kind: 'backend' });
  await database().db.update(users).set({ kind: 'broker', brokerCode: licenceCode }).where(eq(users.id, who.userId));
  return who;
}

/** Moves the clock by whole days; sessions idle that long have ended, so each party signs in again. */
async function later(app: TestApp, clock: { now: Date }, days: number, ...people: Shopper[]) {
  advance(clock, days * 86_400_000);
  for (const who of people) {
    const { sessionToken } = (await (await app.request(`${API}/security/token`)).json()) as { sessionToken: string };
    await database().db.update(sessions).set({ userId: who.userId }).where(eq(sessions.tokenHash, hashSessionToken(sessionToken)));
    who.token = sessionToken;
  }
}

const estimate = async (app: TestApp, who: Shopper, policyNumber: string, effectiveDate?: string) =>
  cancellationEstimateSchema.parse(
    await json(await call(app, who, 'GET', `/policies/${policyNumber}/cancellation/estimate${effectiveDate ? `?effectiveDate=${effectiveDate}` : ''}`), 200),
  );
const cancel = (app: TestApp, who: Shopper, policyNumber: string, body: Record<string, unknown>) =>
  call(app, who, 'POST', `/policies/${policyNumber}/requests/cancellation`, { body: { reasonCode: 'no_longer_needed', ...body } });
const changeBroker = (app: TestApp, who: Shopper, policyNumber: string, toBrokerId: string) =>
  call(app, who, 'POST', `/policies/${policyNumber}/requests/broker-change`, { body: { toBrokerId, reasonCode: 'better_service', consent: true } });
const history = async (app: TestApp, who: Shopper, policyNumber: string, lang: 'en' | 'ar' = 'en') =>
  policyRequestsResponseSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}/requests`, { lang }), 200));
const approve = (app: TestApp, who: Shopper, requestId: string) => call(app, who, 'POST', `/backoffice/policy-requests/${requestId}/approve`, { body: {} });
const reject = (app: TestApp, who: Shopper, requestId: string, reason: string) =>
  call(app, who, 'POST', `/backoffice/policy-requests/${requestId}/reject`, { body: { reason } });
const wallet = async (app: TestApp, who: Shopper) => walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200));

describe('pricing a cancellation (rules as data)', () => {
  const rule = { coolingOffDays: 14, feeFlatMinor: 5_000, feeBasisPoints: 500, feeMaxMinor: 30_000 };
  const base = { paidMinor: 36_500, startDate: '2026-01-01', endDate: '2026-12-31', purchasedOn: '2026-01-01', rule };

  it('refunds the unused days pro rata, with no fee within the cooling-off period', () => {
    expect(priceCancellation({ ...base, effectiveDate: '2026-01-01', today: '2026-01-10' })).toMatchObject({
      totalDays: 365,
      unusedDays: 365,
      grossRefundMinor: 36_500,
      feeMinor: 0,
      refundMinor: 36_500,
      coolingOff: true,
      coolingOffEndsOn: '2026-01-15',
    });
  });

  it('takes the fee after the cooling-off period: flat + basis points, capped, never above the refund', () => {
    // 2026-07-02 .. 2026-12-31: 183 unused days of 36,500 = 18,300; fee 5,000 + 5% (915) = 5,915.
    expect(priceCancellation({ ...base, effectiveDate: '2026-07-02', today: '2026-07-01' })).toMatchObject({
      unusedDays: 183,
      grossRefundMinor: 18_300,
      feeMinor: 5_915,
      refundMinor: 12_385,
      coolingOff: false,
    });
    expect(priceCancellation({ ...base, paidMinor: 10_000_000, effectiveDate: '2026-07-02', today: '2026-07-01' }).feeMinor).toBe(30_000);
    expect(priceCancellation({ ...base, effectiveDate: '2026-12-31', today: '2026-12-01' })).toMatchObject({ unusedDays: 1, grossRefundMinor: 100, feeMinor: 100, refundMinor: 0 });
  });

  it('reads the switch BACKOFFICE_AUTO_DECIDE_SECONDS: off by default, never in production', () => {
    expect(loadPolicyRequestConfig({})).toEqual({ autoDecideSeconds: 0 });
    expect(loadPolicyRequestConfig({ BACKOFFICE_AUTO_DECIDE_SECONDS: '20' })).toEqual({ autoDecideSeconds: 20 });
    expect(() => loadPolicyRequestConfig({ BACKOFFICE_AUTO_DECIDE_SECONDS: 'soon' })).toThrow(/whole number/);
    expect(() => loadPolicyRequestConfig({ BACKOFFICE_AUTO_DECIDE_SECONDS: '5', NODE_ENV: 'production' })).toThrow(/development/);
  });
});

describe('a cancellation with a refund to the wallet', () => {
  it('is priced by the server, pending until staff approve it once (five approvals at once pay once), then the policy is cancelled and the customer told', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, who);

    // Within the cooling-off period: the whole premium back, no fee; card or wallet.
    const early = await estimate(app, who, policyNumber);
    expect(early).toMatchObject({ effectiveDate: '2026-03-05', earliestDate: '2026-03-05', latestDate: '2027-03-04', paidMinor: TOTAL, refundMinor: TOTAL, feeMinor: 0, coolingOff: true });
    expect(early.options).toEqual([
      { destination: 'wallet', cardLast4: null, cardMinor: 0, walletMinor: TOTAL },
      { destination: 'card', cardLast4: '4242', cardMinor: TOTAL, walletMinor: 0 },
    ]);

    // After it: pro rata on the unused days, minus the motor rule's fee.
    await later(app, clock, 40, who); // 2026-04-10
    const afterCoolingOff = await estimate(app, who, policyNumber, '2026-05-01');
    const gross = Math.floor((TOTAL * 308) / 365); // 2026-05-01 .. 2027-03-04
    const fee = Math.min(30_000, 5_000 + Math.floor((gross * 500) / 10_000));
    expect(afterCoolingOff).toMatchObject({ unusedDays: 308, totalDays: 365, grossRefundMinor: gross, feeMinor: fee, refundMinor: gross - fee, coolingOff: false });
    const outside = await expectError(await call(app, who, 'GET', `/policies/${policyNumber}/cancellation/estimate?effectiveDate=2026-04-01`), 400, 'validation_failed');
    expect(outside.fields?.effectiveDate).toMatch(/2026-04-10 to 2027-03-04/);

    // The customer confirms another amount than the server's: refused, nothing stored.
    await expectError(await cancel(app, who, policyNumber, { effectiveDate: '2026-05-01', refundDestination: 'wallet', refundMinor: gross }), 409, 'estimate_changed');
    await expectError(await cancel(app, who, policyNumber, { effectiveDate: '2026-05-01', refundDestination: 'wallet', refundMinor: 1, reasonCode: 'other' }), 400, 'validation_failed');

    const created = policyRequestSchema.parse(
      await json(await cancel(app, who, policyNumber, { effectiveDate: '2026-05-01', refundDestination: 'wallet', refundMinor: gross - fee, reasonText: ' Sold the car ' }), 201),
    );
    expect(created).toMatchObject({ kind: 'cancellation', status: 'pending', effectiveDate: '2026-05-01', reasonText: 'Sold the car', fromBroker: { brokerId: 'amanah-brokers' } });
    expect(created.requestNumber).toMatch(/^PR-20260410-[0-9A-Z]{6}$/);
    expect(created.refund).toMatchObject({ refundMinor: gross - fee, destination: 'wallet', walletMinor: gross - fee, status: 'none' });

    // One open request per policy, whatever its kind.
    await expectError(await changeBroker(app, who, policyNumber, 'falcon-brokers'), 409, 'request_open');
    await expectError(await cancel(app, who, policyNumber, { effectiveDate: '2026-05-01', refundDestination: 'wallet', refundMinor: gross - fee }), 409, 'request_open');

    // Nobody else may see or touch it.
    const stranger = await shopper(app, database());
    await expectError(await call(app, stranger, 'GET', `/policies/${policyNumber}/requests`), 404, 'not_found');
    await expectError(await call(app, stranger, 'GET', `/policies/${policyNumber}/cancellation/estimate`), 404, 'not_found');
    await expectError(await cancel(app, stranger, policyNumber, { effectiveDate: '2026-05-01', refundDestination: 'wallet', refundMinor: gross - fee }), 404, 'not_found');
    await expectError(await call(app, stranger, 'POST', `/policy-requests/${created.requestId}/withdraw`, { body: {} }), 404, 'not_found');
    await expectError(await call(app, who, 'GET', '/backoffice/policy-requests'), 403, 'forbidden');
    await expectError(await approve(app, who, created.requestId), 403, 'forbidden');

    // The back office: staff see it, the policy's broker sees it, another broker does not, brokers do not decide.
    const staff = await shopper(app, database(), { kind: 'backend' });
    const listed = backofficeRequestsResponseSchema.parse(await json(await call(app, staff, 'GET', '/backoffice/policy-requests?status=pending'), 200));
    expect(listed.requests.find((r) => r.requestId === created.requestId)).toMatchObject({ customerName: expect.stringMatching(/^Test Shopper/) });
    const amanah = await brokerUser(app, 'IA-BR-2019-0101');
    const falcon = await brokerUser(app, 'IA-BR-2020-0147');
    const seen = (r: { requests: { requestId: string }[] }) => r.requests.some((x) => x.requestId === created.requestId);
    expect(seen(backofficeRequestsResponseSchema.parse(await json(await call(app, amanah, 'GET', '/backoffice/policy-requests'), 200)))).toBe(true);
    expect(seen(backofficeRequestsResponseSchema.parse(await json(await call(app, falcon, 'GET', '/backoffice/policy-requests'), 200)))).toBe(false);
    await expectError(await approve(app, amanah, created.requestId), 403, 'forbidden');

    const before = (await wallet(app, who)).balanceMinor;
    const answers = await Promise.all(Array.from({ length: 5 }, () => approve(app, staff, created.requestNumber)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const approved = backofficeRequestSchema.parse(await answers.find((a) => a.status === 200)!.json());
    expect(approved).toMatchObject({ status: 'approved', refund: { status: 'credited' } });

    const after = await wallet(app, who);
    expect(after.balanceMinor).toBe(before + gross - fee);
    expect(after.transactions.filter((t) => t.kind === 'refund')).toHaveLength(1);
    expect(after.transactions[0]).toMatchObject({ kind: 'refund', amountMinor: gross - fee, description: `Refund: cancellation of policy ${policyNumber}` });

    const record = await history(app, who, policyNumber);
    expect(record.cancelledOn).toBe('2026-05-01');
    // Active until the day it takes effect, cancelled from then on (the policy list says so).
    const stateOf = async () => {
      const listed = (await json<{ policies: { policyNumber: string; state: string; cancelledOn: string | null }[] }>(await call(app, who, 'GET', '/policies'), 200)).policies;
      const detail = await json<{ state: string; cancelledOn: string | null }>(await call(app, who, 'GET', `/policies/${policyNumber}`), 200);
      const row = listed.find((p) => p.policyNumber === policyNumber)!;
      expect([row.cancelledOn, detail.cancelledOn, detail.state]).toEqual(['2026-05-01', '2026-05-01', row.state]);
      return row.state;
    };
    expect(await stateOf()).toBe('active');
    await later(app, clock, 20, who, staff); // 2026-04-30: the last day it is active
    expect(await stateOf()).toBe('active');
    await later(app, clock, 1, who, staff); // 2026-05-01
    expect(await stateOf()).toBe('cancelled');
    const activeOnes = (await json<{ policies: { policyNumber: string }[] }>(await call(app, who, 'GET', '/policies?filter=active'), 200)).policies;
    expect(activeOnes.some((p) => p.policyNumber === policyNumber)).toBe(false);
    expect(record.requests[0]!.events.map((e) => [e.actorRole, e.fromStatus, e.toStatus])).toEqual([
      ['customer', null, 'pending'],
      ['staff', 'pending', 'approved'],
    ]);
    const audit = await queryRows(database(), `select actor_user_id from policy_request_events where request_id = '${created.requestId}' order by at`);
    expect(audit.map((r) => r.actor_user_id)).toEqual([who.userId, staff.userId]);

    const ar = notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications', { lang: 'ar' }), 200));
    expect(ar.notifications[0]).toMatchObject({ kind: 'policy_request_approved', title: 'تمت الموافقة على إلغاء وثيقتك', policyNumber });
    expect(ar.notifications[0]!.body).toContain('محفظتك');

    // A cancelled policy takes no more requests.
    await expectError(await changeBroker(app, who, policyNumber, 'falcon-brokers'), 422, 'policy_cancelled');
    await expectError(await call(app, staff, 'POST', `/backoffice/policy-requests/${created.requestId}/reject`, { body: { reason: 'Late' } }), 409, 'request_not_pending');
  });

  it('to the card goes back through the gateway with the request as idempotency key; a refused card refund lands in the wallet', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, who);
    const created = policyRequestSchema.parse(await json(await cancel(app, who, policyNumber, { effectiveDate: '2026-03-05', refundDestination: 'card', refundMinor: TOTAL }), 201));
    const calls: string[] = [];
    const refusing: PaymentGateway = {
      ...createSimulatedGateway(),
      async refund(request) {
        calls.push(`${request.refundId}:${request.amountMinor}:${request.chargeReference}`);
        return { status: 'failed', reference: null };
      },
    };
    const deps: PolicyRequestDeps = { db: database().db, catalogue: createCatalogueStore(database().db), gateway: refusing, logger: memoryLogger(), now: () => new Date('2026-03-02T09:00:00Z') };
    const decided = await approveRequest(deps, { userId: null, role: 'system', brokerId: null }, created.requestId, null, 'en');
    expect(calls).toEqual([`refund_${created.requestId}:${TOTAL}:sim_${(await queryRows(database(), `select p.id from payments p join policies o on o.order_id = p.order_id where o.policy_number = '${policyNumber}'`))[0]!.id}`]);
    expect(decided.refund).toMatchObject({ status: 'card_failed_to_wallet', cardMinor: 0, walletMinor: TOTAL });
    expect((await wallet(app, who)).balanceMinor).toBe(TOTAL);

    // The simulated gateway takes it: the wallet is not touched.
    const other = await shopper(app, database());
    const second = await aPolicy(app, other);
    const request = policyRequestSchema.parse(await json(await cancel(app, other, second, { effectiveDate: '2026-03-05', refundDestination: 'card', refundMinor: TOTAL }), 201));
    const staff = await shopper(app, database(), { kind: 'backend' });
    const done = backofficeRequestSchema.parse(await json(await approve(app, staff, request.requestId), 200));
    expect(done.refund).toMatchObject({ status: 'credited', destination: 'card', cardMinor: TOTAL, walletMinor: 0 });
    expect((await wallet(app, other)).balanceMinor).toBe(0);
  });

  it('by a guest goes back to the card only: a guest has no wallet to open later', async () => {
    const { app } = testApp(database());
    const guest = await shopper(app, database(), { kind: 'guest' });
    const policyNumber = await aPolicy(app, guest);
    const offer = await estimate(app, guest, policyNumber);
    expect(offer.options).toEqual([{ destination: 'card', cardLast4: '4242', cardMinor: TOTAL, walletMinor: 0 }]);
    const refused = await expectError(await cancel(app, guest, policyNumber, { effectiveDate: '2026-03-05', refundDestination: 'wallet', refundMinor: TOTAL }), 400, 'validation_failed');
    expect(refused.fields?.refundDestination).toBe('Choose the card.');
    const created = policyRequestSchema.parse(await json(await cancel(app, guest, policyNumber, { effectiveDate: '2026-03-05', refundDestination: 'card', refundMinor: TOTAL }), 201));
    expect(created.refund).toMatchObject({ destination: 'card', cardMinor: TOTAL, walletMinor: 0 });
  });

  it('is refused on an expired policy, and a wallet-paid policy offers no card', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    await json(await call(app, who, 'POST', '/dev/wallet/credit', { body: { amountMinor: TOTAL } }), 200);
    const policyNumber = await aPolicy(app, who, { walletAmountMinor: TOTAL });
    const offer = await estimate(app, who, policyNumber);
    expect(offer.options.map((o) => o.destination)).toEqual(['wallet']);
    await expectError(await cancel(app, who, policyNumber, { effectiveDate: '2026-03-05', refundDestination: 'card', refundMinor: TOTAL }), 400, 'validation_failed');
    await later(app, clock, 400, who);
    await expectError(await call(app, who, 'GET', `/policies/${policyNumber}/cancellation/estimate`), 422, 'policy_expired');
    await expectError(await changeBroker(app, who, policyNumber, 'falcon-brokers'), 422, 'policy_expired');
  });
});

describe('a broker change', () => {
  it('offers the brokers who sell the product; withdrawn, rejected, then approved: the policy keeps its broker history', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, who);
    const staff = await shopper(app, database(), { kind: 'backend' });

    const options = brokerChangeOptionsSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}/broker-change/options`, { lang: 'ar' }), 200));
    expect(options.currentBroker).toMatchObject({ brokerId: 'amanah-brokers', name: 'أمانة لوساطة التأمين' });
    expect(options.brokers.map((b) => b.brokerId)).toEqual(['falcon-brokers', 'dunes-brokers', 'pearl-coast-brokers']);
    expect(options.brokers[0]).toMatchObject({ licenceCode: 'IA-BR-2020-0147', ratingTenths: 45, logoUrl: '/images/brokers/falcon-brokers.svg' });

    await expectError(await changeBroker(app, who, policyNumber, 'crescent-brokers'), 422, 'broker_unavailable'); // sells no motor
    await expectError(await changeBroker(app, who, policyNumber, 'amanah-brokers'), 422, 'broker_unavailable'); // the same broker
    const noConsent = await call(app, who, 'POST', `/policies/${policyNumber}/requests/broker-change`, { body: { toBrokerId: 'falcon-brokers', reasonCode: 'better_service', consent: false } });
    await expectError(noConsent, 400, 'validation_failed');

    // Withdrawn while pending: then it cannot be decided, and a new request may be made.
    const first = policyRequestSchema.parse(await json(await changeBroker(app, who, policyNumber, 'falcon-brokers'), 201));
    expect(first).toMatchObject({ status: 'pending', toBroker: { brokerId: 'falcon-brokers' }, effectiveDate: null, refund: null });
    const withdrawn = policyRequestSchema.parse(await json(await call(app, who, 'POST', `/policy-requests/${first.requestId}/withdraw`, { body: {} }), 200));
    expect(withdrawn.status).toBe('withdrawn');
    await expectError(await call(app, who, 'POST', `/policy-requests/${first.requestId}/withdraw`, { body: {} }), 409, 'request_not_pending');
    await expectError(await approve(app, staff, first.requestId), 409, 'request_not_pending');

    // Rejected with a reason the customer reads.
    const second = policyRequestSchema.parse(await json(await changeBroker(app, who, policyNumber, 'dunes-brokers'), 201));
    await expectError(await call(app, staff, 'POST', `/backoffice/policy-requests/${second.requestId}/reject`, { body: { reason: ' ' } }), 400, 'validation_failed');
    const rejected = backofficeRequestSchema.parse(await json(await reject(app, staff, second.requestId, 'The broker is not taking new motor policies.'), 200));
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: 'The broker is not taking new motor policies.' });
    const told = notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications'), 200));
    expect(told.notifications[0]).toMatchObject({ kind: 'policy_request_rejected', title: 'Your broker change request was not approved' });
    expect(told.notifications[0]!.body).toContain('stays with Amanah Insurance Brokers');

    // Approved (after the policy started): the new broker from the day of approval.
    await later(app, clock, 9, who, staff); // 2026-03-10
    const third = policyRequestSchema.parse(await json(await changeBroker(app, who, policyNumber, 'falcon-brokers'), 201));
    backofficeRequestSchema.parse(await json(await approve(app, staff, third.requestId), 200));
    const record = await history(app, who, policyNumber);
    expect(record.currentBroker.brokerId).toBe('falcon-brokers');
    expect(record.brokerHistory).toEqual([
      { broker: expect.objectContaining({ brokerId: 'amanah-brokers' }), fromDate: '2026-03-01', toDate: '2026-03-09' }, // bought on 03-01, cover from 03-05
      { broker: expect.objectContaining({ brokerId: 'falcon-brokers' }), fromDate: '2026-03-10', toDate: null },
    ]);
    expect(record.requests.map((r) => r.status)).toEqual(['approved', 'rejected', 'withdrawn']);
    expect(record.requests[2]!.events.map((e) => [e.actorRole, e.toStatus])).toEqual([
      ['customer', 'pending'],
      ['customer', 'withdrawn'],
    ]);
    // The policy itself shows the new broker (list and detail read the order's broker).
    const listed = (await json<{ policies: { policyNumber: string; brokerName: string }[] }>(await call(app, who, 'GET', '/policies'), 200)).policies;
    expect(listed.find((p) => p.policyNumber === policyNumber)?.brokerName).toBe('Falcon Brokers');
    // The next change starts from the new broker.
    const next = brokerChangeOptionsSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}/broker-change/options`), 200));
    expect(next.currentBroker.brokerId).toBe('falcon-brokers');
    expect(next.brokers.map((b) => b.brokerId)).toContain('amanah-brokers');
  });

  it('two requests at once: the database() keeps one open', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, who);
    const answers = await Promise.all(['falcon-brokers', 'dunes-brokers', 'pearl-coast-brokers'].map((b) => changeBroker(app, who, policyNumber, b)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const pending = await queryRows(database(), `select count(*)::int as n from policy_requests where policy_number = '${policyNumber}' and status = 'pending'`);
    expect(Number(pending[0]!.n)).toBe(1);
  });
});

describe('the seeded broker account', () => {
  it('holds the licence code of a catalogue broker, so it sees the requests on the policies that broker sells', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, who); // sold by amanah-brokers
    const created = policyRequestSchema.parse(await json(await changeBroker(app, who, policyNumber, 'falcon-brokers'), 201));
    const [seeded] = await database().db.select({ id: users.id, brokerCode: users.brokerCode }).from(users).where(eq(users.email, 'broker@amanah.example'));
    const { sessionToken } = (await (await app.request(`${API}/security/token`)).json()) as { sessionToken: string };
    await database().db.update(sessions).set({ userId: seeded!.id }).where(eq(sessions.tokenHash, hashSessionToken(sessionToken)));
    const broker = { token: sessionToken, userId: seeded!.id };
    await expect(createCatalogueStore(database().db).snapshot().then((s) => [...s.brokerById.values()].find((b) => b.licenceCode === seeded!.brokerCode)?.id)).resolves.toBe('amanah-brokers');
    const listed = backofficeRequestsResponseSchema.parse(await json(await call(app, broker, 'GET', '/backoffice/policy-requests?status=pending'), 200));
    expect(listed.requests.find((r) => r.requestId === created.requestId)).toMatchObject({ policyNumber, kind: 'broker_change' });
  });
});

describe('the development auto-decide switch', () => {
  it('approves, as the system, the requests that waited long enough', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, who);
    const created = policyRequestSchema.parse(await json(await changeBroker(app, who, policyNumber, 'pearl-coast-brokers'), 201));
    const deps: PolicyRequestDeps = { db: database().db, catalogue: createCatalogueStore(database().db), gateway: createSimulatedGateway(), logger: memoryLogger(), now: () => clock.now };
    await autoDecide(deps, 30);
    expect((await history(app, who, policyNumber)).requests[0]!.status).toBe('pending');
    advance(clock, 31_000);
    expect(await autoDecide(deps, 30)).toBeGreaterThanOrEqual(1);
    const record = await history(app, who, policyNumber);
    expect(record.requests[0]).toMatchObject({ requestId: created.requestId, status: 'approved' });
    expect(record.requests[0]!.events.at(-1)).toMatchObject({ actorRole: 'system', toStatus: 'approved' });
    // Approved before the cover starts: the new broker from the start, the first one until the day before.
    expect(record.brokerHistory.map((p) => [p.broker.brokerId, p.fromDate, p.toDate])).toEqual([
      ['amanah-brokers', '2026-03-01', '2026-03-04'],
      ['pearl-coast-brokers', '2026-03-05', null],
    ]);
  });

  it('the OpenAPI document lists the customer and back-office endpoints', async () => {
    const { app } = testApp(database());
    const doc = (await json(await app.request('/rest/s1/insurance/openapi.json'), 200)) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/policies/{policyNumber}/requests/cancellation', '/backoffice/policy-requests/{requestId}/approve', '/policy-requests/{requestId}/withdraw'].map((p) => `${API}${p}`)),
    );
  });
});

describe('card refunds over HTTP', () => {
  it('posts the refund with the bearer key and the refund id as idempotency key; anything but success is a failed refund', async () => {
    const { createHttpGateway } = await import('../../server/purchase/payment-gateway.ts');
    const seen: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    let answer: unknown = { id: 're_1', status: 'succeeded' };
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as unknown as typeof fetch;
    const gateway = createHttpGateway({ kind: 'http', url: 'https://pay.example', apiKey: 'k', timeoutMs: 1000 }, fetchImpl);
    const request = { refundId: 'refund_r1', paymentId: 'p1', chargeReference: 'ch_1', amountMinor: 500, currency: 'SAR' };
    expect(await gateway.refund(request)).toEqual({ status: 'succeeded', reference: 're_1' });
    expect(seen[0]).toEqual({
      url: 'https://pay.example/refunds',
      headers: expect.objectContaining({ Authorization: 'Bearer k', 'Idempotency-Key': 'refund_r1' }),
      body: { charge: 'ch_1', amount: 500, currency: 'SAR', reference: 'refund_r1' },
    });
    answer = { id: 're_2', status: 'failed' };
    expect(await gateway.refund(request)).toEqual({ status: 'failed', reference: 're_2' });
    answer = 'nonsense';
    expect(await gateway.refund(request)).toEqual({ status: 'failed', reference: null });
  });
});
