// The PGlite thread's entry (started by server/db/pglite-thread.ts): the embedded database, answering
// the requests' thread. See pglite-thread.ts for why and for the messages.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { DRIZZLE_RAW_PARSERS } from './pglite-parsers.ts';
import { type OpenTransaction, pipelinedClient, type PipelinedQueryable } from './pglite-pipelined.ts';
import type { PgliteThreadRequest } from './pglite-thread.ts';

const { dataDir, loadDataDir } = workerData as { dataDir: string; loadDataDir?: Blob };
const client = await PGlite.create({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
Object.assign(client.parsers, DRIZZLE_RAW_PARSERS);
const database = pipelinedClient(client);

/** Transactions open on behalf of the requests' thread, by the id of the message that began them. */
const open = new Map<number, OpenTransaction>();

const target = (tx: number | undefined): PipelinedQueryable => {
  if (tx === undefined) return database;
  const entry = open.get(tx);
  if (!entry) throw new Error(`No open transaction ${tx} on the PGlite thread.`);
  return entry;
};

async function answer(id: number, request: PgliteThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return target(request.tx).query(request.text, request.params, request.options);
    case 'exec':
      return target(request.tx).exec(request.text);
    case 'begin':
      // The transaction holds the connection until the requests' thread says how it ends.
      open.set(id, await database.begin());
      return id;
    case 'end': {
      const entry = open.get(request.tx);
      if (!entry) throw new Error(`No open transaction ${request.tx} on the PGlite thread.`);
      open.delete(request.tx);
      await entry.end(request.commit);
      return null;
    }
    case 'dump':
      // Uncompressed: gzip makes the dump 8 times smaller but 3 times slower, and it stays in memory or /tmp.
      return database.exclusive(() => client.dumpDataDir('none'));
    case 'close':
      await database.exclusive(() => client.close());
      return null;
  }
}

/** What of an error crosses to the other thread: its message, name and the database's fields (code, constraint, ...). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

parentPort!.on('message', ({ id, request }: { id: number; request: PgliteThreadRequest }) => {
  answer(id, request).then(
    (value) => parentPort!.postMessage({ id, value }),
    (error: unknown) => parentPort!.postMessage({ id, error: errorFields(error) }),
  );
});
parentPort!.postMessage({ ready: true });
