// PDFs are rendered on one worker thread, not on the thread that answers requests. A certificate and a
// tax invoice cost tens of milliseconds of CPU each on a quiet machine (pdfkit parses and subsets the
// DejaVu fonts for every document, shapes the Arabic, compresses, draws the invoice's QR code), all of it
// synchronous: rendered on the event loop, every payment's confirmation email stalled the quotes and
// sign-ins answered beside it (the profile of `npm run bench:api -- --profile mixed`: about half of the
// server's CPU under that load went to these PDFs; docs/operations.md). One thread, whatever the cores:
// on a small machine the event loop keeps the rest, and a backlog of PDFs only delays emails and
// downloads, never the other requests. The thread starts on the first PDF and does not keep an idle
// process alive; a thread that dies fails its jobs and the next PDF starts a new one.
import { Worker } from 'node:worker_threads';
import type { PdfJob, RenderedPdfs } from './pdf-render.ts';

interface Waiting {
  resolve: (result: RenderedPdfs) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 0;

function failAll(error: Error): void {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./pdf-worker.ts', import.meta.url));
  started.on('message', (answer: { id: number; result?: RenderedPdfs; error?: string }) => {
    const job = waiting.get(answer.id);
    waiting.delete(answer.id);
    // Nothing left to wait for: the thread no longer holds the process open (tests, a graceful stop).
    if (waiting.size === 0) started.unref();
    if (answer.result) job?.resolve(answer.result);
    else job?.reject(new Error(`PDF rendering failed: ${answer.error ?? 'no result'}`));
  });
  const ended = (error: Error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  };
  started.on('error', ended);
  started.on('exit', (code) => ended(new Error(`The PDF thread exited with ${code}`)));
  worker = started;
  return started;
}

/** Renders on the PDF thread; resolves with the bytes as Buffers. */
export async function renderOffThread(job: PdfJob): Promise<{ certificate: Buffer | null; invoice: Buffer | null }> {
  const target = thread();
  const id = nextId++;
  const rendered = new Promise<RenderedPdfs>((resolve, reject) => waiting.set(id, { resolve, reject }));
  target.ref();
  target.postMessage({ id, job });
  const { certificate, invoice } = await rendered;
  const buffer = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);
  return { certificate: buffer(certificate), invoice: buffer(invoice) };
}
