import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract/endpoints.ts';
import { isValidE164 } from '../../contract/phone.ts';
import { users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { checkCode, codeSentOf, consumeCode, issueCode } from './codes.ts';
import { clientIp, notSignedInError, requireSession, type AccountsDeps } from './context.ts';
import { LIMITS } from './rate-limit.ts';
import { hashPassword, needsRehash, verifyPassword } from './secrets.ts';
import { signIn } from './sign-in.ts';
import { ipCountryFromEnv } from '../routes/ip-country-routes.ts';
import { WRITE_WITH_COUNTRY_CODE, findAccountByIdentifier, findUserById, loginResultOf, loginTypeOf, parseIdentifier } from './users.ts';

export const WRONG_CREDENTIALS_MESSAGE = 'The email/mobile or password is not correct.';

/** Server-side check of a mobile number beyond the wire pattern (full libphonenumber validity). */
export function assertValidMobile(mobile: string, field = 'mobile'): void {
  if (!isValidE164(mobile)) throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', { [field]: 'Enter a valid mobile number.' });
}

/** The failed-login bucket: the account when the identifier names one, else the identifier itself. */
export const loginBucket = (user: { id: string } | undefined, identifier: string) => (user ? `login:account:${user.id}` : `login:id:${identifier}`);

/** Login, /auth/me, guest sessions and the guest's mobile check at checkout. */
export function mountLoginRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  mountEndpoint(router, endpoints.login, async (c, { body }) => {
    // A number written as dialled at home is read with the visitor's country, then the service's.
    const identifier = parseIdentifier(body.identifier, [body.countryCode, ipCountryFromEnv()]);
    if (identifier.kind === 'localNumber') {
      throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', { identifier: WRITE_WITH_COUNTRY_CODE });
    }
    const user = await findAccountByIdentifier(deps.db, identifier);
    // Keyed by the account (its email and mobile share one count), else by what was typed; every attempt
    // is counted atomically before the password is hashed, and a success clears the account's count.
    const idBucket = loginBucket(user, identifier.value);
    await deps.limiter.hit([idBucket, LIMITS.loginPerIdentifier], [`login:ip:${clientIp(c, deps.config)}`, LIMITS.loginPerIp]);
    const ok = await verifyPassword(body.password, user?.passwordHash ?? null, deps.config.passwordScryptN);
    if (!user || !ok) throw new ApiHttpError(401, 'unauthorized', WRONG_CREDENTIALS_MESSAGE);
    await deps.limiter.clear(idBucket);
    // The one moment the password is known: a hash made at a lower cost is replaced at today's.
    if (user.passwordHash && needsRehash(user.passwordHash, deps.config.passwordScryptN)) {
      const passwordHash = await hashPassword(body.password, deps.config.passwordScryptN);
      await deps.db.update(users).set({ passwordHash }).where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
    }
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
    const current = session.userId ? await findUserById(deps.db, session.userId) : undefined;
    if (current && current.kind === 'guest') return signIn(c, deps, current, 'GUEST');
    await deps.limiter.hit([`guest:ip:${clientIp(c, deps.config)}`, LIMITS.loginPerIp]);
    const [guest] = await deps.db.insert(users).values({ id: randomUUID(), kind: 'guest', createdAt: deps.now(), updatedAt: deps.now() }).returning();
    return signIn(c, deps, guest!, 'GUEST');
  });

  const requireGuest = async (sessionUserId: string | null) => {
    const user = sessionUserId ? await findUserById(deps.db, sessionUserId) : undefined;
    if (!user) throw notSignedInError();
    if (user.kind !== 'guest') throw new ApiHttpError(409, 'conflict', 'Only a guest checkout verifies a mobile number here.');
    return user;
  };

  mountEndpoint(router, endpoints.guestMobileSend, async (c, { body }) => {
    const guest = await requireGuest(requireSession(c).userId);
    assertValidMobile(body.mobile);
    const row = await issueCode(deps, {
      purpose: 'guest_mobile',
      subject: guest.id,
      recipient: body.mobile,
      channel: 'sms',
      ip: clientIp(c, deps.config),
      message: (code) => ({ body: `Amanah: your verification code is ${code}. It expires in 5 minutes.` }),
    });
    return codeSentOf(row);
  });

  mountEndpoint(router, endpoints.guestMobileVerify, async (c, { body }) => {
    const guest = await requireGuest(requireSession(c).userId);
    const row = await checkCode(deps, { purpose: 'guest_mobile', subject: guest.id, code: body.code });
    await deps.db.update(users).set({ mobile: row.recipient, mobileVerifiedAt: deps.now(), updatedAt: deps.now() }).where(eq(users.id, guest.id));
    await consumeCode(deps, row.id);
    return { mobile: row.recipient, verified: true as const };
  });
}

