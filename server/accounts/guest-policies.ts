import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { users } from '../db/tables/accounts.ts';
import { policies } from '../db/tables/purchase.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { UserRow } from './users.ts';

/**
 * Guests who proved the account's own verified mobile at checkout and are not in an account yet. Only a
 * customer whose mobile is verified has any: the SMS code at sign-up is what shows the guest was them.
 */
function unmergedGuestsOf(account: UserRow) {
  if (account.kind !== 'customer' || !account.mobile || !account.mobileVerifiedAt) return null;
  return and(eq(users.kind, 'guest'), eq(users.mobile, account.mobile), isNotNull(users.mobileVerifiedAt), isNull(users.mergedIntoUserId));
}

/** How many policies those guests hold (the question after a sign-up; no personal data). */
export async function guestPolicyCount(db: AppDatabase, account: UserRow): Promise<number> {
  const guests = unmergedGuestsOf(account);
  if (!guests) return 0;
  const ids = (await db.select({ id: users.id }).from(users).where(guests)).map((row) => row.id);
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(policies).where(inArray(policies.userId, ids));
  return row?.n ?? 0;
}

/**
 * The customer said yes: those guests are merged into the account (their orders and policies become its,
 * see ownerIds) and every session they had ends, so a guest token left in another browser reads nothing
 * of the account. Idempotent: the guests are claimed by one conditional update, so a repeat or a
 * parallel call claims none and answers 0.
 */
export async function mergeGuestPolicies(db: AppDatabase, sessions: SessionStore, account: UserRow, at: Date): Promise<number> {
  const guests = unmergedGuestsOf(account);
  if (!guests) return 0;
  const merged = await db.update(users).set({ mergedIntoUserId: account.id, updatedAt: at }).where(guests).returning({ id: users.id });
  const ids = merged.map((row) => row.id);
  if (ids.length === 0) return 0;
  for (const id of ids) await sessions.endAllForUser(id);
  const [row] = await db.select({ n: count() }).from(policies).where(inArray(policies.userId, ids));
  return row?.n ?? 0;
}
