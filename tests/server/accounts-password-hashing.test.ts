import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadAccountsConfig, testAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { hashPassword, needsRehash, PASSWORD_SCRYPT_N, verifyPassword } from '../../server/accounts/secrets.ts';
import { users } from '../../server/db/tables/accounts.ts';
import { accountsApp, browser, expectError, latestMessage, registration } from './accounts-support.ts';
import { openTestDatabase, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase(), 60_000);

const costOf = (hash: string | null | undefined) => Number(hash?.split('$')[1]);

describe('password hashes', () => {
  it('are scrypt N=2^17, r=8, p=1 by default and in a production configuration', async () => {
    expect(PASSWORD_SCRYPT_N).toBe(2 ** 17);
    const production = loadAccountsConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', EMAIL_PROVIDER: 'dev' });
    expect(production.passwordScryptN).toBe(2 ** 17);
    expect(loadAccountsConfig({ NODE_ENV: 'development' }).passwordScryptN).toBe(2 ** 17);
    const hash = await hashPassword('Correct-Horse-2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Correct-Horse-2026', hash)).toBe(true);
    expect(await verifyPassword('Correct-Horse-2027', hash)).toBe(false);
  });

  it('verify at the cost they were made with and tell when they are below the current cost', async () => {
    const cheap = await hashPassword('Correct-Horse-2026', 2 ** 14);
    expect(costOf(cheap)).toBe(2 ** 14);
    expect(await verifyPassword('Correct-Horse-2026', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(cheap, 2 ** 14)).toBe(false);
    // A dearer hash is never lowered, and a hash that is not ours is refused, not computed.
    expect(needsRehash(await hashPassword('x', 2 ** 15), 2 ** 14)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
  });

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
