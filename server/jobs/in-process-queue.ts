/**
 * The job runner of the embedded PGlite default: one process, so no queue table is needed to run a
 * slot once. The same definitions and the same behaviour as the pg-boss queue: a run at start and one
 * per slot, never two runs of a job at once (a slot that finds the previous run still going is
 * skipped, as pg-boss's singleton queue holds it back), a failure retried after retryDelayMs (doubling,
 * with jitter) up to retryLimit times. Timers do not keep the process alive.
 */
import { type JobDefinition, type JobQueue, type JobQueueOptions, realPeriodMs, retryDelayMs, runJob } from './job-queue.ts';

export interface InProcessQueueOptions extends JobQueueOptions {
  /** The jitter's source (tests pin it). */
  random?: () => number;
  /** How long stop() waits for runs in flight. */
  stopTimeoutMs?: number;
}

export function createInProcessQueue(options: InProcessQueueOptions): JobQueue {
  const jobs: JobDefinition[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const inFlight = new Set<Promise<void>>();
  const busy = new Set<string>();
  let stopped = false;

  const later = (ms: number, then: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      then();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const attempt = (job: JobDefinition, number: number) => {
    if (stopped) return;
    const run: Promise<void> = runJob(job, number, options).then(
      () => void busy.delete(job.name),
      () => {
        if (number < job.retryLimit && !stopped) later(retryDelayMs(job, number + 1, options.random), () => attempt(job, number + 1));
        else busy.delete(job.name);
      },
    );
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };

  const slot = (job: JobDefinition) => {
    // The previous slot is still running or waiting for a retry: this one is skipped.
    if (stopped || busy.has(job.name)) return;
    busy.add(job.name);
    attempt(job, 0);
  };

  return {
    kind: 'in-process',
    schedule(job) {
      jobs.push(job);
    },
    async start() {
      for (const job of jobs) {
        slot(job);
        const period = realPeriodMs(job, options.clockSpeed);
        const every = () => later(period, () => {
          slot(job);
          every();
        });
        every();
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      let timeout: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise<void>((done) => {
          timeout = setTimeout(done, options.stopTimeoutMs ?? 10_000);
          timeout.unref();
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}
