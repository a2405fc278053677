// The job queues (server/jobs/): the in-process runner of the PGlite default on a controlled clock
// (vitest's fake timers), and pg-boss on a real PostgreSQL (the test command's PostgreSQL stage:
// SERVER_TEST_DATABASE=postgres) with two runners on one database, as two instances run it.
import postgres from 'postgres';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { loadDevClock } from '../../server/dev-clock.ts';
import { createInProcessQueue } from '../../server/jobs/in-process-queue.ts';
import { type JobDefinition, type JobQueue, type JobRun, realPeriodMs, retryDelayMs } from '../../server/jobs/job-queue.ts';
import { createPgBossQueue } from '../../server/jobs/pg-boss-queue.ts';
import { memoryLogger, newTestPostgresUrl } from './support/test-database.ts';

const job = (overrides: Partial<JobDefinition> & Pick<JobDefinition, 'run'>): JobDefinition => ({
  name: 'probe-job',
  everyMs: 60_000,
  retryLimit: 2,
  retryDelaySeconds: 10,
  ...overrides,
});

describe('retry delays and periods', () => {
  it('double from retryDelay with jitter in the upper half, as pg-boss computes them', () => {
    const probe = { retryDelaySeconds: 10 };
    expect([1, 2, 3].map((n) => retryDelayMs(probe, n, () => 1))).toEqual([10_000, 20_000, 40_000]);
    expect([1, 2, 3].map((n) => retryDelayMs(probe, n, () => 0))).toEqual([5_000, 10_000, 20_000]);
  });

  it('follow the development clock: an hourly job at 3600x runs every second, never faster', () => {
    expect(realPeriodMs({ everyMs: 3_600_000 })).toBe(3_600_000);
    expect(realPeriodMs({ everyMs: 3_600_000 }, 3600)).toBe(1000);
    expect(realPeriodMs({ everyMs: 30_000 }, 3600)).toBe(1000);
    let real = Date.parse('2026-11-26T00:00:00Z');
    const clock = loadDevClock({ DEV_CLOCK_SPEED: '3600', DEV_CLOCK_START: '2027-01-01T00:00:00Z', DEV_CLOCK_ORIGIN: String(real) }, () => real);
    real += 24_000;
    expect(clock.now().toISOString()).toBe('2027-01-02T00:00:00.000Z');
    expect(() => loadDevClock({ DEV_CLOCK_SPEED: '60', NODE_ENV: 'production' })).toThrow(/DEV_CLOCK_SPEED.*development/);
    expect(() => loadDevClock({ DEV_CLOCK_SPEED: 'fast' })).toThrow(/DEV_CLOCK_SPEED/);
  });
});

describe('the in-process runner (PGlite)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job at start and once per slot, never two runs at once, and stops', async () => {
    vi.useFakeTimers();
    const runs: JobRun[] = [];
    let active = 0;
    let overlapped = false;
    const queue = createInProcessQueue({ logger: memoryLogger(), observe: (run) => runs.push(run) });
    queue.schedule(
      job({
        run: async () => {
          active += 1;
          overlapped ||= active > 1;
          // A run longer than a slot: the slot that finds it going is skipped.
          await new Promise((done) => setTimeout(done, 90_000));
          active -= 1;
        },
      }),
    );
    await queue.start();
    await vi.advanceTimersByTimeAsync(1);
    expect(active).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // Runs at 0, 120 s (the 60 s slot found the first still going), 240 s.
    expect(runs.map((run) => run.outcome)).toEqual(['succeeded', 'succeeded']);
    expect(overlapped).toBe(false);
    const stopping = queue.stop();
    await vi.advanceTimersByTimeAsync(90_000);
    await stopping;
    const before = runs.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs.length).toBe(before);
  });

  it('retries a failing job with backoff up to its limit, then waits for the next slot', async () => {
    vi.useFakeTimers();
    const attemptsAt: number[] = [];
    const logger = memoryLogger();
    const runs: JobRun[] = [];
    const queue = createInProcessQueue({ logger, observe: (run) => runs.push(run), random: () => 1 });
    queue.schedule(
      job({
        everyMs: 3_600_000,
        retryLimit: 3,
        retryDelaySeconds: 10,
        run: async () => {
          attemptsAt.push(Date.now());
          throw new Error('gateway away');
        },
      }),
    );
    const start = Date.now();
    await queue.start();
    await vi.advanceTimersByTimeAsync(3_599_000);
    // The first run, then retries 10, 20 and 40 s apart; nothing more until the next hour.
    expect(attemptsAt.map((at) => at - start)).toEqual([0, 10_000, 30_000, 70_000]);
    expect(runs.map((run) => [run.attempt, run.willRetry])).toEqual([
      [0, true],
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(logger.lines.filter((line) => line.startsWith('error job probe-job failed'))).toHaveLength(4);
    expect(logger.lines.at(-1)).toMatch(/no retry left.*gateway away/);
    await vi.advanceTimersByTimeAsync(1000);
    expect(attemptsAt).toHaveLength(5);
    await queue.stop();
  });
});

