import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CSRF_TOKEN_HEADER, SESSION_TOKEN_HEADER, XSRF_COOKIE } from '../../contract/http.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { LiveSession } from './session-store.ts';

/**
 * The session token in both headers and the body (the spec's client stores it from there), and the
 * XSRF-TOKEN cookie with the session's own random value: the cookie is readable by the page and rides on
 * every request, so it must not be the token. Also used when login rotates the session.
 */
export function sendToken(c: Context<AppEnv>, session: LiveSession): void {
  c.header(SESSION_TOKEN_HEADER, session.token);
  c.header(CSRF_TOKEN_HEADER, session.token);
  c.header('Cache-Control', 'no-store');
  setCookie(c, XSRF_COOKIE, session.xsrfToken, {
    ...cookieScope(c),
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
  });
}

/** Logout: the browser forgets the ended session's cookie value. */
export function clearXsrfCookie(c: Context<AppEnv>): void {
  deleteCookie(c, XSRF_COOKIE, cookieScope(c));
}

/**
 * The double-submit check of a state-changing request: a cross-site form cannot set the header that names
 * the session, and when the browser sent the XSRF-TOKEN cookie it must be the value bound to that session.
 */
export function xsrfCookieMatches(c: Context<AppEnv>, session: LiveSession): boolean {
  const cookie = getCookie(c, XSRF_COOKIE);
  return cookie === undefined || (session.xsrfToken !== '' && sameText(cookie, session.xsrfToken));
}

function cookieScope(c: Context<AppEnv>) {
  return { path: '/', sameSite: 'Lax', secure: isHttps(c) } as const;
}

function isHttps(c: Context<AppEnv>): boolean {
  // Behind a TLS-terminating proxy the request reaches us as http; the proxy says so in X-Forwarded-Proto.
  // Trusting it can only add Secure to the cookie, never weaken it.
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return new URL(c.req.url).protocol === 'https:' || forwarded === 'https';
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
