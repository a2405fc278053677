import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { rateLimitHits } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { sha256 } from './secrets.ts';

export interface Limit {
  /** How many hits the window allows. */
  max: number;
  windowMs: number;
}

/** The limits of the accounts area (sliding windows, counted in the database across server instances). */
export const LIMITS = {
  /** Failed logins of one identifier. */
  loginPerIdentifier: { max: 5, windowMs: 15 * 60_000 },
  /** Login attempts from one client address. */
  loginPerIp: { max: 30, windowMs: 15 * 60_000 },
  /** Codes or links sent to one number or address (besides the 60 s between two codes). */
  codesPerRecipient: { max: 5, windowMs: 60 * 60_000 },
  /** Codes or links requested from one client address. */
  codesPerIp: { max: 30, windowMs: 60 * 60_000 },
  /** Codes checked for one registration / user (wrong and right). */
  codeChecksPerSubject: { max: 20, windowMs: 60 * 60_000 },
  /** Sign-ups from one client address (counted before the password is hashed). */
  registrationsPerIp: { max: 10, windowMs: 60 * 60_000 },
  /** Gift card serials looked up or used in a payment, per account and per address (a guesser's budget). */
  giftCardsPerSubject: { max: 10, windowMs: 10 * 60_000 },
  /** Broker applications from one client address. */
  applicationsPerIp: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

export const rateLimitedError = (retryAfterSeconds: number, message = 'Too many attempts. Please wait and try again.') =>
  new ApiHttpError(429, 'rate_limited', message, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

/**
 * Sliding-window counters. Buckets are hashed (no email or number stored in clear here). Old rows are
 * deleted as new ones arrive, so the table stays small. `hit` counts and records in one transaction
 * holding a lock per bucket (a transaction-scoped advisory lock), so parallel requests are counted one
 * after the other: of 10 parallel attempts against a limit of 5, exactly 5 get through.
 */
export function createRateLimiter(db: AppDatabase, now: () => Date) {
  const key = (bucket: string) => sha256(bucket, 'rate');

  /** Seconds until the bucket has room again, or 0 when it has room now. */
  async function waitSeconds(bucket: string, limit: Limit, conn: AppDatabase = db): Promise<number> {
    const at = now();
    const since = new Date(at.getTime() - limit.windowMs);
    const rows = await conn
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, key(bucket)), gt(rateLimitHits.at, since)))
      .orderBy(sql`${rateLimitHits.at} desc`)
      .limit(limit.max);
    if (rows.length < limit.max) return 0;
    // The oldest hit that still counts: room returns when it leaves the window.
    const oldest = rows[rows.length - 1]!.at;
    return (oldest.getTime() + limit.windowMs - at.getTime()) / 1000;
  }

  async function record(bucket: string): Promise<void> {
    const at = now();
    await db.insert(rateLimitHits).values({ bucket: key(bucket), at });
    // Housekeeping: nothing older than a day is ever counted.
    if (Math.random() < 0.05) await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(at.getTime() - 24 * 60 * 60_000)));
  }

  return {
    waitSeconds,
    record,
    /** Throws 429 when any bucket is full; records nothing. */
    async check(...checks: [bucket: string, limit: Limit][]): Promise<void> {
      let wait = 0;
      for (const [bucket, limit] of checks) wait = Math.max(wait, await waitSeconds(bucket, limit));
      if (wait > 0) throw rateLimitedError(wait);
    },
    /** Throws 429 when any bucket is full, else records a hit in each; atomic per bucket (see above). */
    async hit(...checks: [bucket: string, limit: Limit][]): Promise<void> {
      const at = now();
      // Locks taken in one order (by key), so two requests sharing buckets never wait on each other in a cycle.
      const keyed = checks.map(([bucket, limit]) => ({ bucket, limit, key: key(bucket) })).sort((a, b) => a.key.localeCompare(b.key));
      const wait = await db.transaction(async (tx) => {
        for (const { key: k } of keyed) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${k}, 0))`);
        let longest = 0;
        for (const { bucket, limit } of keyed) longest = Math.max(longest, await waitSeconds(bucket, limit, tx as unknown as AppDatabase));
        if (longest > 0) return longest;
        for (const { key: k } of keyed) await tx.insert(rateLimitHits).values({ bucket: k, at });
        return 0;
      });
      if (wait > 0) throw rateLimitedError(wait);
      if (Math.random() < 0.05) await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(at.getTime() - 24 * 60 * 60_000)));
    },
    /** Gives back the latest hit of a bucket (a try that turned out legitimate). */
    async forgiveLatest(bucket: string): Promise<void> {
      await db.execute(
        sql`delete from ${rateLimitHits} where ctid = (select ctid from ${rateLimitHits} where ${rateLimitHits.bucket} = ${key(bucket)} order by ${rateLimitHits.at} desc limit 1)`,
      );
    },
    async clear(bucket: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, key(bucket)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
