/**
 * `node scripts/bench-api-cpu.ts [--requests N] [--memory]`: the server's own CPU time per request,
 * measured in process (app.request, no socket) on a seeded PGlite (file-backed in a temporary folder
 * as `npm run bench:api` runs it, or in memory): N sequential requests per endpoint after a warm-up.
 * CPU time, unlike latency under load, hardly moves when other processes share the machine, so two
 * versions can be compared on a busy one. At 200 requests/s a quote of c ms keeps the server's single
 * thread (PGlite runs on it) busy 0.2 * c of the time; the latency tail grows with that share.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { createLogger } from '../server/observability/log.ts';
import { customer, motorQuote, orderOf, prefix, sessionHeaders } from './bench-api-scenario.ts';
import { markdownTable } from './lib/markdown-table.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const requests = Number(option('requests') ?? 1000);
const dataDir = args.includes('--memory') ? null : await mkdtemp(join(tmpdir(), 'bench-api-cpu-'));

const database = await openDatabase({ dataDir: dataDir ?? 'memory://' });
try {
  await database.migrate();
  await seedDatabase(database.db, { demoData: true, passwordScryptN: 16384 });
  // LOG_LEVEL error, as bench:api starts the server.
  const app = createApp({ db: database.db, config: testConfig({ logLevel: 'error' }), logger: createLogger('error') });
  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const response = await app.request(`${prefix}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const { sessionToken } = await call('GET', '/security/token', { Accept: 'application/json' });
  const login = await call('POST', '/auth/login', sessionHeaders(String(sessionToken)), customer);
  const headers = sessionHeaders(String(login.sessionToken));
  const quotes = await Promise.all(Array.from({ length: 40 }, () => call('POST', '/quotes', headers, motorQuote)));
  let next = 0;
  const endpoints: [string, () => Promise<unknown>][] = [
    ['GET /security/token', () => call('GET', '/security/token', { Accept: 'application/json' })],
    ['GET /catalogue/categories', () => call('GET', '/catalogue/categories', headers)],
    ['POST /quotes', () => call('POST', '/quotes', headers, motorQuote)],
    [
      'POST /orders',
      () => {
        const quote = quotes[next++ % quotes.length]!;
        const offer = (quote.offers as { offerId: string }[])[0]!;
        return call('POST', '/orders', { ...headers, 'Idempotency-Key': crypto.randomUUID() }, orderOf(String(quote.quoteId), offer.offerId));
      },
    ],
  ];
  const rows: string[][] = [];
  for (const [name, run] of endpoints) {
    for (let i = 0; i < Math.min(100, requests); i += 1) await run();
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < requests; i += 1) await run();
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    rows.push([name, ((used.user + used.system) / 1000 / requests).toFixed(2), (wall / requests).toFixed(2)]);
  }
  console.log(`PGlite ${dataDir ? 'on disk' : 'in memory'}, ${requests} sequential requests per endpoint, in process:\n`);
  console.log(markdownTable(['endpoint', 'CPU ms per request', 'wall ms per request'], rows));
} finally {
  await database.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
