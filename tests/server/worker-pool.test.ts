import { describe, expect, it } from 'vitest';
import { workerPool } from '../../server/threads/worker-pool.ts';

type Input = { echo?: string; fail?: string; exit?: number };
type Output = { echo: string; threadId: number };
const entry = new URL('./support/pool-test-worker.ts', import.meta.url);

describe('the worker pool (password hashes and PDFs run on it)', () => {
  it('runs more jobs than threads on at most `size` threads, each answer to its own job', async () => {
    const pool = workerPool<Input, Output>(entry, 2, 'test job');
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((echo) => pool.run({ echo })));
    expect(answers.map((answer) => answer.echo)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBeLessThanOrEqual(2);
  });

  it("a job's error fails that job alone; the thread goes on serving", async () => {
    const pool = workerPool<Input, Output>(entry, 1, 'test job');
    const first = await pool.run({ echo: 'before' });
    await expect(pool.run({ fail: 'bad input' })).rejects.toThrow('test job failed: bad input');
    const after = await pool.run({ echo: 'after' });
    expect(after).toEqual({ echo: 'after', threadId: first.threadId });
  });

  it('a thread that dies fails the job it held, and the next job starts another thread', async () => {
    const pool = workerPool<Input, Output>(entry, 1, 'test job');
    const first = await pool.run({ echo: 'before' });
    const queued = pool.run({ echo: 'queued behind the crash' });
    await expect(pool.run({ exit: 3 })).rejects.toThrow('The test job thread exited with 3');
    // Jobs run in turn on the one thread: the queued one ran before the crash, on the first thread.
    expect(await queued).toEqual({ echo: 'queued behind the crash', threadId: first.threadId });
    const after = await pool.run({ echo: 'after' });
    expect(after.echo).toBe('after');
    expect(after.threadId).not.toBe(first.threadId);
  });
});
