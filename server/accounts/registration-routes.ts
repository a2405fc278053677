import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { languageOf } from '../routes/route-helpers.ts';
import { codeMessages } from './code-messages.ts';
import { clientIp, requireSession, type AccountsDeps } from './context.ts';
import { sendEmailVerification } from './email-verification.ts';
import { assertValidMobile } from './login-routes.ts';
import { LIMITS } from './rate-limit.ts';
import {
  activateRegistration,
  changeRegistrationEmail,
  changeRegistrationMobile,
  findPendingRegistration,
  noRegistrationError,
  registrationCodeSender,
  registrationStatus,
  resendRegistrationCode,
  startRegistration,
} from './registrations.ts';
import { signIn } from './sign-in.ts';
import { assertCountry } from './users.ts';

/**
 * Sign-up with SMS activation (the rules are in registrations.ts). Nothing here says whether an email or
 * mobile is registered until the SMS code proves the customer owns the mobile.
 */
export function mountRegistrationRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  const current = async (c: Context<AppEnv>) => {
    const row = await findPendingRegistration(deps, requireSession(c).id);
    if (!row) throw noRegistrationError();
    return row;
  };
  const sender = (c: Context<AppEnv>) => registrationCodeSender(deps, clientIp(c, deps.config), codeMessages.activationSms[languageOf(c)]);

  mountEndpoint(router, endpoints.register, async (c, { body }) => {
    const session = requireSession(c);
    assertValidMobile(body.mobile);
    await assertCountry(deps.db, body.insuranceCountry);
    // Hashing is deliberately slow: the limit comes first, so a flood of sign-ups cannot occupy the server.
    await deps.limiter.hit([`register:ip:${clientIp(c, deps.config)}`, LIMITS.registrationsPerIp], [`register:mobile:${body.mobile}`, LIMITS.codesPerRecipient]);
    return registrationStatus(deps, await startRegistration(deps, session.id, body, sender(c)));
  });

  mountEndpoint(router, endpoints.currentRegistration, async (c) => {
    // Not an error: a browser whose sign-up expired with its session asks, and starts afresh.
    const row = await findPendingRegistration(deps, requireSession(c).id);
    return row ? registrationStatus(deps, row) : null;
  });

  mountEndpoint(router, endpoints.updateRegistrationMobile, async (c, { body }) => {
    const row = await current(c);
    assertValidMobile(body.mobile);
    return registrationStatus(deps, await changeRegistrationMobile(deps, row, body.mobile, sender(c)));
  });

  mountEndpoint(router, endpoints.updateRegistrationEmail, async (c, { body }) =>
    registrationStatus(deps, await changeRegistrationEmail(deps, await current(c), body.emailAddress)),
  );

  mountEndpoint(router, endpoints.resendRegistrationCode, async (c) => {
    const row = await current(c);
    await resendRegistrationCode(deps, row, sender(c));
    return registrationStatus(deps, row);
  });

  mountEndpoint(router, endpoints.activateRegistration, async (c, { body }) => {
    const user = await activateRegistration(deps, await current(c), body.code);
    const result = await signIn(c, deps, user, 'EMAIL');
    await sendEmailVerification(deps, user, languageOf(c)).catch((error: unknown) => deps.logger.warn(`Email verification not sent: ${error instanceof Error ? error.message : 'error'}`));
    return result;
  });
}
