import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { endpoints } from '../../contract/endpoints.ts';
import { CSRF_TOKEN_HEADER, SESSION_TOKEN_HEADER, XSRF_COOKIE } from '../../contract/http.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import type { LiveSession, SessionStore } from '../sessions/session-store.ts';

/** GET /security/token (issue or re-use a session) and DELETE /security/token (end it). */
export function mountSecurityRoutes(router: Hono<AppEnv>, store: SessionStore): void {
  mountEndpoint(router, endpoints.securityToken, async (c) => {
    // The session guard already answered 403 for a dead token; a live one is re-used so that a reload
    // keeps the customer's session instead of starting a new one.
    const session = c.get('session') ?? (await store.create());
    sendToken(c, session);
    return { sessionToken: session.token };
  });

  mountEndpoint(router, endpoints.endSession, async (c) => {
    const session = c.get('session');
    // The guard lets no state-changing request through without a live session.
    if (session) await store.end(session.id);
    return null;
  });
}

/** The session token in both headers and the XSRF-TOKEN cookie (also used when login rotates the session). */
export function sendToken(c: Context<AppEnv>, session: LiveSession): void {
  c.header(SESSION_TOKEN_HEADER, session.token);
  c.header(CSRF_TOKEN_HEADER, session.token);
  c.header('Cache-Control', 'no-store');
  // The double-submit cookie: readable by the page's script (not HttpOnly), sent back by the browser,
  // and compared with the header on every state-changing request.
  setCookie(c, XSRF_COOKIE, session.token, {
    path: '/',
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
  });
}

function isHttps(c: Context<AppEnv>): boolean {
  // Behind a TLS-terminating proxy the request reaches us as http; the proxy says so in X-Forwarded-Proto.
  // Trusting it can only add Secure to the cookie, never weaken it.
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return new URL(c.req.url).protocol === 'https:' || forwarded === 'https';
}
