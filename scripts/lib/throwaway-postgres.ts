/**
 * A throw-away PostgreSQL cluster on loopback, for the server tests on PostgreSQL (vitest globalSetup
 * tests/server/support/database-global-setup.ts), the cluster (`npm run start:cluster`), its test and
 * `npm run bench:api`.
 *
 * Debian's package (scripts/ensure-postgres.sh installs it when missing); the cluster is initialised in
 * a temporary folder, started with pg_ctl on a loopback port (and its socket in that folder), and
 * `stop()` stops it and deletes the folder. PostgreSQL refuses to run as root: when we are root the
 * folder belongs to the `postgres` user and initdb / pg_ctl run as that user (runuser). Durability is
 * off (fsync, synchronous_commit, full_page_writes): the data is thrown away anyway, and tests and
 * benchmarks should not wait for a disk that several agents share.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { freePort } from './serve-build.ts';

export interface ThrowawayPostgres {
  /** postgres://app@127.0.0.1:PORT/postgres (trust authentication on loopback, superuser `app`). */
  url: string;
  port: number;
  /** The URL of another database of this cluster. */
  urlOf(database: string): string;
  /** Stops the server but keeps its data (a database outage); `start()` brings it back on the same port. */
  halt(): void;
  start(): void;
  /** Stops the server and deletes the folder. */
  stop(): Promise<void>;
}

let binDir: string | undefined;

/** The folder of initdb and pg_ctl, installing Debian's postgresql first when missing. */
export function postgresBinDir(): string {
  binDir ??= execFileSync('bash', [resolve(import.meta.dirname, '..', 'ensure-postgres.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1)!;
  return binDir;
}

export interface PostgresOptions {
  /** Loopback port; a free one when unset. */
  port?: number;
  /** Prefix of the temporary folder's name, to tell clusters apart in `ls /tmp`. */
  label?: string;
  maxConnections?: number;
}

export async function startThrowawayPostgres(options: PostgresOptions = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const dir = await mkdtemp(join(tmpdir(), `${options.label ?? 'throwaway'}-pg-`));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(dir, 0o700);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const as = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  const port = options.port ?? (await freePort());
  const data = join(dir, 'data');
  as('initdb', ['-D', data, '-U', 'app', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${options.maxConnections ?? 300}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () => as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', settings, 'start']);
  const halt = () => as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    port,
    urlOf: (database) => `postgres://app@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    halt,
    start,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        halt();
      } catch {
        // Already stopped (halted by a test, or gone with the machine's /tmp): the folder still goes.
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs SQL on a database of the cluster with a short-lived connection (CREATE DATABASE and the like). */
export async function adminSql(url: string, statement: string): Promise<void> {
  const client = postgres(url, { onnotice: () => {}, max: 1 });
  try {
    await client.unsafe(statement);
  } finally {
    await client.end();
  }
}
