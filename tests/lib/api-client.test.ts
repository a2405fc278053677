import { beforeEach, describe, expect, it } from 'vitest';
import { asFailure } from '../../machines/shared/failure.ts';
import { retryAfterHeaderSeconds } from '../../src/lib/api/api-error.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import * as clientContract from '../../src/lib/api/client-contract.ts';
import { createAppStorage } from '../../src/lib/storage.ts';

type Handler = (request: Request) => Response | Promise<Response>;

function setUp(handler: Handler) {
  const storage = createAppStorage(window.localStorage);
  const seen: Request[] = [];
  const events = { tokens: [] as string[], forbidden: 0 };
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return handler(request);
  }) as typeof fetch;
  const client = createApiClient({
    config: { baseUrl: 'https://api.example.test', basePath: '/rest/s1', product: 'insurance' },
    storage,
    fetch: fakeFetch,
    onSessionToken: (token) => events.tokens.push(token),
    onForbidden: () => {
      events.forbidden += 1;
      storage.wipe();
    },
  }, clientContract);
  return { client, storage, seen, events };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

const geo = { countries: [{ countryName: 'Saudi Arabia', countryNameEn: 'Saudi Arabia', countryNameAr: 'السعودية', countryShortCode: 'SA', regions: [] }] };

beforeEach(() => window.localStorage.clear());

