import { TEST_PASSWORD_SCRYPT_N } from '../../../server/accounts/accounts-config.ts';
import { createApp } from '../../../server/app.ts';
import { type ServerConfig, testConfig } from '../../../server/config.ts';
import { type OpenDatabase, openDatabase } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import type { LogFields, Logger } from '../../../server/observability/log.ts';
import { inject } from 'vitest';
import { adminSql } from '../../../scripts/lib/throwaway-postgres.ts';

export const API = '/rest/s1/insurance';

let copies = 0;

/**
 * A new database on the test command's PostgreSQL (SERVER_TEST_DATABASE=postgres: see
 * postgres-global-setup.ts), a copy of the seeded template or empty, or null on PGlite.
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
 * An empty database (not migrated): in memory, or a new one on the test command's PostgreSQL. For the
 * tests of migrations and seeding themselves.
 */
export async function openEmptyTestDatabase(): Promise<OpenDatabase> {
  return (await freshPostgresDatabase(false)) ?? openDatabase({ dataDir: 'memory://' });
}

/**
 * A migrated, seeded database: in memory (2-3 s: make one per test file, in beforeAll), or with
 * SERVER_TEST_DATABASE=postgres a copy of the seeded template on a real PostgreSQL.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const copy = await freshPostgresDatabase(true);
  if (copy) return copy;
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  // The published accounts' hashes at the tests' cost (accounts-password-hashing proves 2^17 and the rehash).
  await seedDatabase(database.db, { demoData: true, passwordScryptN: TEST_PASSWORD_SCRYPT_N });
  return database;
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

/** An app on the database with a clock the test can move. */
export function testApp(database: OpenDatabase, overrides: Partial<ServerConfig> = {}) {
  const clock = { now: new Date('2026-03-01T10:00:00Z') };
  const logger = memoryLogger();
  const app = createApp({ db: database.db, config: testConfig(overrides), logger, now: () => clock.now });
  return { app, clock, logger };
}

export function advance(clock: { now: Date }, ms: number): void {
  clock.now = new Date(clock.now.getTime() + ms);
}
