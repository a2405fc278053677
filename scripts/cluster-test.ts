/**
 * `npm run test:cluster`: the cluster (scripts/lib/cluster.ts: 2 instances + nginx following their
 * /readyz, on one throw-away PostgreSQL, the shared card gateway stand-in) tried as production would
 * be, in node's test runner:
 * - both instances started at once on an empty database come up, each migration applied once;
 * - a session made on one instance works on the other;
 * - 20 payments of one order raced through both instances charge the card once;
 * - a scheduled job runs once per slot across the two;
 * - a day of the development clock on two more instances (a database of their own): every job once
 *   per slot, each run once (the job table and the instances' job log lines agree), both instances working;
 * - PostgreSQL stopped and started again: every call through nginx and at each instance answers 503
 *   with Retry-After within 2 s meanwhile (nginx passes the 503 on), then succeeds within 2 s of the
 *   database's return, with nothing restarted;
 * - SIGTERM of one instance while payments go through nginx and straight at it: every payment is
 *   answered 201 and charged once, nginx takes the instance out on its /readyz (no request retried on
 *   a closed connection), the instance exits 0 and the other takes all the traffic.
 * Prints its own wall time. A stage of `npm test` (scripts/test-all.ts).
 *
 * Ports: free ones, or CLUSTER_TEST_PORT (nginx; the gateway stand-in and the instances take the next
 * five) and CLUSTER_TEST_POSTGRES_PORT, for a machine shared with other work.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import postgres from 'postgres';
import { apiErrorSchema } from '../contract/errors.ts';
import { SIMULATOR_CARDS } from '../server/purchase/payment-gateway.ts';
import { customer, motorQuote, orderOf, prefix, sessionHeaders } from './bench-api-scenario.ts';
import { type Cluster, type ClusterInstance, instanceReady, startCluster, startInstance, waitFor } from './lib/cluster.ts';
import { adminSql } from './lib/throwaway-postgres.ts';
import { freePort } from './lib/serve-build.ts';

const started = Date.now();
const basePort = Number(process.env.CLUSTER_TEST_PORT) || undefined;
const postgresPort = Number(process.env.CLUSTER_TEST_POSTGRES_PORT) || undefined;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
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
  // An error page of nginx's own (502, 504) is HTML: kept as text, so the assertion shows it.
  const json = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : { text };
  return { status: response.status, headers: response.headers, json };
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

/** The gateway's charges (by payment id) asked for since `before`. */
const newCharges = (before: ReadonlySet<string>) => [...cluster.gateway.charges.keys()].filter((id) => !before.has(id));

/** The payment rows of an order. */
const paymentsOf = (orderNumber: string) =>
  sql<{ id: string; status: string }[]>`select p.id, p.status from payments p join orders o on o.id = p.order_id where o.order_number = ${orderNumber}`;

before(async () => {
  cluster = await startCluster({
    instances: 2,
    ...(basePort ? { port: basePort, gatewayPort: basePort + 1, instancePort: basePort + 2 } : {}),
    ...(postgresPort ? { postgresPort } : {}),
    env: { NODE_ENV: 'test', SERVE_STATIC: 'false', LOG_LEVEL: 'warn', PASSWORD_SCRYPT_N: '1024' },
  });
  sql = postgres(cluster.postgres.url, { max: 1, onnotice: () => {} });
  console.log(`cluster up in ${seconds(Date.now() - started)}: ${cluster.url} -> ${cluster.instances.map((i) => i.port).join(', ')}`);
});

after(async () => {
  if (process.env.CLUSTER_TEST_LOGS) {
    const { writeFileSync } = await import('node:fs');
    for (const instance of cluster?.instances ?? []) writeFileSync(`${process.env.CLUSTER_TEST_LOGS}/instance-${instance.port}.log`, instance.log.join(''));
  }
  await sql?.end();
  await cluster?.stop();
  console.log(`cluster test: ${seconds(Date.now() - started)} in all`);
});

