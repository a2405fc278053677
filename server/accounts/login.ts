import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { checkCode, consumeCode, issueCode, type CodeRow } from './codes.ts';
import { notSignedInError, type AccountsDeps } from './context.ts';
import { loginBucket, rehashIfOutdated } from './passwords.ts';
import { LIMITS } from './rate-limit.ts';
import { verifyPassword } from './secrets.ts';
import { findAccountByIdentifier, findUserById, type Identifier, type UserRow } from './users.ts';

export const WRONG_CREDENTIALS_MESSAGE = 'The email/mobile or password is not correct.';

/**
 * The account an identifier and password name, or 401. Every attempt is counted atomically before the
 * password is hashed, keyed by the account (its email and mobile share one count), else by what was
 * typed, and by address; a success clears the account's count and redoes an outdated hash.
 */
export async function passwordLogin(deps: AccountsDeps, identifier: Identifier, password: string, ip: string): Promise<UserRow> {
  const user = await findAccountByIdentifier(deps.db, identifier);
  const idBucket = loginBucket(user, identifier.value);
  await deps.limiter.hit([idBucket, LIMITS.loginPerIdentifier], [`login:ip:${ip}`, LIMITS.loginPerIp]);
  const ok = await verifyPassword(password, user?.passwordHash ?? null, deps.config.passwordScryptN);
  if (!user || !ok) throw new ApiHttpError(401, 'unauthorized', WRONG_CREDENTIALS_MESSAGE);
  await deps.limiter.clear(idBucket);
  await rehashIfOutdated(deps, user, password);
  return user;
}

/** The session's guest, or a new one (new guests are limited per address). */
export async function guestFor(deps: AccountsDeps, sessionUserId: string | null, ip: string): Promise<UserRow> {
  const current = sessionUserId ? await findUserById(deps.db, sessionUserId) : undefined;
  if (current && current.kind === 'guest') return current;
  await deps.limiter.hit([`guest:ip:${ip}`, LIMITS.loginPerIp]);
  const [guest] = await deps.db.insert(users).values({ id: randomUUID(), kind: 'guest', createdAt: deps.now(), updatedAt: deps.now() }).returning();
  return guest!;
}

/** The signed-in guest (401 when none; 409 for an account, which has its own mobile). */
export async function requireGuest(deps: AccountsDeps, sessionUserId: string | null): Promise<UserRow> {
  const user = sessionUserId ? await findUserById(deps.db, sessionUserId) : undefined;
  if (!user) throw notSignedInError();
  if (user.kind !== 'guest') throw new ApiHttpError(409, 'conflict', 'Only a guest checkout verifies a mobile number here.');
  return user;
}

export function sendGuestMobileCode(deps: AccountsDeps, guest: UserRow, mobile: string, ip: string): Promise<CodeRow> {
  return issueCode(deps, {
    purpose: 'guest_mobile',
    subject: guest.id,
    recipient: mobile,
    channel: 'sms',
    ip,
    message: (code) => ({ body: `Amanah: your verification code is ${code}. It expires in 5 minutes.` }),
  });
}

/** The code proves the mobile: the guest holds it, verified (a later sign-up with it is asked about its policies). */
export async function verifyGuestMobile(deps: AccountsDeps, guest: UserRow, submitted: string): Promise<string> {
  const row = await checkCode(deps, { purpose: 'guest_mobile', subject: guest.id, code: submitted });
  await deps.db.update(users).set({ mobile: row.recipient, mobileVerifiedAt: deps.now(), updatedAt: deps.now() }).where(eq(users.id, guest.id));
  await consumeCode(deps, row.id);
  return row.recipient;
}
