// The PDF thread's entry (started by server/documents/pdf-thread.ts): renders each job it is sent.
import { serveJobs } from '../threads/serve-jobs.ts';
import { renderPdfs } from './pdf-render.ts';

serveJobs(renderPdfs);
