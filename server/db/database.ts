import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { setPoolUseSource } from '../observability/metrics.ts';
import { retryWhileUnavailable } from './database-unavailable.ts';
import { DRIZZLE_RAW_PARSERS } from './pglite-parsers.ts';
import { pipelinedClient } from './pglite-pipelined.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { schema } from './schema.ts';

/** The drizzle database the app works with, whichever driver is underneath (PGlite or postgres.js). */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: AppDatabase;
  /**
   * Applies the SQL migrations not applied yet (drizzle records them in drizzle.__drizzle_migrations),
   * then runs `andThen` (the reference data's seed), both under the migration lock on PostgreSQL:
   * instances starting together neither race the migrator nor each other's seed upserts.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** For log lines: which database this is, with no credentials. */
  description: string;
  /**
   * PGlite only: the data folder as a tarball, which `loadDataDir` starts another database from (the
   * server tests migrate and seed once per run and give each test file a copy: tests/server/support).
   */
  dumpDataDir?: () => Promise<Blob>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** How many migrations this version of the code brings (drizzle-kit's journal). */
const MIGRATION_COUNT = (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/**
 * Whether every migration of this code is applied (readiness): one cheap query, which also proves the
 * database answers. A database with no migrations table yet is not current; any other failure throws.
 */
export async function schemaIsCurrent(db: AppDatabase): Promise<boolean> {
  try {
    const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    return Number(rows[0]?.n) >= MIGRATION_COUNT;
  } catch (error) {
    if (hasCode(error, '42P01') || hasCode(error, '3F000')) return false; // no table / no schema yet
    throw error;
  }
}

const hasCode = (error: unknown, code: string): boolean =>
  error instanceof Error && ((error as { code?: unknown }).code === code || hasCode(error.cause, code));

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when unset, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://`. */
  dataDir: string;
  /** PGlite: start from this data folder (an earlier database's `dumpDataDir`) instead of a new, empty one. */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite: run the database on a thread of its own (pglite-thread.ts), as the server does, instead of on
   * the calling thread (tests and scripts, which open many small databases and load nothing in parallel).
   */
  pgliteThread?: boolean | undefined;
  /** PostgreSQL: the most connections of the pool (DB_POOL_MAX). */
  dbPoolMax?: number;
  /** PostgreSQL: give up opening a connection after this long (DB_CONNECT_TIMEOUT_MS). */
  dbConnectTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement running longer (DB_STATEMENT_TIMEOUT_MS). */
  dbStatementTimeoutMs?: number;
  /** PostgreSQL: how long `migrate` keeps trying while the database cannot be reached (DB_START_WAIT_MS). */
  dbStartWaitMs?: number;
  /** Told of each wait for the database at start (a log line). */
  onStartWait?: (message: string) => void;
}

export const DATABASE_DEFAULTS = { dbPoolMax: 10, dbConnectTimeoutMs: 1000, dbStatementTimeoutMs: 10_000, dbStartWaitMs: 30_000 } as const;

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { ...DATABASE_DEFAULTS, ...definedOnly(options) }, options.onStartWait);
  return openPglite(options.dataDir, options.loadDataDir, options.pgliteThread ?? false);
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined, onThread: boolean): Promise<OpenDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const folder = inMemory ? dataDir : path.resolve(dataDir);
  // With a dump, PGlite unpacks it instead of running initdb (most of the cost of a new database).
  const client = onThread ? await openPgliteThread(folder, loadDataDir) : await openPgliteHere(folder, loadDataDir);
  const db = drizzlePglite({ client: client.queries as PGlite, schema });
  // One connection, in the process.
  const poolUse = async () => ({ max: 1, connections: { open: 1 } });
  setPoolUseSource(poolUse);
  return {
    db,
    migrate: async (andThen) => {
      await migratePglite(db, { migrationsFolder });
      await andThen?.();
    },
    close: () => {
      setPoolUseSource(undefined, poolUse);
      return client.close();
    },
    description: `PGlite (${inMemory ? 'in memory' : dataDir}${onThread ? ', own thread' : ''})`,
    dumpDataDir: client.dumpDataDir,
  };
}

