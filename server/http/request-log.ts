import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { escapeForLog, type Logger, withRequestContext } from '../observability/log.ts';
import type { AppEnv } from './app-env.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A request id a client or proxy may choose: short, and only characters safe in a header and a log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the `X-Request-Id` it came with when that is short and plain (a load balancer's
 * trace id), else a new UUID. It is sent back in the response's `X-Request-Id` and every line logged
 * while the request is answered carries it (as `requestId`), whichever module writes the line.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = given !== undefined && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    await withRequestContext(id, next);
    c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}

/**
 * The request's path as it may be logged, control characters escaped. No path carries a secret: a gift
 * card serial (the card's value to whoever reads it) travels in a POST body, never in a URL.
 */
export function loggablePath(c: Context<AppEnv>): string {
  return escapeForLog(c.req.path);
}

/**
 * One line per request: method, path, status, milliseconds (the request id comes with every line).
 * Deliberately not the query string, headers, cookies or body: they can hold tokens and personal data.
 * Paths in `quiet` (health checks, asked every few seconds by a load balancer) are logged at debug only.
 */
export function requestLog(logger: Logger, quiet: ReadonlySet<string> = new Set()): MiddlewareHandler<AppEnv> {
  // Above info level (production's usual warn) the line would be dropped: no timing needed.
  if (logger.enabled?.('info') === false) return (_c, next) => next();
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const path = loggablePath(c);
    const line = { method: c.req.method, path, status: c.res.status, ms };
    if (quiet.has(c.req.path)) logger.debug('request', line);
    else logger.info('request', line);
  };
}
