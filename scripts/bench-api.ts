/**
 * `npm run bench:api [-- --db pglite|postgres] [--seconds N] [--rate N] [--warmup N] [--connections N]`: the
 * server under a fixed request rate on loopback, on the embedded PGlite database and on a real
 * PostgreSQL, printing p50/p99 latency, throughput and errors per endpoint: the session token, the
 * catalogue, a quote and an order. Target: quote p99 under 50 ms at 200 requests/s. Not part of `npm test`.
 *
 * The load shape (scripts/bench-api-load.ts, where the choice is explained): an open model, one request
 * every 1/rate s, evenly spaced, whether or not the previous ones have been answered, each timed from
 * its intended send time to its last byte (coordinated-omission safe, like wrk2 and vegeta), after
 * `--warmup` seconds (default 2) at the same rate that are not counted. The same shape for every
 * endpoint and both databases; orders run at a quarter of the rate (each one writes about ten rows).
 *
 * PostgreSQL: a throw-away cluster (scripts/lib/throwaway-postgres.ts: Debian's package, installed when
 * missing, in a temporary folder on a free loopback port, deleted at the end). The server runs with
 * DATABASE_URL pointing at it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadRequest, openLoad } from './bench-api-load.ts';
import { api, customer, motorQuote, orderOf, prefix, sessionHeaders } from './bench-api-scenario.ts';
import { markdownTable } from './lib/markdown-table.ts';
import { startServer } from './lib/serve-build.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const databases = option('db') ? [option('db') as 'pglite' | 'postgres'] : (['pglite', 'postgres'] as const);
const seconds = Number(option('seconds') ?? 10);
const rate = Number(option('rate') ?? 200);
const warmupSeconds = Number(option('warmup') ?? 2);
// Enough keep-alive connections that a request waits for one only when this many are outstanding.
const connections = Number(option('connections') ?? 64);
const QUOTE_P99_TARGET_MS = 50;

// --- The scenario ---

interface Row {
  database: string;
  endpoint: string;
  rate: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  throughput: number;
  errors: number;
  requests: number;
  maxSendLagMs: number;
}

async function load(origin: string, endpoint: string, requestRate: number, next: () => LoadRequest): Promise<Omit<Row, 'database'>> {
  const result = await openLoad({ origin, rate: requestRate, seconds, warmupSeconds, next, connections, timeoutMs: 10_000 });
  const row = { endpoint, rate: requestRate, ...result, errors: result.non2xx + result.timeouts + result.failures };
  console.log(`  ${endpoint}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, max ${row.max.toFixed(1)} ms, ${row.errors} errors (this client's latest send: ${row.maxSendLagMs.toFixed(1)} ms after its time)`);
  return row;
}

async function benchmark(database: 'pglite' | 'postgres'): Promise<Row[]> {
  const postgres = database === 'postgres' ? await startThrowawayPostgres({ label: 'bench', maxConnections: 200 }) : null;
  const dataDir = database === 'pglite' ? await mkdtemp(join(tmpdir(), 'bench-pglite-')) : null;
  try {
    const server = await startServer({
      env: {
        SERVE_STATIC: 'false',
        // The benchmark signs in as the published test customer.
        SEED_DEMO_DATA: 'true',
        ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir! }),
      },
    });
    try {
      const origin = server.origin;
      // The seeded customer, signed in once; every quote and order is theirs.
      const { sessionToken } = (await api(origin, 'GET', '/security/token', null)) as { sessionToken: string };
      const login = await api(origin, 'POST', '/auth/login', { token: sessionToken }, customer);
      const session = { token: String(login.sessionToken) };
      const headers = sessionHeaders(session.token);
      // Orders need quotes: a pool made beforehand, used in turn (an unpaid order of a quote is replaced).
      const quotes = await Promise.all(Array.from({ length: 40 }, () => api(origin, 'POST', '/quotes', session, motorQuote)));
      let next = 0;
      const rows: Omit<Row, 'database'>[] = [];
      rows.push(await load(origin, 'GET /security/token', rate, () => ({ method: 'GET', path: `${prefix}/security/token`, headers: { Accept: 'application/json' } })));
      rows.push(await load(origin, 'GET /catalogue/categories', rate, () => ({ method: 'GET', path: `${prefix}/catalogue/categories`, headers })));
      const quoteBody = JSON.stringify(motorQuote);
      rows.push(await load(origin, 'POST /quotes', rate, () => ({ method: 'POST', path: `${prefix}/quotes`, headers, body: quoteBody })));
      const orderRate = Math.max(1, Math.round(rate / 4));
      rows.push(
        await load(origin, 'POST /orders', orderRate, () => {
          const quote = quotes[next++ % quotes.length]!;
          const offers = quote.offers as { offerId: string }[];
          return { method: 'POST', path: `${prefix}/orders`, headers: { ...headers, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(orderOf(String(quote.quoteId), offers[0]!.offerId)) };
        }),
      );
      return rows.map((row) => ({ database, ...row }));
    } finally {
      await server.stop();
    }
  } finally {
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

if (option('profile') === 'mixed') {
  // Catalogue, quotes, orders and payments together with a sign-in every second: scripts/bench-api-mixed.ts.
  const { runMixed } = await import('./bench-api-mixed.ts');
  process.exitCode = await runMixed(args);
  process.exit();
}

const all: Row[] = [];
console.log(`load average: ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
for (const database of databases) {
  console.log(`${database}: ${warmupSeconds} s warm-up + ${seconds} s measured per endpoint at ${rate} requests/s, evenly spaced (orders at a quarter of it)...`);
  all.push(...(await benchmark(database)));
  // The machine may be shared: the figures mean little without how busy it was.
  console.log(`  load average after ${database}: ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
}
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const header = ['database', 'endpoint', 'rate/s', 'p50 ms', 'p99 ms', 'p99.9 ms', 'max ms', 'throughput/s', 'requests', 'errors'];
const cells = all.map((row) => [row.database, row.endpoint, String(row.rate), ms(row.p50), ms(row.p99), ms(row.p999), ms(row.max), row.throughput.toFixed(0), String(row.requests), String(row.errors)]);
console.log(`\n${markdownTable(header, cells)}`);
const lag = Math.max(...all.map((row) => row.maxSendLagMs));
// The client shares the machine: when it cannot send on time, others are taking the CPU, and the server too.
if (lag > 10) console.log(`\nThis client sent up to ${lag.toFixed(0)} ms after a request's intended time: the machine is busy, and that wait is in the latencies above (load average now ${loadavg().map((value) => value.toFixed(2)).join(', ')}).`);
const missed = all.filter((row) => row.endpoint === 'POST /quotes' && (row.p99 >= QUOTE_P99_TARGET_MS || row.errors > 0));
console.log(`\nTarget: POST /quotes p99 < ${QUOTE_P99_TARGET_MS} ms at ${rate} requests/s without errors: ${missed.length ? `MISSED on ${missed.map((row) => row.database).join(', ')}` : 'met'}.`);
process.exitCode = missed.length ? 1 : 0;
