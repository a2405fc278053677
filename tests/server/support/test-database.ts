import { readFile } from 'node:fs/promises';
import { loadAccountsConfig, TEST_PASSWORD_SCRYPT_N } from '../../../server/accounts/accounts-config.ts';
import { createApp } from '../../../server/app.ts';
import { type ServerConfig, testConfig } from '../../../server/config.ts';
import { type OpenDatabase, openDatabase } from '../../../server/db/database.ts';
import type { LogFields, Logger } from '../../../server/observability/log.ts';
import { afterAll, beforeAll, inject } from 'vitest';
import { adminSql } from '../../../scripts/lib/throwaway-postgres.ts';
import { type PgliteTestState, seedForTests } from './database-global-setup.ts';

export const API = '/rest/s1/insurance';

let copies = 0;

/**
 * A new database on the test command's PostgreSQL (SERVER_TEST_DATABASE=postgres: see
 * database-global-setup.ts), a copy of the seeded template or empty, or null on PGlite.
 */
async function freshPostgresDatabase(seeded: boolean): Promise<OpenDatabase | null> {
  const url = await newTestPostgresUrl(seeded);
  return url ? openDatabase({ databaseUrl: url, dataDir: 'memory://' }) : null;
}

/** The URL of a new database on the test command's PostgreSQL (a copy of the seeded template, or empty), or null on PGlite. */
export async function newTestPostgresUrl(seeded: boolean): Promise<string | null> {
  const postgres = inject('serverTestPostgres');
  if (!postgres) return null;
  copies += 1;
  const name = `test_${process.pid}_${copies}_${Date.now().toString(36)}`;
  await adminSql(postgres.url, `create database ${name}${seeded ? ` template ${postgres.template}` : ''}`);
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether a test database is a real PostgreSQL (the test command's PostgreSQL stage) rather than PGlite. */
export function onPostgres(database: OpenDatabase): boolean {
  return database.description.startsWith('PostgreSQL');
}

/**
 * An empty database (not migrated): on PGlite, or a new one on the test command's PostgreSQL. For the
 * tests of migrations and seeding themselves.
 */
export async function openEmptyTestDatabase(): Promise<OpenDatabase> {
  return (await freshPostgresDatabase(false)) ?? openPgliteTestDatabase('empty');
}

/**
 * A migrated, seeded database (the demo data, and the published accounts at the tests' scrypt cost): a
 * copy of the one the server project's globalSetup made (database-global-setup.ts), in memory on PGlite
 * (about 1 s) or with SERVER_TEST_DATABASE=postgres on a real PostgreSQL. Make one per test file, in
 * beforeAll.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  return (await freshPostgresDatabase(true)) ?? openPgliteTestDatabase('seeded');
}

/** The dumps' bytes, read once per worker (a worker runs file after file: the server project does not isolate them). */
const dumps = new Map<PgliteTestState, Promise<Blob>>();

/**
 * An in-memory PGlite database in this state, whichever database the run is on (for the tests of PGlite
 * itself, or of a database that goes away): a copy of the globalSetup's dump, or, in a project without
 * that globalSetup, made here.
 */
export async function openPgliteTestDatabase(state: PgliteTestState): Promise<OpenDatabase> {
  // Undefined in a project without the globalSetup (`server (fresh modules)`).
  const files = inject('serverTestPglite') as Record<PgliteTestState, string> | undefined;
  if (!files) {
    const database = await openDatabase({ dataDir: 'memory://' });
    if (state !== 'empty') await database.migrate();
    if (state === 'seeded') await seedForTests(database);
    return database;
  }
  let dump = dumps.get(state);
  if (!dump) {
    dump = readFile(files[state]).then((bytes) => new Blob([bytes]));
    dumps.set(state, dump);
  }
  return openDatabase({ dataDir: 'memory://', loadDataDir: await dump });
}

/** A logger that keeps its lines (`level message {fields}`), so tests can check what is (and is not) logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const withFields = (fields?: LogFields) => (fields ? ` ${JSON.stringify(fields)}` : '');
  const push = (level: string) => (message: string, fields?: LogFields) => lines.push(`${level} ${message}${withFields(fields)}`);
  return {
    lines,
    debug: push('debug'),
    info: push('info'),
    warn: push('warn'),
    error: (message, error, fields) => lines.push(`error ${message}${error instanceof Error ? ` ${error.stack}` : ''}${withFields(fields)}`),
  };
}

/**
 * An app on the database with a clock the test can move. Password hashes at the tests' scrypt cost, as
 * the seeded accounts': at the default 2^17 every sign-in cost about 0.5-1 s of CPU (the back-office
 * command-line test's staff sign-ins alone about 13 s) and rehashed the seeded account at 2^17.
 */
export function testApp(database: OpenDatabase, overrides: Partial<ServerConfig> = {}) {
  const clock = { now: new Date('2026-03-01T10:00:00Z') };
  const logger = memoryLogger();
  const accounts = { ...loadAccountsConfig(), passwordScryptN: TEST_PASSWORD_SCRYPT_N };
  const app = createApp({ db: database.db, config: testConfig(overrides), logger, now: () => clock.now, accounts });
  return { app, clock, logger };
}

export function advance(clock: { now: Date }, ms: number): void {
  clock.now = new Date(clock.now.getTime() + ms);
}

/**
 * The database of one test file: opened before its tests (`open`, with the hook's timeout when it
 * needs more than the default), closed after them. Read it through the returned function:
 * `const database = databaseForFile(() => openPurchaseTestDatabase('wallet'));` then `testApp(database())`.
 */
export function databaseForFile(open: () => Promise<OpenDatabase>, timeoutMs?: number): () => OpenDatabase {
  let database: OpenDatabase | undefined;
  beforeAll(async () => {
    database = await open();
  }, timeoutMs);
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('The test database is opened in beforeAll: read it inside a test or a hook.');
    return database;
  };
}
