import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../contract/accounts.ts';
import { users } from '../../server/db/tables/accounts.ts';
import { sessions } from '../../server/db/schema.ts';
import { hashSessionToken, SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '../../server/sessions/session-store.ts';
import { accountsApp, API, browser, expectError, freshMobile, latestMessage } from './accounts-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const SARA = { identifier: 'sara@example.com', password: 'Sara-Pass-2026' };

const database = databaseForFile(() => openTestDatabase(), 60_000);

async function sessionRow(token: string) {
  const [row] = await database().db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
  return row;
}

describe('POST /auth/login', () => {
  it('signs in by email, rotates the token (header, body, cookie) and binds the new session to the user', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const before = client.state.token;
    const answer = await client.post('/auth/login', SARA);
    expect(answer.status).toBe(200);
    const login = loginResultSchema.parse(answer.body);
    expect(login).toMatchObject({
      username: 'sara@example.com',
      userFullName: 'Sara Al-Harbi',
      emailAddress: 'sara@example.com',
      countryCode: 'SA',
      geoId: 'SA',
      loginTypeEnumId: 'EMAIL',
      backendUser: false,
      registrationStep: null,
    });
    expect(login.sessionToken).not.toBe(before);
    expect(login.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.headers.get('session-token')).toBe(login.sessionToken);
    expect(answer.headers.get('x-csrf-token')).toBe(login.sessionToken);
    // The cookie carries the new session's own XSRF value, never its token.
    expect(answer.headers.get('set-cookie')).toContain(`XSRF-TOKEN=${(await sessionRow(login.sessionToken))?.xsrfToken}`);
    expect(answer.headers.get('set-cookie')).not.toContain(login.sessionToken);

    const [sara] = await database().db.select().from(users).where(eq(users.email, 'sara@example.com'));
    expect((await sessionRow(login.sessionToken))?.userId).toBe(sara!.id);
    expect((await sessionRow(login.sessionToken))?.id).toBe(login.sessionId);
    expect((await sessionRow(before))?.endedAt).toBeInstanceOf(Date);

    // The token known before login is worthless now (403 -> the client wipes), the new one works.
    const old = await app.request(`${API}/auth/me`, { headers: { 'session-token': before } });
    expect(old.status).toBe(403);
    const me = await client.get('/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'sara@example.com', loginTypeEnumId: 'EMAIL', sessionId: login.sessionId });
  });

  it('signs in by mobile number (spaces allowed) as MOBILE', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const answer = await client.post('/auth/login', { identifier: '+966 50 123 4567', password: SARA.password });
    expect(answer.status).toBe(200);
    expect(answer.body.loginTypeEnumId).toBe('MOBILE');
    expect((await client.get('/auth/me')).body.loginTypeEnumId).toBe('MOBILE');
  });

  it('reads a mobile written as dialled at home (05…) with the visitor\'s country, Arabic-Indic digits as digits; says how to write one it cannot read', async () => {
    const { app } = accountsApp(database());
    const local = await (await browser(app)).post('/auth/login', { identifier: '050 123 4567', password: SARA.password });
    expect(local.status, JSON.stringify(local.body)).toBe(200);
    expect(local.body).toMatchObject({ username: 'sara@example.com', loginTypeEnumId: 'MOBILE' });
    const arabicDigits = await (await browser(app)).post('/auth/login', { identifier: '٠٥٠١٢٣٤٥٦٧', countryCode: 'SA', password: SARA.password });
    expect(arabicDigits.status).toBe(200);
    // A visitor's region that does not read the number falls back to the service's country.
    expect((await (await browser(app)).post('/auth/login', { identifier: '0501234567', countryCode: 'GB', password: SARA.password })).status).toBe(200);
    const unreadable = expectError(await (await browser(app)).post('/auth/login', { identifier: '0123', password: SARA.password }), 400, 'validation_failed');
    expect(unreadable.fields).toEqual({ identifier: 'Write the mobile number with its country code, for example +966 50 123 4567.' });
  });

  it('gives exactly the same answer for a wrong password and for an account that does not exist', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const wrong = await client.post('/auth/login', { identifier: 'sara@example.com', password: 'Not-her-pass-1' });
    const unknown = await client.post('/auth/login', { identifier: 'nobody.here@example.com', password: 'Not-her-pass-1' });
    const unknownMobile = await client.post('/auth/login', { identifier: '+966559876543', password: 'Not-her-pass-1' });
    for (const answer of [wrong, unknown, unknownMobile]) {
      expectError(answer, 401, 'unauthorized');
      expect(answer.body.error.message).toBe('The email/mobile or password is not correct.');
      expect(answer.headers.get('session-token')).toBeNull(); // no rotation on failure
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it('marks staff and broker users as backend users', async () => {
    const { app } = accountsApp(database());
    for (const identifier of ['staff@amanah.example', 'broker@amanah.example']) {
      const client = await browser(app);
      const answer = await client.post('/auth/login', { identifier, password: identifier.startsWith('staff') ? 'Staff-Pass-2026' : 'Broker-Pass-2026' });
      expect(answer.status).toBe(200);
      expect(answer.body.backendUser).toBe(true);
    }
  });

  it('validates the body: missing fields, wrong types, unknown fields, bad JSON', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const missing = expectError(await client.post('/auth/login', {}), 400, 'validation_failed');
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['identifier', 'password']);
    const empty = expectError(await client.post('/auth/login', { identifier: ' ', password: '' }), 400, 'validation_failed');
    expect(empty.fields).toMatchObject({ identifier: 'Enter your email or mobile number.', password: 'Enter your password.' });
    const extra = expectError(await client.post('/auth/login', { ...SARA, admin: true }), 400, 'validation_failed');
    expect(extra.fields).toMatchObject({ admin: 'Unknown parameter.' });
    const typed = expectError(await client.post('/auth/login', { identifier: 5, password: ['x'] }), 400, 'validation_failed');
    expect(Object.keys(typed.fields ?? {}).sort()).toEqual(['identifier', 'password']);
    const raw = await app.request(`${API}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'session-token': client.state.token, 'x-csrf-token': client.state.token },
      body: '{"identifier":',
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('bad_request');
  });

  it('limits failed logins per identifier (429 with Retry-After and retryAfterSeconds), whether or not the account exists', async () => {
    const { app, advance } = accountsApp(database());
    for (const identifier of ['sara@example.com', 'ghost@example.com']) {
      const client = await browser(app);
      for (let i = 0; i < 5; i += 1) expectError(await client.post('/auth/login', { identifier, password: 'Wrong-pass-123' }), 401, 'unauthorized');
      // Even the right password is refused while the identifier is locked.
      const locked = await client.post('/auth/login', { identifier, password: SARA.password });
      const error = expectError(locked, 429, 'rate_limited');
      expect(error.retryAfterSeconds).toBeGreaterThan(800);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(900);
      expect(locked.headers.get('retry-after')).toBe(String(error.retryAfterSeconds));
    }
    advance(15 * 60 * 1000 + 1000);
    const client = await browser(app);
    expect((await client.post('/auth/login', SARA)).status).toBe(200);
  });

  it('limits login attempts per client address (X-Forwarded-For when TRUST_PROXY is on)', async () => {
    const { app } = accountsApp(database(), { accounts: { trustProxy: true } });
    const client = await browser(app, { 'X-Forwarded-For': '203.0.113.9' });
    for (let i = 0; i < 30; i += 1) {
      expectError(await client.post('/auth/login', { identifier: `user${i}@example.com`, password: 'Wrong-pass-123' }), 401, 'unauthorized');
    }
    expectError(await client.post('/auth/login', SARA), 429, 'rate_limited');
    const other = await browser(app, { 'X-Forwarded-For': '198.51.100.7' });
    expect((await other.post('/auth/login', SARA)).status).toBe(200);
  });

  it('is refused without the session token (CSRF check), with a mismatched token or cookie', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const noToken = await app.request(`${API}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(SARA) });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { error: { code: string } }).error.code).toBe('csrf_token_invalid');
    const other = await browser(app);
    expectError(await client.post('/auth/login', SARA, { 'x-csrf-token': other.state.token }), 403, 'csrf_token_invalid');
    expectError(await client.post('/auth/login', SARA, { Cookie: `XSRF-TOKEN=${other.state.token}` }), 403, 'csrf_token_invalid');
  });
});

