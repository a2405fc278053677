// Password hashes are computed on worker threads niced below the requests' thread
// (server/threads/worker-pool.ts), not on libuv's thread pool: there each scrypt (N=2^17, about 0.4 s of
// CPU) ran at the process's priority and, at one sign-in a second on 2 cores, held a core the quotes
// were waiting for. One thread per core beyond the first (at least one): a burst of sign-ins queues
// instead of taking every core.
import { availableParallelism } from 'node:os';
import { workerPool } from '../threads/worker-pool.ts';

export interface ScryptJob {
  password: string;
  salt: Uint8Array;
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

const scryptThreads = workerPool<ScryptJob, Uint8Array>(new URL('./scrypt-worker.ts', import.meta.url), Math.max(1, availableParallelism() - 1), 'Password hashing');

/** scrypt's key for the job, computed on a password thread. */
export async function scryptOffThread(job: ScryptJob): Promise<Buffer> {
  const key = await scryptThreads.run(job);
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}
