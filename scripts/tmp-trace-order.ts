import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { createLogger } from '../server/observability/log.ts';
import { customer, motorQuote, orderOf, prefix, sessionHeaders } from './bench-api-scenario.ts';

let log: { text: string; ms: number }[] | null = null;
const proto = PGlite.prototype as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
for (const name of ['query', 'exec']) {
  const original = proto[name]!;
  proto[name] = async function (this: unknown, ...a: unknown[]) { const t = performance.now(); try { return await original.apply(this, a); } finally { log?.push({ text: `${name}: ${String(a[0]).replace(/\s+/g, ' ').slice(0, 110)}`, ms: performance.now() - t }); } };
}
const originalTx = proto.transaction!;
proto.transaction = function (this: unknown, cb: unknown) {
  return originalTx.call(this, async (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => {
    const q = tx.query!;
    tx.query = async (...a: unknown[]) => { const t = performance.now(); try { return await q(...a); } finally { log?.push({ text: `tx: ${String(a[0]).replace(/\s+/g, ' ').slice(0, 110)}`, ms: performance.now() - t }); } };
    return (cb as (t: unknown) => Promise<unknown>)(tx);
  });
};
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDatabase(database.db, { demoData: true, passwordScryptN: 16384 });
const app = createApp({ db: database.db, config: testConfig({ logLevel: 'error' }), logger: createLogger('error') });
const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const response = await app.request(`${prefix}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text(); if (!response.ok) throw new Error(text); return JSON.parse(text) as Record<string, unknown>;
};
const { sessionToken } = await call('GET', '/security/token', { Accept: 'application/json' });
const login = await call('POST', '/auth/login', sessionHeaders(String(sessionToken)), customer);
const headers = sessionHeaders(String(login.sessionToken));
const order = async () => { const q = await call('POST', '/quotes', headers, motorQuote); const offer = (q.offers as { offerId: string }[])[0]!; return call('POST', '/orders', { ...headers, 'Idempotency-Key': crypto.randomUUID() }, orderOf(String(q.quoteId), offer.offerId)); };
for (let i = 0; i < 20; i++) await order();
const q = await call('POST', '/quotes', headers, motorQuote); const offer = (q.offers as { offerId: string }[])[0]!;
log = []; let t = performance.now();
const o = await call('POST', '/orders', { ...headers, 'Idempotency-Key': crypto.randomUUID() }, orderOf(String(q.quoteId), offer.offerId));
console.log(`== order ${(performance.now() - t).toFixed(1)} ms, ${log.length} queries, ${log.reduce((a, e) => a + e.ms, 0).toFixed(1)} ms in them`);
for (const e of log) console.log(`  ${e.ms.toFixed(2)} ${e.text}`);
log = []; t = performance.now();
await call('POST', `/orders/${o.orderNumber}/payments`, { ...headers, 'Idempotency-Key': crypto.randomUUID() }, { card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Sara Alharbi' } });
console.log(`== payment ${(performance.now() - t).toFixed(1)} ms, ${log.length} queries, ${log.reduce((a, e) => a + e.ms, 0).toFixed(1)} ms in them`);
for (const e of log) console.log(`  ${e.ms.toFixed(2)} ${e.text}`);
await database.close();
process.exit(0);
