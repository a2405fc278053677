import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

/**
 * Path parameters that are secrets in themselves: a gift card serial is the card's value to whoever
 * reads it, so `GET /gift-cards/:serial` is logged as `/gift-cards/:serial`.
 */
const SECRET_PATH_PARAMETERS: ReadonlySet<string> = new Set([':serial']);

/**
 * The request's path as it may be logged: where a route with a secret parameter matched it (whether or
 * not that route answered: the session guard may have refused first), that segment is replaced by the
 * parameter's name. (Control characters are escaped by the logger.)
 */
export function loggablePath(c: Context<AppEnv>): string {
  const segments = c.req.path.split('/');
  let routes: readonly { path: string }[];
  try {
    routes = matchedRoutes(c);
  } catch {
    return c.req.path;
  }
  for (const { path } of routes) {
    const template = path.split('/');
    if (template.length !== segments.length) continue;
    template.forEach((part, index) => {
      if (SECRET_PATH_PARAMETERS.has(part)) segments[index] = part;
    });
  }
  return segments.join('/');
}

/**
 * One line per request: method, path, status, milliseconds. Deliberately not the query string, headers
 * or cookies: they can hold tokens and personal data; secret path parameters are masked (loggablePath).
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  // Above info level (production's usual warn) the line would be dropped: no timing, no path masking.
  if (logger.enabled?.('info') === false) return (_c, next) => next();
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    logger.info(`${c.req.method} ${loggablePath(c)} ${c.res.status} ${ms}ms`);
  };
}
