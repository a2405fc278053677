/**
 * vitest globalSetup of the `server` project. With SERVER_TEST_DATABASE=postgres (the test command's
 * "server tests on PostgreSQL" stage) it starts a throw-away PostgreSQL cluster
 * (scripts/lib/throwaway-postgres.ts), makes a template database migrated and seeded as
 * openTestDatabase seeds PGlite, and hands its URL to the test files (`inject('serverTestPostgres')`):
 * each file then gets its own copy (CREATE DATABASE ... TEMPLATE, about 0.1 s instead of a migration and a
 * seed), so files stay independent and run in parallel. Without the variable it does nothing and the
 * tests run on in-memory PGlite.
 */
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_SCRYPT_N } from '../../../server/accounts/accounts-config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { adminSql, startThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres.ts';

export const TEMPLATE_DATABASE = 'app_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's admin URL and the seeded template's name, or null on PGlite. */
    serverTestPostgres: { url: string; template: string } | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const wanted = process.env.SERVER_TEST_DATABASE === 'postgres';
  project.provide('serverTestPostgres', null);
  if (!wanted) return undefined;
  const cluster = await startThrowawayPostgres({ label: 'server-tests' });
  try {
    await adminSql(cluster.url, `create database ${TEMPLATE_DATABASE}`);
    const template = await openDatabase({ databaseUrl: cluster.urlOf(TEMPLATE_DATABASE), dataDir: 'memory://' });
    try {
      await template.migrate();
      await seedDatabase(template.db, { demoData: true, passwordScryptN: TEST_PASSWORD_SCRYPT_N });
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
