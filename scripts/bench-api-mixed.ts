/**
 * `npm run bench:api -- --profile mixed [--db pglite|postgres|cluster] [--seconds N] [--rate N] [--port N]
 * [--pg-port N] [--checkout-share P] [--cpu-prof DIR]`: the
 * endpoints together, as customers use them, at `--rate` requests/s in all (default 200): 35% catalogue,
 * the rest quotes, orders and payments, plus a sign-in of the published customer every second (scrypt at
 * the production cost, in the thread pool). `--checkout-share` (default 3) is the percentage of requests
 * that check out, two orders for each payment: at 200/s, 4 orders and 2 payments a second, i.e. about
 * 170,000 policies a day, far above a broker's busiest day, while most requests browse and price, as in
 * any shop. Each payment also writes its notice and renders its PDFs for its email on the PDF thread,
 * so a higher share (e.g. 15, this profile's mix until now) measures what an instance takes rather
 * than the latency customers see. Each stream is an open model (scripts/bench-api-load.ts),
 * all running at once; p50/p99 per endpoint and the rate achieved. `--db cluster` runs it through nginx
 * in front of two instances on PostgreSQL (scripts/lib/cluster.ts). Target: quote p99 under 50 ms.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadRequest, openLoad } from './bench-api-load.ts';
import { api, customer, motorQuote, orderOf, prefix, sessionHeaders } from './bench-api-scenario.ts';
import { startCluster } from './lib/cluster.ts';
import { markdownTable } from './lib/markdown-table.ts';
import { startServer } from './lib/serve-build.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';

type Target = 'pglite' | 'postgres' | 'cluster';
/** Where what the bench starts listens, and node's extra arguments for a single server (--cpu-prof). */
interface Ports {
  port?: number;
  postgresPort?: number;
  nodeArgs?: string[];
}
const QUOTE_P99_TARGET_MS = 50;
const SIMULATOR_CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cvc: '123', holderName: 'Sara Alharbi' };

/**
 * The service to measure, started on the chosen database, with the published test data. `ports` keeps
 * what it starts in a given range (a shared machine): the server or nginx on `port`, the cluster's
 * instances and gateway stand-in on the ports after it, PostgreSQL on `postgresPort`; free ones when unset.
 */
async function startTarget(target: Target, ports: Ports): Promise<{ origin: string; stop: () => Promise<void> }> {
  const { port, postgresPort, nodeArgs } = ports;
  // The production scrypt cost (NODE_ENV unset), so a sign-in costs what it costs in production.
  const env = { SERVE_STATIC: 'false', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'error' };
  if (target === 'cluster') {
    const at = port ? { port, instancePort: port + 1, gatewayPort: port + 3 } : {};
    const cluster = await startCluster({ instances: 2, ...at, ...(postgresPort ? { postgresPort } : {}), env: { ...env, NODE_ENV: 'development', PASSWORD_SCRYPT_N: '131072' } });
    return { origin: cluster.url, stop: cluster.stop };
  }
  if (target === 'postgres') {
    const postgres = await startThrowawayPostgres({ label: 'bench', maxConnections: 200, ...(postgresPort ? { port: postgresPort } : {}) });
    const server = await startServer({ ...(port ? { port } : {}), ...(nodeArgs ? { nodeArgs } : {}), env: { ...env, DATABASE_URL: postgres.url } });
    return { origin: server.origin, stop: async () => (await server.stop(), await postgres.stop()) };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  const server = await startServer({ ...(port ? { port } : {}), ...(nodeArgs ? { nodeArgs } : {}), env: { ...env, DATA_DIR: dataDir } });
  return { origin: server.origin, stop: async () => (await server.stop(), await rm(dataDir, { recursive: true, force: true })) };
}

async function inBatches<T>(count: number, size: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - made.length) }, make))));
  return made;
}

interface Row {
  target: Target;
  endpoint: string;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  throughput: number;
  errors: number;
}

