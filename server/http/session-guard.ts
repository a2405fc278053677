import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CSRF_TOKEN_HEADER, SESSION_TOKEN_HEADER } from '../../contract/http.ts';
import { xsrfCookieMatches } from '../sessions/session-cookie.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { csrfTokenInvalidError, sessionExpiredError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// What newSessionToken() makes; anything else cannot be a session and needs no database look-up.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Runs before every API handler.
 * - A request carrying a token (session-token or x-csrf-token) must name a live session, else 403
 *   `forbidden`: the client wipes its stored data on any 403, which is how a stale session signs out.
 * - State-changing methods must carry a live token in the header (double submit: a cross-site form
 *   cannot set headers) and, when the XSRF-TOKEN cookie is present, it must be the value bound to that
 *   session (never the token itself), else 403
 *   `csrf_token_invalid`.
 * The session is put on the context as `session` (null when no token was sent).
 */
export function sessionGuard(store: SessionStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sessionHeader = c.req.header(SESSION_TOKEN_HEADER) || undefined;
    const csrfHeader = c.req.header(CSRF_TOKEN_HEADER) || undefined;
    const stateChanging = !SAFE_METHODS.has(c.req.method);

    if (sessionHeader && csrfHeader && !sameText(sessionHeader, csrfHeader)) throw csrfTokenInvalidError();
    const token = sessionHeader ?? csrfHeader;

    let session = null;
    if (token) {
      session = TOKEN_SHAPE.test(token) ? await store.findLive(token) : null;
      if (!session) throw sessionExpiredError();
    }

    if (stateChanging) {
      if (!session || !token) throw csrfTokenInvalidError();
      if (!xsrfCookieMatches(c, session)) throw csrfTokenInvalidError();
    }

    c.set('session', session);
    await next();
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
