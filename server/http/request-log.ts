import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

/**
 * One line per request: method, path, status, milliseconds. Deliberately not the query string, headers
 * or cookies: they can hold tokens and personal data.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    // Control characters (a decoded %0A) would let a request forge extra log lines.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    const path = c.req.path.replace(/[\u0000-\u001f\u007f]/g, '?');
    logger.info(`${c.req.method} ${path} ${c.res.status} ${ms}ms`);
  };
}
