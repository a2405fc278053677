// Find my policy: a guest's way back with the policy number, the mobile verified at checkout and an SMS
// code. The same answers whether or not the policy exists or the mobile matches; the limits of the other
// code flows; and a session that opens that one policy only (not the guest's other one, not another's).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/tables/accounts.ts';
import { accountsApp, browser, expectError, freshMobile, latestMessage, API } from './accounts-support.ts';
import { card, motorRisk, orderBody } from './purchase-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

type Setup = ReturnType<typeof accountsApp>;
type Client = Awaited<ReturnType<typeof browser>>;

/** A guest who proved `mobile` at checkout and bought `count` motor policies; their numbers. */
async function guestWithPolicies({ app, clock, advance }: Setup, mobile: string, count = 1): Promise<{ guest: Client; numbers: string[] }> {
  const guest = await browser(app);
  expect((await guest.post('/auth/guest')).status).toBe(200);
  await guest.post('/auth/guest/mobile', { mobile });
  const { code } = await latestMessage(app, mobile);
  expect((await guest.post('/auth/guest/mobile/verify', { code })).status).toBe(200);
  const startDate = new Date(clock.now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const numbers: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const quote = await guest.post('/quotes', { categoryId: 'motor', brokerId: 'amanah-brokers', risk: motorRisk });
    const order = await guest.post('/orders', orderBody(quote.body.quoteId, 'najd-motor-comprehensive', { startDate }), { 'Idempotency-Key': randomUUID() });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const payment = await guest.post(`/orders/${order.body.orderNumber}/payments`, { card: card() }, { 'Idempotency-Key': randomUUID() });
    expect(payment.body.status).toBe('succeeded');
    numbers.push(payment.body.policy.policyNumber as string);
  }
  advance(61_000); // past the minute between two codes to one number
  return { guest, numbers };
}

/** Asks for a code and reads it from the development outbox (the message meant for it, not the purchase's). */
async function codeFor(setup: Setup, client: Client, policyNumber: string, mobile: string): Promise<string> {
  const sent = await client.post('/auth/policy-access', { policyNumber, mobile });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const message = await latestMessage(setup.app, mobile);
  expect(message.body).toContain('open your policy');
  return message.code!;
}

async function foundPolicySession(setup: Setup, policyNumber: string, mobile: string): Promise<Client> {
  const client = await browser(setup.app);
  const code = await codeFor(setup, client, policyNumber, mobile);
  const before = client.state.token;
  const opened = await client.post('/auth/policy-access/verify', { policyNumber, mobile, code });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  expect(opened.body).toMatchObject({ loginTypeEnumId: 'POLICY', policyNumber });
  expect(client.state.token).not.toBe(before); // rotated
  return client;
}

const noSmsSince = async (setup: Setup, mobile: string, since: string | null) => {
  const response = await setup.app.request(`${API}/dev/outbox/latest?to=${encodeURIComponent(mobile)}`);
  if (since === null) expect(response.status).toBe(404);
  else expect(((await response.json()) as { createdAt: string }).createdAt).toBe(since);
};