describe('API client', () => {
  it('calls base address + base path + product with credentials, JSON headers and the language', async () => {
    const { client, storage, seen } = setUp(() => json(geo));
    storage.setText('lang', 'ar');
    await client.call('geo', { query: { countryShortCode: 'SA' } });
    const [request] = seen;
    expect(request?.url).toBe('https://api.example.test/rest/s1/insurance/basic/geo?countryShortCode=SA');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('accept-language')).toBe('ar');
    expect(request?.headers.has('session-token')).toBe(false);
    expect(request?.headers.has('x-csrf-token')).toBe(false);
  });

  it('sends a stored token as both session-token and x-csrf-token', async () => {
    const { client, storage, seen } = setUp(() => json(geo));
    storage.setText('sessionToken', 'stored-token');
    await client.call('geo');
    expect(seen[0]?.headers.get('session-token')).toBe('stored-token');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('stored-token');
  });

  it('sends no session with the catalogue (sessionless: the server answers it from its cache, even while the database is away)', async () => {
    const { client, storage, seen } = setUp(() => json({ brokers: [] }));
    storage.setText('sessionToken', 'stored-token');
    storage.setText('lang', 'ar');
    await client.call('catalogueBrokers');
    expect(seen[0]?.headers.has('session-token')).toBe(false);
    expect(seen[0]?.headers.has('x-csrf-token')).toBe(false);
    expect(seen[0]?.headers.get('accept-language')).toBe('ar');
  });

  it('sends extra headers a call asks for (an Idempotency-Key), without letting them replace the session headers', async () => {
    const { client, storage, seen } = setUp(() => json(geo));
    storage.setText('sessionToken', 'stored-token');
    await client.call('geo', { headers: { 'Idempotency-Key': 'order-attempt-1', 'session-token': 'forged' } });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('order-attempt-1');
    expect(seen[0]?.headers.get('session-token')).toBe('stored-token');
  });

  it('saves a token found in a response header to storage and the session', async () => {
    const token = 'a'.repeat(43);
    const { client, storage, events } = setUp(() => json({ sessionToken: token }, { headers: { 'session-token': token, 'content-type': 'application/json' } }));
    await client.call('securityToken');
    expect(storage.getText('sessionToken')).toBe(token);
    expect(events.tokens).toEqual([token]);
  });

  it('also adopts a token from x-csrf-token alone, and on error responses', async () => {
    const { client, storage } = setUp(() =>
      json({ error: { code: 'not_found', message: 'No such thing', status: 404 } }, { status: 404, headers: { 'x-csrf-token': 'rotated', 'content-type': 'application/json' } }),
    );
    await expect(client.call('geo')).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'No such thing' });
    expect(storage.getText('sessionToken')).toBe('rotated');
  });

  it('on a 403 wipes the stored keys and passes the error on', async () => {
    const { client, storage, events } = setUp(() =>
      json({ error: { code: 'forbidden', message: 'Your session has expired.', status: 403 } }, { status: 403 }),
    );
    storage.setText('sessionToken', 'tok');
    storage.setText('username', 'sara');
    storage.setText('apiKey', 'k');
    storage.setFlag('backendUser', true);
    storage.setText('lang', 'ar');
    await expect(client.call('geo')).rejects.toMatchObject({ kind: 'http', status: 403, code: 'forbidden' });
    expect(events.forbidden).toBe(1);
    expect(storage.getText('sessionToken')).toBeNull();
    expect(storage.getText('username')).toBeNull();
    expect(storage.getText('apiKey')).toBeNull();
    expect(storage.getFlag('backendUser')).toBe(false);
    expect(storage.getText('lang')).toBeNull();
  });

  it('reports a network failure as "Network Error"', async () => {
    const { client } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.call('geo')).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });
  });

  it('reports a cancelled call as "Request aborted"', async () => {
    const { client } = setUp((request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const controller = new AbortController();
    const pending = client.call('geo', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', message: 'Request aborted' });
  });

  it('has no timeout by default, and reports a caller timeout as "timeout of N ms exceeded"', async () => {
    const { client } = setUp((request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    await expect(client.call('geo', { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout', message: 'timeout of 20 ms exceeded' });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { client } = setUp(() => json({ countries: [{ countryName: 1 }] }));
    await expect(client.call('geo')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('never retries a failed call by itself', async () => {
    const { client, seen } = setUp(() => json({ error: { code: 'internal_error', message: 'Internal Server Error', status: 500 } }, { status: 500 }));
    await expect(client.call('geo')).rejects.toMatchObject({ status: 500, message: 'Internal Server Error' });
    expect(seen).toHaveLength(1);
  });

  describe('a 503 (the database away for a moment)', () => {
    const unavailable = (headers: Record<string, string> = { 'Retry-After': '2' }) =>
      json({ error: { code: 'service_unavailable', message: 'The service is unavailable for a moment.', status: 503, retryAfterSeconds: 2 } }, { status: 503, headers: { 'content-type': 'application/json', ...headers } });

    it('is its own failure with the wait, sent once (the machine decides whether to send it again)', async () => {
      const { client, seen } = setUp(() => unavailable());
      const error = await client.call('geo').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'http', status: 503, code: 'service_unavailable', retryAfterSeconds: 2 });
      expect(asFailure(error)).toMatchObject({ reason: 'serviceUnavailable', code: 'service_unavailable', retryAfterSeconds: 2, repeatable: true });
      expect(seen).toHaveLength(1);
    });

    it("reads a proxy's 503 (no error shape) by its status and its Retry-After header", async () => {
      const { client } = setUp(() => new Response('<html>Service Unavailable</html>', { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '7', 'content-type': 'text/html' } }));
      const error = await client.call('geo').catch((caught: unknown) => caught);
      expect(asFailure(error)).toMatchObject({ reason: 'serviceUnavailable', code: null, retryAfterSeconds: 7, repeatable: true });
    });

    it('says a request is repeatable only when sending it again is safe: a GET, a write under its Idempotency-Key, a write the contract marks', async () => {
      const { client } = setUp(() => unavailable());
      const repeatable = async (call: () => Promise<unknown>) => asFailure(await call().catch((caught: unknown) => caught)).repeatable;
      const order = { quoteId: 'q1', offerId: 'o1', addOnIds: [], acceptTerms: true } as never;
      expect(await repeatable(() => client.call('geo'))).toBe(true);
      expect(await repeatable(() => client.call('createQuote', { body: {} as never }))).toBe(true);
      expect(await repeatable(() => client.call('login', { body: { identifier: 'a@b.test', password: 'x' } }))).toBe(true);
      expect(await repeatable(() => client.call('createOrder', { body: order, headers: { 'Idempotency-Key': 'order-attempt-1' } }))).toBe(true);
      // The same order without its key: sending it again could order twice.
      expect(await repeatable(() => client.call('createOrder', { body: order }))).toBe(false);
      expect(await repeatable(() => client.call('register', { body: {} as never }))).toBe(false);
    });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-26T08:00:00Z');
    expect(retryAfterHeaderSeconds('3', now)).toBe(3);
    expect(retryAfterHeaderSeconds('Thu, 26 Nov 2026 08:00:05 GMT', now)).toBe(5);
    expect(retryAfterHeaderSeconds('soon', now)).toBeUndefined();
    expect(retryAfterHeaderSeconds(null, now)).toBeUndefined();
  });
});
