import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints.ts';
import { apiErrorSchema } from '../../contract/errors.ts';
import { API, openPgliteTestDatabase, openTestDatabase, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase());

describe('the one JSON error shape', () => {
  it('answers an unknown API path with 404 not_found', async () => {
    const { app } = testApp(database());
    const response = await app.request(`${API}/no/such/thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(await response.json())).toEqual({
      error: { code: 'not_found', message: `No API endpoint at ${API}/no/such/thing.`, status: 404 },
    });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const { app } = testApp(database());
    // PUT is state-changing, so it needs a live token to get past the CSRF check first.
    const token = ((await (await app.request(`${API}/security/token`)).json()) as { sessionToken: string }).sessionToken;
    const response = await app.request(`${API}/basic/geo`, { method: 'PUT', headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('method_not_allowed');
    // Paths with parameters too.
    const payment = await app.request(`${API}/payments/some-payment-id`, { method: 'DELETE', headers: { 'x-csrf-token': token } });
    expect(payment.status).toBe(405);
    expect(payment.headers.get('allow')).toBe('GET, HEAD');
    const missing = await app.request(`${API}/payments/some-payment-id/no-such-thing`, { method: 'DELETE', headers: { 'x-csrf-token': token } });
    expect(missing.status).toBe(404);
  });

  it('answers a thrown error with a generic 500, logs the stack, and leaks nothing', async () => {
    const { app, logger } = testApp(database());
    app.get(`${API}/test/boom`, (c) => {
      c.header('Cache-Control', 'public, max-age=3600'); // must not survive onto the error
      throw new Error('db password is hunter2');
    });
    const response = await app.request(`${API}/test/boom`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(apiErrorSchema.parse(JSON.parse(text))).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again later.', status: 500 },
    });
    expect(text).not.toMatch(/hunter2|Error:|at .*\.ts/);
    expect(logger.lines.some((line) => line.startsWith('error') && line.includes('hunter2') && line.includes('errors-and-headers.test.ts'))).toBe(true);
  });

  it('answers a database() failure with the same generic 500', async () => {
    // Migrated, not seeded: the database only has to exist before it goes away.
    const broken = await openPgliteTestDatabase('migrated');
    const { app } = testApp(broken);
    await broken.close();
    const response = await app.request(`${API}/basic/geo`);
    expect(response.status).toBe(500);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('internal_error');
  });
});

describe('request log', () => {
  it('writes one line per request with method, path, status and time, and never a token', async () => {
    const { app, logger } = testApp(database());
    const issued = await app.request(`${API}/security/token`);
    const token = issued.headers.get('session-token') ?? '';
    await app.request(`${API}/basic/geo?q=sa`, { headers: { 'session-token': token, Cookie: `XSRF-TOKEN=${token}` } });
    const requestLines = logger.lines.filter((line) => line.startsWith('info'));
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]).toMatch(new RegExp(`^info request \\{"method":"GET","path":"${API}/security/token","status":200,"ms":\\d+\\}$`));
    expect(requestLines[1]).toMatch(new RegExp(`^info request \\{"method":"GET","path":"${API}/basic/geo","status":200,"ms":\\d+\\}$`));
    expect(logger.lines.join('\n')).not.toContain(token);
  });
});

describe('security headers', () => {
  it('are on every API response, including errors', async () => {
    const { app } = testApp(database(), { cspConnectSrc: ['https://ipapi.example'] });
    for (const path of [`${API}/basic/geo?countryShortCode=SA`, `${API}/nope`]) {
      const response = await app.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("connect-src 'self' https://ipapi.example");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('compresses large JSON when the client accepts gzip', async () => {
    const { app } = testApp(database());
    const plain = await app.request(`${API}/basic/geo`);
    const plainLength = (await plain.arrayBuffer()).byteLength;
    const gzipped = await app.request(`${API}/basic/geo`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    const compressed = new Uint8Array(await gzipped.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(plainLength / 3);
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(compressed).toString('utf8')).countries).toHaveLength(249);
  });
});

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document generated from the endpoint table', async () => {
    const { app } = testApp(database());
    const response = await app.request(`${API}/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; parameters?: ({ name: string; in: string } | { $ref: string })[]; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown>; parameters?: Record<string, { name: string; in: string }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = doc.paths[`${API}${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId).toBe(name);
      expect(Object.keys(operation?.responses ?? {})).toContain(String('successStatus' in endpoint ? endpoint.successStatus : 200));
    }
    // Query and path parameters as the table declares them; the shared headers (the language, and an
    // Idempotency-Key where the table asks for one) are documented beside them.
    const resolved = (p: { name: string; in: string } | { $ref: string }) => ('$ref' in p ? doc.components.parameters?.[p.$ref.split('/').pop()!] : p);
    const declared = (path: string) => doc.paths[`${API}${path}`]?.get?.parameters?.map(resolved).map((p) => `${p?.in}:${p?.name}`) ?? [];
    expect(declared('/basic/geo').filter((p) => !p.startsWith('header:'))).toEqual(['query:countryShortCode', 'query:q', 'query:includeRegions']);
    expect(declared('/basic/geo')).toContain('header:Accept-Language');
    // Path parameters are templated as OpenAPI writes them, and declared.
    expect(Object.keys(doc.paths).some((path) => path.includes('/:'))).toBe(false);
    expect(declared('/payments/{paymentId}').filter((p) => !p.startsWith('header:'))).toEqual(['path:paymentId']);
    expect(doc.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['error'] });
  });
});