test('both instances started at once on an empty database are up, each migration applied once', async () => {
  for (const instance of cluster.instances) assert.equal(instance.child.exitCode, null, instance.log.join(''));
  const [migrations] = await sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`;
  assert.ok(migrations!.n > 10);
  assert.equal(migrations!.distinct, migrations!.n);
  assert.deepEqual(cluster.inRotation(), cluster.instances.map((instance) => instance.port));
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
  const chargedBefore = new Set(cluster.gateway.charges.keys());
  const key = randomUUID();
  // 15 with one key (a retrying client), 5 with keys of their own (a second tab), half on each instance.
  const keys = [...Array.from({ length: 15 }, () => key), ...Array.from({ length: 5 }, () => randomUUID())];
  const answers = await Promise.all(keys.map((k, i) => pay((i % 2 ? b : a)!.origin, orderNumber, k)));
  const statuses = answers.map((answer) => answer.status);
  assert.ok(statuses.every((status) => status === 201 || status === 409), statuses.join(','));
  assert.ok(statuses.includes(201));
  const rows = await paymentsOf(orderNumber);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.status, 'succeeded');
  // The gateway was asked to charge one payment, that one (a repeat of it is the same charge by its idempotency key).
  assert.deepEqual(newCharges(chargedBefore), [rows[0]!.id]);
  const [policies] = await sql`select count(*)::int as n from policies p join orders o on o.id = p.order_id where o.order_number = ${orderNumber}`;
  assert.equal(policies!.n, 1);
});

test('a scheduled job runs once per slot across both instances', async () => {
  // Both instances offer each slot at start (renewal reminders, housekeeping, reconciliation); pg-boss keeps one job.
  await waitFor('a completed payment-reconciliation run', async () => {
    const [row] = await sql`select count(*)::int as n from pgboss.job where name = 'payment-reconciliation' and state = 'completed'`;
    return row!.n >= 1;
  }, 40_000);
  const perSlot = await sql`select name, singleton_on, count(*)::int as n from pgboss.job where name in ('payment-reconciliation', 'renewal-reminders', 'housekeeping') group by name, singleton_on`;
  assert.deepEqual(new Set(perSlot.map((row) => row.name)), new Set(['payment-reconciliation', 'renewal-reminders', 'housekeeping']));
  assert.ok(perSlot.every((row) => row.n === 1), JSON.stringify(perSlot));
});

test('a day of the development clock on two instances: each job once per slot, each run once', async () => {
  // DEV_CLOCK_SPEED=3600: an hour of the application clock is a second, so a day is 24 s and every job
  // (hourly ones, and the 30 s reconciliation held to its 1 s floor) has one slot a second.
  const jobs = ['renewal-reminders', 'housekeeping', 'payment-reconciliation'];
  await adminSql(cluster.postgres.url, 'create database dev_clock_day');
  const env = { ...cluster.instanceEnv, DATABASE_URL: cluster.postgres.urlOf('dev_clock_day'), DEV_CLOCK_SPEED: '3600', DEV_CLOCK_ORIGIN: String(Date.now()), LOG_LEVEL: 'info' };
  const ports = basePort ? [basePort + 4, basePort + 5] : [await freePort(), await freePort()];
  const pair: ClusterInstance[] = ports.map((port) => startInstance(port, env, false));
  const day = postgres(cluster.postgres.urlOf('dev_clock_day'), { max: 1, onnotice: () => {} });
  try {
    await Promise.all(pair.map((instance) => waitFor(`dev-clock instance on ${instance.port}`, () => instanceReady(instance.origin), 120_000)));
    // The day: the 24 one-second slots from the first whole one after both are up, in epoch seconds of
    // the database's clock (pg-boss sets a job's slot, singleton_on, from it).
    const [{ first } = { first: 0 }] = await day<{ first: number }[]>`select floor(extract(epoch from now()))::int + 1 as first`;
    const end = first + 24;
    await waitFor('a day of the development clock, every run of it finished', async () => {
      const [row] = await day<{ past: boolean; open: number }[]>`
        select extract(epoch from now()) >= ${end + 1} as past,
          count(*) filter (where state not in ('completed', 'failed') and extract(epoch from singleton_on) < ${end})::int as open
        from pgboss.job`;
      return row!.past && row!.open === 0;
    }, 60_000);
    const slots = await day<{ name: string; runs: number; slots: number; completed: number }[]>`
      select name, count(*)::int as runs, count(distinct singleton_on)::int as slots, count(*) filter (where state = 'completed')::int as completed
      from pgboss.job where extract(epoch from singleton_on) >= ${first} and extract(epoch from singleton_on) < ${end} group by name order by name`;
    console.log(`a day on two instances: ${slots.map((row) => `${row.name} ${row.runs} runs in ${row.slots} of 24 slots`).join(', ')}`);
    for (const name of jobs) {
      const row = slots.find((r) => r.name === name);
      assert.ok(row, `${name} never ran`);
      assert.equal(row.runs, row.slots, `${name}: a slot ran twice`);
      assert.equal(row.completed, row.runs, `${name}: a run did not complete`);
      // Both instances offer every slot twice (every half slot): a slot is missed only if both stalled.
      assert.ok(row.slots >= 23, `${name}: ${row.slots} of 24 slots ran`);
    }
    // Stopped (runs in hand finish), then each completed job must have been run exactly once: one
    // "succeeded" line in one of the two instances' logs per completed row.
    for (const instance of pair) instance.child.kill('SIGTERM');
    assert.deepEqual(await Promise.all(pair.map((instance) => instance.exited)), [0, 0]);
    const completed = await day<{ name: string; n: number }[]>`select name, count(*)::int as n from pgboss.job where state = 'completed' group by name`;
    const logged = pair.map((instance) => {
      const counts = new Map<string, number>();
      for (const line of instance.log.join('').split('\n')) {
        const match = /"msg":"job ([a-z-]+) succeeded/.exec(line);
        if (match) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
      }
      return counts;
    });
    for (const name of jobs) {
      const runs = logged.map((counts) => counts.get(name) ?? 0);
      assert.equal(runs[0]! + runs[1]!, completed.find((row) => row.name === name)?.n, `${name}: runs logged ${runs.join(' + ')}`);
    }
    // Both took work: the once-per-slot above held between two competing runners, not one.
    for (const [i, counts] of logged.entries()) assert.ok([...counts.values()].reduce((a, b) => a + b, 0) > 0, `instance ${pair[i]!.port} ran nothing`);
  } finally {
    for (const instance of pair) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await day.end();
  }
});

test('PostgreSQL stopped and started again: 503 with Retry-After within 2 s meanwhile, then success within 2 s, nothing restarted', async () => {
  const [a, b] = cluster.instances;
  const targets = [cluster.url, a!.origin, b!.origin];
  // Read once, then held in memory: the catalogue keeps answering visitors through the outage.
  const catalogue = async (origin: string) => (await fetch(`${origin}${prefix}/catalogue/categories`)).status;
  for (const origin of targets) assert.equal(await catalogue(origin), 200);
  const logFrom = (await cluster.accessLog()).length;
  cluster.postgres.halt();
  const times: number[] = [];
  try {
    for (let round = 0; round < 2; round += 1) {
      for (const origin of targets) {
        const begun = performance.now();
        const outage = await call(origin, 'POST', '/quotes', motorQuote);
        times.push(performance.now() - begun);
        assert.equal(outage.status, 503, `${origin}: ${JSON.stringify(outage.json)}`);
        assert.equal(outage.headers.get('retry-after'), '2');
        assert.equal(apiErrorSchema.parse(outage.json).error.code, 'service_unavailable');
        assert.equal(await catalogue(origin), 200, origin);
      }
    }
    for (const instance of [a!, b!]) {
      assert.equal((await fetch(`${instance.origin}/readyz`)).status, 503);
      assert.equal((await fetch(`${instance.origin}/livez`)).status, 200);
    }
  } finally {
    cluster.postgres.start();
  }
  const back = performance.now();
  assert.ok(Math.max(...times) < 2000, `slowest answer in the outage: ${Math.round(Math.max(...times))} ms`);
  // nginx passed each 503 on as it came (no retry on the other instance, no 502 of its own).
  const outageLog = (await cluster.accessLog()).slice(logFrom).filter((entry) => entry.method === 'POST');
  assert.deepEqual(outageLog.map((entry) => [entry.status, entry.upstreams.length]), [[503, 1], [503, 1]]);
  const recovery: number[] = [];
  for (const origin of targets) {
    await waitFor(`quotes again at ${origin}`, async () => (await call(origin, 'POST', '/quotes', motorQuote)).status === 201, 10_000);
    recovery.push(performance.now() - back);
  }
  console.log(`outage: ${times.length} calls answered 503 in at most ${Math.round(Math.max(...times))} ms; quotes again ${recovery.map(Math.round).join(' / ')} ms after pg_ctl start returned (nginx / each instance)`);
  assert.ok(Math.max(...recovery) < 2000, `success ${Math.round(Math.max(...recovery))} ms after the database was back`);
  for (const instance of cluster.instances) assert.equal(instance.child.exitCode, null);
});

test('SIGTERM of one instance during payments loses nothing; nginx follows its /readyz to the other', async () => {
  const [a, b] = cluster.instances;
  await waitFor('both instances in nginx again', async () => cluster.inRotation().length === 2, 10_000);
  const orders = await Promise.all(Array.from({ length: 14 }, () => newOrder()));
  const chargedBefore = new Set(cluster.gateway.charges.keys());
  const logFrom = (await cluster.accessLog()).length;
  const stopped = performance.now() + 300;
  // 10 through nginx, one every 350 ms across the SIGTERM and into the instance's 5 s grace; 2 straight
  // at it within its grace (it still serves them); 2 through nginx once it has exited.
  const paying = orders.slice(0, 12).map(async (orderNumber, i) => {
    const direct = i >= 10;
    await delay(direct ? 400 + (i - 10) * 300 : i * 350);
    return { orderNumber, answer: await pay(direct ? a!.origin : cluster.url, orderNumber, randomUUID()) };
  });
  await delay(stopped - performance.now());
  a!.child.kill('SIGTERM');
  await waitFor('nginx takes the draining instance out', async () => cluster.inRotation().join() === String(b!.port), 5000);
  const outOfRotation = performance.now() - stopped;
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([a!.exited, new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error('the instance did not exit within 30 s')), 30_000)))]).finally(() =>
    clearTimeout(timer),
  );
  assert.equal(code, 0, a!.log.join('').slice(-2000));
  const exitedAfter = performance.now() - stopped;
  const results = [...(await Promise.all(paying))];
  for (const orderNumber of orders.slice(12)) results.push({ orderNumber, answer: await pay(cluster.url, orderNumber, randomUUID()) });
  console.log(`SIGTERM: out of nginx after ${Math.round(outOfRotation)} ms, exited after ${Math.round(exitedAfter)} ms`);
  const failed = results.filter((r) => r.answer.status !== 201).map((r) => [r.orderNumber, r.answer.status, JSON.stringify(r.answer.json)]);
  assert.deepEqual(failed, [], failed.length ? `nginx's error log:\n${(await cluster.errorLog()).slice(-3000)}` : '');
  // Every order paid once, and the gateway charged each of those payments and nothing else.
  const paid: string[] = [];
  for (const { orderNumber } of results) {
    const rows = await paymentsOf(orderNumber);
    assert.deepEqual(rows.map((row) => row.status), ['succeeded'], orderNumber);
    paid.push(rows[0]!.id);
  }
  assert.deepEqual(newCharges(chargedBefore).sort(), paid.sort());
  // nginx never had to retry a request on the other instance: it stopped sending to the draining one
  // before that one closed. The payments after its exit went to the other.
  const log = (await cluster.accessLog()).slice(logFrom).filter((entry) => entry.method === 'POST');
  assert.equal(log.length, 12);
  assert.deepEqual(log.filter((entry) => entry.upstreams.length !== 1), []);
  assert.deepEqual(log.slice(-2).map((entry) => entry.upstreams), [[b!.port], [b!.port]]);
  // The survivor answers everything; the stopped one refuses connections.
  const after = await Promise.all(Array.from({ length: 6 }, () => call(cluster.url, 'GET', '/catalogue/categories')));
  assert.deepEqual(after.map((r) => r.status), Array(6).fill(200));
  await assert.rejects(fetch(`${a!.origin}/livez`));
  assert.equal(b!.child.exitCode, null);
});
