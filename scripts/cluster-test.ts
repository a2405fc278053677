/**
 * `npm run test:cluster`: the cluster (scripts/lib/cluster.ts: 2 instances + nginx on one throw-away
 * PostgreSQL, the shared card gateway stand-in) tried as production would be, in node's test runner:
 * - both instances started at once on an empty database come up;
 * - a session made on one instance works on the other;
 * - 20 payments of one order raced through both instances charge the card once;
 * - a scheduled job runs once per slot across the two;
 * - PostgreSQL stopped and started again: answers 503 with Retry-After meanwhile, then succeed, with
 *   nothing restarted;
 * - SIGTERM of one instance while payments go through nginx: every payment is answered and settled,
 *   none twice, and nginx sends the traffic to the other instance.
 * Prints its own wall time. Part of `npm test` (scripts/test-all.ts).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import postgres from 'postgres';
import { SIMULATOR_CARDS } from '../server/purchase/payment-gateway.ts';
import { customer, motorQuote, orderOf, prefix, sessionHeaders } from './bench-api-scenario.ts';
import { type Cluster, startCluster, waitFor } from './lib/cluster.ts';

const started = Date.now();
let cluster: Cluster;
let sql: ReturnType<typeof postgres>;
let token = '';

const card = { number: SIMULATOR_CARDS.succeeds, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cvc: '123', holderName: 'Sara Alharbi' };

async function call(origin: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${prefix}${path}`, {
    method,
    headers: { ...(token ? sessionHeaders(token) : { 'Content-Type': 'application/json', Accept: 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** A new unpaid order of the signed-in customer, made through nginx. */
async function newOrder(): Promise<string> {
  const quote = await call(cluster.url, 'POST', '/quotes', motorQuote);
  assert.equal(quote.status, 201, JSON.stringify(quote.json));
  const offers = quote.json.offers as { offerId: string }[];
  const order = await call(cluster.url, 'POST', '/orders', orderOf(String(quote.json.quoteId), offers[0]!.offerId), { 'Idempotency-Key': randomUUID() });
  assert.equal(order.status, 201, JSON.stringify(order.json));
  return String(order.json.orderNumber);
}

const pay = (origin: string, orderNumber: string, key: string) => call(origin, 'POST', `/orders/${orderNumber}/payments`, { card }, { 'Idempotency-Key': key });

before(async () => {
  cluster = await startCluster({ instances: 2, env: { NODE_ENV: 'test', SERVE_STATIC: 'false', LOG_LEVEL: 'warn', PASSWORD_SCRYPT_N: '16384' } });
  sql = postgres(cluster.postgres.url, { max: 1, onnotice: () => {} });
  console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.url} -> ${cluster.instances.map((i) => i.port).join(', ')}`);
});

after(async () => {
  await sql?.end();
  await cluster?.stop();
  console.log(`cluster test: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});

test('both instances started at once on an empty database are up', async () => {
  for (const instance of cluster.instances) assert.equal(instance.child.exitCode, null, instance.log.join(''));
  const [migrations] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
  assert.ok(migrations!.n > 0);
});

test('a session made on one instance works on the other', async () => {
  const [a, b] = cluster.instances;
  const issued = await call(a!.origin, 'GET', '/security/token');
  token = String(issued.json.sessionToken);
  const login = await call(a!.origin, 'POST', '/auth/login', customer);
  assert.equal(login.status, 200, JSON.stringify(login.json));
  token = String(login.json.sessionToken ?? token);
  const profile = await call(b!.origin, 'GET', '/account/profile');
  assert.equal(profile.status, 200, JSON.stringify(profile.json));
  assert.equal((profile.json as { emailAddress?: string }).emailAddress, customer.identifier);
});