describe('sessions of signed-in users', () => {
  it('GET /auth/me answers 401 without a signed-in user', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    expectError(await client.get('/auth/me'), 401, 'unauthorized');
    const bare = await app.request(`${API}/auth/me`); // no token at all
    expectError({ status: bare.status, headers: bare.headers, body: await bare.json() }, 401, 'unauthorized');
  });

  it('sign-out (DELETE /security/token) ends the session in the database(): the token no longer works', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    await client.post('/auth/login', SARA);
    const token = client.state.token;
    const out = await client.call('DELETE', '/security/token');
    expect(out.status).toBe(204);
    expect((await sessionRow(token))?.endedAt).toBeInstanceOf(Date);
    expectError(await client.get('/auth/me'), 403, 'forbidden');
  });

  it('ends a signed-in session after 30 idle minutes and after 12 hours whatever happens', async () => {
    const { app, advance } = accountsApp(database());
    const idle = await browser(app);
    await idle.post('/auth/login', SARA);
    advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await idle.get('/auth/me')).status).toBe(200); // touched: the idle clock restarts
    advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await idle.get('/auth/me')).status).toBe(200);
    advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    expectError(await idle.get('/auth/me'), 403, 'forbidden');

    const busy = await browser(app);
    await busy.post('/auth/login', SARA);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_LIFETIME_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      advance(20 * 60_000);
      expect((await busy.get('/auth/me')).status).toBe(200);
    }
    advance(25 * 60_000);
    expectError(await busy.get('/auth/me'), 403, 'forbidden');
  });
});

