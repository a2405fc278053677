import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  const db = drizzlePglite({ client, schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    description: inMemory ? 'PGlite (in memory)' : `PGlite (${dataDir})`,
  };
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