async function measure(target: Target, rate: number, checkoutShare: number, seconds: number, warmupSeconds: number, ports: Ports): Promise<Row[]> {
  const service = await startTarget(target, ports);
  try {
    const origin = service.origin;
    const signIn = async () => {
      const { sessionToken } = (await api(origin, 'GET', '/security/token', null)) as { sessionToken: string };
      const login = await api(origin, 'POST', '/auth/login', { token: sessionToken }, customer);
      return String(login.sessionToken);
    };
    const headers = sessionHeaders(await signIn());
    const checkout = rate * (checkoutShare / 100);
    const rates = { catalogue: rate * 0.35, quote: rate * 0.65 - checkout, order: (checkout * 2) / 3, payment: checkout / 3, signIn: 1 };
    const span = seconds + warmupSeconds + 1;
    // Orders and payments need their own quote and order each (one unpaid order per quote): made beforehand.
    const quoteFor = () => api(origin, 'POST', '/quotes', { token: headers['session-token']! }, motorQuote);
    const orderQuotes = await inBatches(Math.ceil(rates.order * span), 8, quoteFor);
    const unpaid = await inBatches(Math.ceil(rates.payment * span), 8, async () => {
      const quote = await quoteFor();
      const offers = quote.offers as { offerId: string }[];
      const order = await api(origin, 'POST', '/orders', { token: headers['session-token']! }, orderOf(String(quote.quoteId), offers[0]!.offerId), { 'Idempotency-Key': randomUUID() });
      return String(order.orderNumber);
    });
    // Each sign-in needs a fresh session token. They are fetched ahead a few at a time, never all at once:
    // the server keeps at most MAX_UNUSED_SESSIONS_PER_ADDRESS (20) unused ones per address, dropping the
    // oldest, so a longer run's tokens made up front were gone by the time they were used.
    const freshToken = async () => ((await api(origin, 'GET', '/security/token', null)) as { sessionToken: string }).sessionToken;
    const tokens = await inBatches(4, 4, freshToken);
    const quoteBody = JSON.stringify(motorQuote);
    let nextOrder = 0;
    let nextPayment = 0;
    const streams: [string, number, () => LoadRequest][] = [
      ['GET /catalogue/categories', rates.catalogue, () => ({ method: 'GET', path: `${prefix}/catalogue/categories`, headers })],
      ['POST /quotes', rates.quote, () => ({ method: 'POST', path: `${prefix}/quotes`, headers, body: quoteBody })],
      [
        'POST /orders',
        rates.order,
        () => {
          const quote = orderQuotes[nextOrder++ % orderQuotes.length]!;
          const offers = quote.offers as { offerId: string }[];
          return { method: 'POST', path: `${prefix}/orders`, headers: { ...headers, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(orderOf(String(quote.quoteId), offers[0]!.offerId)) };
        },
      ],
      [
        'POST /orders/:n/payments',
        rates.payment,
        () => ({
          method: 'POST',
          path: `${prefix}/orders/${unpaid[nextPayment++ % unpaid.length]}/payments`,
          headers: { ...headers, 'Idempotency-Key': randomUUID() },
          body: JSON.stringify({ card: SIMULATOR_CARD }),
        }),
      ],
      [
        'POST /auth/login (sign-in)',
        rates.signIn,
        () => {
          const token = tokens.shift()!;
          void freshToken().then((next) => tokens.push(next));
          return { method: 'POST', path: `${prefix}/auth/login`, headers: sessionHeaders(token), body: JSON.stringify(customer) };
        },
      ],
    ];
    const results = await Promise.all(
      streams.map(async ([endpoint, streamRate, next]) => {
        const result = await openLoad({ origin, rate: streamRate, seconds, warmupSeconds, next, connections: 32, timeoutMs: 10_000 });
        return { target, endpoint, rate: streamRate, p50: result.p50, p99: result.p99, max: result.max, throughput: result.throughput, errors: result.non2xx + result.timeouts + result.failures };
      }),
    );
    return results;
  } finally {
    await service.stop();
  }
}

export async function runMixed(args: string[]): Promise<number> {
  const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  const targets = option('db') ? [option('db') as Target] : (['pglite', 'postgres', 'cluster'] as const);
  const rate = Number(option('rate') ?? 200);
  const checkoutShare = Number(option('checkout-share') ?? 3);
  const seconds = Number(option('seconds') ?? 10);
  const warmupSeconds = Number(option('warmup') ?? 2);
  const ports = { ...(option('port') ? { port: Number(option('port')) } : {}), ...(option('pg-port') ? { postgresPort: Number(option('pg-port')) } : {}),
    // The server's CPU profile (not the cluster's instances), summarised by scripts/cpu-profile-top.ts.
    ...(option('cpu-prof') ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${option('cpu-prof')}`] } : {}),
  };
  const rows: Row[] = [];
  for (const target of targets) {
    console.log(`${target}: mixed load at ${rate} requests/s (${checkoutShare}% checking out) + a sign-in every second, ${warmupSeconds} s warm-up + ${seconds} s measured (load average ${loadavg().map((v) => v.toFixed(2)).join(', ')})...`);
    rows.push(...(await measure(target, rate, checkoutShare, seconds, warmupSeconds, ports)));
    console.log(`  load average after ${target}: ${loadavg().map((v) => v.toFixed(2)).join(', ')}`);
  }
  const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
  const header = ['database', 'endpoint', 'asked/s', 'p50 ms', 'p99 ms', 'max ms', 'achieved/s', 'errors'];
  console.log(`\n${markdownTable(header, rows.map((r) => [r.target, r.endpoint, r.rate.toFixed(r.rate < 10 ? 1 : 0), ms(r.p50), ms(r.p99), ms(r.max), r.throughput.toFixed(1), String(r.errors)]))}`);
  for (const target of targets) {
    const achieved = rows.filter((r) => r.target === target).reduce((sum, r) => sum + r.throughput, 0);
    console.log(`${target}: ${achieved.toFixed(0)} requests/s achieved in all`);
  }
  const missed = rows.filter((r) => r.endpoint === 'POST /quotes' && (r.p99 >= QUOTE_P99_TARGET_MS || r.errors > 0));
  console.log(`\nTarget: POST /quotes p99 < ${QUOTE_P99_TARGET_MS} ms in the mix: ${missed.length ? `MISSED on ${missed.map((r) => r.target).join(', ')}` : 'met'}.`);
  return missed.length ? 1 : 0;
}
