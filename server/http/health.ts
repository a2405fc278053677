import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { ApiHttpError } from './api-error.ts';

/** Health paths, outside the API's base path: asked every few seconds, so logged at debug only. */
export const LIVENESS_PATH = '/livez';
export const READINESS_PATH = '/readyz';
export const HEALTH_PATHS: ReadonlySet<string> = new Set([LIVENESS_PATH, READINESS_PATH]);

/** Seconds a client (or load balancer) is told to wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

export const serviceUnavailableError = (message: string) =>
  new ApiHttpError(503, 'service_unavailable', message, undefined, { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });

export interface Readiness {
  /** True once the process is stopping (SIGTERM): a load balancer must send no more requests. */
  shuttingDown: () => boolean;
  /** Answers whether every migration is applied; throws when the database cannot answer. */
  schemaCurrent: () => Promise<boolean>;
  /** The most the database check may take before the answer is "not ready" (ms). */
  timeoutMs?: number;
}

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');

/**
 * `GET /livez`: the process answers (nothing else is asked: a database outage must not get every
 * instance restarted). `GET /readyz`: the database answers a cheap query within a short time, the
 * schema is current and the process is not stopping; else 503 in the contract's error shape.
 */
export function mountHealth(app: Hono<AppEnv>, readiness: Readiness): void {
  const timeoutMs = readiness.timeoutMs ?? 1000;
  app.get(LIVENESS_PATH, (c) => {
    noStore(c);
    return c.json({ status: 'ok' });
  });
  app.get(READINESS_PATH, async (c) => {
    if (readiness.shuttingDown()) throw serviceUnavailableError('The service is shutting down.');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    const current = await Promise.race([readiness.schemaCurrent(), late]).catch(() => 'unreachable' as const).finally(() => clearTimeout(timer));
    if (current === 'late' || current === 'unreachable') throw serviceUnavailableError('The database is not answering.');
    if (!current) throw serviceUnavailableError('The database schema is not current.');
    noStore(c);
    return c.json({ status: 'ready' });
  });
}
