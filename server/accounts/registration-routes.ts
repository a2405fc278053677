import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { and, eq, gt } from 'drizzle-orm';
import type { RegistrationStatus } from '../../contract/accounts.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { pendingRegistrations, users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { languageOf } from '../routes/route-helpers.ts';
import { codeMessages } from './code-messages.ts';
import { checkCode, codeSentOf, consumeCode, issueCode, latestCode } from './codes.ts';
import { clientIp, requireSession, type AccountsDeps } from './context.ts';
import { LIMITS } from './rate-limit.ts';
import { sendEmailVerification } from './email-verification-routes.ts';
import { assertValidMobile } from './login-routes.ts';
import { hashPassword } from './secrets.ts';
import { signIn } from './sign-in.ts';
import { countryExists, findAccountByMobile, verifiedGuestsWithMobile } from './users.ts';

/** A pending registration is kept this long after its last code, then forgotten. */
export const PENDING_REGISTRATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this mobile number already exists. Log in or reset your password.';
export const EMAIL_UNAVAILABLE_MESSAGE = 'This email address cannot be used. Enter another one.';

type PendingRow = typeof pendingRegistrations.$inferSelect;

const noRegistrationError = () => new ApiHttpError(404, 'not_found', 'There is no sign-up in progress. Please start again.');

/**
 * Sign-up with SMS activation. Nothing here says whether an email or mobile is registered until the SMS
 * code proves the customer owns the mobile: then a known mobile answers account_exists, and a known
 * email answers email_unavailable (the code stays valid so the customer can change the email and retry).
 */