test('20 payments of one order raced through both instances charge once', async () => {
  const [a, b] = cluster.instances;
  const orderNumber = await newOrder();
  const key = randomUUID();
  // 15 with one key (a retrying client), 5 with keys of their own (a second tab), half on each instance.
  const keys = [...Array.from({ length: 15 }, () => key), ...Array.from({ length: 5 }, () => randomUUID())];
  const answers = await Promise.all(keys.map((k, i) => pay((i % 2 ? b : a)!.origin, orderNumber, k)));
  const statuses = answers.map((answer) => answer.status);
  assert.ok(statuses.every((status) => status === 201 || status === 409), statuses.join(','));
  assert.ok(statuses.includes(201));
  const rows = await sql`select p.id, p.status from payments p join orders o on o.id = p.order_id where o.order_number = ${orderNumber}`;
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.status, 'succeeded');
  // The gateway was asked to charge one payment id (a retry of it is the same charge by its idempotency key).
  const charged = [...cluster.gateway.charges.keys()].filter((id) => id === rows[0]!.id);
  assert.equal(charged.length, 1);
  const [policies] = await sql`select count(*)::int as n from policies p join orders o on o.id = p.order_id where o.order_number = ${orderNumber}`;
  assert.equal(policies!.n, 1);
});

test('a scheduled job runs once per slot across both instances', async () => {
  // payment-reconciliation has a 30 s slot: both instances offer each slot, pg-boss keeps one job.
  await waitFor('two payment-reconciliation runs', async () => {
    const [row] = await sql`select count(*)::int as n from pgboss.job where name = 'payment-reconciliation' and state = 'completed'`;
    return row!.n >= 1;
  }, 40_000);
  const perSlot = await sql`select singleton_on, count(*)::int as n from pgboss.job where name in ('payment-reconciliation', 'renewal-reminders', 'housekeeping') group by name, singleton_on`;
  assert.ok(perSlot.length >= 3);
  assert.ok(perSlot.every((row) => row.n === 1), JSON.stringify(perSlot));
});

test('PostgreSQL stopped and started again: 503 with Retry-After meanwhile, then success without a restart', async () => {
  cluster.postgres.halt();
  const begun = Date.now();
  const outage = await call(cluster.url, 'POST', '/quotes', motorQuote).finally(() => cluster.postgres.start());
  assert.ok(Date.now() - begun < 5000, `answered in ${Date.now() - begun} ms`);
  assert.equal(outage.status, 503, JSON.stringify(outage.json));
  assert.ok(Number(outage.headers.get('retry-after')) > 0);
  assert.equal((outage.json.error as { code: string }).code, 'service_unavailable');
  await waitFor('quotes again', async () => (await call(cluster.url, 'POST', '/quotes', motorQuote)).status === 201, 10_000);
  for (const instance of cluster.instances) assert.equal(instance.child.exitCode, null);
});

test('SIGTERM of one instance during payments loses nothing; nginx sends the traffic to the other', async () => {
  const [a, b] = cluster.instances;
  const orders = await Promise.all(Array.from({ length: 8 }, () => newOrder()));
  const paying = orders.map(async (orderNumber, i) => {
    // Spread over 800 ms, across the moment of the SIGTERM.
    await new Promise((done) => setTimeout(done, i * 100));
    return { orderNumber, answer: await pay(cluster.url, orderNumber, randomUUID()) };
  });
  await new Promise((done) => setTimeout(done, 250));
  a!.child.kill('SIGTERM');
  const results = await Promise.all(paying);
  assert.deepEqual(
    results.filter((r) => r.answer.status !== 201).map((r) => [r.orderNumber, r.answer.status]),
    [],
  );
  // Drained and gone within the bound of a stop (the process's own exit code is the shutdown's test).
  await Promise.race([a!.exited, new Promise((_, fail) => setTimeout(() => fail(new Error('the instance did not exit within 30 s')), 30_000))]);
  for (const { orderNumber } of results) {
    const rows = await sql`select p.status from payments p join orders o on o.id = p.order_id where o.order_number = ${orderNumber}`;
    assert.deepEqual(rows.map((row) => row.status), ['succeeded'], orderNumber);
  }
  // The survivor answers everything now.
  const after = await Promise.all(Array.from({ length: 6 }, () => call(cluster.url, 'GET', '/catalogue/categories')));
  assert.deepEqual(after.map((r) => r.status), Array(6).fill(200));
  assert.equal(b!.child.exitCode, null);
});