/**
 * PGlite on the calling thread, with drizzle's parsers set once on the client (pglite-parsers.ts) and
 * each query one pipelined trip into the database (pglite-pipelined.ts), as on the PGlite thread.
 */
async function openPgliteHere(dataDir: string, loadDataDir: Blob | undefined) {
  const client = await PGlite.create({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  Object.assign(client.parsers, DRIZZLE_RAW_PARSERS);
  const database = pipelinedClient(client);
  return {
    queries: database,
    // Uncompressed: gzip makes the dump 8 times smaller but 3 times slower, and it stays in memory or /tmp.
    dumpDataDir: () => database.exclusive(() => client.dumpDataDir('none')),
    close: () => database.exclusive(() => client.close()),
  };
}

const definedOnly = <T extends object>(options: T): Partial<T> =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;

async function openPostgres(
  databaseUrl: string,
  limits: Required<Pick<DatabaseOptions, keyof typeof DATABASE_DEFAULTS>>,
  onStartWait?: (message: string) => void,
): Promise<OpenDatabase> {
  // Seen by PostgreSQL (pg_stat_activity): which process a connection belongs to, for the pool metrics.
  const applicationName = `insurance-app-${process.pid}`;
  const client = postgres(databaseUrl, {
    // onnotice: silence "relation already exists, skipping" notices of the migrator on every start.
    onnotice: () => {},
    max: limits.dbPoolMax,
    // A database that is away is told at once (503) instead of after postgres.js's default 30 s.
    connect_timeout: limits.dbConnectTimeoutMs / 1000,
    connection: { application_name: applicationName, statement_timeout: limits.dbStatementTimeoutMs },
  });
  const db = drizzlePostgres({ client, schema });
  const url = new URL(databaseUrl);
  const poolUse = async () => {
    const rows = await client<{ state: string | null; n: number }[]>`
      select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity
      where application_name = ${applicationName} group by 1`;
    return { max: limits.dbPoolMax, connections: Object.fromEntries(rows.map((row) => [row.state ?? 'unknown', row.n])) };
  };
  setPoolUseSource(poolUse);
  return {
    db,
    // The start's first connections: a database still starting (or a machine too busy to connect within
    // the connect timeout) is waited for, up to DB_START_WAIT_MS, instead of failing the start. A try cut
    // off half-way is rolled back (each migration is a transaction, the lock goes with its connection)
    // and the seed is upserts, so the whole step runs again.
    migrate: (andThen) =>
      retryWhileUnavailable(
        () =>
          migrateUnderLock(client, async () => {
            await migratePostgres(db, { migrationsFolder });
            await andThen?.();
          }),
        limits.dbStartWaitMs,
        onStartWait,
      ),
    close: () => {
      setPoolUseSource(undefined, poolUse);
      return client.end({ timeout: 5 });
    },
    description: `PostgreSQL (${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname})`,
  };
}

/** The advisory lock key of migrations (any constant the app uses for nothing else: "insurnce" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x696e7375726e6365n;

/**
 * Runs the migrator holding a PostgreSQL session advisory lock on a connection of its own, so
 * instances starting together migrate one after the other: the first applies what is missing, the
 * others wait, then find nothing left to apply (drizzle reads the applied list inside its run). The
 * lock goes with the connection if the process dies. The wait has no statement timeout: a long
 * migration of another instance is waited for, not failed.
 */
async function migrateUnderLock(client: postgres.Sql, migrate: () => Promise<void>): Promise<void> {
  const lock = await client.reserve();
  try {
    await lock`set statement_timeout = 0`;
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
    try {
      await migrate();
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
    }
    await lock`reset statement_timeout`; // back to the pool's own setting
  } finally {
    lock.release();
  }
}
