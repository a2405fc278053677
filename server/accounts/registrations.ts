import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { RegistrationRequest, RegistrationStatus } from '../../contract/accounts.ts';
import { pendingRegistrations, users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { checkCode, codeSentOf, consumeCode, issueCode, latestCode, type CodeRow } from './codes.ts';
import type { AccountsDeps } from './context.ts';
import { hashPassword } from './secrets.ts';
import { findAccountByMobile, verifiedGuestsWithMobile, type UserRow } from './users.ts';

/** A pending registration is kept this long after its last code, then forgotten. */
export const PENDING_REGISTRATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this mobile number already exists. Log in or reset your password.';
export const EMAIL_UNAVAILABLE_MESSAGE = 'This email address cannot be used. Enter another one.';

export type PendingRow = typeof pendingRegistrations.$inferSelect;

export const noRegistrationError = () => new ApiHttpError(404, 'not_found', 'There is no sign-up in progress. Please start again.');
const emailUnavailableError = () => new ApiHttpError(409, 'email_unavailable', EMAIL_UNAVAILABLE_MESSAGE, { emailAddress: EMAIL_UNAVAILABLE_MESSAGE });

/** How the activation code goes out (the caller knows the language and the address). */
export type SendRegistrationCode = (row: PendingRow) => Promise<CodeRow>;

/** The session's live pending registration, if any. */
export async function findPendingRegistration(deps: AccountsDeps, sessionId: string): Promise<PendingRow | null> {
  const [row] = await deps.db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.sessionId, sessionId), gt(pendingRegistrations.expiresAt, deps.now())))
    .limit(1);
  return row ?? null;
}

export async function registrationStatus(deps: AccountsDeps, row: PendingRow): Promise<RegistrationStatus> {
  const code = await latestCode(deps, 'registration', row.id);
  if (!code) throw noRegistrationError();
  return { registrationId: row.id, step: 'activation', ...codeSentOf(code) };
}

/**
 * Stores the details (password hashed) as the session's one pending registration and sends the first
 * code. The same mobile again while its code is valid keeps that code; anything else starts afresh.
 */
export async function startRegistration(deps: AccountsDeps, sessionId: string, body: RegistrationRequest, sendCode: SendRegistrationCode): Promise<PendingRow> {
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
  const [previous] = await deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.sessionId, sessionId)).limit(1);
  if (previous && previous.mobile === body.mobile) {
    // Back to the details and on again with the same mobile: the code already sent stays valid.
    const code = await latestCode(deps, 'registration', previous.id);
    if (code && !code.consumedAt && code.expiresAt > at) {
      const [updated] = await deps.db.update(pendingRegistrations).set(details).where(eq(pendingRegistrations.id, previous.id)).returning();
      return updated!;
    }
  }
  // One pending sign-up per session: starting again replaces the previous one.
  await deps.db.delete(pendingRegistrations).where(eq(pendingRegistrations.sessionId, sessionId));
  const [row] = await deps.db
    .insert(pendingRegistrations)
    .values({ id: randomUUID(), sessionId, ...details, createdAt: at, expiresAt: new Date(at.getTime() + PENDING_REGISTRATION_LIFETIME_MS) })
    .returning();
  try {
    await sendCode(row!);
  } catch (error) {
    // Nothing to resume without a code: the customer submits again once the wait is over.
    await deps.db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, row!.id));
    throw error;
  }
  return row!;
}

/** Another number: a code goes to it first (its limits apply), then the registration holds it. */
export async function changeRegistrationMobile(deps: AccountsDeps, row: PendingRow, mobile: string, sendCode: SendRegistrationCode): Promise<PendingRow> {
  if (mobile === row.mobile) {
    // The same number: just a resend (with its 60 s rule).
    await sendCode(row);
    return row;
  }
  await sendCode({ ...row, mobile });
  const [updated] = await deps.db
    .update(pendingRegistrations)
    .set({ mobile, expiresAt: new Date(deps.now().getTime() + PENDING_REGISTRATION_LIFETIME_MS) })
    .where(eq(pendingRegistrations.id, row.id))
    .returning();
  return updated!;
}

export async function changeRegistrationEmail(deps: AccountsDeps, row: PendingRow, email: string): Promise<PendingRow> {
  const [updated] = await deps.db.update(pendingRegistrations).set({ email }).where(eq(pendingRegistrations.id, row.id)).returning();
  return updated!;
}

/** A new code; the registration lives a day from now. */
export async function resendRegistrationCode(deps: AccountsDeps, row: PendingRow, sendCode: SendRegistrationCode): Promise<void> {
  await sendCode(row);
  await deps.db
    .update(pendingRegistrations)
    .set({ expiresAt: new Date(deps.now().getTime() + PENDING_REGISTRATION_LIFETIME_MS) })
    .where(eq(pendingRegistrations.id, row.id));
}

/**
 * Checks the code and creates the customer. Only now, with the mobile proved, may the answer say what is
 * registered: a known mobile is account_exists, a known email email_unavailable (the code stays valid
 * so the customer can change the email and retry). Guests who bought with this mobile stay apart until
 * the customer says yes (guest-policies.ts); an address one of them gave at checkout moves to the account.
 */
export async function activateRegistration(deps: AccountsDeps, row: PendingRow, submitted: string): Promise<UserRow> {
  const code = await checkCode(deps, { purpose: 'registration', subject: row.id, code: submitted });
  if (await findAccountByMobile(deps.db, row.mobile)) {
    await consumeCode(deps, code.id);
    await deps.db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, row.id));
    throw new ApiHttpError(409, 'account_exists', ACCOUNT_EXISTS_MESSAGE);
  }
  const guests = await verifiedGuestsWithMobile(deps.db, row.mobile);
  const [emailOwner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
  if (emailOwner && !guests.some((guest) => guest.id === emailOwner.id)) throw emailUnavailableError();

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
  let user: UserRow;
  try {
    user = await deps.db.transaction(async (tx) => {
      if (emailOwner) await tx.update(users).set({ email: null, updatedAt: at }).where(eq(users.id, emailOwner.id));
      const [saved] = await tx.insert(users).values({ id: randomUUID(), ...account, createdAt: at }).returning();
      await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.id, row.id));
      return saved!;
    });
  } catch (error) {
    // A concurrent sign-up took the email or mobile between the checks and the write.
    if (isUniqueViolation(error)) throw emailUnavailableError();
    throw error;
  }
  await consumeCode(deps, code.id);
  return user;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The activation code by SMS, through the shared code rules (60 s between codes, hourly limits). */
export function registrationCodeSender(deps: AccountsDeps, ip: string, body: (code: string) => string): SendRegistrationCode {
  return (row) => issueCode(deps, { purpose: 'registration', subject: row.id, recipient: row.mobile, channel: 'sms', ip, message: (code) => ({ body: body(code) }) });
}
