import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { emailVerificationTokens, users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';

// A change of email address waits for its link (POST /auth/email/verify applies it): these rules are
// shared by My Account and the verification route.

export const emailUnavailable = () => new ApiHttpError(409, 'email_unavailable', 'Another account uses this email address.');

/**
 * The link of a requested email change, if `token` is one that may still apply: the user's newest link
 * (a later request, or a link for the current address, supersedes it) for an address the account does
 * not have yet.
 */
export async function isPendingEmailChange(db: AppDatabase, token: typeof emailVerificationTokens.$inferSelect): Promise<boolean> {
  const [newest] = await db
    .select({ id: emailVerificationTokens.id })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, token.userId))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return newest?.id === token.id;
}

/** Another user (any kind) already has this address: the change cannot apply. */
export async function emailTakenByOther(db: AppDatabase, userId: string, email: string): Promise<boolean> {
  const [other] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId))).limit(1);
  return other !== undefined;
}

