import { eq, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';

export type CustomerRow = typeof users.$inferSelect;

/**
 * The customer (or guest) of the request's session: 401 `unauthorized` without a signed-in user,
 * 403 `forbidden` for staff and broker users (they do not buy here). The first call of a request uses
 * the user the session guard read with the session (no query of its own); a later call in the same
 * request, after the handler may have changed the user, reads it again.
 */
export async function requireCustomer(c: Context<AppEnv>, db: AppDatabase): Promise<CustomerRow> {
  const session = c.get('session');
  const userId = session?.userId;
  if (!session || !userId) throw new ApiHttpError(401, 'unauthorized', 'Sign in or continue as a guest first.');
  let user: CustomerRow | null | undefined = session.user;
  if (user && user.id === userId) session.user = undefined;
  else [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiHttpError(401, 'unauthorized', 'Sign in or continue as a guest first.');
  if (user.kind !== 'customer' && user.kind !== 'guest') {
    throw new ApiHttpError(403, 'forbidden', 'Only customers can buy insurance here.');
  }
  return user;
}

/** The user ids whose orders and policies this customer sees: itself and the guests merged into it. */
export async function ownerIds(db: AppDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, userId), eq(users.mergedIntoUserId, userId)));
  return rows.map((row) => row.id);
}
