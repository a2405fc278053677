import type { AppClock } from '../dev-clock.ts';
import type { Logger } from '../observability/log.ts';
import { recordJobRun } from '../observability/metrics.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobDefinition, JobQueue, JobRunObserver } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

/**
 * The job queue for this database, with the jobs scheduled and started: pg-boss on PostgreSQL (every
 * instance on one DATABASE_URL shares it), the in-process runner on embedded PGlite (one process).
 */
export async function startJobs(options: {
  databaseUrl: string | undefined;
  logger: Logger;
  clock: AppClock;
  jobs: JobDefinition[];
  observe?: JobRunObserver;
}): Promise<JobQueue> {
  // Within the server's 5 s bound on a stop: a run cut off is retried by the next owner of its slot.
  // Every run counted in job_runs_total and job_run_duration_seconds (server/observability/metrics.ts).
  const observe: JobRunObserver = options.observe ?? ((run) => recordJobRun(run.job, run.outcome, run.durationMs / 1000));
  const common = { logger: options.logger, clockSpeed: options.clock.speed, stopTimeoutMs: 4000, observe };
  const queue = options.databaseUrl ? createPgBossQueue({ ...common, databaseUrl: options.databaseUrl }) : createInProcessQueue(common);
  for (const job of options.jobs) queue.schedule(job);
  await queue.start();
  return queue;
}
