import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The Content-Security-Policy of a response; `scriptHashes` are those of the HTML page being served. */
export function contentSecurityPolicy(options: { scriptHashes?: readonly string[]; connectSrc?: readonly string[] }): string {
  return [
    `default-src 'self'`,
    // No 'unsafe-inline': inline scripts run only when their hash is listed.
    ['script-src', `'self'`, ...(options.scriptHashes ?? [])].join(' '),
    // Emotion (Chakra UI) injects <style> elements at run time, which needs 'unsafe-inline' for styles.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self' data:`,
    ['connect-src', `'self'`, ...(options.connectSrc ?? [])].join(' '),
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** Security headers on every response, API and site alike. */
export function securityHeaders(options: { connectSrc: readonly string[] }): MiddlewareHandler<AppEnv> {
  const apiPolicy = contentSecurityPolicy({ connectSrc: options.connectSrc });
  return async (c, next) => {
    await next();
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
