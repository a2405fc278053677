import { describe, expect, it } from 'vitest';
import { orderSchema, paymentSchema } from '../../contract/purchase.ts';
import { startMetricsServer } from '../../server/observability/metrics-endpoint.ts';
import { recordJobRun } from '../../server/observability/metrics.ts';
import { call, card, json, motorQuote, newKey, openPurchaseTestDatabase, orderBody, shopper } from './purchase-support.ts';
import { API, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('metrics'));

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line of the exposition text (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{`) && wanted.every((label) => entry.includes(label)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('metrics', () => {
  it('GET /metrics on the app port answers only the bearer token', async () => {
    const { app } = testApp(database(), { metricsToken: TOKEN });
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { Authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const answer = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(await answer.text()).toContain('nodejs_eventloop_lag_seconds');
    // Not mounted at all without a token.
    const { app: closed } = testApp(database());
    expect((await closed.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('times requests by route template (never the raw path) and status, and counts payments by outcome', async () => {
    const { app } = testApp(database(), { metricsToken: TOKEN });
    const read = async () => (await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    const route = `${API}/policies/:policyNumber`;
    const before = await read();
    await app.request(`${API}/policies/POL-NOT-A-REAL-ONE`);
    await app.request(`${API}/basic/geo?includeRegions=false`);

    const who = await shopper(app, database());
    const quote = await motorQuote(app, who);
    const order = orderSchema.parse(
      await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-comprehensive') }), 201),
    );
    const payment = paymentSchema.parse(
      await json(await call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body: { card: card() } }), 201),
    );
    expect(payment.status).toBe('succeeded');

    const after = await read();
    expect(after).not.toContain('POL-NOT-A-REAL-ONE');
    const count = (text: string, labels: Record<string, string>) => sample(text, 'http_request_duration_seconds_count', labels);
    expect(count(after, { route, method: 'GET' }) - count(before, { route, method: 'GET' })).toBe(1);
    expect(count(after, { route: `${API}/basic/geo`, status: '200' }) - count(before, { route: `${API}/basic/geo`, status: '200' })).toBe(1);
    expect(count(after, { route: `${API}/orders/:orderNumber/payments`, method: 'POST', status: '201' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'payments_total', { outcome: 'succeeded' }) - sample(before, 'payments_total', { outcome: 'succeeded' })).toBe(1);
    expect(after).toMatch(/^http_requests_in_flight 1$/m); // the /metrics request itself
  });

  it('serves the registry on a port of its own, loopback by default, with job runs and failures', async () => {
    recordJobRun('test-job', 'succeeded', 0.02);
    recordJobRun('test-job', 'failed', 0.5);
    const { server, port } = await startMetricsServer(0, '127.0.0.1');
    try {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(sample(text, 'job_runs_total', { job: 'test-job', outcome: 'failed' })).toBe(1);
      expect(sample(text, 'job_run_duration_seconds_count', { job: 'test-job', outcome: 'succeeded' })).toBe(1);
      expect(text).toContain('process_cpu_seconds_total');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      // PGlite: one connection, in the process.
      expect(sample(text.replace(/^db_pool_max_connections /m, 'db_pool_max_connections{} '), 'db_pool_max_connections', {})).toBe(1);
      expect(sample(text, 'db_pool_connections', { state: 'open' })).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
