// PDFs are rendered on one worker thread, not on the thread that answers requests. A certificate and a
// tax invoice cost tens of milliseconds of CPU each on a quiet machine (pdfkit parses and subsets the
// DejaVu fonts for every document, shapes the Arabic, compresses, draws the invoice's QR code), all of it
// synchronous: rendered on the event loop, every payment's confirmation email stalled the quotes and
// sign-ins answered beside it (the profile of `npm run bench:api -- --profile mixed`: about half of the
// server's CPU under that load went to these PDFs; docs/operations.md). One thread, whatever the cores:
// on a small machine the event loop keeps the rest, and a backlog of PDFs only delays emails and
// downloads, never the other requests (server/threads/worker-pool.ts).
import { workerPool } from '../threads/worker-pool.ts';
import type { PdfJob, RenderedPdfs } from './pdf-render.ts';

const pdfThread = workerPool<PdfJob, RenderedPdfs>(new URL('./pdf-worker.ts', import.meta.url), 1, 'PDF rendering');

/** Renders on the PDF thread; resolves with the bytes as Buffers. */
export async function renderOffThread(job: PdfJob): Promise<{ certificate: Buffer | null; invoice: Buffer | null }> {
  const { certificate, invoice } = await pdfThread.run(job);
  const buffer = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);
  return { certificate: buffer(certificate), invoice: buffer(invoice) };
}
