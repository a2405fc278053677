import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { sessions } from '../db/schema.ts';
import { users } from '../db/tables/accounts.ts';

/** A session is ended after 30 minutes without a request... */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** ...and 12 hours after it was created, whatever happens. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * last_seen_at is written at most this often per session, not on every request: a request within a
 * minute of the last write reads the session without writing it. The idle timeout counts from the last
 * write, so a session idle-expires at most this much sooner than 30 minutes after its last request,
 * never later.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** A "Find my policy" session (one policy, opened by an SMS code) lasts this long, whatever happens. */
export const POLICY_SCOPE_LIFETIME_MS = 30 * 60 * 1000;

/** Dead sessions are kept this long after their absolute expiry (for support questions), then deleted. */
export const SESSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How many never-used anonymous sessions one client address may hold. GET /security/token without a
 * token issues one; beyond this the address's oldest unused one is dropped, so calling it in a loop
 * cannot grow the table. A session a page actually uses is no longer counted (its first request clears
 * the mark), so a shared address (an office, a mobile carrier) only loses tokens nobody has used yet.
 */
export const MAX_UNUSED_SESSIONS_PER_ADDRESS = 20;

export interface LiveSession {
  id: string;
  /** The raw token of this request (kept in memory only, never stored or logged). */
  token: string;
  userId: string | null;
  expiresAt: Date;
  /** The XSRF-TOKEN cookie's value for this session: random, never the token. */
  xsrfToken: string;
  /** The one policy number a "Find my policy" session may open (server/http/policy-scope.ts); null otherwise. */
  policyScope: string | null;
  /**
   * The session's user as read together with the session at the start of the request (null: none or
   * gone); absent when not read (a session made during the request). requireCustomer takes it once.
   */
  user?: SessionUser | null;
}

export type SessionUser = typeof users.$inferSelect;

/** 32 random bytes (256 bits) as base64url: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a copy of the sessions table does not give working tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const liveColumns = { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, xsrfToken: sessions.xsrfToken, policyScope: sessions.policyScope };

export function createSessionStore(db: AppDatabase, now: () => Date = () => new Date()) {
  // Every API request with a token runs this: built once, at the first request (drizzle otherwise
  // rebuilds the SQL text on each call, about as costly as the read itself on PGlite).
  const prepareLiveSessionQuery = () =>
    db
      .select({ ...liveColumns, lastSeenAt: sessions.lastSeenAt, unusedFrom: sessions.unusedFrom, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql.placeholder('at')),
          gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        ),
      )
      .prepare('live_session');
  let liveSessionQuery: ReturnType<typeof prepareLiveSessionQuery> | undefined;
  return {
    /**
     * A new session with a fresh token; `userId` binds it to a signed-in user (login rotates to such a
     * session). `policyScope` limits it to one policy, for POLICY_SCOPE_LIFETIME_MS ("Find my policy").
     */
    async create(userId: string | null = null, policyScope: string | null = null): Promise<LiveSession> {
      const token = newSessionToken();
      const at = now();
      const lifetime = policyScope ? POLICY_SCOPE_LIFETIME_MS : SESSION_ABSOLUTE_LIFETIME_MS;
      const [row] = await db
        .insert(sessions)
        .values({
          userId,
          tokenHash: hashSessionToken(token),
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + lifetime),
          xsrfToken: newSessionToken(),
          policyScope,
        })
        .returning(liveColumns);
      if (!row) throw new Error('Session insert returned no row.');
      return { ...row, xsrfToken: row.xsrfToken ?? '', token };
    },

    /**
     * A new anonymous session for a client at `address`, marked unused until its first request; the
     * address's oldest unused sessions beyond MAX_UNUSED_SESSIONS_PER_ADDRESS are deleted first. Under a
     * lock per address, so parallel calls cannot overshoot.
     */
    async createAnonymous(address: string): Promise<LiveSession> {
      const token = newSessionToken();
      const from = createHash('sha256').update(`session-address:${address}`).digest('hex');
      const at = now();
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${from}, 0))`);
        const keep = tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.unusedFrom, from))
          .orderBy(sql`${sessions.createdAt} desc`, sql`${sessions.id} desc`)
          .offset(MAX_UNUSED_SESSIONS_PER_ADDRESS - 1);
        await tx.delete(sessions).where(sql`${sessions.id} in (${keep})`);
        const [inserted] = await tx
          .insert(sessions)
          .values({
            tokenHash: hashSessionToken(token),
            createdAt: at,
            lastSeenAt: at,
            expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
            xsrfToken: newSessionToken(),
            unusedFrom: from,
          })
          .returning(liveColumns);
        return inserted;
      });
      if (!row) throw new Error('Session insert returned no row.');
      return { ...row, xsrfToken: row.xsrfToken ?? '', token };
    },

    /**
     * The live session of a token with its user, in one read, or null when the token is unknown, ended,
     * past its absolute expiry or idle for too long. The session is touched (last_seen_at, which
     * restarts the idle timeout) only when its last touch is SESSION_TOUCH_INTERVAL_MS old or more, or
     * on its first use. Nothing is kept in memory between requests: every request reads the database,
     * so a session ended or expired there is refused at once, whichever server instance ended it.
     */
    async findLive(token: string): Promise<LiveSession | null> {
      const at = now();
      liveSessionQuery ??= prepareLiveSessionQuery();
      const [row] = await liveSessionQuery.execute({
        tokenHash: hashSessionToken(token),
        at: at.toISOString(),
        idleSince: new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString(),
      });
      if (!row) return null;
      let xsrfToken = row.xsrfToken;
      if (row.unusedFrom !== null || xsrfToken === null || at.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        const [touched] = await db
          .update(sessions)
          // A session made before sessions had their own XSRF value gets one on its next request.
          .set({ lastSeenAt: at, xsrfToken: sql`coalesce(${sessions.xsrfToken}, ${newSessionToken()})`, unusedFrom: null })
          // Ended between the read and this write (a logout in parallel): refused like any ended session.
          .where(and(eq(sessions.id, row.id), isNull(sessions.endedAt)))
          .returning({ xsrfToken: sessions.xsrfToken });
        if (!touched) return null;
        xsrfToken = touched.xsrfToken;
      }
      return { id: row.id, userId: row.userId, expiresAt: row.expiresAt, xsrfToken: xsrfToken ?? '', policyScope: row.policyScope, token, user: row.user };
    },

    /**
     * Deletes sessions past their absolute expiry by more than the retention, and anonymous sessions
     * never used and idle past the timeout (dead, and nothing to look back on); returns how many.
     */
    async purgeExpired(): Promise<number> {
      const cutoff = new Date(now().getTime() - SESSION_RETENTION_MS);
      const idleSince = new Date(now().getTime() - SESSION_IDLE_TIMEOUT_MS);
      const deleted = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.unusedFrom), lt(sessions.lastSeenAt, idleSince))))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    /** Ends every live session of a user except `exceptSessionId` (password change or reset). */
    async endAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      await db
        .update(sessions)
        .set({ endedAt: now() })
        .where(and(...conditions));
    },

    async end(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
