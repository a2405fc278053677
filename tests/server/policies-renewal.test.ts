import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { movePolicyPeriodResponseSchema, runRemindersResponseSchema } from '../../contract/policies.ts';
import { notificationsResponseSchema, orderSchema, paymentSchema, policiesResponseSchema, policyDetailSchema } from '../../contract/purchase.ts';
import { testAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { sessions } from '../../server/db/schema.ts';
import { hashSessionToken } from '../../server/sessions/session-store.ts';
import { dueMilestone, sendRenewalReminders } from '../../server/policies/renewal-reminders.ts';
import { createCatalogueStore } from '../../server/catalogue/catalogue-store.ts';
import { call, card, expectError, json, motorQuote, newKey, openPurchaseTestDatabase, orderBody, queryRows, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { API, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('policies'));

/** A paid motor policy starting on `startDate` (clock of testApp: 2026-03-01), i.e. ending a year later less a day. */
async function aPolicy(app: TestApp, who: Shopper, startDate = '2026-03-05') {
  const quote = await motorQuote(app, who);
  const order = orderSchema.parse(
    await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-comprehensive', { startDate }) }), 201),
  );
  const payment = paymentSchema.parse(
    await json(await call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body: { card: card() } }), 201),
  );
  return payment.policy!;
}

/** A new session of the same customer: sessions end as the test clock moves on by months. */
async function again(app: TestApp, who: Shopper): Promise<Shopper> {
  const { sessionToken } = (await (await app.request(`${API}/security/token`)).json()) as { sessionToken: string };
  await database().db.update(sessions).set({ userId: who.userId }).where(eq(sessions.tokenHash, hashSessionToken(sessionToken)));
  return { token: sessionToken, userId: who.userId };
}