const onPostgres = inject('serverTestPostgres') !== null;

describe.runIf(onPostgres)('pg-boss on PostgreSQL', () => {
  const queues: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  const runner = (databaseUrl: string, definition: JobDefinition, observe?: (run: JobRun) => void) => {
    const queue = createPgBossQueue({ databaseUrl, logger: memoryLogger(), pollingIntervalSeconds: 0.5, ...(observe ? { observe } : {}) });
    queue.schedule(definition);
    queues.push(queue);
    return queue;
  };
  const until = async (condition: () => boolean | Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((done) => setTimeout(done, 100));
    }
  };

  it('two runners on one database run each slot once', async () => {
    const url = (await newTestPostgresUrl(false))!;
    const ran: string[] = [];
    const definition = (who: string) => job({ name: 'every-second', everyMs: 1000, run: async () => void ran.push(who) });
    const first = runner(url, definition('a'));
    const second = runner(url, definition('b'));
    // Both start at once on an empty database: pg-boss installs its schema under its own lock.
    await Promise.all([first.start(), second.start()]);
    const started = Date.now();
    await new Promise((done) => setTimeout(done, 5000));
    const elapsedSlots = Math.ceil((Date.now() - started) / 1000) + 1;
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await until(async () => (await sql`select count(*)::int as n from pgboss.job where name = 'every-second' and state <> 'completed'`)[0]!.n === 0, 5000);
      const rows = await sql<{ slot: Date; n: number }[]>`select singleton_on as slot, count(*)::int as n from pgboss.job where name = 'every-second' group by singleton_on`;
      // One job per slot, each run once, by whichever runner took it; two runners offering every slot.
      expect(rows.every((row) => row.n === 1)).toBe(true);
      expect(ran.length).toBe(rows.length);
      expect(ran.length).toBeGreaterThanOrEqual(3);
      expect(ran.length).toBeLessThanOrEqual(elapsedSlots + 1);
    } finally {
      await sql.end();
    }
  });

  it('retries a failing job with backoff, then marks it failed', async () => {
    const url = (await newTestPostgresUrl(false))!;
    const attempts: { attempt: number; at: number }[] = [];
    const runs: JobRun[] = [];
    const queue = runner(
      url,
      job({
        name: 'always-fails',
        everyMs: 3_600_000,
        retryLimit: 2,
        retryDelaySeconds: 1,
        run: async () => {
          attempts.push({ attempt: attempts.length, at: Date.now() });
          throw new Error('still away');
        },
      }),
      (run) => runs.push(run),
    );
    await queue.start();
    await until(() => runs.length === 3, 15_000);
    expect(runs.map((run) => [run.attempt, run.outcome, run.willRetry])).toEqual([
      [0, 'failed', true],
      [1, 'failed', true],
      [2, 'failed', false],
    ]);
    // retryDelay 1 s doubling, jitter in the upper half: at least 0.5 s, then at least 1 s.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(500);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1000);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await until(async () => (await sql`select state from pgboss.job where name = 'always-fails'`)[0]?.state === 'failed', 5000);
      const [row] = await sql`select state, retry_count from pgboss.job where name = 'always-fails'`;
      expect(row).toEqual({ state: 'failed', retry_count: 2 });
    } finally {
      await sql.end();
    }
  });
});
