// Password hashes without a database: their format, the default cost of 2^17 and the check at the cost
// a hash names (the rehash on sign-in, which writes the account, is accounts-password-hashing.test.ts's).
// In the PGlite project only (vite.config.ts, serverTestsWithoutTestDatabase): nothing here differs on
// PostgreSQL, and its 2^17 hashes are the dearest seconds of the server tests.
import { describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { hashPassword, needsRehash, PASSWORD_SCRYPT_N, verifyPassword } from '../../server/accounts/secrets.ts';

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
    // Four hashes at 2^17 (this one, two checks, the unknown account's stand-in) on a thread niced below
    // the rest: about 2 s on a quiet machine, 20 s on one busy with other work, so its own time limit.
  }, 60_000);

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
});
