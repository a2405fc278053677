import { and, eq } from 'drizzle-orm';
import { accountAreaProblems } from '../../contract/account-area.ts';
import { users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { codeMessages } from './code-messages.ts';
import { checkCode, consumeCode, issueCode } from './codes.ts';
import type { AccountsDeps } from './context.ts';
import { LIMITS } from './rate-limit.ts';
import { hashPassword, needsRehash, verifyPassword } from './secrets.ts';
import { findAccountByIdentifier, type Identifier, type UserRow } from './users.ts';

export const RESET_CODE_INVALID_MESSAGE = 'The code is not correct or has expired.';

/** The failed-login bucket: the account when the identifier names one, else the identifier itself. */
export const loginBucket = (user: { id: string } | undefined, identifier: string) => (user ? `login:account:${user.id}` : `login:id:${identifier}`);

async function storePassword(deps: AccountsDeps, userId: string, password: string): Promise<void> {
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password, deps.config.passwordScryptN), updatedAt: deps.now() })
    .where(eq(users.id, userId));
}

/** After a successful sign-in, the one moment the password is known: a hash below today's cost is redone. */
export async function rehashIfOutdated(deps: AccountsDeps, user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || !needsRehash(user.passwordHash, deps.config.passwordScryptN)) return;
  const passwordHash = await hashPassword(password, deps.config.passwordScryptN);
  // Only if nobody changed the password meanwhile.
  await deps.db.update(users).set({ passwordHash }).where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

/**
 * The reset code to the account an identifier names, by SMS (a verified mobile) or email; nothing for an
 * unknown identifier. Run out of band (the answer never waits for it), so it tells nothing either way.
 */
export async function sendPasswordResetCode(
  deps: AccountsDeps,
  request: { identifier: Identifier; channel: 'sms' | 'email'; ip: string; language: 'en' | 'ar' },
): Promise<void> {
  const user = await findAccountByIdentifier(deps.db, request.identifier);
  const recipient = request.channel === 'sms' ? (user?.mobileVerifiedAt ? user.mobile : null) : user?.email;
  if (!user || !recipient) return;
  try {
    await issueCode(deps, {
      purpose: 'password_reset',
      subject: user.id,
      recipient,
      channel: request.channel,
      ip: request.ip,
      message: (code) =>
        request.channel === 'sms' ? { body: codeMessages.passwordResetSms[request.language](code) } : codeMessages.passwordResetEmail[request.language](code),
    });
  } catch (error) {
    // A code sent a moment ago is still valid.
    if (!(error instanceof ApiHttpError && error.code === 'rate_limited')) throw error;
  }
}

/**
 * A new password with the reset code: one generic answer for a wrong code, an expired one and an unknown
 * account. Whoever knew the old password is signed out everywhere; the failed-login count starts again.
 */
export async function resetPassword(deps: AccountsDeps, identifier: Identifier, submitted: string, newPassword: string): Promise<void> {
  await deps.limiter.hit([`reset:id:${identifier.value}`, LIMITS.codeChecksPerSubject]);
  const user = await findAccountByIdentifier(deps.db, identifier);
  const generic = () => new ApiHttpError(400, 'code_invalid', RESET_CODE_INVALID_MESSAGE, { code: RESET_CODE_INVALID_MESSAGE });
  if (!user) throw generic();
  let code;
  try {
    code = await checkCode(deps, { purpose: 'password_reset', subject: user.id, code: submitted });
  } catch (error) {
    if (error instanceof ApiHttpError && error.code !== 'rate_limited') throw generic();
    throw error;
  }
  await storePassword(deps, user.id, newPassword);
  await consumeCode(deps, code.id);
  await deps.sessions.endAllForUser(user.id);
  await deps.limiter.clear(loginBucket(user, identifier.value));
}

/** Change password: the current one checked (every attempt counted first), this session kept, the others ended. */
export async function changePassword(deps: AccountsDeps, user: UserRow, sessionId: string, oldPassword: string, newPassword: string): Promise<void> {
  await deps.limiter.hit([`change:${user.id}`, LIMITS.loginPerIdentifier]);
  // Both checks at once (each on a password thread where there are cores for two): N=2^17 makes each
  // cost about as much as a hash.
  const [oldMatches, sameAsOld] = await Promise.all([
    verifyPassword(oldPassword, user.passwordHash, deps.config.passwordScryptN),
    verifyPassword(newPassword, user.passwordHash, deps.config.passwordScryptN),
  ]);
  if (!oldMatches) {
    throw new ApiHttpError(400, 'validation_failed', 'The current password is not correct.', { oldPassword: 'The current password is not correct.' });
  }
  if (sameAsOld) {
    throw new ApiHttpError(400, 'validation_failed', accountAreaProblems.samePassword, { newPassword: accountAreaProblems.samePassword });
  }
  await storePassword(deps, user.id, newPassword);
  await deps.limiter.clear(`change:${user.id}`);
  await deps.sessions.endAllForUser(user.id, sessionId);
}
