/**
 * `npm run bench:api [-- --db pglite|postgres] [--seconds N] [--rate N] [--connections N]`: the server under a fixed
 * request rate on loopback (autocannon), on the embedded PGlite database and on a real PostgreSQL,
 * printing p50/p99 latency, throughput and errors per endpoint: the session token, the catalogue,
 * a quote and an order. Target: quote p99 under 50 ms at 200 requests/s. Not part of `npm test`.
 *
 * PostgreSQL: Debian's package (installed with apt-get when no `initdb` is found); a throw-away
 * cluster is initialised in a temporary folder (as the `postgres` user when run as root, since
 * PostgreSQL refuses to run as root), started on a free loopback port, and stopped and deleted at the
 * end. The server runs with DATABASE_URL pointing at it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { customer, motorQuote, orderOf, prefix, sessionHeaders } from './bench-api-scenario.ts';
import { markdownTable } from './lib/markdown-table.ts';
import { freePort, startServer } from './lib/serve-build.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const databases = option('db') ? [option('db') as 'pglite' | 'postgres'] : (['pglite', 'postgres'] as const);
const seconds = Number(option('seconds') ?? 10);
const rate = Number(option('rate') ?? 200);
// autocannon's overallRate is a budget per second: each connection sends its rate/connections requests
// back to back from the start of each second, then waits for the next (the server is busy for the first
// part of each second and idle for the rest). So up to `connections` requests wait at once, and the
// latency is about `connections` times the server's time per request; fewer connections, shorter queue.
const connectionsOption = option('connections');
const QUOTE_P99_TARGET_MS = 50;

// --- PostgreSQL: a throw-away cluster ---

function postgresBin(): string {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return null;
    const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
    return versions[0] ? join(base, versions[0], 'bin') : null;
  };
  const found = find();
  if (found) return found;
  console.log("Installing Debian's postgresql package...");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (command: string[]) => {
    const result = spawnSync(sudo[0] ?? command[0]!, [...sudo.slice(1), ...(sudo.length ? command : command.slice(1))], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${command.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
  const installed = find();
  if (!installed) throw new Error('postgresql installed, but no initdb under /usr/lib/postgresql');
  return installed;
}

async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const bin = postgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL will not run as root: the cluster belongs to the postgres user then.
  if (asRoot) {
    await chmod(dir, 0o700);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const as = (command: string, commandArgs: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...commandArgs], { stdio: 'pipe' }) : execFileSync(join(bin, command), commandArgs, { stdio: 'pipe' });
  const port = await freePort();
  const data = join(dir, 'data');
  as('initdb', ['-D', data, '-U', 'bench', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  return {
    url: `postgres://bench@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

// --- The scenario ---

interface Session {
  token: string;
}

async function api(origin: string, method: string, path: string, session: Session | null, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${prefix}${path}`, {
    method,
    headers: { ...(session ? sessionHeaders(session.token) : { 'Content-Type': 'application/json', Accept: 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

interface Row {
  database: string;
  endpoint: string;
  rate: number;
  p50: number;
  p99: number;
  throughput: number;
  errors: number;
  requests: number;
}

async function load(origin: string, endpoint: string, requestRate: number, request: autocannon.Request): Promise<Omit<Row, 'database'>> {
  const result = await autocannon({
    url: origin,
    connections: connectionsOption ? Number(connectionsOption) : Math.max(10, Math.ceil(requestRate / 10)),
    overallRate: requestRate,
    duration: seconds,
    timeout: 10,
    requests: [request],
  });
  return {
    endpoint,
    rate: requestRate,
    p50: result.latency.p50,
    p99: result.latency.p99,
    throughput: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function benchmark(database: 'pglite' | 'postgres'): Promise<Row[]> {
  const postgres = database === 'postgres' ? await startPostgres() : null;
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
      rows.push(await load(origin, 'GET /security/token', rate, { method: 'GET', path: `${prefix}/security/token`, headers: { Accept: 'application/json' } }));
      rows.push(await load(origin, 'GET /catalogue/categories', rate, { method: 'GET', path: `${prefix}/catalogue/categories`, headers }));
      rows.push(await load(origin, 'POST /quotes', rate, { method: 'POST', path: `${prefix}/quotes`, headers, body: JSON.stringify(motorQuote) }));
      const orderRate = Math.max(1, Math.round(rate / 4));
      rows.push(
        await load(origin, 'POST /orders', orderRate, {
          method: 'POST',
          path: `${prefix}/orders`,
          setupRequest: (request) => {
            const quote = quotes[next++ % quotes.length]!;
            const offers = quote.offers as { offerId: string }[];
            return { ...request, headers: { ...headers, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(orderOf(String(quote.quoteId), offers[0]!.offerId)) };
          },
        }),
      );
      return rows.map((row) => ({ database, ...row }));
    } finally {
      // autocannon drops its sockets at the end of a run; the requests it left are still being
      // served: let them finish before the server (and its database) stop.
      await new Promise((done) => setTimeout(done, 3000));
      await server.stop();
    }
  } finally {
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

const all: Row[] = [];
for (const database of databases) {
  console.log(`${database}: ${seconds} s per endpoint at ${rate} requests/s (orders at a quarter of it)...`);
  all.push(...(await benchmark(database)));
}
const header = ['database', 'endpoint', 'rate/s', 'p50 ms', 'p99 ms', 'throughput/s', 'requests', 'errors'];
const cells = all.map((row) => [row.database, row.endpoint, String(row.rate), String(row.p50), String(row.p99), row.throughput.toFixed(0), String(row.requests), String(row.errors)]);
console.log(`\n${markdownTable(header, cells)}`);
const missed = all.filter((row) => row.endpoint === 'POST /quotes' && (row.p99 >= QUOTE_P99_TARGET_MS || row.errors > 0));
console.log(`\nTarget: POST /quotes p99 < ${QUOTE_P99_TARGET_MS} ms at ${rate} requests/s without errors: ${missed.length ? `MISSED on ${missed.map((row) => row.database).join(', ')}` : 'met'}.`);
process.exitCode = missed.length ? 1 : 0;
