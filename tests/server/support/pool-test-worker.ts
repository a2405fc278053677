// A worker for tests/server/worker-pool.test.ts: echoes its input with its thread's id, throws when
// asked to fail, and ends its thread when asked to exit (as a thread that crashes would).
import { threadId } from 'node:worker_threads';
import { serveJobs } from '../../../server/threads/serve-jobs.ts';

serveJobs((input: { echo?: string; fail?: string; exit?: number }) => {
  if (input.exit !== undefined) process.exit(input.exit);
  if (input.fail !== undefined) throw new Error(input.fail);
  return { echo: input.echo, threadId };
});
