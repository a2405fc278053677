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
//
// Inside a transaction the requests' thread waits for each answer (Atomics.wait, then the answer taken
// from a port of its own), as it does when PGlite runs in the process. Answered as events instead, each
// answer queued behind whatever HTTP work the event loop had, and the transaction held PGlite's lock all
// that time while every other query waited: under load the lock's holds grew with the backlog and the
// backlog with the holds (a 20 s mixed load collapsed to quotes taking seconds). Beginning a transaction
// stays asynchronous (it waits for the lock behind the queries asked before it).
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { withoutClientParsers } from './pglite-parsers.ts';

export type PgliteThreadRequest =
  | { kind: 'query'; text: string; params?: unknown[] | undefined; options?: QueryOptions | undefined; tx?: number | undefined }
  | { kind: 'exec'; text: string; tx?: number | undefined }
  | { kind: 'begin' }
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'dump' }
  | { kind: 'close' };

/** The longest this thread waits for one answer inside a transaction (PostgreSQL's statement timeout is 10 s by default). */
const SYNC_ANSWER_TIMEOUT_MS = 30_000;

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
  // Answers inside a transaction: on their own port, with a flag the thread sets when one is there.
  const answered = new Int32Array(new SharedArrayBuffer(4));
  const { port1: syncAnswers, port2: syncAnswersForThread } = new MessageChannel();
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: { dataDir, ...(loadDataDir ? { loadDataDir } : {}), answered, syncAnswers: syncAnswersForThread },
    transferList: [syncAnswersForThread],
  });
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
  /** A call inside a transaction: the thread holds PGlite's lock for it, so this thread waits for the answer. */
  const callWaiting = async <T>(request: PgliteThreadRequest): Promise<T> => {
    if (stopped) throw stopped;
    const id = nextId++;
    Atomics.store(answered, 0, 0);
    worker.postMessage({ id, request, waited: true });
    if (Atomics.wait(answered, 0, 0, SYNC_ANSWER_TIMEOUT_MS) === 'timed-out') {
      throw new Error(`The PGlite thread did not answer within ${SYNC_ANSWER_TIMEOUT_MS / 1000} s inside a transaction.`);
    }
    const answer = receiveMessageOnPort(syncAnswers)?.message as Answer | undefined;
    if (!answer || answer.id !== id) throw new Error('The PGlite thread answered another call inside a transaction.');
    if (answer.error) throw errorFrom(answer.error);
    return answer.value as T;
  };
  const queryable = (tx?: number): Queryable => {
    const send = tx === undefined ? call : callWaiting;
    return {
      query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
        const sent = withoutClientParsers(options);
        if (sent?.parsers) return Promise.reject(new Error('A query on the PGlite thread takes no parsers of its own (functions cannot cross threads).'));
        return send<Results<T>>({ kind: 'query', text, params, options: sent, tx });
      },
      exec: (text: string) => send<Results[]>({ kind: 'exec', text, tx }),
    } as Queryable;
  };

  return {
    queries: {
      ...queryable(),
      async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await call<number>({ kind: 'begin' });
      let result: T;
      try {
        result = await callback(queryable(tx));
      } catch (error) {
        await callWaiting({ kind: 'end', tx, commit: false });
        throw error;
      }
      await callWaiting({ kind: 'end', tx, commit: true });
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
