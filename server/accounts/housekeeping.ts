import { lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { emailVerificationTokens, oauthStates, pendingRegistrations, rateLimitHits, verificationCodes } from '../db/tables/accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes accounts rows nobody can use any more (run at start, like the session purge): expired pending
 * registrations, codes and OAuth states a day past expiry, rate-limit hits older than a day, email links
 * 30 days past expiry. Returns how many rows went.
 */
export async function purgeStaleAccountsData(db: AppDatabase, now: Date = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const deleted = await Promise.all([
    db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now)).returning({ id: pendingRegistrations.id }),
    db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo)).returning({ id: verificationCodes.id }),
    db.delete(oauthStates).where(lt(oauthStates.expiresAt, dayAgo)).returning({ id: oauthStates.id }),
    db.delete(rateLimitHits).where(lt(rateLimitHits.at, dayAgo)).returning({ id: rateLimitHits.id }),
    db
      .delete(emailVerificationTokens)
      .where(lt(emailVerificationTokens.expiresAt, new Date(now.getTime() - 30 * DAY_MS)))
      .returning({ id: emailVerificationTokens.id }),
  ]);
  return deleted.reduce((sum, rows) => sum + rows.length, 0);
}
