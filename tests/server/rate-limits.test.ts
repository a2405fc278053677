// Limits hold under parallel requests (counted atomically), key by the account whatever identifier is
// typed and by the proxy-appended address, share one gift card budget across guests of one address, and
// come before any password hashing.
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_SCRYPT_N, testAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { hashPassword } from '../../server/accounts/secrets.ts';
import { users } from '../../server/db/tables/accounts.ts';
import { call, openPurchaseTestDatabase, shopper } from './purchase-support.ts';
import { API, memoryLogger, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('limits'));

let n = 0;
function proxiedApp() {
  return createApp({ db: database().db, config: testConfig(), logger: memoryLogger(), accounts: testAccountsConfig({ trustProxy: true }) });
}
async function token(app: ReturnType<typeof proxiedApp>) {
  return ((await (await app.request(`${API}/security/token`)).json()) as { sessionToken: string }).sessionToken;
}
async function login(app: ReturnType<typeof proxiedApp>, identifier: string, password: string, address: string) {
  const t = await token(app);
  return app.request(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'session-token': t, 'x-csrf-token': t, 'X-Forwarded-For': `6.6.6.6, ${address}` },
    body: JSON.stringify({ identifier, password }),
  });
}

describe('login limits', () => {
  it('10 parallel wrong logins against a limit of 5: exactly 5 are checked, the rest 429; the same account by mobile is locked too', async () => {
    const app = proxiedApp();
    n += 1;
    const email = `limit${n}.${Date.now()}@example.com`;
    const mobile = `+96650${String(1_000_000 + n * 7919).slice(-7)}`;
    await database().db.insert(users).values({ kind: 'customer', firstName: 'L', lastName: 'L', email, mobile, mobileVerifiedAt: new Date(), emailVerifiedAt: new Date(), passwordHash: await hashPassword('Right-Password-1', TEST_PASSWORD_SCRYPT_N) });
    // Different client-chosen leftmost addresses, different proxy-appended ones: the account's count still holds.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(app, email, 'wrong-password', `10.0.0.${i + 1}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    expect((await login(app, mobile, 'Right-Password-1', '10.0.1.1')).status).toBe(429);
  });

  it('keys the address by the rightmost X-Forwarded-For entry (the one our proxy appended)', async () => {
    const app = proxiedApp();
    // 30 attempts a quarter hour per address: the leftmost entry changes every time, the rightmost does not.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const t = await token(app);
      const response = await app.request(`${API}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'session-token': t, 'x-csrf-token': t, 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.7` },
        body: JSON.stringify({ identifier: `nobody${i}.${Date.now()}@example.com`, password: 'whatever-1' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('gift card guessing', () => {
  it('a fresh guest from the same address gets no new allowance', async () => {
    const app = proxiedApp();
    const headersOf = (_who: { token: string }) => ({ 'X-Forwarded-For': '192.0.2.44' });
    const first = await shopper(app, database(), { kind: 'guest' });
    for (let i = 0; i < 10; i++) expect((await call(app, first, 'POST', '/wallet/gift-cards/check', { body: { serial: `GUESS-${i}` }, headers: headersOf(first) })).status).toBe(404);
    const fresh = await shopper(app, database(), { kind: 'guest' });
    expect((await call(app, fresh, 'POST', '/wallet/gift-cards/check', { body: { serial: 'GUESS-X' }, headers: headersOf(fresh) })).status).toBe(429);
  });
});
