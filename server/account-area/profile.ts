import type { ApiLanguage } from '../http/request-language.ts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { type CodeSent, type Profile, type ProfileUpdate, accountAreaProblems as P } from '../../contract/account-area.ts';
import type { AccountsDeps } from '../accounts/context.ts';
import { checkCode, codeSentOf, consumeCode, issueCode } from '../accounts/codes.ts';
import { sendEmailVerification } from '../accounts/email-verification.ts';
import { LIMITS } from '../accounts/rate-limit.ts';
import type { UserRow } from '../accounts/users.ts';
import type { AppDatabase } from '../db/database.ts';
import { profileSettings } from '../db/tables/account-profile.ts';
import { emailVerificationTokens, users } from '../db/tables/accounts.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { isPendingEmailChange } from './email-change.ts';
import { ApiHttpError } from '../http/api-error.ts';

export const accountRequiredError = () => new ApiHttpError(422, 'account_required', 'Create an account to change your email, mobile or password.');
const mobileUnavailable = () => new ApiHttpError(409, 'mobile_unavailable', P.mobileTaken, { mobileNumber: P.mobileTaken });
async function pendingEmailOf(db: AppDatabase, user: UserRow, now: Date): Promise<string | null> {
  const [newest] = await db
    .select()
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return newest && newest.email !== user.email && (await isPendingEmailChange(db, newest)) ? newest.email : null;
}

export async function profileOf(db: AppDatabase, user: UserRow, now: Date, fallbackLanguage: 'en' | 'ar'): Promise<Profile> {
  const [settings] = await db.select().from(profileSettings).where(eq(profileSettings.userId, user.id));
  const isGuest = user.kind === 'guest';
  return {
    firstName: user.firstName ?? '',
    middleName: user.middleName ?? '',
    lastName: user.lastName ?? '',
    dateOfBirth: user.dateOfBirth,
    gender: user.gender,
    emailAddress: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: isGuest ? null : await pendingEmailOf(db, user, now),
    mobileNumber: user.mobile,
    preferredLanguage: settings?.preferredLanguage ?? fallbackLanguage,
    isGuest,
  };
}

export async function updateProfile(db: AppDatabase, user: UserRow, update: ProfileUpdate & { middleName?: string }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: update.firstName,
        middleName: update.middleName ? update.middleName : null,
        lastName: update.lastName,
        dateOfBirth: update.dateOfBirth,
        gender: update.gender,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .insert(profileSettings)
      .values({ userId: user.id, preferredLanguage: update.preferredLanguage, updatedAt: now })
      .onConflictDoUpdate({ target: profileSettings.userId, set: { preferredLanguage: update.preferredLanguage, updatedAt: now } });
  });
}

/** Emails a link to the new address; the account keeps its address until the link is opened. */
export async function requestEmailChange(deps: AccountsDeps, user: UserRow, email: string, language: ApiLanguage): Promise<{ pendingEmail: string }> {
  if (user.kind !== 'customer') throw accountRequiredError();
  if (email === user.email) {
    throw new ApiHttpError(400, 'validation_failed', P.sameEmail, { emailAddress: P.sameEmail });
  }
  await deps.limiter.hit([`email-change:${user.id}`, LIMITS.codesPerRecipient]);
  await sendEmailVerification(deps, user, language, email);
  return { pendingEmail: email };
}

/** Sends an SMS code to the new number; the number changes once the code is confirmed. */
export async function requestMobileChange(deps: AccountsDeps, user: UserRow, mobile: string, ip: string): Promise<CodeSent> {
  if (user.kind !== 'customer') throw accountRequiredError();
  if (mobile === user.mobile) {
    throw new ApiHttpError(400, 'validation_failed', P.sameMobile, { mobileNumber: P.sameMobile });
  }
  const row = await issueCode(deps, {
    purpose: 'mobile_change',
    subject: user.id,
    recipient: mobile,
    channel: 'sms',
    ip,
    message: (code) => ({ body: `Your Amanah code to confirm this mobile number is ${code}. It expires in 5 minutes.` }),
  });
  return codeSentOf(row);
}

export async function confirmMobileChange(deps: AccountsDeps, user: UserRow, code: string): Promise<void> {
  if (user.kind !== 'customer') throw accountRequiredError();
  const row = await checkCode(deps, { purpose: 'mobile_change', subject: user.id, code });
  const at = deps.now();
  try {
    await deps.db.update(users).set({ mobile: row.recipient, mobileVerifiedAt: at, updatedAt: at }).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileUnavailable();
    throw error;
  }
  await consumeCode(deps, row.id);
}
