import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { isValidE164 } from '../../contract/phone.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { ipCountryFromEnv } from '../routes/ip-country-routes.ts';
import { codeSentOf } from './codes.ts';
import { clientIp, notSignedInError, requireSession, type AccountsDeps } from './context.ts';
import { guestFor, passwordLogin, requireGuest, sendGuestMobileCode, verifyGuestMobile } from './login.ts';
import { signIn } from './sign-in.ts';
import { WRITE_WITH_COUNTRY_CODE, findUserById, loginResultOf, loginTypeOf, parseIdentifier } from './users.ts';

/** Server-side check of a mobile number beyond the wire pattern (full libphonenumber validity). */
export function assertValidMobile(mobile: string, field = 'mobile'): void {
  if (!isValidE164(mobile)) throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', { [field]: 'Enter a valid mobile number.' });
}

/** Login, /auth/me, guest sessions and the guest's mobile check at checkout. */
export function mountLoginRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  mountEndpoint(router, endpoints.login, async (c, { body }) => {
    // A number written as dialled at home is read with the visitor's country, then the service's.
    const identifier = parseIdentifier(body.identifier, [body.countryCode, ipCountryFromEnv()]);
    if (identifier.kind === 'localNumber') {
      throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', { identifier: WRITE_WITH_COUNTRY_CODE });
    }
    const user = await passwordLogin(deps, identifier, body.password, clientIp(c, deps.config));
    return signIn(c, deps, user, identifier.kind === 'mobile' ? 'MOBILE' : 'EMAIL');
  });

  mountEndpoint(router, endpoints.currentUser, async (c) => {
    const session = c.get('session');
    if (!session?.userId) throw notSignedInError();
    const user = await findUserById(deps.db, session.userId);
    if (!user) throw notSignedInError();
    const loginType = (await loginTypeOf(deps.db, session.id)) ?? (user.kind === 'guest' ? 'GUEST' : 'EMAIL');
    return loginResultOf(user, session, loginType);
  });

  mountEndpoint(router, endpoints.guestLogin, async (c) => {
    const session = requireSession(c);
    // A "Find my policy" session's guest is not handed on: Continue as Guest starts a new guest.
    const guest = await guestFor(deps, session.policyScope ? null : session.userId, clientIp(c, deps.config));
    return signIn(c, deps, guest, 'GUEST');
  });

  mountEndpoint(router, endpoints.guestMobileSend, async (c, { body }) => {
    const guest = await requireGuest(deps, requireSession(c).userId);
    assertValidMobile(body.mobile);
    return codeSentOf(await sendGuestMobileCode(deps, guest, body.mobile, clientIp(c, deps.config)));
  });

  mountEndpoint(router, endpoints.guestMobileVerify, async (c, { body }) => {
    const guest = await requireGuest(deps, requireSession(c).userId);
    return { mobile: await verifyGuestMobile(deps, guest, body.code), verified: true as const };
  });
}
