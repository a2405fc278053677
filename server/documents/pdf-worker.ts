// The PDF thread's entry (started by server/documents/pdf-thread.ts): renders each job it is sent and
// answers with the bytes or the error's message.
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type PdfJob, renderPdfs } from './pdf-render.ts';

// This thread yields the cores to the one answering requests when both want them: on Linux a nice value
// belongs to the thread that sets it (setpriority on the calling thread), so only this thread runs 10
// nicer than the process. A PDF is an email's attachment or a download: it may wait; a quote should not.
try {
  setPriority(Math.min(19, getPriority() + 10));
} catch {
  // Not permitted here (some sandboxes): the thread runs at the process's priority.
}

parentPort!.on('message', ({ id, job }: { id: number; job: PdfJob }) => {
  renderPdfs(job).then(
    (result) => parentPort!.postMessage({ id, result }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