export function mountRegistrationRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  const findCurrent = async (c: Context<AppEnv>): Promise<PendingRow | null> => {
    const session = requireSession(c);
    const [row] = await deps.db
      .select()
      .from(pendingRegistrations)
      .where(and(eq(pendingRegistrations.sessionId, session.id), gt(pendingRegistrations.expiresAt, deps.now())))
      .limit(1);
    return row ?? null;
  };
  const current = async (c: Context<AppEnv>): Promise<PendingRow> => {
    const row = await findCurrent(c);
    if (!row) throw noRegistrationError();
    return row;
  };

  const status = async (row: PendingRow): Promise<RegistrationStatus> => {
    const code = await latestCode(deps, 'registration', row.id);
    if (!code) throw noRegistrationError();
    return { registrationId: row.id, step: 'activation', ...codeSentOf(code) };
  };

  const sendCode = (c: Context<AppEnv>, row: PendingRow) =>
    issueCode(deps, {
      purpose: 'registration',
      subject: row.id,
      recipient: row.mobile,
      channel: 'sms',
      ip: clientIp(c, deps.config),
      message: (code) => ({ body: codeMessages.activationSms[languageOf(c)](code) }),
    });

  const assertCountry = async (code: string) => {
    if (!(await countryExists(deps.db, code))) {
      throw new ApiHttpError(400, 'validation_failed', 'Some fields are not valid.', { insuranceCountry: 'Choose a country from the list.' });
    }
  };

  mountEndpoint(router, endpoints.register, async (c, { body }) => {
    const session = requireSession(c);
    assertValidMobile(body.mobile);
    await assertCountry(body.insuranceCountry);
    // Hashing is deliberately slow: the limit comes first, so a flood of sign-ups cannot occupy the server.
    await deps.limiter.hit([`register:ip:${clientIp(c, deps.config)}`, LIMITS.registrationsPerIp], [`register:mobile:${body.mobile}`, LIMITS.codesPerRecipient]);
    const passwordHash = await hashPassword(body.password, deps.config.passwordScryptN);
    const at = deps.now();
    const details = {
      firstName: body.firstName,
      middleName: body.middleName || null,
      lastName: body.lastName,
      dateOfBirth: body.dateOfBirth,
      gender: body.gender,
      mobile: body.mobile,
      email: body.emailAddress,
      passwordHash,
      insuranceCountry: body.insuranceCountry,
    };
    const [previous] = await deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.sessionId, session.id)).limit(1);
    if (previous && previous.mobile === body.mobile) {
      // Back to the details and on again with the same mobile: the code already sent stays valid.
      const code = await latestCode(deps, 'registration', previous.id);
      if (code && !code.consumedAt && code.expiresAt > at) {
        const [updated] = await deps.db.update(pendingRegistrations).set(details).where(eq(pendingRegistrations.id, previous.id)).returning();
        return status(updated!);
      }
    }
    // One pending sign-up per session: starting again replaces the previous one.
    await deps.db.delete(pendingRegistrations).where(eq(pendingRegistrations.sessionId, session.id));
    const [row] = await deps.db
      .insert(pendingRegistrations)
      .values({
        id: randomUUID(),
        sessionId: session.id,
        ...details,
        createdAt: at,
        expiresAt: new Date(at.getTime() + PENDING_REGISTRATION_LIFETIME_MS),
      })
      .returning();
    try {
      await sendCode(c, row!);
    } catch (error) {
      // Nothing to resume without a code: the customer submits again once the wait is over.
      await deps.db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, row!.id));
      throw error;
    }
    return status(row!);
  });

  mountEndpoint(router, endpoints.currentRegistration, async (c) => {
    // Not an error: a browser whose sign-up expired with its session asks, and starts afresh.
    const row = await findCurrent(c);
    return row ? status(row) : null;
  });

  mountEndpoint(router, endpoints.updateRegistrationMobile, async (c, { body }) => {
    const row = await current(c);
    assertValidMobile(body.mobile);
    if (body.mobile === row.mobile) {
      // The same number: just a resend (with its 60 s rule).
      await sendCode(c, row);
      return status(row);
    }
    await sendCode(c, { ...row, mobile: body.mobile });
    const [updated] = await deps.db
      .update(pendingRegistrations)
      .set({ mobile: body.mobile, expiresAt: new Date(deps.now().getTime() + PENDING_REGISTRATION_LIFETIME_MS) })
      .where(eq(pendingRegistrations.id, row.id))
      .returning();
    return status(updated!);
  });

  mountEndpoint(router, endpoints.updateRegistrationEmail, async (c, { body }) => {
    const row = await current(c);
    const [updated] = await deps.db.update(pendingRegistrations).set({ email: body.emailAddress }).where(eq(pendingRegistrations.id, row.id)).returning();
    return status(updated!);
  });

  mountEndpoint(router, endpoints.resendRegistrationCode, async (c) => {
    const row = await current(c);
    await sendCode(c, row);
    await deps.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(deps.now().getTime() + PENDING_REGISTRATION_LIFETIME_MS) })
      .where(eq(pendingRegistrations.id, row.id));
    return status(row);
  });

  mountEndpoint(router, endpoints.activateRegistration, async (c, { body }) => {
    const row = await current(c);
    const code = await checkCode(deps, { purpose: 'registration', subject: row.id, code: body.code });
    // The code proved the mobile: from here on the answers may say what is registered.
    if (await findAccountByMobile(deps.db, row.mobile)) {
      await consumeCode(deps, code.id);
      await deps.db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, row.id));
      throw new ApiHttpError(409, 'account_exists', ACCOUNT_EXISTS_MESSAGE);
    }
    const guests = await verifiedGuestsWithMobile(deps.db, row.mobile);
    const [emailOwner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
    if (emailOwner && !guests.some((guest) => guest.id === emailOwner.id)) {
      throw new ApiHttpError(409, 'email_unavailable', EMAIL_UNAVAILABLE_MESSAGE, { emailAddress: EMAIL_UNAVAILABLE_MESSAGE });
    }

    const at = deps.now();
    const account = {
      kind: 'customer' as const,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      dateOfBirth: row.dateOfBirth,
      gender: row.gender,
      email: row.email,
      emailVerifiedAt: null,
      mobile: row.mobile,
      mobileVerifiedAt: at,
      passwordHash: row.passwordHash,
      insuranceCountry: row.insuranceCountry,
      updatedAt: at,
    };
    let user;
    try {
      user = await deps.db.transaction(async (tx) => {
        // A guest who bought with this mobile keeps its policies apart until the customer says yes
        // (GET /auth/guest-policies, then POST /auth/guest-policies/merge); an address it gave at
        // checkout moves to the account.
        const emailGuest = guests.find((guest) => guest.id === emailOwner?.id);
        if (emailGuest) await tx.update(users).set({ email: null, updatedAt: at }).where(eq(users.id, emailGuest.id));
        const [saved] = await tx.insert(users).values({ id: randomUUID(), ...account, createdAt: at }).returning();
        await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.id, row.id));
        return saved!;
      });
    } catch (error) {
      // A concurrent sign-up took the email or mobile between the checks and the write.
      if (isUniqueViolation(error)) throw new ApiHttpError(409, 'email_unavailable', EMAIL_UNAVAILABLE_MESSAGE, { emailAddress: EMAIL_UNAVAILABLE_MESSAGE });
      throw error;
    }
    await consumeCode(deps, code.id);
    const result = await signIn(c, deps, user, 'EMAIL');
    await sendEmailVerification(deps, user).catch((error: unknown) => deps.logger.warn(`Email verification not sent: ${error instanceof Error ? error.message : 'error'}`));
    return result;
  });
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
