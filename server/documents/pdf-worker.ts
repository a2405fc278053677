// The PDF thread's entry (started by server/documents/pdf-thread.ts): renders each job it is sent and
// answers with the bytes or the error's message.
import { parentPort } from 'node:worker_threads';
import { type PdfJob, renderPdfs } from './pdf-render.ts';

parentPort!.on('message', ({ id, job }: { id: number; job: PdfJob }) => {
  renderPdfs(job).then(
    (result) => parentPort!.postMessage({ id, result }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
