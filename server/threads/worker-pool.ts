// Work that may wait runs on worker threads below the priority of the thread that answers requests: the
// PDFs of a payment's email (tens of milliseconds of CPU each) and password hashes (scrypt at N=2^17,
// about 0.4 s of CPU each). Run on the event loop, or on libuv's thread pool at the process's priority,
// either competed with quotes for the cores: on a 2-core machine one sign-in a second took the quotes'
// p99 from single-digit milliseconds to hundreds (`npm run bench:api -- --profile mixed`,
// docs/operations.md). Each thread lowers its own priority (serve-jobs.ts), so the cores go to requests
// first; a backlog delays an email or a sign-in by a moment, never the rest. Threads start on the first
// job, up to `size`, and hold the process open only while they have work; a thread that dies fails its
// job, and the next job starts another.
import { Worker } from 'node:worker_threads';

interface Job {
  id: number;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

export interface WorkerPool<Input, Output> {
  run(input: Input): Promise<Output>;
}

/** `entry` is a module that calls serveJobs (serve-jobs.ts); `name` says what failed in an error. */
export function workerPool<Input, Output>(entry: URL, size: number, name: string): WorkerPool<Input, Output> {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let nextId = 0;

  const start = (): Worker => {
    const worker = new Worker(entry);
    worker.on('message', (answer: { id: number; output?: unknown; error?: string }) => {
      const job = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      if (job?.id === answer.id) {
        if (answer.error === undefined) job.resolve(answer.output);
        else job.reject(new Error(`${name} failed: ${answer.error}`));
      }
      dispatch();
    });
    const ended = (error: Error) => {
      const job = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      job?.reject(error);
      dispatch();
    };
    worker.on('error', ended);
    worker.on('exit', (code) => ended(new Error(`The ${name} thread exited with ${code}`)));
    return worker;
  };

  function dispatch(): void {
    while (queue.length > 0 && (idle.length > 0 || busy.size < size)) {
      const worker = idle.pop() ?? start();
      const job = queue.shift()!;
      busy.set(worker, job);
      worker.ref();
      worker.postMessage({ id: job.id, input: job.input });
    }
    // Nothing left to do: idle threads no longer hold the process open (tests, a graceful stop).
    for (const worker of idle) worker.unref();
  }

  return {
    run: (input) =>
      new Promise<Output>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve: (output) => resolve(output as Output), reject });
        dispatch();
      }),
  };
}