describe('Find my policy', () => {
  it('opens the policy with its number, the mobile and the SMS code; typed in lower case with spaces, in Arabic digits too', async () => {
    const setup = accountsApp(database());
    const mobile = freshMobile();
    const { numbers } = await guestWithPolicies(setup, mobile);
    const client = await browser(setup.app, { 'Accept-Language': 'ar' });
    const sent = await client.post('/auth/policy-access', { policyNumber: ` ${numbers[0]!.toLowerCase()} `, mobile });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ maskedMobile: expect.stringMatching(/•/), attemptsLeft: 5 });
    expect(JSON.stringify(sent.body)).not.toContain(mobile.slice(4, 9));
    const message = await latestMessage(setup.app, mobile);
    expect(message.body).toContain('رمز فتح وثيقتك');
    const arabicDigits = message.code!.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    const opened = await client.post('/auth/policy-access/verify', { policyNumber: numbers[0]!.toLowerCase(), mobile, code: arabicDigits });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ loginTypeEnumId: 'POLICY', policyNumber: numbers[0], username: expect.stringMatching(/^guest-/) });
    expect((await client.get('/auth/me')).body).toMatchObject({ loginTypeEnumId: 'POLICY' });
    // The code is used up.
    expectError(await client.post('/auth/policy-access/verify', { policyNumber: numbers[0], mobile, code: message.code }), 400, 'code_invalid');
  });

  it('answers an unknown policy and a mobile that does not match as it answers a match, and sends them nothing', async () => {
    const setup = accountsApp(database());
    const mobile = freshMobile();
    const { numbers } = await guestWithPolicies(setup, mobile);
    const lastPurchaseSms = (await latestMessage(setup.app, mobile)).createdAt;
    const stranger = freshMobile();
    const client = await browser(setup.app);
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort();
    const match = await client.post('/auth/policy-access', { policyNumber: numbers[0], mobile });
    const unknown = await client.post('/auth/policy-access', { policyNumber: 'POL-2026-ZZZZZZZZ', mobile: freshMobile() });
    const wrongMobile = await client.post('/auth/policy-access', { policyNumber: numbers[0], mobile: stranger });
    for (const answer of [match, unknown, wrongMobile]) {
      expect(answer.status).toBe(202);
      expect(shape(answer.body)).toEqual(shape(match.body));
      expect(answer.body.attemptsLeft).toBe(5);
    }
    await noSmsSince(setup, stranger, null);
    const code = (await latestMessage(setup.app, mobile)).code!;
    expect((await latestMessage(setup.app, mobile)).createdAt).not.toBe(lastPurchaseSms);

    // Verifying: the same 400 for the unknown policy, the wrong mobile and a wrong code on the real one.
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = [
      await client.post('/auth/policy-access/verify', { policyNumber: 'POL-2026-ZZZZZZZZ', mobile, code }),
      await client.post('/auth/policy-access/verify', { policyNumber: numbers[0], mobile: stranger, code }),
      await client.post('/auth/policy-access/verify', { policyNumber: numbers[0], mobile, code: wrongCode }),
    ];
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expectError(answers[0]!, 400, 'code_invalid');
    // ...and the real code still opens it (the wrong tries were counted, not fatal).
    expect((await client.post('/auth/policy-access/verify', { policyNumber: numbers[0], mobile, code })).status).toBe(200);
  });

  it('limits codes per mobile (one a minute, whether or not the policy matches) and per address; five wrong codes end a code', async () => {
    const setup = accountsApp(database());
    const mobile = freshMobile();
    const { numbers } = await guestWithPolicies(setup, mobile);
    const client = await browser(setup.app);
    expect((await client.post('/auth/policy-access', { policyNumber: numbers[0], mobile })).status).toBe(202);
    const again = await client.post('/auth/policy-access', { policyNumber: numbers[0], mobile });
    expect(expectError(again, 429, 'rate_limited').retryAfterSeconds).toBeGreaterThan(0);
    const stranger = freshMobile();
    expect((await client.post('/auth/policy-access', { policyNumber: 'POL-2026-ZZZZZZZZ', mobile: stranger })).status).toBe(202);
    expectError(await client.post('/auth/policy-access', { policyNumber: 'POL-2026-ZZZZZZZZ', mobile: stranger }), 429, 'rate_limited');

    // Five wrong codes: the code is dead, the right one no longer opens anything.
    const { code } = await latestMessage(setup.app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expectError(await client.post('/auth/policy-access/verify', { policyNumber: numbers[0], mobile, code: wrong }), 400, 'code_invalid');
    expectError(await client.post('/auth/policy-access/verify', { policyNumber: numbers[0], mobile, code }), 400, 'code_invalid');

    // Checks per policy number: 20 an hour, then 429 whatever the code.
    for (let i = 0; i < 14; i += 1) await client.post('/auth/policy-access/verify', { policyNumber: numbers[0], mobile, code: wrong });
    expectError(await client.post('/auth/policy-access/verify', { policyNumber: numbers[0], mobile, code }), 429, 'rate_limited');

    // Per address: 30 requests an hour from one address, then 429 for any mobile.
    const other = accountsApp(database());
    const from = await browser(other.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await from.post('/auth/policy-access', { policyNumber: 'POL-2026-ZZZZZZZZ', mobile: freshMobile() })).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('opens that policy only: not the same guest\'s other policy, not another guest\'s, nothing of an account; Continue as Guest makes a new guest', async () => {
    const setup = accountsApp(database());
    const mobile = freshMobile();
    const { numbers } = await guestWithPolicies(setup, mobile, 2);
    const other = await guestWithPolicies(setup, freshMobile());
    const [mine, sameGuests] = numbers as [string, string];
    const anothers = other.numbers[0]!;
    const session = await foundPolicySession(setup, mine, mobile);

    expect((await session.get('/policies')).body.policies.map((policy: { policyNumber: string }) => policy.policyNumber)).toEqual([mine]);
    expect((await session.get(`/policies/${mine}`)).status).toBe(200);
    for (const path of [`/policies/${mine}/documents/certificate?lang=en`, `/policies/${mine}/documents/invoice?lang=ar`]) {
      const pdf = await setup.app.request(`${API}${path}`, { headers: { 'session-token': session.state.token } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
    expect((await session.get(`/policies/${mine}/requests`)).status).toBe(200);

    // Another policy, the same guest's or not, answers as an unknown one does.
    const unknown = await session.get('/policies/POL-2026-ZZZZZZZZ');
    for (const number of [sameGuests, anothers]) {
      for (const path of [`/policies/${number}`, `/policies/${number}/documents/certificate?lang=en`, `/policies/${number}/requests`, `/policies/${number}/cancellation/estimate`]) {
        const answer = await session.get(path);
        expectError(answer, 404, 'not_found');
        if (path === `/policies/${number}`) expect(answer.body).toEqual(unknown.body);
      }
      expectError(await session.post(`/policies/${number}/requests/cancellation`, { reasonCode: 'sold_vehicle', effectiveDate: '2026-12-01', refundDestination: 'card', refundMinor: 0 }), 404, 'not_found');
    }

    // Nothing that needs an account or a full guest session: 403.
    for (const path of ['/wallet', '/account/profile', '/account/addresses', '/account/group-members', '/claims', `/policies/${mine}/renewal`, '/notifications']) {
      expectError(await session.get(path), 403, 'forbidden');
    }
    expectError(await session.post('/quotes', { categoryId: 'motor', brokerId: 'amanah-brokers', risk: motorRisk }), 403, 'forbidden');
    expectError(await session.post('/auth/guest/mobile', { mobile: freshMobile() }), 403, 'forbidden');

    // A request made on the policy is readable; another policy's request is not.
    const theirs = await other.guest.get(`/policies/${anothers}/requests`);
    expect(theirs.status).toBe(200);
    const feed = await session.get('/notifications/feed');
    expect(feed.body.notifications.every((notification: { policyNumber: string | null }) => notification.policyNumber === mine)).toBe(true);

    // Continue as Guest from here starts a new guest, who sees none of the policies.
    const fresh = await session.post('/auth/guest');
    expect(fresh.status).toBe(200);
    expect(fresh.body.loginTypeEnumId).toBe('GUEST');
    expect((await session.get('/policies')).body.policies).toEqual([]);
  });

  it('a request on another policy cannot be read or withdrawn through the session', async () => {
    const setup = accountsApp(database());
    const mobile = freshMobile();
    const { guest, numbers } = await guestWithPolicies(setup, mobile, 2);
    const [mine, sameGuests] = numbers as [string, string];
    const estimate = await guest.get(`/policies/${sameGuests}/cancellation/estimate`);
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(200);
    const asked = await guest.post(`/policies/${sameGuests}/requests/cancellation`, {
      reasonCode: 'other',
      reasonText: 'Sold the car',
      effectiveDate: estimate.body.effectiveDate,
      refundDestination: 'card',
      refundMinor: estimate.body.refundMinor,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const session = await foundPolicySession(setup, mine, mobile);
    expectError(await session.get(`/policy-requests/${asked.body.requestId}`), 404, 'not_found');
    expectError(await session.post(`/policy-requests/${asked.body.requestId}/withdraw`, {}), 404, 'not_found');
    expect((await guest.get(`/policy-requests/${asked.body.requestId}`)).body.status).toBe('pending');
  });

  it('changes broker and marks notifications read on its policy only: another policy of the same guest answers 404 and stays unread', async () => {
    const setup = accountsApp(database());
    const mobile = freshMobile();
    const { guest, numbers } = await guestWithPolicies(setup, mobile, 2);
    const [mine, sameGuests] = numbers as [string, string];
    const session = await foundPolicySession(setup, mine, mobile);
    const change = { toBrokerId: 'falcon-brokers', reasonCode: 'better_service', consent: true };

    expectError(await session.get(`/policies/${sameGuests}/broker-change/options`), 404, 'not_found');
    expectError(await session.post(`/policies/${sameGuests}/requests/broker-change`, change), 404, 'not_found');
    expect((await session.get(`/policies/${mine}/broker-change/options`)).status).toBe(200);
    const asked = await session.post(`/policies/${mine}/requests/broker-change`, change);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.policyNumber).toBe(mine);

    // The guest's own session sees both policies' notifications; the Find my policy session only its policy's.
    type Feed = { notifications: { notificationId: string; policyNumber: string | null; readAt: string | null }[]; unreadCount: number };
    const all = (await guest.get('/notifications/feed')).body as Feed;
    const theirs = all.notifications.find((notification) => notification.policyNumber === sameGuests)!;
    expect(theirs.readAt).toBeNull();
    const feed = (await session.get('/notifications/feed')).body as Feed;
    expect(feed.notifications.length).toBeGreaterThan(0);
    expect(feed.notifications.every((notification) => notification.policyNumber === mine)).toBe(true);
    expectError(await session.post(`/notifications/${theirs.notificationId}/read`, {}), 404, 'not_found');
    const one = await session.post(`/notifications/${feed.notifications[0]!.notificationId}/read`, {});
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.readAt).not.toBeNull();
    const readAll = await session.post('/notifications/read-all', {});
    expect(readAll.status, JSON.stringify(readAll.body)).toBe(200);
    expect(readAll.body.unreadCount).toBe(0);
    expect(readAll.body.notifications.every((notification: { policyNumber: string | null }) => notification.policyNumber === mine)).toBe(true);
    const after = (await guest.get('/notifications/feed')).body as Feed;
    expect(after.notifications.find((notification) => notification.notificationId === theirs.notificationId)?.readAt).toBeNull();
  });

  it('lasts 30 minutes; a merged guest\'s policy is found through the account, not here', async () => {
    const setup = accountsApp(database());
    const mobile = freshMobile();
    const { numbers } = await guestWithPolicies(setup, mobile);
    const session = await foundPolicySession(setup, numbers[0]!, mobile);
    setup.advance(20 * 60_000);
    expect((await session.get(`/policies/${numbers[0]}`)).status).toBe(200);
    setup.advance(11 * 60_000);
    expectError(await session.get(`/policies/${numbers[0]}`), 403, 'forbidden');

    // The guest signs up with that mobile and takes the policy into the account: no code is sent any more.
    await database().db.update(users).set({ mergedIntoUserId: randomUUID() }).where(and(eq(users.kind, 'guest'), eq(users.mobile, mobile)));
    setup.advance(61_000);
    const before = (await latestMessage(setup.app, mobile)).createdAt;
    const client = await browser(setup.app);
    expect((await client.post('/auth/policy-access', { policyNumber: numbers[0], mobile })).status).toBe(202);
    await noSmsSince(setup, mobile, before);
  });
});
