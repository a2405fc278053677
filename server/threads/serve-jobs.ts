// The worker side of worker-pool.ts: lowers this thread's priority, then answers each job with its
// output or its error's message.
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

export function serveJobs<Input, Output>(work: (input: Input) => Output | Promise<Output>): void {
  // On Linux a nice value belongs to the thread that sets it (setpriority on the calling thread), so only
  // this thread runs 10 nicer than the process: when both want a core, the requests' thread gets it.
  try {
    setPriority(Math.min(19, getPriority() + 10));
  } catch {
    // Not permitted here (some sandboxes): the thread runs at the process's priority.
  }
  parentPort!.on('message', ({ id, input }: { id: number; input: Input }) => {
    Promise.resolve()
      .then(() => work(input))
      .then(
        (output) => parentPort!.postMessage({ id, output }),
        (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
      );
  });
}
