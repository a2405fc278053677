// The embedded PGlite database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly: in
// the process it runs on the thread that answers requests, and under load that thread saturated while
// the other core idled (`npm run bench:api -- --profile mixed --db pglite`: the event loop busy 94-100%
// of the time, half of it PGlite's WebAssembly and protocol code, quotes waiting hundreds of
// milliseconds; docs/operations.md). Here the requests' thread does HTTP, validation and drizzle's
// query building while this thread runs the queries, as a PostgreSQL server's own processes would.
//
// The client below is what drizzle's PGlite driver uses of PGlite (`query`, `transaction`), plus `exec`,
// `dumpDataDir` and `close`. Each call is a message; a transaction is begun on the thread, holds
// PGlite's lock there (other queries wait, as they do in the process), and its queries carry its id
// until the requests' thread says commit or roll back. Rows, parameters and errors are copied between
// the threads (structured clone): plain values, dates' text, Uint8Arrays. Functions cannot cross, so a
// query's own `parsers` are refused unless they are drizzle's, which the thread's client already has.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { withoutClientParsers } from './pglite-parsers.ts';

export type PgliteThreadRequest =
  | { kind: 'query'; text: string; params?: unknown[] | undefined; options?: QueryOptions | undefined; tx?: number | undefined }
  | { kind: 'exec'; text: string; tx?: number | undefined }
  | { kind: 'begin' }
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'dump' }
  | { kind: 'close' };

type Answer = { id: number; value?: unknown; error?: Record<string, unknown> };
type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** An embedded database as openDatabase uses it, here or on the thread: what drizzle queries, a dump, close. */
export interface PgliteHandle {
  queries: Queryable & { transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> };
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

/** The error the thread sent, as an Error with the database's fields (code, constraint, ...) again. */
function errorFrom(fields: Record<string, unknown>): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(String(message)), rest);
  if (typeof name === 'string') error.name = name;
  return error;
}

/** Starts the thread on `dataDir` (a folder or `memory://`), optionally from a dump; resolves once PGlite is open. */
export async function openPgliteThread(dataDir: string, loadDataDir?: Blob): Promise<PgliteHandle> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir, ...(loadDataDir ? { loadDataDir } : {}) } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let stopped: Error | undefined;
  let nextId = 0;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: Answer | { ready: true }) => {
      if ('ready' in message) return resolve();
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) call?.reject(errorFrom(message.error));
      else call?.resolve(message.value);
    });
    const ended = (error: Error) => {
      stopped ??= error;
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
      reject(error);
    };
    worker.on('error', (error) => ended(new Error(`The PGlite thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => ended(new Error(`The PGlite thread stopped (exit code ${code}).`)));
  });
  await ready;

  const call = <T>(request: PgliteThreadRequest): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, request });
    });
  };
  const queryable = (tx?: number): Queryable => ({
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const sent = withoutClientParsers(options);
      if (sent?.parsers) return Promise.reject(new Error('A query on the PGlite thread takes no parsers of its own (functions cannot cross threads).'));
      return call<Results<T>>({ kind: 'query', text, params, options: sent, tx });
    },
    exec: (text: string) => call<Results[]>({ kind: 'exec', text, tx }),
  }) as Queryable;

  return {
    queries: {
      ...queryable(),
      async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await call<number>({ kind: 'begin' });
      let result: T;
      try {
        result = await callback(queryable(tx));
      } catch (error) {
        await call({ kind: 'end', tx, commit: false });
        throw error;
      }
      await call({ kind: 'end', tx, commit: true });
      return result;
      },
    },
    dumpDataDir: () => call<Blob>({ kind: 'dump' }),
    async close() {
      await call({ kind: 'close' });
      await worker.terminate();
    },
  };
}
