// The job queue's words for a database outage (server/jobs/queue-outage.ts): one WARN when it starts,
// one INFO when it ends, the failed polls in between at debug level; any other error stays an ERROR.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueueOutage, isOutageError } from '../../server/jobs/queue-outage.ts';
import { memoryLogger } from './support/test-database.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5632'), { code: 'ECONNREFUSED' });
const written = (lines: string[], level: string) => lines.filter((line) => line.startsWith(`${level} `));

describe('the job queue during a database outage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one WARN at the start and one INFO at the end, however many polls fail between', async () => {
    vi.useFakeTimers();
    const logger = memoryLogger();
    let databaseUp = false;
    const outage = createQueueOutage({ logger, probe: async () => (databaseUp ? 1 : Promise.reject(refused())), probeEveryMs: 1000, now: () => Date.now() });
    for (let poll = 0; poll < 30; poll += 1) {
      outage.failed(poll % 2 ? refused() : new Error('Connection terminated unexpectedly'));
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(outage.down).toBe(true);
    expect(written(logger.lines, 'warn')).toHaveLength(1);
    expect(written(logger.lines, 'warn')[0]).toMatch(/out of reach.*ECONNREFUSED|out of reach.*Connection terminated/);
    expect(written(logger.lines, 'error')).toEqual([]);
    expect(written(logger.lines, 'info')).toEqual([]);

    databaseUp = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(outage.down).toBe(false);
    expect(written(logger.lines, 'info')).toEqual([expect.stringMatching(/reachable again.*"outageMs":1[5-6]\d\d\d/)]);
    // Probing stopped with the outage: nothing more is written while all is well.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logger.lines.filter((line) => !line.startsWith('debug '))).toHaveLength(2);
  });

  it('ends the outage on any answer from the database (an offer that went through), and a second outage is told again', () => {
    vi.useFakeTimers();
    const logger = memoryLogger();
    const outage = createQueueOutage({ logger, probe: () => Promise.reject(refused()) });
    outage.failed(refused());
    outage.reached();
    outage.reached();
    outage.failed(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    expect(logger.lines.filter((line) => !line.startsWith('debug ')).map((line) => line.split(' ')[0])).toEqual(['warn', 'info', 'warn']);
    outage.stop();
  });

  it('keeps an error that is not an outage an ERROR line', () => {
    const logger = memoryLogger();
    const outage = createQueueOutage({ logger, probe: async () => 1 });
    outage.failed(Object.assign(new Error('relation "pgboss.job" does not exist'), { code: '42P01' }));
    expect(outage.down).toBe(false);
    expect(written(logger.lines, 'error')).toHaveLength(1);
    expect(isOutageError(new Error('syntax error at or near "SELEC"'))).toBe(false);
    expect(isOutageError(new Error('query failed', { cause: refused() }))).toBe(true);
  });

  it("reads pg-boss's plain copies of an error ({ ...error, message, stack, queue }) as the error they were", () => {
    const logger = memoryLogger();
    const outage = createQueueOutage({ logger, probe: () => Promise.reject(refused()) });
    const copy = (error: Error) => ({ ...error, message: error.message, stack: error.stack, queue: 'renewal-reminders', worker: 'w1' });
    outage.failed(copy(refused()));
    outage.failed(copy(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })));
    expect(logger.lines.filter((line) => !line.startsWith('debug ')).map((line) => line.split(' ')[0])).toEqual(['warn']);
    outage.reached();
    outage.failed(copy(Object.assign(new Error('column "x" does not exist'), { code: '42703' })));
    expect(written(logger.lines, 'error')).toEqual([expect.stringContaining('column "x" does not exist')]);
    outage.stop();
  });
});
