import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDatabase } from '../db/database.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Logger } from '../observability/log.ts';
import type { LiveSession, SessionStore } from '../sessions/session-store.ts';
import type { AccountsConfig } from './accounts-config.ts';
import type { DeferredQueue } from './deferred.ts';
import type { Messenger } from './messaging.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What the accounts handlers work with (made once in createApp). */
export interface AccountsDeps {
  db: AppDatabase;
  sessions: SessionStore;
  limiter: RateLimiter;
  messenger: Messenger;
  /** Sends that must not hold up (or time) the answer: forgot password. */
  deferred: DeferredQueue;
  config: AccountsConfig;
  logger: Logger;
  now: () => Date;
  /** The API prefix, e.g. /rest/s1/insurance (for the development provider's URLs). */
  prefix: string;
}

/** The request's live session; the session guard guarantees one on state-changing calls. */
export function requireSession(c: Context<AppEnv>): LiveSession {
  const session = c.get('session');
  if (!session) throw new ApiHttpError(401, 'unauthorized', 'Your session has not started. Please reload the page.');
  return session;
}

/**
 * The client's address for per-address rate limits: with TRUST_PROXY, the address our proxy appended
 * (the rightmost X-Forwarded-For entry; entries to its left are whatever the client sent).
 */
export function clientIp(c: Context<AppEnv>, config: Pick<AccountsConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests: no socket.
  }
}

export const notSignedInError = () => new ApiHttpError(401, 'unauthorized', 'You are not signed in.');
