/**
 * Background work as scheduled jobs behind one small interface, with two implementations:
 * - pg-boss on PostgreSQL (pg-boss-queue.ts): each schedule runs once across every instance on the same
 *   database (one job per time slot, taken by one worker), retried with backoff, the runs kept in the
 *   pgboss.job table;
 * - an in-process runner on the embedded PGlite default (in-process-queue.ts): the same definitions, the
 *   same slots, retries and backoff, in the one process there is.
 * Every run, whichever runner, goes through `runJob`: one log line and one count (`JobRunObserver`, fed to
 * the metrics).
 */
import type { Logger } from '../observability/log.ts';

export interface JobDefinition {
  /** The queue's name: lower-case words joined by dashes (pg-boss also takes it as a table key). */
  name: string;
  /**
   * How often, in the application clock's time (the development clock may run it faster: see
   * server/dev-clock.ts): the run of a slot of this length happens once.
   */
  everyMs: number;
  /** Retries after a failed run before the slot is given up (the next slot runs as usual). */
  retryLimit: number;
  /** The first retry's delay; each later one doubles it (exponential backoff, with pg-boss's jitter). */
  retryDelaySeconds: number;
  /** The work; what it answers (e.g. "3 sent") is added to the run's log line. */
  run(): Promise<string | void>;
}

export interface JobRun {
  job: string;
  outcome: 'succeeded' | 'failed';
  /** 0 for the slot's first run, then 1, 2, ... for its retries. */
  attempt: number;
  /** Whether another attempt follows a failure. */
  willRetry: boolean;
  durationMs: number;
}
export type JobRunObserver = (run: JobRun) => void;

export interface JobQueue {
  /** Which runner this is, for the start line and /readyz-style reports. */
  readonly kind: 'pg-boss' | 'in-process';
  /** Adds a job; call before start(). */
  schedule(job: JobDefinition): void;
  start(): Promise<void>;
  /** Stops taking work and waits (bounded) for the runs in flight; a run cut off is retried by the next owner of its slot. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  logger: Logger;
  /** Told of every run (the metrics). */
  observe?: JobRunObserver;
  /**
   * How much faster than real time the application clock runs (DEV_CLOCK_SPEED, development only;
   * 1 otherwise): a job every hour of that clock runs every hour / speed of real time, never more
   * often than once a second.
   */
  clockSpeed?: number;
}

/** The real time between two slots of a job. */
export function realPeriodMs(job: Pick<JobDefinition, 'everyMs'>, clockSpeed = 1): number {
  return Math.max(1000, Math.round(job.everyMs / clockSpeed));
}

/**
 * The delay before retry number `retryCount` (1 for the first retry), as pg-boss computes it with
 * retryBackoff: retryDelay * 2^(retryCount - 1), of which the upper half is random (jitter), so
 * instances that failed together do not retry together. `random` is Math.random, or a test's.
 */
export function retryDelayMs(job: Pick<JobDefinition, 'retryDelaySeconds'>, retryCount: number, random: () => number = Math.random): number {
  const full = job.retryDelaySeconds * 2 ** Math.min(16, retryCount - 1);
  return Math.round((full / 2 + (full / 2) * random()) * 1000);
}

/** Runs one attempt of a job: the log line and the observer's count; rethrows a failure for the runner's retry. */
export async function runJob(job: JobDefinition, attempt: number, options: JobQueueOptions): Promise<void> {
  const started = performance.now();
  const willRetry = attempt < job.retryLimit;
  try {
    const summary = await job.run();
    const durationMs = performance.now() - started;
    options.observe?.({ job: job.name, outcome: 'succeeded', attempt, willRetry: false, durationMs });
    options.logger.info(`job ${job.name} succeeded in ${durationMs.toFixed(0)} ms${attempt > 0 ? ` (retry ${attempt})` : ''}${summary ? `: ${summary}` : ''}`, {
      job: job.name,
      outcome: 'succeeded',
      attempt,
      durationMs: Math.round(durationMs),
    });
  } catch (error) {
    const durationMs = performance.now() - started;
    options.observe?.({ job: job.name, outcome: 'failed', attempt, willRetry, durationMs });
    const next = willRetry ? `retry ${attempt + 1} of ${job.retryLimit} follows` : 'no retry left, the next slot runs as usual';
    options.logger.error(`job ${job.name} failed after ${durationMs.toFixed(0)} ms (attempt ${attempt + 1}; ${next})`, error, {
      job: job.name,
      outcome: 'failed',
      attempt,
      willRetry,
      durationMs: Math.round(durationMs),
    });
    throw error;
  }
}
