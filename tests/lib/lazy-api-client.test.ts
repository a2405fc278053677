import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints.ts';
import { SECURITY_TOKEN_PATH, createLazyApiClient } from '../../src/lib/api/lazy-client.ts';
import { ApiRequestError } from '../../src/lib/api/api-error.ts';
import { createAppStorage } from '../../src/lib/storage.ts';

function setUp(handler: (request: Request) => Response | Promise<Response>) {
  const storage = createAppStorage(window.localStorage);
  const seen: Request[] = [];
  const events = { tokens: [] as string[], forbidden: 0 };
  const client = createLazyApiClient({
    config: { baseUrl: 'https://api.example.test', basePath: '/rest/s1', product: 'insurance' },
    storage,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request);
      return handler(request);
    }) as typeof fetch,
    onSessionToken: (token) => events.tokens.push(token),
    onForbidden: () => {
      events.forbidden += 1;
    },
  });
  return { client, storage, seen, events };
}

const token = 'a'.repeat(43);
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json', ...init.headers } });

beforeEach(() => window.localStorage.clear());

describe('the session token at start, without the full API client', () => {
  it('asks the contract endpoint with credentials, JSON headers, the language and the stored token', async () => {
    expect(SECURITY_TOKEN_PATH).toBe(endpoints.securityToken.path);
    expect(endpoints.securityToken.method).toBe('GET');
    const { client, storage, seen } = setUp(() => json({ sessionToken: token }));
    storage.setText('lang', 'ar');
    storage.setText('sessionToken', 'stored-token');
    await expect(client.call('securityToken')).resolves.toEqual({ sessionToken: token });
    const [request] = seen;
    expect(request?.url).toBe('https://api.example.test/rest/s1/insurance/security/token');
    expect(request?.method).toBe('GET');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('accept-language')).toBe('ar');
    expect(request?.headers.get('session-token')).toBe('stored-token');
    expect(request?.headers.get('x-csrf-token')).toBe('stored-token');
  });

  it('adopts a token from the response headers like every other call', async () => {
    const { client, storage, events } = setUp(() => json({ sessionToken: token }, { headers: { 'session-token': token } }));
    await client.call('securityToken');
    expect(storage.getText('sessionToken')).toBe(token);
    expect(events.tokens).toEqual([token]);
  });

  it('applies the 403 rule and reports the status', async () => {
    const { client, events } = setUp(() => json({ error: { code: 'forbidden', message: 'No' } }, { status: 403 }));
    const failure = await client.call('securityToken').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(403);
    expect(events.forbidden).toBe(1);
  });

  it('refuses an answer without a token, and reports a lost connection as a network error', async () => {
    await expect(setUp(() => json({ sessionToken: 'short' })).client.call('securityToken')).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(setUp(() => Promise.reject(new TypeError('Failed to fetch'))).client.call('securityToken')).rejects.toMatchObject({
      kind: 'network',
      message: 'Network Error',
    });
  });
});

describe('every other call, through the client loaded on first use', () => {
  it("loads the call's area and checks the answer with its schema", async () => {
    const geo = { countries: [{ countryName: 'Saudi Arabia', countryNameEn: 'Saudi Arabia', countryNameAr: 'السعودية', countryShortCode: 'SA', regions: [] }] };
    const { client, seen } = setUp(() => json(geo));
    await expect(client.call('geo', { query: {} })).resolves.toEqual(geo);
    expect(seen[0]?.url).toBe('https://api.example.test/rest/s1/insurance/basic/geo');
    await expect(setUp(() => json({ countries: 'none' })).client.call('geo', { query: {} })).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
