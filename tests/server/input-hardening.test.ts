import { type Server, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personNameSchema, groupMemberInputSchema } from '../../contract/account-area.ts';
import { birthDateSchema, emailSchema, registrationRequestSchema } from '../../contract/accounts.ts';
import { homeRiskSchema, motorRiskSchema } from '../../contract/catalogue.ts';
import { contactMessageRequestSchema } from '../../contract/content.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { policyholderSchema } from '../../contract/purchase.ts';
import { textProblems } from '../../contract/text-rules.ts';
import { giftCardSerialSchema } from '../../contract/wallet.ts';
import { testAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { MAX_JSON_BODY_BYTES } from '../../server/http/endpoint-route.ts';
import { STRICT_TRANSPORT_SECURITY } from '../../server/http/security-headers.ts';
import { MAX_UNUSED_SESSIONS_PER_ADDRESS } from '../../server/sessions/session-store.ts';
import { queryRows } from './purchase-support.ts';
import { createLogger, escapeForLog } from '../../server/observability/log.ts';
import { browser, registration } from './accounts-support.ts';
import { API, openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

let apps = 0;
/** The real app with the real logger writing into `lines`; each app's clock two days after the previous one's. */
function hardenedApp(options: { trustProxy?: boolean } = {}) {
  apps += 1;
  const lines: string[] = [];
  const clock = { now: new Date(Date.UTC(2026, 5, 1, 10) + apps * 2 * 24 * 60 * 60_000) };
  const app = createApp({
    db: database().db,
    config: testConfig(),
    logger: createLogger('debug', (line) => lines.push(line)),
    now: () => clock.now,
    accounts: testAccountsConfig({ trustProxy: options.trustProxy ?? false }),
  });
  return { app, lines, clock };
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const ZERO_WIDTH_SPACE = '\u200B';

describe('text rules of the contract (client forms and server share them)', () => {
  it('refuse control characters, lone surrogates, direction controls and zero-width characters in names and identifiers', () => {
    const control = textProblems.controlCharacters;
    const invisible = textProblems.invisibleCharacters;
    for (const [value, message] of [
      [`Sa${NUL}ra`, control],
      [`Sara${LONE_SURROGATE}`, control],
      [`\uDC00Sara`, control],
      ['Sa\nra', control],
      [`Sara${RIGHT_TO_LEFT_OVERRIDE}`, invisible],
      ['\u2066Sara\u2069', invisible],
      [`Sa${ZERO_WIDTH_SPACE}ra`, invisible],
      ['Sa\u200Dra', invisible],
      ['Sa\u2060ra', invisible],
      ['Sa\uFEFFra', invisible],
    ] as const) {
      expect(firstMessage(personNameSchema.safeParse(value)), JSON.stringify(value)).toBe(message);
      expect(firstMessage(registrationRequestSchema.shape.firstName.safeParse(value)), JSON.stringify(value)).toBe(message);
      expect(firstMessage(policyholderSchema.shape.lastName.safeParse(value)), JSON.stringify(value)).toBe(message);
    }
    expect(firstMessage(emailSchema.safeParse(`sara${ZERO_WIDTH_SPACE}@example.com`))).toBe(invisible);
    expect(firstMessage(giftCardSerialSchema.safeParse(`GIFT${RIGHT_TO_LEFT_OVERRIDE}1234`))).toBe(invisible);
    expect(firstMessage(groupMemberInputSchema.shape.nationalId.safeParse(`10${NUL}23456789`))).toBe(control);
    expect(firstMessage(policyholderSchema.shape.nationalId.safeParse(`1023456789${RIGHT_TO_LEFT_OVERRIDE}`))).toBe(invisible);
    // The texts of a quote's risk details (printed on the certificate) too.
    expect(firstMessage(motorRiskSchema.shape.vehicleMake.safeParse(`Toy${ZERO_WIDTH_SPACE}ota`))).toBe(invisible);
    expect(firstMessage(homeRiskSchema.shape.street.safeParse(`King Fahd${RIGHT_TO_LEFT_OVERRIDE} Road`))).toBe(invisible);
    // What real names look like still passes: Arabic (with its combining marks), apostrophes, a surrogate pair.
    expect(personNameSchema.safeParse('عبدُ الله').success).toBe(true);
    expect(personNameSchema.safeParse("O'Brien-Smith").success).toBe(true);
    expect(registrationRequestSchema.shape.firstName.safeParse('𠮷野').success).toBe(true);
  });

  it('let free text keep its line breaks but never NUL or a lone surrogate; a subject is one line', () => {
    const base = { name: 'Sara Ali', email: 'sara@example.com', subject: 'My policy', message: 'Hello,\nmy card was charged twice.\n\tThanks' };
    expect(contactMessageRequestSchema.safeParse(base).success).toBe(true);
    expect(contactMessageRequestSchema.safeParse({ ...base, message: `Hello there${NUL} friend` }).success).toBe(false);
    expect(contactMessageRequestSchema.safeParse({ ...base, message: `Hello there ${LONE_SURROGATE} friend` }).success).toBe(false);
    expect(firstMessage(contactMessageRequestSchema.safeParse({ ...base, subject: `Refund${RIGHT_TO_LEFT_OVERRIDE} now` }))).toBe(textProblems.invisibleCharacters);
  });

  it('take dates of birth from 1900-01-01 to today only, one schema everywhere', () => {
    for (const refused of ['0001-01-01', '1899-12-31', daysFromToday(2), '2999-01-01', '1990-02-30', '01/02/1990']) {
      expect(birthDateSchema.safeParse(refused).success, refused).toBe(false);
      expect(groupMemberInputSchema.shape.dateOfBirth.safeParse(refused).success, refused).toBe(false);
      expect(policyholderSchema.shape.dateOfBirth.safeParse(refused).success, refused).toBe(false);
    }
    for (const accepted of ['1900-01-01', daysFromToday(0), '2000-02-29']) expect(birthDateSchema.safeParse(accepted).success, accepted).toBe(true);
    // An account holder is also 18 or older; a group member or a traveller may be a child.
    expect(firstMessage(registrationRequestSchema.shape.dateOfBirth.safeParse(daysFromToday(-3650)))).toBe('You must be at least 18 years old.');
    expect(birthDateSchema.safeParse(daysFromToday(-3650)).success).toBe(true);
    expect(groupMemberInputSchema.shape.dateOfBirth.safeParse(daysFromToday(-3650)).success).toBe(true);
  });
});

describe('requests with unsafe text', () => {
  it('sign-up refuses each unsafe name, email and date of birth with 400 on its field (never 500)', async () => {
    const { app } = hardenedApp();
    const client = await browser(app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: `A${NUL}li` }, 'firstName', textProblems.controlCharacters],
      [{ lastName: `Hassan${LONE_SURROGATE}` }, 'lastName', textProblems.controlCharacters],
      [{ middleName: `${RIGHT_TO_LEFT_OVERRIDE}Saleh` }, 'middleName', textProblems.invisibleCharacters],
      [{ firstName: `A${ZERO_WIDTH_SPACE}li` }, 'firstName', textProblems.invisibleCharacters],
      [{ lastName: 'Hassan\nERROR forged' }, 'lastName', textProblems.controlCharacters],
      [{ emailAddress: `ali${NUL}@example.com` }, 'emailAddress', textProblems.controlCharacters],
      [{ dateOfBirth: '0001-01-01' }, 'dateOfBirth', 'Enter a date of birth between 1900 and today.'],
      [{ dateOfBirth: daysFromToday(3) }, 'dateOfBirth', 'Enter a date of birth between 1900 and today.'],
    ];
    for (const [override, field, message] of cases) {
      const answer = await client.post('/registrations', registration(override));
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(answer.body.error.fields[field], JSON.stringify(override)).toBe(message);
    }
  });

  it('every endpoint of the table answers NUL and lone surrogates in its body, query and path with 400, never 500', async () => {
    const { app } = hardenedApp();
    const client = await browser(app);
    const statuses = new Map<string, number>();
    for (const endpoint of Object.values(endpoints)) {
      // An endpoint that takes nothing reads nothing of the request (GET /security/token, GET /wallet…).
      if (!('body' in endpoint) && !('params' in endpoint) && !('query' in endpoint)) continue;
      const path = endpoint.path.replace(/:[A-Za-z]+/g, '%00x');
      // A raw JSON text: the escapes arrive as a real NUL and a real unpaired surrogate after parsing.
      const body = endpoint.method === 'GET' ? undefined : '{"probe":"a\\u0000b","other":"\\ud800"}';
      // The NUL goes in a query parameter the endpoint declares (an undeclared one is refused by name first).
      const queryKey = 'query' in endpoint ? Object.keys((endpoint.query as { def: { shape: object } }).def.shape)[0] : undefined;
      const response = await app.request(`${API}${path}${queryKey ? `?${queryKey}=%00` : ''}`, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json', 'session-token': client.state.token, 'x-csrf-token': client.state.token },
        body,
      });
      statuses.set(`${endpoint.method} ${endpoint.path}`, response.status);
      const answer = (await response.json()) as { error?: { code: string; fields?: Record<string, string> } };
      // 404: development endpoints are not mounted here. Everything else stops at the text rule.
      if (response.status === 404) continue;
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(400);
      expect(Object.values(answer.error?.fields ?? {}), `${endpoint.method} ${endpoint.path} ${JSON.stringify(answer.error)}`).toContain(textProblems.controlCharacters);
    }
    expect([...statuses.values()].filter((status) => status === 400).length).toBeGreaterThan(35);
  });

  it('a body over the limit is refused with 413, also when it comes chunked (20 MB, read no further than the limit)', async () => {
    const { app } = hardenedApp();
    const client = await browser(app);
    const declared = await app.request(`${API}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(20 * 1024 * 1024), 'session-token': client.state.token, 'x-csrf-token': client.state.token },
      body: '{}',
    });
    expect(declared.status).toBe(413);

    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const total = 20 * 1024 * 1024;
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const result = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
        let sent = 0;
        const req = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: `${API}/registrations`, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'session-token': client.state.token, 'x-csrf-token': client.state.token } },
          (res) => {
            const sentWhenAnswered = sent;
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (data: string) => (body += data));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered }));
            res.on('error', reject);
          },
        );
        // The server may close the connection once it has answered: the rest of the upload is not wanted.
        req.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
        req.write('{"firstName":"');
        const pump = () => {
          while (sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toMatchObject({ error: { status: 413, message: 'The request body is too large.' } });
      expect(result.sentWhenAnswered).toBeLessThan(total);
      expect(MAX_JSON_BODY_BYTES).toBe(64 * 1024);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});

describe('the error log', () => {
  it('writes one line per message, every control character escaped', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.info('Name Sara\n2026-06-01T10:00:00.000Z ERROR forged line\r');
    logger.error('Failed', new Error(`bad name A${RIGHT_TO_LEFT_OVERRIDE}li\nsecond`));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toMatch(/[\n\r\u202E]/);
    const [info, error] = lines.map((line) => JSON.parse(line) as { level: string; msg: string; err?: { description: string } });
    expect(info).toMatchObject({ level: 'info', msg: 'Name Sara\\n2026-06-01T10:00:00.000Z ERROR forged line\\r' });
    expect(error).toMatchObject({ level: 'error', msg: 'Failed' });
    expect(error?.err?.description).toContain('\\u{202e}');
    expect(escapeForLog(`a${NUL}b${LONE_SURROGATE}`)).toBe('a\\u{0000}b\\u{d800}');
  });

  it('a failed query with personal data is logged without its parameters, in one line', async () => {
    const { app, lines } = hardenedApp();
    const client = await browser(app);
    const person = registration({ firstName: 'Zainab', lastName: 'Qahtani', dateOfBirth: '1987-06-05' });
    // The insert of a pending sign-up (password hash, email, mobile, date of birth) fails in the database.
    await database().db.execute(sql.raw(`alter table pending_registrations add constraint probe_refuses_all check (false) not valid`));
    try {
      const answer = await client.post('/registrations', person);
      expect(answer.status).toBe(500);
    } finally {
      await database().db.execute(sql.raw(`alter table pending_registrations drop constraint probe_refuses_all`));
    }
    const errors = lines.filter((line) => line.includes('"level":"error"'));
    expect(errors).toHaveLength(1);
    const [line = ''] = errors;
    expect(line).toMatch(/failed query: insert into \\"pending_registrations\\"/);
    expect(line).toMatch(/parameters, not logged/);
    expect(line).toMatch(/database() error 23514/);
    expect(line).toMatch(/constraint=probe_refuses_all/);
    for (const secret of [person.emailAddress, person.mobile, person.mobile.slice(4), '1987-06-05', 'Zainab', 'Qahtani', 'scrypt$', person.password]) {
      expect(line, secret).not.toContain(secret);
    }
    for (const logged of lines) expect(logged).not.toMatch(/[\n\r]/);
  });

  it('a value quoted in a database() message is masked too (a national ID given where a number was expected)', async () => {
    const { app, lines } = hardenedApp();
    app.get(`${API}/test/failing-cast`, async () => {
      await database().db.execute(sql`select ${'2087654321 Sara'}::int`);
      return new Response(null);
    });
    expect((await app.request(`${API}/test/failing-cast`)).status).toBe(500);
    const line = lines.find((entry) => entry.includes('"level":"error"')) ?? '';
    expect(line).toMatch(/database() error 22P02/);
    expect(line).not.toContain('2087654321');
    expect(line).not.toContain('Sara');
  });
});

describe('transport and request log', () => {
  it('sends Strict-Transport-Security only to requests that came over HTTPS (or said so through a trusted proxy)', async () => {
    const direct = hardenedApp();
    const proxied = hardenedApp({ trustProxy: true });
    const hsts = async (app: ReturnType<typeof hardenedApp>['app'], url: string, headers: Record<string, string> = {}) =>
      (await app.request(url, { headers })).headers.get('strict-transport-security');
    expect(await hsts(direct.app, `https://insure.example${API}/basic/geo`)).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts(direct.app, `http://insure.example${API}/basic/geo`)).toBeNull();
    // Without TRUST_PROXY the header is the client's word.
    expect(await hsts(direct.app, `http://insure.example${API}/basic/geo`, { 'x-forwarded-proto': 'https' })).toBeNull();
    expect(await hsts(proxied.app, `http://insure.example${API}/basic/geo`, { 'x-forwarded-proto': 'https' })).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts(proxied.app, `http://insure.example${API}/basic/geo`, { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/max-age=31536000/);
  });

  it('logs a gift card check without its serial, whoever answers: the serial is in the body, never the path', async () => {
    const { app, lines } = hardenedApp();
    const client = await browser(app);
    await client.post('/auth/guest');
    await client.post('/wallet/gift-cards/check', { serial: 'GIFT-E2E-29' });
    // A stale token: the session guard answers 403 before the gift card route runs.
    await app.request(`${API}/wallet/gift-cards/check`, {
      method: 'POST',
      headers: { 'session-token': 'x'.repeat(43), 'Content-Type': 'application/json' },
      body: JSON.stringify({ serial: 'GIFT-SECRET-77' }),
    });
    const logged = lines.filter((line) => line.includes('/gift-cards/'));
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(JSON.parse(line)).toMatchObject({ method: 'POST', path: `${API}/wallet/gift-cards/check` });
      expect(line).not.toMatch(/GIFT-E2E-29|GIFT-SECRET-77/i);
    }
  });
});

describe('GET /security/token', () => {
  const countSessions = async () => Number((await queryRows(database(), 'select count(*)::int as n from sessions'))[0]?.n);

  it('50 calls without a token from one address leave at most 20 unused sessions; sessions in use and other addresses are untouched', async () => {
    const { app, clock } = hardenedApp({ trustProxy: true });
    const from = (address: string, token?: string) => ({ 'x-forwarded-for': address, ...(token ? { 'session-token': token } : {}) });
    const issue = async (address: string) => ((await (await app.request(`${API}/security/token`, { headers: from(address) })).json()) as { sessionToken: string }).sessionToken;
    const status = async (token: string, address = '203.0.113.7') => (await app.request(`${API}/security/token`, { headers: from(address, token) })).status;

    // A page that uses its session right away (here: asks for the token again with it) is not counted.
    const used = await issue('203.0.113.7');
    expect(await status(used)).toBe(200);
    const elsewhere = await issue('198.51.100.9');
    const before = await countSessions();

    const tokens: string[] = [];
    for (let call = 0; call < 50; call += 1) {
      clock.now = new Date(clock.now.getTime() + 1000);
      tokens.push(await issue('203.0.113.7'));
    }
    expect(await countSessions()).toBe(before + MAX_UNUSED_SESSIONS_PER_ADDRESS);
    expect(MAX_UNUSED_SESSIONS_PER_ADDRESS).toBe(20);
    // The newest 20 work (each one's first use takes it out of the count), the 30 older ones are gone.
    expect(await status(tokens[0]!)).toBe(403);
    expect(await status(tokens[29]!)).toBe(403);
    for (const token of tokens.slice(30)) expect(await status(token)).toBe(200);
    expect(await status(used)).toBe(200);
    expect(await status(elsewhere, '198.51.100.9')).toBe(200);

    // Fifty at once: the per-address lock keeps the bound.
    const atOnce = await countSessions();
    await Promise.all(Array.from({ length: 50 }, () => issue('192.0.2.50')));
    expect(await countSessions()).toBe(atOnce + MAX_UNUSED_SESSIONS_PER_ADDRESS);
  });
});
