// The PGlite thread's entry (started by server/db/pglite-thread.ts): the embedded database, answering
// the requests' thread. See pglite-thread.ts for why and for the messages.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { DRIZZLE_RAW_PARSERS } from './pglite-parsers.ts';
import type { PgliteThreadRequest } from './pglite-thread.ts';

const { dataDir, loadDataDir } = workerData as { dataDir: string; loadDataDir?: Blob };
const client = await PGlite.create({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
Object.assign(client.parsers, DRIZZLE_RAW_PARSERS);

/** Transactions open on behalf of the requests' thread, by the id of the message that began them. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<unknown> }>();
const ROLLED_BACK = Symbol('rolled back');

const target = (tx: number | undefined): Pick<Transaction, 'query' | 'exec'> => {
  if (tx === undefined) return client;
  const entry = open.get(tx);
  if (!entry) throw new Error(`No open transaction ${tx} on the PGlite thread.`);
  return entry.tx;
};

async function answer(id: number, request: PgliteThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return target(request.tx).query(request.text, request.params, request.options);
    case 'exec':
      return target(request.tx).exec(request.text);
    case 'begin':
      // PGlite's own transaction holds its lock until the requests' thread says how it ends.
      return new Promise<number>((began, failed) => {
        let started = false;
        const ended = client.transaction(
          (tx) =>
            new Promise<void>((commit, rollBack) => {
              open.set(id, { tx, end: (ok) => (ok ? commit() : rollBack(ROLLED_BACK)), ended });
              started = true;
              began(id);
            }),
        );
        // Until 'end' awaits it, a rejection here is expected (a rollback), not unhandled; one before the
        // transaction began (its BEGIN failed) is the answer to 'begin', which would otherwise never come.
        ended.catch((error: unknown) => {
          if (!started) failed(error);
        });
      });
    case 'end': {
      const entry = open.get(request.tx);
      if (!entry) throw new Error(`No open transaction ${request.tx} on the PGlite thread.`);
      open.delete(request.tx);
      entry.end(request.commit);
      try {
        await entry.ended;
      } catch (error) {
        if (error !== ROLLED_BACK) throw error;
      }
      return null;
    }
    case 'dump':
      // Uncompressed: gzip makes the dump 8 times smaller but 3 times slower, and it stays in memory or /tmp.
      return client.dumpDataDir('none');
    case 'close':
      await client.close();
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
