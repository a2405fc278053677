import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { sessions } from '../db/schema.ts';

/** A session is ended after 30 minutes without a request... */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** ...and 12 hours after it was created, whatever happens. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Dead sessions are kept this long after their absolute expiry (for support questions), then deleted. */
export const SESSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface LiveSession {
  id: string;
  /** The raw token of this request (kept in memory only, never stored or logged). */
  token: string;
  userId: string | null;
  expiresAt: Date;
  /** The XSRF-TOKEN cookie's value for this session: random, never the token. */
  xsrfToken: string;
}

/** 32 random bytes (256 bits) as base64url: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a copy of the sessions table does not give working tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const liveColumns = { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, xsrfToken: sessions.xsrfToken };

export function createSessionStore(db: AppDatabase, now: () => Date = () => new Date()) {
  return {
    /** A new session with a fresh token; `userId` binds it to a signed-in user (login rotates to such a session). */
    async create(userId: string | null = null): Promise<LiveSession> {
      const token = newSessionToken();
      const at = now();
      const [row] = await db
        .insert(sessions)
        .values({
          userId,
          tokenHash: hashSessionToken(token),
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
          xsrfToken: newSessionToken(),
        })
        .returning(liveColumns);
      if (!row) throw new Error('Session insert returned no row.');
      return { ...row, xsrfToken: row.xsrfToken ?? '', token };
    },

    /**
     * The live session of a token, touching last_seen_at (which restarts the idle timeout), or null when
     * the token is unknown, ended, past its absolute expiry or idle for too long.
     */
    async findLiveAndTouch(token: string): Promise<LiveSession | null> {
      const at = now();
      const [row] = await db
        .update(sessions)
        // A session made before sessions had their own XSRF value gets one on its next request.
        .set({ lastSeenAt: at, xsrfToken: sql`coalesce(${sessions.xsrfToken}, ${newSessionToken()})` })
        .where(
          and(
            eq(sessions.tokenHash, hashSessionToken(token)),
            isNull(sessions.endedAt),
            gt(sessions.expiresAt, at),
            gt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS)),
          ),
        )
        .returning(liveColumns);
      return row ? { ...row, xsrfToken: row.xsrfToken ?? '', token } : null;
    },

    /** Deletes sessions past their absolute expiry by more than the retention; returns how many. */
    async purgeExpired(): Promise<number> {
      const cutoff = new Date(now().getTime() - SESSION_RETENTION_MS);
      const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, cutoff)).returning({ id: sessions.id });
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
