// A password thread's entry (started by server/accounts/scrypt-thread.ts): scrypt, synchronously, so
// the work runs on this niced thread and not on libuv's pool.
import { scryptSync } from 'node:crypto';
import { serveJobs } from '../threads/serve-jobs.ts';
import type { ScryptJob } from './scrypt-thread.ts';

serveJobs(({ password, salt, N, r, p, keyLength }: ScryptJob) =>
  // scrypt needs 128 * N * r bytes; Node refuses anything over maxmem (32 MiB by default).
  scryptSync(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 2 * 128 * N * r }),
);
