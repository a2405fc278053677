import { unavailableCode } from '../db/database-unavailable.ts';
import type { Logger } from '../observability/log.ts';

/**
 * What the job queue says while its database is away. pg-boss reports each failed poll, each failed
 * maintenance and each failed offer as an error: a line every second or two for as long as the outage
 * lasts, which hides the one thing an operator needs. Here an outage is one WARN when it starts and one
 * INFO when it ends (with how long it lasted); its errors in between are written at debug level only.
 * Any other error (a query that is wrong, a job table that is not there) is still an ERROR line.
 *
 * The end is seen by `probe` (a `SELECT 1` on the queue's own pool), tried every `probeEveryMs` while
 * the outage lasts, or by anything else that reached the database meanwhile (`reached`).
 */
export interface QueueOutage {
  /** An error pg-boss (or an offer) met: the start of an outage, part of one, or an error of its own. */
  failed(error: unknown): void;
  /** The database answered (an offer went through). */
  reached(): void;
  /** Whether an outage is going on. */
  readonly down: boolean;
  /** Stops probing (the queue stops). */
  stop(): void;
}

// node-postgres (which pg-boss uses) reports a connection lost mid-query with no code, only these words.
const LOST_CONNECTION = /connection terminated|connection timeout|terminating connection|the database system is (starting up|shutting down)/i;

/** Whether the error says the database is out of reach, not that a query is wrong. */
export function isOutageError(error: unknown): boolean {
  if (unavailableCode(error) !== undefined) return true;
  for (let current = error, depth = 0; depth < 5 && current instanceof Error; depth += 1, current = current.cause) {
    if (LOST_CONNECTION.test(current.message)) return true;
  }
  return false;
}

/**
 * pg-boss passes a worker's or a queue's failure on as a plain copy of the error ({ ...error, message,
 * stack, queue }), not an Error: read it as the Error it was (code, message, cause, stack kept).
 */
function asError(error: unknown): unknown {
  if (error instanceof Error || !error || typeof error !== 'object') return error;
  const { message, code, cause, stack } = error as { message?: unknown; code?: unknown; cause?: unknown; stack?: unknown };
  const copy = new Error(typeof message === 'string' ? message : 'pg-boss reported an error', { cause });
  if (typeof stack === 'string') copy.stack = stack;
  return Object.assign(copy, { code });
}

const describe = (error: unknown) => unavailableCode(error) ?? (error instanceof Error ? error.message : String(error));

export function createQueueOutage(options: { logger: Logger; probe: () => Promise<unknown>; probeEveryMs?: number; now?: () => number }): QueueOutage {
  const { logger } = options;
  const now = options.now ?? Date.now;
  let since: number | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const stopProbing = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const reached = () => {
    if (since === null) return;
    const outageMs = now() - since;
    since = null;
    stopProbing();
    logger.info('job queue: the database is reachable again; jobs resume', { outageMs });
  };

  return {
    failed(reported) {
      const error = asError(reported);
      if (!isOutageError(error)) {
        logger.error('job queue (pg-boss) error', error);
        return;
      }
      if (since !== null) {
        logger.debug('job queue: still no database', { cause: describe(error) });
        return;
      }
      since = now();
      logger.warn('job queue: the database is out of reach; jobs wait until it is back', { cause: describe(error) });
      timer = setInterval(() => {
        options.probe().then(reached, () => undefined);
      }, options.probeEveryMs ?? 1000);
      timer.unref();
    },
    reached,
    get down() {
      return since !== null;
    },
    stop: stopProbing,
  };
}
