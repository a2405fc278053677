import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The Content-Security-Policy of a response; `scriptHashes` are those of the HTML page being served. */
export function contentSecurityPolicy(options: { scriptHashes?: readonly string[]; connectSrc?: readonly string[] }): string {
  return [
    `default-src 'self'`,
    // No 'unsafe-inline': inline scripts run only when their hash is listed.
    ['script-src', `'self'`, ...(options.scriptHashes ?? [])].join(' '),
    // Emotion (Chakra UI) injects <style> elements at run time, which needs 'unsafe-inline' for styles.
    `style-src 'self' 'unsafe-inline'`,
    // blob: the thumbnails of photos a customer picks for a claim, shown before they are uploaded.
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    ['connect-src', `'self'`, ...(options.connectSrc ?? [])].join(' '),
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** One year; subdomains included (none of ours is served over plain HTTP). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached us over HTTPS: directly, or (with `trustProxy`) through a TLS-terminating
 * proxy that says so in X-Forwarded-Proto. Without trustProxy that header is the client's word and ignored.
 */
export function cameOverHttps(c: Context<AppEnv>, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Security headers on every response, API and site alike. Strict-Transport-Security only on a response
 * to an HTTPS request: browsers ignore it over HTTP, and a plain-HTTP development server must not send it.
 */
export function securityHeaders(options: { connectSrc: readonly string[]; trustProxy?: boolean }): MiddlewareHandler<AppEnv> {
  const apiPolicy = contentSecurityPolicy({ connectSrc: options.connectSrc });
  return async (c, next) => {
    await next();
    if (cameOverHttps(c, options.trustProxy ?? false)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const hashes = c.get('scriptHashes');
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', hashes?.length ? contentSecurityPolicy({ scriptHashes: hashes, connectSrc: options.connectSrc }) : apiPolicy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  };
}
