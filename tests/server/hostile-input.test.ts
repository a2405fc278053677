import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors.ts';
import { findUnsafeText } from '../../contract/text-rules.ts';
import { MAX_JSON_DEPTH } from '../../server/http/json-text.ts';
import { MAX_HEADER_BYTES, MAX_URL_BYTES, NODE_MAX_HEADER_SIZE, createNodeServer } from '../../server/http/request-limits.ts';
import { accountsApp, browser } from './accounts-support.ts';
import { API, openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

/** A raw POST /registrations (needs a session) with the body and headers given, as a browser session would send it. */
async function postRegistration(body: BodyInit, headers: Record<string, string> = {}) {
  const { app } = accountsApp(database());
  const client = await browser(app);
  const response = await app.request(`${API}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'session-token': client.state.token, 'x-csrf-token': client.state.token, ...headers },
    body,
  });
  return { status: response.status, type: response.headers.get('content-type'), error: apiErrorSchema.parse(await response.json()).error };
}

describe('no input reaches a 500: each hostile body is a 4xx in the error shape', () => {
  it('refuses a body nested 4,000 deep (it used to overflow the stack in the text scan) and one just past the limit', async () => {
    for (const depth of [4000, MAX_JSON_DEPTH + 1]) {
      const answer = await postRegistration(`${'['.repeat(depth)}${']'.repeat(depth)}`);
      expect(answer.status, `depth ${depth}`).toBe(400);
      expect(answer.error.code).toBe('bad_request');
      expect(answer.error.message).toContain(String(MAX_JSON_DEPTH));
    }
    // At the limit the body is read: it fails the schema (400 validation_failed), not the depth check.
    const atLimit = await postRegistration(JSON.stringify({ firstName: JSON.parse(`${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`) }));
    expect(atLimit.status).toBe(400);
    expect(atLimit.error.code).toBe('validation_failed');
  });

  it('refuses a key given twice in one object, naming it', async () => {
    const answer = await postRegistration('{"firstName":"Sara","lastName":"A","firstName":"Other"}');
    expect(answer.status).toBe(400);
    expect(answer.error.fields).toEqual({ firstName: 'Give this field once.' });
    // The same name in two different objects is not a repeat.
    const nested = await postRegistration('{"a":{"x":1},"b":{"x":1}}');
    expect(nested.error.code).toBe('validation_failed');
    expect(nested.error.fields).not.toHaveProperty('x');
  });

  it('refuses bytes that are not UTF-8 instead of replacing them', async () => {
    const answer = await postRegistration(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(answer.status).toBe(400);
    expect(answer.error.message).toBe('The request body is not valid UTF-8.');
  });

  it('refuses a form post or plain text with 415, and takes JSON with a charset', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const answer = await postRegistration('firstName=Sara', { 'content-type': type });
      expect(answer.status, type).toBe(415);
      expect(answer.type).toContain('application/json');
    }
    const charset = await postRegistration('{}', { 'content-type': 'application/json; charset=utf-8' });
    expect(charset.error.code).toBe('validation_failed');
  });

  it('answers huge arrays, very long strings and numbers out of range with 400 on the fields', async () => {
    const huge = await postRegistration(JSON.stringify({ firstName: Array.from({ length: 20_000 }, () => 0) }));
    expect(huge.status).toBe(400);
    expect(huge.error.fields).toHaveProperty('firstName');
    const long = await postRegistration(JSON.stringify({ firstName: 'a'.repeat(60_000) }));
    expect(long.status).toBe(400);
    expect(long.error.fields).toHaveProperty('firstName');
    const outOfRange = await postRegistration('{"firstName":1e400,"lastName":-1e400}');
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.error.fields).toHaveProperty('firstName');
  });

  it('scans text of any depth without recursion', () => {
    let deep: unknown = 'a\u0000b';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)).toEqual([`${'0.'.repeat(100_000)}`.slice(0, -1)]);
    expect(findUnsafeText({ a: ['ok', { 'k\u0001': 1 }], b: 'x\u0000' })).toEqual(['a.1.k?', 'b']);
  });
});

describe('the URL and the headers', () => {
  it('refuses a query parameter the endpoint does not declare, naming it (with and without a query schema)', async () => {
    const { app } = accountsApp(database());
    for (const path of ['/basic/geo?q=Sa&colour=red', '/security/token?colour=red']) {
      const response = await app.request(`${API}${path}`);
      expect(response.status, path).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({ colour: 'Unknown parameter.' });
    }
  });

  it(`answers a URL over ${MAX_URL_BYTES} bytes with 414 and headers over ${MAX_HEADER_BYTES} bytes with 431, in the error shape`, async () => {
    const { app } = accountsApp(database());
    const long = await app.request(`${API}/basic/geo?q=${'a'.repeat(20 * 1024)}`);
    expect(long.status).toBe(414);
    expect(apiErrorSchema.parse(await long.json()).error.status).toBe(414);
    const heavy = await app.request(`${API}/basic/geo`, { headers: { 'x-filler': 'a'.repeat(MAX_HEADER_BYTES) } });
    expect(heavy.status).toBe(431);
    expect(apiErrorSchema.parse(await heavy.json()).error.status).toBe(431);
  });

  it('on the Node server: 414 for a 20 KB URL, and 431 in the error shape when the parser itself refuses the headers', async () => {
    const { app } = accountsApp(database());
    const server: Server = createNodeServer(app.fetch);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const send = (path: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (data: string) => (body += data));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
          });
          req.on('error', reject);
          req.end();
        });
      const url = await send(`${API}/basic/geo?q=${'a'.repeat(20 * 1024)}`);
      expect(url.status).toBe(414);
      expect(apiErrorSchema.parse(JSON.parse(url.body)).error.status).toBe(414);
      const headers = await send(`${API}/basic/geo`, { 'x-filler': 'a'.repeat(NODE_MAX_HEADER_SIZE + 1024) });
      expect(headers.status).toBe(431);
      expect(headers.type).toBe('application/json');
      expect(apiErrorSchema.parse(JSON.parse(headers.body)).error).toMatchObject({ code: 'bad_request', status: 431 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
