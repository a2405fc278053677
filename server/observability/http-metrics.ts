import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../http/app-env.ts';
import { httpRequestDuration, httpRequestsInFlight } from './metrics.ts';

/**
 * The route template that answered (`/rest/s1/insurance/orders/:orderId`), never the raw path, so the
 * metrics' label values stay bounded; `unmatched` when no route did (a 404 of the not-found handler).
 * Middleware is registered for every method (ALL); the first route of one method is the handler.
 */
export function routeTemplate(c: Context<AppEnv>): string {
  try {
    return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? 'unmatched';
  } catch {
    return 'unmatched';
  }
}

/** Requests in flight, and each request's duration by method, route template and status. */
export function httpMetrics(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    httpRequestsInFlight.inc();
    const stop = httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      httpRequestsInFlight.dec();
      stop({ method: c.req.method, route: routeTemplate(c), status: String(c.res.status) });
    }
  };
}
