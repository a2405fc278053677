/**
 * The job queue on PostgreSQL: pg-boss (its own schema `pgboss`, installed and migrated by start()
 * under pg-boss's own advisory lock, so instances starting together are safe).
 *
 * Once per schedule across instances: every instance offers each job twice per slot with
 * sendThrottled (pg-boss's singletonSeconds: at most one job per name and time slot, kept by a unique
 * index, so the second instance's offer for the same slot is dropped by the database), and a job is
 * taken by exactly one worker (SELECT ... FOR UPDATE SKIP LOCKED). The queue's `singleton` policy keeps
 * two runs of one job from being active at once. A failed run is retried by pg-boss after retryDelay,
 * doubling (retryBackoff, with jitter), up to retryLimit; a run cut off by a stopped instance is taken
 * again after expireInSeconds. Finished jobs stay in pgboss.job for a day (deleteAfterSeconds), so the
 * job table shows what ran, when, where it failed and how often it was retried.
 */
import { PgBoss } from 'pg-boss';
import { type JobDefinition, type JobQueue, type JobQueueOptions, realPeriodMs, runJob } from './job-queue.ts';
import { type QueueOutage, createQueueOutage } from './queue-outage.ts';

export interface PgBossQueueOptions extends JobQueueOptions {
  databaseUrl: string;
  /** How often an idle worker asks for work (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for runs in flight. */
  stopTimeoutMs?: number;
}

/** Longest a run may take before pg-boss takes it as lost and retries it. */
const EXPIRE_IN_SECONDS = 15 * 60;

export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const jobs: JobDefinition[] = [];
  const timers = new Set<ReturnType<typeof setInterval>>();
  let boss: PgBoss | null = null;
  let outage: QueueOutage | null = null;

  const offer = async (job: JobDefinition, seconds: number) => {
    try {
      await boss?.sendThrottled(job.name, {}, null, seconds);
      outage?.reached();
    } catch (error) {
      // The database is away: the next slot offers again (one WARN per outage, queue-outage.ts).
      outage?.failed(error);
    }
  };

  return {
    kind: 'pg-boss',
    schedule(job) {
      jobs.push(job);
    },
    async start() {
      boss = new PgBoss({
        connectionString: options.databaseUrl,
        application_name: 'insurance-jobs',
        max: 3,
        // Schedules here are offers per slot (sendThrottled), not pg-boss cron rows.
        schedule: false,
      });
      const started = boss;
      outage = createQueueOutage({ logger: options.logger, probe: () => started.getDb().executeSql('SELECT 1') });
      // pg-boss reports what it cannot do itself (a lost connection, a failed maintenance) as events:
      // during an outage one on every poll, written as one WARN at its start and one INFO at its end.
      boss.on('error', (error) => outage?.failed(error));
      await boss.start();
      for (const job of jobs) {
        const seconds = Math.round(realPeriodMs(job, options.clockSpeed) / 1000);
        await boss.createQueue(job.name, {
          policy: 'singleton',
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: EXPIRE_IN_SECONDS,
          deleteAfterSeconds: 24 * 3600,
        });
        await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? Math.min(2, Math.max(0.5, seconds / 2)), batchSize: 1 }, async ([taken]) => {
          await runJob(job, taken?.retryCount ?? 0, options);
        });
        await offer(job, seconds);
        // Twice a slot: a timer that drifts or an event loop held up past a slot's end would otherwise
        // skip that slot now and then; the second offer of a slot is dropped by the database.
        const timer = setInterval(() => void offer(job, seconds), seconds * 500);
        timer.unref();
        timers.add(timer);
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      outage?.stop();
      const running = boss;
      boss = null;
      // graceful: workers finish the run in hand (bounded by timeout), then the pool closes.
      await running?.stop({ graceful: true, close: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
