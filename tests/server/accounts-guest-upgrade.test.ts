// A sign-up with a mobile that guests proved at checkout: the account starts apart from the guests, the
// server says how many policies they bought (a count, nothing personal), and merges them only when the
// customer says yes: exactly once under parallel calls, owner-checked, and every guest session ends.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type App, accountsApp, browser, expectError, freshMobile, latestMessage, registration } from './accounts-support.ts';
import { card, motorRisk, orderBody } from './purchase-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

type Client = Awaited<ReturnType<typeof browser>>;

/** A guest who proves `mobile` by SMS at checkout. */
async function verifiedGuest(app: App, mobile: string, advance: (ms: number) => void): Promise<Client> {
  const guest = await browser(app);
  expect((await guest.post('/auth/guest')).status).toBe(200);
  await guest.post('/auth/guest/mobile', { mobile });
  const { code } = await latestMessage(app, mobile);
  expect((await guest.post('/auth/guest/mobile/verify', { code })).status).toBe(200);
  advance(61_000); // the next code to this number may go out
  return guest;
}

/** A motor policy bought and paid by card; its number. */
async function buyPolicy(client: Client, startDate: string): Promise<string> {
  const quote = await client.post('/quotes', { categoryId: 'motor', brokerId: 'amanah-brokers', risk: motorRisk });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const order = await client.post('/orders', orderBody(quote.body.quoteId, 'najd-motor-comprehensive', { startDate }), { 'Idempotency-Key': randomUUID() });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const payment = await client.post(`/orders/${order.body.orderNumber}/payments`, { card: card() }, { 'Idempotency-Key': randomUUID() });
  expect(payment.body.status).toBe('succeeded');
  return payment.body.policy.policyNumber as string;
}


async function signUp(app: App, mobile: string): Promise<Client> {
  const client = await browser(app);
  const details = registration({ mobile });
  expect((await client.post('/registrations', details)).status).toBe(201);
  const { code } = await latestMessage(app, mobile);
  const done = await client.post('/registrations/current/activate', { code });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return client;
}

const numbers = (answer: { body: { policies?: { policyNumber: string }[] } }) => (answer.body.policies ?? []).map((policy) => policy.policyNumber).sort();

describe('a sign-up with a mobile guests verified at checkout', () => {
  it('asks before merging: a count, the guests apart until yes, then merged once under parallel calls and every guest session ended', async () => {
    const { app, clock, advance } = accountsApp(database());
    const startDate = new Date(clock.now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const mobile = freshMobile();
    const first = await verifiedGuest(app, mobile, advance);
    const second = await verifiedGuest(app, mobile, advance);
    const firstPolicy = await buyPolicy(first, startDate);
    const bought = [firstPolicy, await buyPolicy(second, startDate)].sort();

    const customer = await signUp(app, mobile);
    // Not merged yet: the guests still read their own, the account none of theirs.
    expect((await first.get('/auth/me')).body).toMatchObject({ loginTypeEnumId: 'GUEST' });
    expect(numbers(await first.get('/policies'))).toEqual([firstPolicy]);
    expect(numbers(await customer.get('/policies'))).toEqual([]);
    expect((await customer.get('/auth/guest-policies')).body).toEqual({ count: 2 });

    const answers = await Promise.all(Array.from({ length: 5 }, () => customer.post('/auth/guest-policies/merge', {})));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + (answer.body.merged as number), 0)).toBe(2);
    expect((await customer.post('/auth/guest-policies/merge', {})).body).toEqual({ merged: 0 });
    expect((await customer.get('/auth/guest-policies')).body).toEqual({ count: 0 });
    expect(numbers(await customer.get('/policies'))).toEqual(bought);

    // The guests' old tokens are dead: 403 on the account's profile, wallet and policies.
    for (const guest of [first, second]) {
      for (const path of ['/auth/me', '/account/profile', '/wallet', '/policies']) expectError(await guest.get(path), 403, 'forbidden');
    }
  });

  it('merges only guests with the account\'s own verified mobile, for a customer only', async () => {
    const { app, advance } = accountsApp(database());
    const mobile = freshMobile();
    const guest = await verifiedGuest(app, mobile, advance);
    const stranger = await signUp(app, freshMobile());
    expect((await stranger.get('/auth/guest-policies')).body).toEqual({ count: 0 });
    expect((await stranger.post('/auth/guest-policies/merge', {})).body).toEqual({ merged: 0 });
    expect((await guest.get('/auth/me')).body).toMatchObject({ loginTypeEnumId: 'GUEST' }); // untouched
    expectError(await guest.get('/auth/guest-policies'), 409, 'conflict');
    expectError(await guest.post('/auth/guest-policies/merge', {}), 409, 'conflict');
    expectError(await (await browser(app)).get('/auth/guest-policies'), 401, 'unauthorized');
    // The owner of the mobile: no policies, so nothing to ask; the guest keeps its session.
    const owner = await signUp(app, mobile);
    expect((await owner.get('/auth/guest-policies')).body).toEqual({ count: 0 });
    expect((await guest.get('/auth/me')).status).toBe(200);
  });
});
