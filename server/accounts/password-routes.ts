import { loginBucket } from './login-routes.ts';
import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract/endpoints.ts';
import { accountAreaProblems } from '../../contract/account-area.ts';
import { users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { checkCode, consumeCode, issueCode } from './codes.ts';
import { clientIp, notSignedInError, requireSession, type AccountsDeps } from './context.ts';
import { LIMITS } from './rate-limit.ts';
import { hashPassword, verifyPassword } from './secrets.ts';
import { ipCountryFromEnv } from '../routes/ip-country-routes.ts';
import { languageOf } from '../routes/route-helpers.ts';
import { codeMessages } from './code-messages.ts';
import { findAccountByIdentifier, findUserById, parseIdentifier } from './users.ts';

export const RESET_CODE_INVALID_MESSAGE = 'The code is not correct or has expired.';

/**
 * Forgot password (a code by SMS or email, then a new password) and change password. The forgot and
 * reset answers are the same whether or not an account exists; limits count per identifier, so they
 * do not tell either.
 */
export function mountPasswordRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  mountEndpoint(router, endpoints.forgotPassword, async (c, { body }) => {
    const identifier = parseIdentifier(body.identifier, [ipCountryFromEnv()]);
    const language = languageOf(c);
    const ip = clientIp(c, deps.config);
    await deps.limiter.hit([`forgot:id:${identifier.value}`, LIMITS.codesPerRecipient], [`forgot:ip:${ip}`, LIMITS.codesPerIp]);
    // Known or not, the answer does the same work: the look-up and the send run after it has left, so
    // neither its time nor a slow provider tells whether the account exists.
    deps.deferred.enqueue('password reset code', async () => {
      const user = await findAccountByIdentifier(deps.db, identifier);
      const recipient = body.channel === 'sms' ? (user?.mobileVerifiedAt ? user.mobile : null) : user?.email;
      if (!user || !recipient) return;
      try {
        await issueCode(deps, {
          purpose: 'password_reset',
          subject: user.id,
          recipient,
          channel: body.channel,
          ip,
          message: (code) =>
            body.channel === 'sms' ? { body: codeMessages.passwordResetSms[language](code) } : codeMessages.passwordResetEmail[language](code),
        });
      } catch (error) {
        // A code sent a moment ago is still valid.
        if (!(error instanceof ApiHttpError && error.code === 'rate_limited')) throw error;
      }
    });
    return { accepted: true as const };
  });

  mountEndpoint(router, endpoints.resetPassword, async (_c, { body }) => {
    const identifier = parseIdentifier(body.identifier, [ipCountryFromEnv()]);
    await deps.limiter.hit([`reset:id:${identifier.value}`, LIMITS.codeChecksPerSubject]);
    const user = await findAccountByIdentifier(deps.db, identifier);
    const generic = () => new ApiHttpError(400, 'code_invalid', RESET_CODE_INVALID_MESSAGE, { code: RESET_CODE_INVALID_MESSAGE });
    if (!user) throw generic();
    let code;
    try {
      code = await checkCode(deps, { purpose: 'password_reset', subject: user.id, code: body.code });
    } catch (error) {
      if (error instanceof ApiHttpError && error.code !== 'rate_limited') throw generic();
      throw error;
    }
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword, deps.config.passwordScryptN), updatedAt: deps.now() })
      .where(eq(users.id, user.id));
    await consumeCode(deps, code.id);
    // Whoever knew the old password is signed out everywhere; the failed-login counter starts again.
    await deps.sessions.endAllForUser(user.id);
    await deps.limiter.clear(loginBucket(user, identifier.value));
    return null;
  });

  mountEndpoint(router, endpoints.changePassword, async (c, { body }) => {
    const session = requireSession(c);
    const user = session.userId ? await findUserById(deps.db, session.userId) : undefined;
    if (!user || user.kind === 'guest') throw notSignedInError();
    // Every attempt counted atomically before the hash is checked; a success clears the count.
    await deps.limiter.hit([`change:${user.id}`, LIMITS.loginPerIdentifier]);
    if (!(await verifyPassword(body.oldPassword, user.passwordHash, deps.config.passwordScryptN))) {
      throw new ApiHttpError(400, 'validation_failed', 'The current password is not correct.', { oldPassword: 'The current password is not correct.' });
    }
    if (await verifyPassword(body.newPassword, user.passwordHash, deps.config.passwordScryptN)) {
      throw new ApiHttpError(400, 'validation_failed', accountAreaProblems.samePassword, { newPassword: accountAreaProblems.samePassword });
    }
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword, deps.config.passwordScryptN), updatedAt: deps.now() })
      .where(eq(users.id, user.id));
    await deps.limiter.clear(`change:${user.id}`);
    await deps.sessions.endAllForUser(user.id, session.id);
    return null;
  });
}
