import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { ipCountryFromEnv } from '../routes/ip-country-routes.ts';
import { languageOf } from '../routes/route-helpers.ts';
import { clientIp, notSignedInError, requireSession, type AccountsDeps } from './context.ts';
import { changePassword, resetPassword, sendPasswordResetCode } from './passwords.ts';
import { LIMITS } from './rate-limit.ts';
import { findUserById, parseIdentifier } from './users.ts';

/**
 * Forgot password (a code by SMS or email, then a new password) and change password (passwords.ts). The
 * forgot and reset answers are the same whether or not an account exists; limits count per identifier,
 * so they do not tell either.
 */
export function mountPasswordRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  mountEndpoint(router, endpoints.forgotPassword, async (c, { body }) => {
    const identifier = parseIdentifier(body.identifier, [ipCountryFromEnv()]);
    const ip = clientIp(c, deps.config);
    await deps.limiter.hit([`forgot:id:${identifier.value}`, LIMITS.codesPerRecipient], [`forgot:ip:${ip}`, LIMITS.codesPerIp]);
    // Known or not, the answer does the same work: the look-up and the send run after it has left, so
    // neither its time nor a slow provider tells whether the account exists.
    const request = { identifier, channel: body.channel, ip, language: languageOf(c) };
    deps.deferred.enqueue('password reset code', () => sendPasswordResetCode(deps, request));
    return { accepted: true as const };
  });

  mountEndpoint(router, endpoints.resetPassword, async (_c, { body }) => {
    await resetPassword(deps, parseIdentifier(body.identifier, [ipCountryFromEnv()]), body.code, body.newPassword);
    return null;
  });

  mountEndpoint(router, endpoints.changePassword, async (c, { body }) => {
    const session = requireSession(c);
    const user = session.userId ? await findUserById(deps.db, session.userId) : undefined;
    if (!user || user.kind === 'guest') throw notSignedInError();
    await changePassword(deps, user, session.id, body.oldPassword, body.newPassword);
    return null;
  });
}
