import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors.ts';
import { sessionTokenResponseSchema } from '../../contract/security.ts';
import { sessions } from '../../server/db/schema.ts';
import {
  createSessionStore,
  hashSessionToken,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_RETENTION_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '../../server/sessions/session-store.ts';
import { API, advance, openTestDatabase, testApp, databaseForFile } from './support/test-database.ts';

const TOKEN_URL = `${API}/security/token`;

const database = databaseForFile(() => openTestDatabase());

async function issueToken(app: ReturnType<typeof testApp>['app'], headers: Record<string, string> = {}) {
  const response = await app.request(TOKEN_URL, { headers });
  expect(response.status).toBe(200);
  return { response, token: sessionTokenResponseSchema.parse(await response.json()).sessionToken };
}

function xsrfCookieOf(response: Response): string {
  return /XSRF-TOKEN=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = apiErrorSchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  expect(body.error.status).toBe(status);
  return body;
}

describe('GET /security/token', () => {
  it('issues a 256-bit base64url token in the body and both headers, and a separate XSRF-TOKEN cookie', async () => {
    const { app } = testApp(database());
    const { response, token } = await issueToken(app);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes
    expect(response.headers.get('session-token')).toBe(token);
    expect(response.headers.get('x-csrf-token')).toBe(token);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    // The cookie is readable by the page and rides on every request: it holds the session's own random
    // value, never the token.
    const value = xsrfCookieOf(response);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).not.toBe(token);
    expect(cookie).not.toContain(token);
    const [row] = await database().db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.xsrfToken).toBe(value);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i); // the page must be able to read the double-submit cookie
    expect(cookie).not.toMatch(/Secure/i); // plain http here
  });

  it('marks the cookie Secure on https (directly or behind a TLS proxy)', async () => {
    const { app } = testApp(database());
    const direct = await app.request(`https://shop.example${TOKEN_URL}`);
    expect(direct.headers.get('set-cookie')).toMatch(/; Secure/);
    const proxied = await app.request(TOKEN_URL, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { app } = testApp(database());
    const { token } = await issueToken(app);
    const rows = await database().db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(rows).toHaveLength(1);
    const all = await database().db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((row) => row.tokenHash === token)).toBe(false);
    const [row] = rows;
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(SESSION_ABSOLUTE_LIFETIME_MS);
  });

  it('gives a new token on every call without one', async () => {
    const { app } = testApp(database());
    const first = await issueToken(app);
    const second = await issueToken(app);
    expect(second.token).not.toBe(first.token);
  });

  it('returns the same token for a live session and touches last_seen_at', async () => {
    const { app, clock } = testApp(database());
    const { token } = await issueToken(app);
    advance(clock, 10 * 60 * 1000);
    const again = await issueToken(app, { 'session-token': token, 'x-csrf-token': token });
    expect(again.token).toBe(token);
    expect(again.response.headers.get('session-token')).toBe(token);
    const [row] = await database().db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.lastSeenAt.toISOString()).toBe(clock.now.toISOString());
  });

  it('answers 403 forbidden for an unknown token', async () => {
    const { app } = testApp(database());
    const unknown = 'A'.repeat(43);
    const body = await expectError(await app.request(TOKEN_URL, { headers: { 'session-token': unknown } }), 403, 'forbidden');
    expect(body.error.message).toMatch(/session has expired/i);
    // Also when only x-csrf-token is sent, and for garbage that is not token-shaped.
    await expectError(await app.request(TOKEN_URL, { headers: { 'x-csrf-token': unknown } }), 403, 'forbidden');
    await expectError(await app.request(TOKEN_URL, { headers: { 'session-token': 'not a token' } }), 403, 'forbidden');
  });

  it('answers 403 after 30 minutes idle, but a request within 30 minutes keeps the session alive', async () => {
    const { app, clock } = testApp(database());
    const { token } = await issueToken(app);
    advance(clock, SESSION_IDLE_TIMEOUT_MS - 60_000);
    await issueToken(app, { 'session-token': token }); // touch
    advance(clock, SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await issueToken(app, { 'session-token': token })).token).toBe(token);
    advance(clock, SESSION_IDLE_TIMEOUT_MS + 1);
    await expectError(await app.request(TOKEN_URL, { headers: { 'session-token': token } }), 403, 'forbidden');
  });

  it('writes last_seen_at at most once a minute: a request within a minute of the last touch does not write', async () => {
    const { app, clock } = testApp(database());
    const { token } = await issueToken(app);
    const lastSeen = async () => (await database().db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token))))[0]?.lastSeenAt.toISOString();
    advance(clock, 5 * 60_000);
    await issueToken(app, { 'session-token': token }); // first use: written (and no longer counted as unused)
    const touchedAt = clock.now.toISOString();
    expect(await lastSeen()).toBe(touchedAt);
    advance(clock, SESSION_TOUCH_INTERVAL_MS - 1000);
    expect((await issueToken(app, { 'session-token': token })).token).toBe(token);
    expect(await lastSeen()).toBe(touchedAt); // not written
    advance(clock, 1000);
    await issueToken(app, { 'session-token': token });
    expect(await lastSeen()).toBe(clock.now.toISOString()); // a minute on: written
    // The idle timeout counts from that write: a request 59 s later is not recorded, so the session ends
    // 30 minutes after the write, up to a minute before 30 minutes after the last request, never after.
    const written = clock.now.getTime();
    advance(clock, SESSION_TOUCH_INTERVAL_MS - 1000);
    await issueToken(app, { 'session-token': token });
    expect(await lastSeen()).toBe(new Date(written).toISOString());
    clock.now = new Date(written + SESSION_IDLE_TIMEOUT_MS + 1);
    await expectError(await app.request(TOKEN_URL, { headers: { 'session-token': token } }), 403, 'forbidden');
  });

  it('refuses at once a session ended or expired in the database(), even one used a second ago (no cache in front of it)', async () => {
    for (const change of [{ endedAt: new Date('2026-03-01T10:00:00Z') }, { expiresAt: new Date('2026-03-01T10:00:00Z') }]) {
      // Changed in the database behind this server's back (another instance's sign-out, an operator):
      // nothing this server remembers from the last request outlives the database's word.
      const { app, clock } = testApp(database());
      const { token } = await issueToken(app);
      advance(clock, 1000);
      await issueToken(app, { 'session-token': token });
      advance(clock, 1000);
      expect((await issueToken(app, { 'session-token': token })).token).toBe(token);
      await database().db.update(sessions).set(change).where(eq(sessions.tokenHash, hashSessionToken(token)));
      await expectError(await app.request(TOKEN_URL, { headers: { 'session-token': token } }), 403, 'forbidden');
    }
  });

  it('answers 403 after the absolute 12 hours even when used all along', async () => {
    const { app, clock } = testApp(database());
    const { token } = await issueToken(app);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_LIFETIME_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      advance(clock, 20 * 60_000);
      expect((await issueToken(app, { 'session-token': token })).token).toBe(token);
    }
    advance(clock, 20 * 60_000);
    await expectError(await app.request(TOKEN_URL, { headers: { 'session-token': token } }), 403, 'forbidden');
  });

  it('answers 403 on other API calls too when the token is dead', async () => {
    const { app } = testApp(database());
    await expectError(await app.request(`${API}/basic/geo`, { headers: { 'session-token': 'B'.repeat(43) } }), 403, 'forbidden');
  });

  it('refuses two different tokens in session-token and x-csrf-token', async () => {
    const { app } = testApp(database());
    const a = await issueToken(app);
    const b = await issueToken(app);
    const response = await app.request(TOKEN_URL, { headers: { 'session-token': a.token, 'x-csrf-token': b.token } });
    await expectError(response, 403, 'csrf_token_invalid');
  });
});

