/**
 * vitest globalSetup of the server projects (one per database: vite.config.ts): migrates and seeds a
 * database once per run, so that each test file gets a copy of it instead of making its own
 * (openTestDatabase in test-database.ts).
 *
 * - On PGlite (the default): a database empty (initdb done), migrated, then seeded, dumped at each of
 *   these states as a tarball (`dumpDataDir`) into a temporary folder; a test file's database starts
 *   from one of them (`loadDataDir`), skipping initdb, the migrations and the seed.
 * - For a project on PostgreSQL (SERVER_TEST_DATABASE=postgres or both: vite.config.ts): a
 *   throw-away PostgreSQL cluster (scripts/lib/throwaway-postgres.ts) with a migrated, seeded template
 *   database; each file gets its own copy (CREATE DATABASE ... TEMPLATE, about 0.1 s).
 *
 * Either way files stay independent and run in parallel. The seed is the one openTestDatabase always
 * used: the demo data, and the published accounts' hashes at the tests' scrypt cost.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_SCRYPT_N } from '../../../server/accounts/accounts-config.ts';
import { type OpenDatabase, openDatabase } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { adminSql, startThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres.ts';

export const TEMPLATE_DATABASE = 'app_template';

/** The states of a test database on PGlite: initdb done; migrated; migrated and seeded. */
export type PgliteTestState = 'empty' | 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's admin URL and the seeded template's name, or null on PGlite. */
    serverTestPostgres: { url: string; template: string } | null;
    /** The files of the PGlite dumps of a database empty, migrated, and migrated and seeded. */
    serverTestPglite: Record<PgliteTestState, string>;
  }
}

/** Seeds a migrated database as every server test expects it. */
export async function seedForTests(database: OpenDatabase): Promise<void> {
  // The published accounts' hashes at the tests' cost (accounts-password-hashing proves 2^17 and the rehash).
  await seedDatabase(database.db, { demoData: true, passwordScryptN: TEST_PASSWORD_SCRYPT_N });
}

/**
 * The PGlite dumps, made once per run however many server projects use them (the test command runs the
 * server tests on PGlite and on PostgreSQL as two projects of one run, each with this globalSetup), and
 * removed when the last of them is torn down.
 */
const shared = globalThis as typeof globalThis & { serverTestPgliteDumps?: { made: Promise<PgliteDumps>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('serverTestPostgres', null);
  // The project's database, set in its `env` (vite.config.ts).
  const onPostgres = project.config.env?.SERVER_TEST_DATABASE === 'postgres';
  shared.serverTestPgliteDumps ??= { made: pgliteDumps(), users: 0 };
  const dumps = shared.serverTestPgliteDumps;
  dumps.users += 1;
  // The PGlite dumps on PostgreSQL too: a few tests are of PGlite itself or of a database that goes away.
  const [{ files }, stopPostgres] = await Promise.all([dumps.made, onPostgres ? postgresTemplate(project) : undefined]);
  project.provide('serverTestPglite', files);
  return async () => {
    dumps.users -= 1;
    await Promise.all([dumps.users === 0 ? (await dumps.made).remove() : undefined, stopPostgres?.()]);
  };
}

interface PgliteDumps {
  files: Record<PgliteTestState, string>;
  remove: () => Promise<void>;
}

async function pgliteDumps(): Promise<PgliteDumps> {
  const dir = await mkdtemp(join(tmpdir(), 'server-tests-pglite-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const dump = async (name: string) => {
        const file = join(dir, `${name}.tar`);
        await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
        return file;
      };
      const empty = await dump('empty');
      await database.migrate();
      const migrated = await dump('migrated');
      await seedForTests(database);
      return { files: { empty, migrated, seeded: await dump('seeded') }, remove };
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startThrowawayPostgres({ label: 'server-tests' });
  try {
    await adminSql(cluster.url, `create database ${TEMPLATE_DATABASE}`);
    const template = await openDatabase({ databaseUrl: cluster.urlOf(TEMPLATE_DATABASE), dataDir: 'memory://' });
    try {
      await template.migrate();
      await seedForTests(template);
    } finally {
      // A template can be copied only while nobody is connected to it.
      await template.close();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('serverTestPostgres', { url: cluster.url, template: TEMPLATE_DATABASE });
  return () => cluster.stop();
}
