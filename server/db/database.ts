import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { schema } from './schema.ts';

/** The drizzle database the app works with, whichever driver is underneath (PGlite or postgres.js). */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: AppDatabase;
  /** Applies the SQL migrations not applied yet (drizzle records them in drizzle.__drizzle_migrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** For log lines: which database this is, with no credentials. */
  description: string;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when unset, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://`. */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir));
  Object.assign(client.parsers, DRIZZLE_RAW_PARSERS);
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    description: inMemory ? 'PGlite (in memory)' : `PGlite (${dataDir})`,
  };
}

/**
 * The parsers drizzle's PGlite driver hands over with every query (drizzle-orm/pglite/session.js): these
 * types come back as the database's text and drizzle maps them itself. Set once on the client instead.
 */
const raw = (value: string) => value;
const DRIZZLE_RAW_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
  1231: raw, // numeric[]
  1115: raw, // timestamp[]
  1185: raw, // timestamptz[]
  1187: raw, // interval[]
  1182: raw, // date[]
};

/**
 * The client as drizzle gets it: a query's own `parsers` are dropped when the client already has the same
 * ones (DRIZZLE_RAW_PARSERS). With them, PGlite copies its whole table of about 320 parsers into a new
 * object for every query (a tenth of a quote's CPU); any other parsers are passed on as given.
 */
function withoutPerQueryParsers<T extends Pick<Transaction, 'query'>>(client: T): T {
  const lean = (options?: QueryOptions): QueryOptions | undefined => {
    if (!options?.parsers || !Object.keys(options.parsers).every((type) => Object.hasOwn(DRIZZLE_RAW_PARSERS, type))) return options;
    const { parsers: _sameAsTheClients, ...rest } = options;
    return rest;
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return (text: string, params?: unknown[], options?: QueryOptions) => target.query(text, params, lean(options));
      if (key === 'transaction' && target instanceof PGlite) {
        return <R>(callback: (tx: Transaction) => Promise<R>) => target.transaction((tx) => callback(withoutPerQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function openPostgres(databaseUrl: string): Promise<OpenDatabase> {
  // onnotice: silence "relation already exists, skipping" notices of the migrator on every start.
  const client = postgres(databaseUrl, { onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  const url = new URL(databaseUrl);
  return {
    db,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
    description: `PostgreSQL (${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname})`,
  };
}