const detailOf = async (app: TestApp, who: Shopper, policyNumber: string) =>
  policyDetailSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}`), 200));

const notesOf = async (app: TestApp, who: Shopper, lang: 'en' | 'ar' = 'en') =>
  notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications', { lang }), 200));

const runReminders = async (app: TestApp, who: Shopper, at: string) =>
  runRemindersResponseSchema.parse(await json(await call(app, who, 'POST', '/dev/renewal-reminders/run', { body: { at } }), 200));

describe('My Policies', () => {
  it('lists newest first per filter; the detail carries the receipt and the renewal window; owners only', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const older = await aPolicy(app, who, '2026-03-05');
    clock.now = new Date('2026-03-01T10:05:00Z');
    const newer = await aPolicy(app, who, '2026-03-20');
    const all = policiesResponseSchema.parse(await json(await call(app, who, 'GET', '/policies'), 200));
    expect(all.policies.map((p) => p.policyNumber)).toEqual([newer.policyNumber, older.policyNumber]);
    expect(all.policies[0]).toMatchObject({ state: 'active', insurerName: expect.any(String), brokerName: 'Amanah Insurance Brokers' });

    const detail = await detailOf(app, who, older.policyNumber);
    expect(detail.payment).toMatchObject({ status: 'succeeded', cardLast4: '4242', cardMinor: detail.breakdown.totalMinor });
    // Ends 2027-03-04: Renew from 30 days before the new policy would start, until 30 days after the end.
    expect(detail.renewal).toEqual({ allowed: false, reason: 'not_yet', opensOn: '2027-02-03', closesOn: '2027-04-03' });

    const at = async (instant: string) => {
      clock.now = new Date(instant);
      return again(app, who);
    };
    let me = await at('2027-02-02T23:00:00Z');
    expect((await detailOf(app, me, older.policyNumber)).renewal).toMatchObject({ allowed: false, reason: 'not_yet' });
    me = await at('2027-02-03T00:00:00Z');
    expect((await detailOf(app, me, older.policyNumber)).renewal).toMatchObject({ allowed: true, reason: 'open' });
    me = await at('2027-03-10T00:00:00Z');
    expect(await detailOf(app, me, older.policyNumber)).toMatchObject({ state: 'expired', renewal: { allowed: true, reason: 'open' } });
    const expired = policiesResponseSchema.parse(await json(await call(app, me, 'GET', '/policies?filter=expired'), 200));
    expect(expired.policies.map((p) => p.policyNumber)).toEqual([older.policyNumber]);
    const active = policiesResponseSchema.parse(await json(await call(app, me, 'GET', '/policies?filter=active'), 200));
    expect(active.policies.map((p) => p.policyNumber)).toEqual([newer.policyNumber]);
    // The renewal starts today once the old policy has ended (cover never starts in the past).
    const renewal = await json<{ suggestedStartDate: string }>(await call(app, me, 'GET', `/policies/${older.policyNumber}/renewal`), 200);
    expect(renewal.suggestedStartDate).toBe('2027-03-10');
    me = await at('2027-04-03T20:00:00Z');
    expect((await detailOf(app, me, older.policyNumber)).renewal.allowed).toBe(true);
    me = await at('2027-04-04T00:00:00Z');
    expect((await detailOf(app, me, older.policyNumber)).renewal).toMatchObject({ allowed: false, reason: 'grace_over' });

    const stranger = await shopper(app, database());
    await expectError(await call(app, stranger, 'GET', `/policies/${older.policyNumber}`), 404, 'not_found');
    await expectError(await call(app, stranger, 'GET', '/policies/POL-2026-NOSUCH00'), 404, 'not_found');
    expect(policiesResponseSchema.parse(await json(await call(app, stranger, 'GET', '/policies'), 200)).policies).toEqual([]);
    await expectError(await call(app, null, 'GET', '/policies'), 401, 'unauthorized');
  });
});

describe('renewal reminders', () => {
  it('picks the milestone due: the smallest of 30, 7, 1 not below the days left', () => {
    expect(dueMilestone('2027-03-04', '2027-02-01')).toBeNull();
    expect(dueMilestone('2027-03-04', '2027-02-02')).toBe(30);
    expect(dueMilestone('2027-03-04', '2027-02-25')).toBe(7);
    expect(dueMilestone('2027-03-04', '2027-02-26')).toBe(7);
    expect(dueMilestone('2027-03-04', '2027-03-03')).toBe(1);
    expect(dueMilestone('2027-03-04', '2027-03-04')).toBe(1);
    expect(dueMilestone('2027-03-04', '2027-03-05')).toBeNull();
  });

  it('sends 30, 7 and 1 days before the end, once each, in both languages, even when runs overlap', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policy = await aPolicy(app, who, '2026-03-05'); // ends 2027-03-04
    const reminders = async () => (await notesOf(app, who)).notifications.filter((n) => n.kind === 'renewal_reminder');

    await runReminders(app, who, '2027-02-01T12:00:00Z');
    expect(await reminders()).toEqual([]);
    await runReminders(app, who, '2027-02-02T06:00:00Z');
    const [first] = await reminders();
    expect(first).toMatchObject({ title: 'Your policy ends in 30 days', policyNumber: policy.policyNumber, readAt: null, createdAt: '2027-02-02T06:00:00.000Z' });
    expect(first!.body).toContain('4 March 2027');
    const ar = (await notesOf(app, who, 'ar')).notifications.find((n) => n.kind === 'renewal_reminder')!;
    expect(ar.title).toBe('تنتهي وثيقتك خلال ٣٠ يومًا');
    expect(ar.body).toContain('٤ مارس ٢٠٢٧');

    // The same day again, a later day before the next milestone, and five runs at once: nothing new.
    await runReminders(app, who, '2027-02-02T18:00:00Z');
    await runReminders(app, who, '2027-02-20T06:00:00Z');
    const catalogue = createCatalogueStore(database().db);
    await Promise.all(Array.from({ length: 5 }, () => sendRenewalReminders(database().db, catalogue, new Date('2027-02-25T06:00:00Z'))));
    expect((await reminders()).map((n) => n.title)).toEqual(['Your policy ends in 7 days', 'Your policy ends in 30 days']);
    await runReminders(app, who, '2027-03-03T06:00:00Z');
    await runReminders(app, who, '2027-03-04T06:00:00Z');
    await runReminders(app, who, '2027-03-05T06:00:00Z');
    expect((await reminders()).map((n) => n.title)).toEqual(['Your policy ends in 1 day', 'Your policy ends in 7 days', 'Your policy ends in 30 days']);
    const rows = await queryRows(database(), `select days_before from renewal_reminders r join policies p on p.id = r.policy_id where p.policy_number = '${policy.policyNumber}' order by days_before`);
    expect(rows.map((r) => Number(r.days_before))).toEqual([1, 7, 30]);
  });

  it('moves a policy of the caller in time (development), so its renewal window and reminders can be reached today', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policy = await aPolicy(app, who, '2026-03-05');
    const moved = movePolicyPeriodResponseSchema.parse(
      await json(await call(app, who, 'POST', `/dev/policies/${policy.policyNumber}/period`, { body: { endsOn: '2026-03-10' } }), 200),
    );
    expect(moved).toEqual({ startDate: '2025-03-11', endDate: '2026-03-10' });
    expect(await detailOf(app, who, policy.policyNumber)).toMatchObject({ startDate: '2025-03-11', endDate: '2026-03-10', renewal: { allowed: true } });
    const renewal = await json<{ suggestedStartDate: string }>(await call(app, who, 'GET', `/policies/${policy.policyNumber}/renewal`), 200);
    expect(renewal.suggestedStartDate).toBe('2026-03-11');
    const stranger = await shopper(app, database());
    await expectError(await call(app, stranger, 'POST', `/dev/policies/${policy.policyNumber}/period`, { body: { endsOn: '2026-03-10' } }), 404, 'not_found');
    await expectError(await call(app, who, 'POST', `/dev/policies/${policy.policyNumber}/period`, { body: { endsOn: 'soon' } }), 400, 'validation_failed');
  });

  it('has no development switches with DEV_OUTBOX off', async () => {
    const app = createApp({ db: database().db, config: testConfig(), accounts: testAccountsConfig({ devOutbox: false }) });
    const who = await shopper(app, database());
    const headers = { 'Content-Type': 'application/json', 'session-token': who.token, 'x-csrf-token': who.token };
    // Not mounted: a development path answers 404 like any unknown path (never 405 naming a method); never the job.
    const run = await app.request(`${API}/dev/renewal-reminders/run`, { method: 'POST', headers, body: '{}' });
    expect(run.status).toBe(404);
    const move = await app.request(`${API}/dev/policies/POL-2026-ABCDEFGH/period`, { method: 'POST', headers, body: '{"endsOn":"2026-03-10"}' });
    expect(move.status).toBe(404);
  });
});

describe('notifications', () => {
  it('marks all read for the caller only (idempotent), newest first', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const other = await shopper(app, database());
    await aPolicy(app, who);
    await aPolicy(app, who);
    await aPolicy(app, other);
    const before = await notesOf(app, who);
    expect(before.unreadCount).toBe(2);
    expect(before.notifications.map((n) => n.createdAt)).toEqual([...before.notifications.map((n) => n.createdAt)].sort().reverse());
    const after = notificationsResponseSchema.parse(await json(await call(app, who, 'POST', '/notifications/read-all', { body: {} }), 200));
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.readAt !== null)).toBe(true);
    const again = notificationsResponseSchema.parse(await json(await call(app, who, 'POST', '/notifications/read-all', { body: {} }), 200));
    expect(again.notifications.map((n) => n.readAt)).toEqual(after.notifications.map((n) => n.readAt));
    expect((await notesOf(app, other)).unreadCount).toBe(1);
    // Someone else's notification cannot be marked read.
    const theirs = (await notesOf(app, other)).notifications[0]!;
    await expectError(await call(app, who, 'POST', `/notifications/${theirs.notificationId}/read`, { body: {} }), 404, 'not_found');
    const { sessionToken } = (await (await app.request(`${API}/security/token`)).json()) as { sessionToken: string };
    await expectError(await call(app, { token: sessionToken, userId: '' }, 'POST', '/notifications/read-all', { body: {} }), 401, 'unauthorized');
  });

  it('feeds the polling app: the same answer for a customer, an empty one (not 401) for a visitor', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    await aPolicy(app, who);
    const feed = notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications/feed', { lang: 'ar' }), 200));
    expect(feed).toEqual(await notesOf(app, who, 'ar'));
    const { sessionToken } = (await (await app.request(`${API}/security/token`)).json()) as { sessionToken: string };
    expect(await json(await call(app, { token: sessionToken, userId: '' }, 'GET', '/notifications/feed'), 200)).toEqual({ notifications: [], unreadCount: 0 });
    expect(await json(await call(app, null, 'GET', '/notifications/feed'), 200)).toEqual({ notifications: [], unreadCount: 0 });
    const staff = await shopper(app, database(), { kind: 'backend' });
    expect(await json(await call(app, staff, 'GET', '/notifications/feed'), 200)).toEqual({ notifications: [], unreadCount: 0 });
  });
});
