import { TEST_PASSWORD_SCRYPT_N } from '../../../server/accounts/accounts-config.ts';
import { createApp } from '../../../server/app.ts';
import { type ServerConfig, testConfig } from '../../../server/config.ts';
import { type OpenDatabase, openDatabase } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import type { Logger } from '../../../server/logger.ts';

export const API = '/rest/s1/insurance';

/** A migrated, seeded in-memory database (2-3 s: make one per test file, in beforeAll). */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  // The published accounts' hashes at the tests' cost (accounts-password-hashing proves 2^17 and the rehash).
  await seedDatabase(database.db, { demoData: true, passwordScryptN: TEST_PASSWORD_SCRYPT_N });
  return database;
}

/** A logger that keeps its lines, so tests can check what is (and is not) logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (level: string) => (message: string, error?: unknown) =>
    lines.push(`${level} ${message}${error instanceof Error ? ` ${error.stack}` : ''}`);
  return { lines, debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') };
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
