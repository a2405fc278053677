// PGlite's queries, one trip into the database each. PGlite's own `query()` makes six calls into its
// WebAssembly for every statement (Parse, Describe statement, Bind, Describe portal, Execute, Sync, each
// with its own wrapping and its own turn of the backend's loop) and has PostgreSQL parse and plan the
// same text every time. Here a statement is sent as one pipelined message (Bind, Describe portal,
// Execute, Sync), prepared once under a name of its own (Parse the first time), as postgres.js and
// node-postgres do against a real server: about a third less of the database thread's CPU a query
// (docs/operations.md, "Load with sign-ins").
//
// Everything goes through PGlite's public protocol API (`execProtocol`, `protocol.serialize`,
// `parse.parseResults`). Transactions are BEGIN/COMMIT/ROLLBACK on the one connection, held by a lock
// that other queries wait for, as PGlite's `transaction()` does.
import { Mutex, parse, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { withoutClientParsers } from './pglite-parsers.ts';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** What drizzle and the PGlite thread use of a client, or of a transaction on it. */
export interface PipelinedQueryable {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

/** A transaction begun and not yet ended: its queries, then commit or roll back (which ends it either way). */
export interface OpenTransaction extends PipelinedQueryable {
  end(commit: boolean): Promise<void>;
}

export interface PipelinedClient extends PipelinedQueryable {
  begin(): Promise<OpenTransaction>;
  transaction<T>(callback: (tx: PipelinedQueryable) => Promise<T>): Promise<T>;
  /** Runs `work` with no transaction open and nothing else on the connection (a dump, closing). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

/** Named statements kept on the connection; the least recently used beyond this are closed. */
export const STATEMENTS_KEPT = 300;
const REPEATED_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A parameter as text (or null), as PGlite's own serializers write it for the type the database infers.
 * Undefined for a value whose text depends on that type (an object, an array): such a query goes through
 * PGlite's `query()`, which asks the database for the types first.
 */
function parameterText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      // Read as a boolean and as text alike ('t' would be text 't').
      return value ? 'true' : 'false';
    default:
      if (value instanceof Date) return value.toISOString();
      if (value instanceof Uint8Array) return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
      return undefined;
  }
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const isError = (message: BackendMessage): message is BackendMessage & Error => message.name === 'error';

export function pipelinedClient(client: PGlite): PipelinedClient {
  // Every call into the database, one at a time: PGlite keeps the current call's state on the instance.
  const wire = new Mutex();
  // Held by an open transaction; a query outside it waits, as it would for PGlite's own transaction.
  const connection = new Mutex();
  const statements = new Map<string, string>();
  let toClose: string[] = [];
  let nextName = 0;

  /** One pipelined statement; `inTransaction`: no flush to the file system until the transaction ends. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const values = params.map(parameterText);
    if (values.includes(undefined)) {
      return wire.runExclusive(() => client.query<T>(text, params, withoutClientParsers(options)));
    }
    return wire.runExclusive(async () => {
      const parts: Uint8Array[] = [];
      // Statements pushed out of the cache are closed on the next trip outside a transaction (a
      // transaction that fails would refuse the Close, and the name would be lost).
      if (!inTransaction && toClose.length > 0) {
        for (const name of toClose) parts.push(serialize.close({ type: 'S', name }));
        toClose = [];
      }
      // Statements the app repeats are kept under a name; the rest (the migrations' DDL) use the unnamed one.
      const kept = REPEATED_STATEMENT.test(text);
      let name = kept ? statements.get(text) : '';
      const parsing = name === undefined || name === '';
      if (name === undefined) name = `s${nextName++}`;
      if (parsing) parts.push(serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }));
      if (kept) {
        // Most recently used last: the first entry is the one to push out.
        statements.delete(text);
        statements.set(text, name);
      }
      parts.push(serialize.bind({ statement: name, values: values as (string | null)[] }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
      const { messages } = await client.execProtocol(joined(parts), { throwOnError: false, syncToFs: !inTransaction });
      const failed = messages.find(isError);
      if (kept) {
        // A Parse refused (a syntax error, a failed transaction) made no statement: parse it again next
        // time. A kept statement whose table changed its columns under it (0A000, cached plan must not
        // change result type) is closed and parsed again.
        if (parsing && !messages.some((message) => message.name === 'parseComplete')) statements.delete(text);
        else if (failed && (failed as { code?: string }).code === '0A000') {
          statements.delete(text);
          toClose.push(name);
        }
        if (statements.size > STATEMENTS_KEPT) {
          const [oldestText, oldestName] = statements.entries().next().value!;
          statements.delete(oldestText);
          toClose.push(oldestName);
        }
      }
      if (failed) throw failed;
      return parse.parseResults(messages, client.parsers, withoutClientParsers(options))[0] as Results<T>;
    });
  }

  const exec = (text: string) => wire.runExclusive(() => client.exec(text));
  const queryable = (inTransaction: boolean): PipelinedQueryable => ({
    query: (text, params = [], options) => run(text, params, options, inTransaction),
    exec,
  });

  async function begin(): Promise<OpenTransaction> {
    const release = await connection.acquire();
    try {
      await exec('BEGIN');
    } catch (error) {
      release();
      throw error;
    }
    let ended = false;
    return {
      ...queryable(true),
      async end(commit) {
        if (ended) throw new Error('This transaction has already ended.');
        ended = true;
        try {
          await exec(commit ? 'COMMIT' : 'ROLLBACK');
        } finally {
          release();
        }
      },
    };
  }

  return {
    query: (text, params = [], options) => connection.runExclusive(() => run(text, params, options, false)),
    exec: (text) => connection.runExclusive(() => exec(text)),
    begin,
    async transaction(callback) {
      const tx = await begin();
      let result;
      try {
        result = await callback(tx);
      } catch (error) {
        await tx.end(false);
        throw error;
      }
      await tx.end(true);
      return result;
    },
    exclusive: (work) => connection.runExclusive(work),
  };
}