describe('passwords and logs', () => {
  it('stores scrypt hashes with a salt per user, never the password', async () => {
    const rows = await database().db.select({ email: users.email, hash: users.passwordHash }).from(users).where(sql`${users.passwordHash} is not null`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const hashes = rows.map((row) => row.hash!);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(hashes.length);
    const dump = JSON.stringify(await database().db.execute(sql`select * from users`));
    for (const password of ['Sara-Pass-2026', 'Staff-Pass-2026', 'Broker-Pass-2026']) expect(dump).not.toContain(password);
  });

  it('never writes passwords or session tokens to the log', async () => {
    const { app, logger } = accountsApp(database());
    const client = await browser(app);
    const first = client.state.token;
    await client.post('/auth/login', { identifier: 'sara@example.com', password: 'Wrong-pass-987' });
    await client.post('/auth/login', SARA);
    await client.get('/auth/me');
    const log = logger.lines.join('\n');
    expect(log).toContain('"method":"POST","path":"/rest/s1/insurance/auth/login","status":200');
    for (const secret of ['Wrong-pass-987', SARA.password, first, client.state.token]) expect(log).not.toContain(secret);
  });
});

describe('guests', () => {
  it('POST /auth/guest signs in a new guest (GUEST, rotated token); again from the same session keeps the guest', async () => {
    const { app } = accountsApp(database());
    const client = await browser(app);
    const before = client.state.token;
    const answer = await client.post('/auth/guest');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ loginTypeEnumId: 'GUEST', userFullName: 'Guest', emailAddress: null, backendUser: false });
    expect(answer.body.username).toMatch(/^guest-[0-9a-f]{8}$/);
    expect(client.state.token).not.toBe(before);
    const again = await client.post('/auth/guest');
    expect(again.body.username).toBe(answer.body.username);
    expect((await client.get('/auth/me')).body.loginTypeEnumId).toBe('GUEST');
  });

  it("verifies a guest's mobile by SMS code and records it on the guest user", async () => {
    const { app, advance } = accountsApp(database());
    const client = await browser(app);
    const guest = (await client.post('/auth/guest')).body;
    const mobile = freshMobile();
    expectError(await client.post('/auth/guest/mobile', { mobile: '+96655' }), 400, 'validation_failed');
    expectError(await client.post('/auth/guest/mobile', { mobile: '+966123456789' }), 400, 'validation_failed'); // right shape, not a valid number
    const sent = await client.post('/auth/guest/mobile', { mobile });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ maskedMobile: `${mobile.slice(0, 4)} ••• ••• ${mobile.slice(-3)}`, attemptsLeft: 5 });
    const code = (await latestMessage(app, mobile)).code!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(expectError(await client.post('/auth/guest/mobile/verify', { code: wrong }), 400, 'code_invalid').attemptsLeft).toBe(4);
    const verified = await client.post('/auth/guest/mobile/verify', { code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ mobile, verified: true });
    const [row] = await database().db.select().from(users).where(eq(users.id, (await sessionRow(client.state.token))!.userId!));
    expect(row).toMatchObject({ kind: 'guest', mobile });
    expect(row!.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(guest.username).toBe(`guest-${row!.id.slice(0, 8)}`);
    // A used code cannot be used again.
    advance(1000);
    expectError(await client.post('/auth/guest/mobile/verify', { code }), 410, 'code_expired');
  });

  it('refuses the guest mobile check to a session without a guest, and to customers', async () => {
    const { app } = accountsApp(database());
    const anonymous = await browser(app);
    expectError(await anonymous.post('/auth/guest/mobile', { mobile: freshMobile() }), 401, 'unauthorized');
    const customer = await browser(app);
    await customer.post('/auth/login', SARA);
    expectError(await customer.post('/auth/guest/mobile', { mobile: freshMobile() }), 409, 'conflict');
  });
});
