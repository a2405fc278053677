import { eq } from 'drizzle-orm';
import { emailVerificationTokens, users } from '../db/tables/accounts.ts';
import { profileSettings } from '../db/tables/account-profile.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import { codeMessages } from './code-messages.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { emailTakenByOther, emailUnavailable, isPendingEmailChange } from '../account-area/email-change.ts';
import type { AccountsDeps } from './context.ts';
import { newUrlToken, sha256 } from './secrets.ts';
import { findUserById, type UserRow } from './users.ts';

/** Links in verification emails work this long. */
export const EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => sha256(token, 'email-verification');

/**
 * Emails a verification link (`{APP_BASE_URL}/email-verification?token=…`) to the user's address, or to
 * a new address the user asked for (My Account: it replaces the current one when the link is opened),
 * in the customer's language: the one chosen in My Account, else the language of the request.
 */
export async function sendEmailVerification(deps: AccountsDeps, user: UserRow, requestLanguage: ApiLanguage, address: string | null = user.email): Promise<void> {
  if (!address) return;
  const token = newUrlToken();
  const at = deps.now();
  await deps.db.insert(emailVerificationTokens).values({
    userId: user.id,
    email: address,
    tokenHash: hashToken(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + EMAIL_LINK_LIFETIME_MS),
  });
  const link = `${deps.config.appBaseUrl}/email-verification?token=${token}`;
  const [settings] = await deps.db.select({ language: profileSettings.preferredLanguage }).from(profileSettings).where(eq(profileSettings.userId, user.id));
  const message = codeMessages.emailVerification[settings?.language ?? requestLanguage](link, user.firstName ?? '');
  await deps.messenger.send({ channel: 'email', to: address, ...message, code: token });
}

/**
 * Opens a link: confirms the address it was sent to, or makes the change of address it was sent for.
 * Unknown 400, used 409 link_used, old (or for an address the account no longer has) 410 link_expired.
 */
export async function confirmEmailLink(deps: AccountsDeps, token: string): Promise<{ emailAddress: string; verified: true }> {
  const [row] = await deps.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.tokenHash, hashToken(token))).limit(1);
  if (!row) throw new ApiHttpError(400, 'bad_request', 'This link is not valid. Request a new one.');
  if (row.usedAt) throw new ApiHttpError(409, 'link_used', 'This link has already been used.');
  const user = await findUserById(deps.db, row.userId);
  // A link for an address the account no longer has is as good as expired, unless it is the
  // newest link of a change of address asked for in My Account: opening it makes the change.
  const change = user !== undefined && user.email !== row.email && (await isPendingEmailChange(deps.db, row));
  if (row.expiresAt <= deps.now() || !user || (user.email !== row.email && !change)) {
    throw new ApiHttpError(410, 'link_expired', 'This link has expired. Request a new one.');
  }
  if (change && (await emailTakenByOther(deps.db, user.id, row.email))) throw emailUnavailable();
  const at = deps.now();
  await deps.db.update(emailVerificationTokens).set({ usedAt: at }).where(eq(emailVerificationTokens.id, row.id));
  if (change) await deps.db.update(users).set({ email: row.email, emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, user.id));
  else if (!user.emailVerifiedAt) await deps.db.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, user.id));
  return { emailAddress: row.email, verified: true as const };
}