describe('DELETE /security/token (CSRF-checked)', () => {
  it('refuses a request without a token header', async () => {
    const { app } = testApp(database());
    const { token } = await issueToken(app);
    // The browser would send the cookie on its own; without the header it is a forged request.
    const response = await app.request(TOKEN_URL, { method: 'DELETE', headers: { Cookie: `XSRF-TOKEN=${token}` } });
    await expectError(response, 403, 'csrf_token_invalid');
    expect((await issueToken(app, { 'session-token': token })).token).toBe(token); // still alive
  });

  it('refuses a cookie that does not match the header', async () => {
    const { app } = testApp(database());
    const { token } = await issueToken(app);
    const other = await issueToken(app);
    const response = await app.request(TOKEN_URL, {
      method: 'DELETE',
      headers: { 'x-csrf-token': token, 'session-token': token, Cookie: `XSRF-TOKEN=${other.token}` },
    });
    await expectError(response, 403, 'csrf_token_invalid');
    expect((await issueToken(app, { 'session-token': token })).token).toBe(token);
  });

  it('refuses the session token itself as the cookie, and the cookie of another session', async () => {
    const { app } = testApp(database());
    const { token } = await issueToken(app);
    const other = await issueToken(app);
    for (const cookie of [token, xsrfCookieOf(other.response)]) {
      const response = await app.request(TOKEN_URL, { method: 'DELETE', headers: { 'x-csrf-token': token, 'session-token': token, Cookie: `XSRF-TOKEN=${cookie}` } });
      await expectError(response, 403, 'csrf_token_invalid');
    }
    expect((await issueToken(app, { 'session-token': token })).token).toBe(token);
  });

  it('keeps the cookie value while the session lives and gives a rotated session a new one', async () => {
    const { app } = testApp(database());
    const { response, token } = await issueToken(app);
    const again = await issueToken(app, { 'session-token': token });
    expect(xsrfCookieOf(again.response)).toBe(xsrfCookieOf(response));
    expect(xsrfCookieOf((await issueToken(app)).response)).not.toBe(xsrfCookieOf(response));
  });

  it('ends the session with a matching header and cookie: 204, the cookie cleared, then the token is dead', async () => {
    const { app } = testApp(database());
    const { token, response: issued } = await issueToken(app);
    const response = await app.request(TOKEN_URL, {
      method: 'DELETE',
      headers: { 'x-csrf-token': token, 'session-token': token, Cookie: `lang=ar; XSRF-TOKEN=${xsrfCookieOf(issued)}` },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const cleared = response.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/^XSRF-TOKEN=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toContain('Path=/');
    const [row] = await database().db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.endedAt).toBeInstanceOf(Date);
    await expectError(await app.request(TOKEN_URL, { headers: { 'session-token': token } }), 403, 'forbidden');
    await expectError(
      await app.request(TOKEN_URL, { method: 'DELETE', headers: { 'x-csrf-token': token } }),
      403,
      'forbidden',
    );
  });

  it('accepts the header alone when no cookie is present (e.g. a non-browser client)', async () => {
    const { app } = testApp(database());
    const { token } = await issueToken(app);
    const response = await app.request(TOKEN_URL, { method: 'DELETE', headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(204);
  });
});

describe('purging old sessions', () => {
  it('deletes sessions expired longer than the retention and keeps the rest', async () => {
    const { app, clock } = testApp(database());
    const { token: old } = await issueToken(app);
    advance(clock, SESSION_ABSOLUTE_LIFETIME_MS + SESSION_RETENTION_MS + 1000);
    const { token: fresh } = await issueToken(app);
    const store = createSessionStore(database().db, () => clock.now);
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
    const remaining = await database().db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const hashes = remaining.map((row) => row.tokenHash);
    expect(hashes).not.toContain(hashSessionToken(old));
    expect(hashes).toContain(hashSessionToken(fresh));
  });
});
