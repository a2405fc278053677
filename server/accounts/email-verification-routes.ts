import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { notSignedInError, requireSession, type AccountsDeps } from './context.ts';
import { confirmEmailLink, sendEmailVerification } from './email-verification.ts';
import { LIMITS } from './rate-limit.ts';
import { languageOf } from '../routes/route-helpers.ts';
import { findUserById } from './users.ts';

export function mountEmailVerificationRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  mountEndpoint(router, endpoints.sendEmailVerification, async (c) => {
    const session = requireSession(c);
    const user = session.userId ? await findUserById(deps.db, session.userId) : undefined;
    if (!user || user.kind === 'guest' || !user.email) throw notSignedInError();
    if (user.emailVerifiedAt) throw new ApiHttpError(409, 'conflict', 'Your email address is already confirmed.');
    await deps.limiter.hit([`email-link:${user.id}`, LIMITS.codesPerRecipient]);
    await sendEmailVerification(deps, user, languageOf(c));
    return null;
  });

  mountEndpoint(router, endpoints.verifyEmail, async (_c, { body }) => confirmEmailLink(deps, body.token));
}
