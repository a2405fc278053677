import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { hashPassword, verifyPassword } from '../../server/accounts/secrets.ts';
import { users } from '../../server/db/tables/accounts.ts';
import { accountsApp, browser, expectError, latestMessage, registration } from './accounts-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

const costOf = (hash: string | null | undefined) => Number(hash?.split('$')[1]);

// What a hash is made of and its default cost: password-hashes.test.ts (no database).
describe('password hashes', () => {
  it('made at a lower cost are rehashed at the configured cost on a successful sign-in, not on a failed one', async () => {
    expect(testAccountsConfig().passwordScryptN).toBeLessThan(2 ** 15);
    // The app hashes at 2^15 here, so the tests' own 2^14 hash is the old cost.
    const { app } = accountsApp(database(), { accounts: { passwordScryptN: 2 ** 15 } });
    const client = await browser(app);
    const details = registration();
    await client.post('/registrations', details);
    const { code } = await latestMessage(app, details.mobile);
    expect((await client.post('/registrations/current/activate', { code })).status).toBe(200);
    const row = async () => (await database().db.select().from(users).where(eq(users.mobile, details.mobile)))[0]!;
    expect(costOf((await row()).passwordHash)).toBe(2 ** 15);

    const old = await hashPassword(details.password, 2 ** 14);
    await database().db.update(users).set({ passwordHash: old }).where(eq(users.mobile, details.mobile));
    const other = await browser(app);
    expectError(await other.post('/auth/login', { identifier: details.emailAddress, password: 'Wrong-Pass-2026' }), 401, 'unauthorized');
    expect((await row()).passwordHash).toBe(old);

    expect((await other.post('/auth/login', { identifier: details.emailAddress, password: details.password })).status).toBe(200);
    const rehashed = (await row()).passwordHash;
    expect(rehashed).not.toBe(old);
    expect(costOf(rehashed)).toBe(2 ** 15);
    expect(await verifyPassword(details.password, rehashed)).toBe(true);
    // The next sign-in works with the new hash and leaves it as it is.
    expect((await (await browser(app)).post('/auth/login', { identifier: details.mobile, password: details.password })).status).toBe(200);
    expect((await row()).passwordHash).toBe(rehashed);
  });
});
