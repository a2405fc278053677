import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors.ts';
import { adminSql, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts';
import { type ServerProcess, spawnServerProcess, startServerProcess } from './support/server-process.ts';
import postgres from 'postgres';

// Real server processes on a real PostgreSQL of their own (stopped and started by the test), in the
// test command's PostgreSQL stage (SERVER_TEST_DATABASE=postgres) only. TEST_PG_PORT picks its port.
const onPostgres = process.env.SERVER_TEST_DATABASE === 'postgres';
const API = '/rest/s1/insurance';

let cluster: ThrowawayPostgres;
const servers: ServerProcess[] = [];
// Processes that may not have come up (killed at the end all the same).
const children: ChildProcess[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  cluster = await startThrowawayPostgres({ label: 'service-test', port: Number(process.env.TEST_PG_PORT) || undefined });
  await adminSql(cluster.url, 'create database race');
}, 120_000);
afterAll(async () => {
  for (const child of [...servers.map((server) => server.child), ...children]) if (child.exitCode === null) child.kill('SIGKILL');
  await cluster?.stop();
});

describe.skipIf(!onPostgres)('instances on one PostgreSQL', () => {
  it('three instances started at once on an empty database all come up, each migration applied once', async () => {
    // The default 1 s connect timeout: on a loaded machine three instances' first connections can take
    // longer, and the start tries again (DB_START_WAIT_MS) instead of failing.
    const env = { NODE_ENV: 'test', DATABASE_URL: cluster.urlOf('race') };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env), startServerProcess(env)])));
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status, server.stderr()).toBe(200);
    const sql = postgres(cluster.urlOf('race'), { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ n: number; distinct: number }[]>`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`;
      expect(rows[0]!.n).toBeGreaterThan(10);
      expect(rows[0]!.distinct).toBe(rows[0]!.n);
    } finally {
      await sql.end();
    }
  }, 400_000);

  it('PostgreSQL stopped: each call answers 503 with Retry-After within 2 s, the cached catalogue still answers; back: success within 2 s, no restart', async () => {
    const server = servers[0]!;
    // Needs the database: a new session (written), an existing one (read).
    const token = `${server.url}${API}/security/token`;
    const issued = await fetch(token);
    expect(issued.status).toBe(200);
    const session = { 'session-token': issued.headers.get('session-token') ?? '' };
    // Held in memory once read: the catalogue and the countries.
    const cached = [`${server.url}${API}/catalogue/categories`, `${server.url}${API}/basic/geo?includeRegions=false`];
    for (const url of cached) expect((await fetch(url)).status).toBe(200);

    cluster.halt();
    const times: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const [url, headers] of [[token, {}], [token, session], [`${server.url}/readyz`, {}]] as const) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        times.push(performance.now() - started);
        expect(response.status, url).toBe(503);
        expect(response.headers.get('retry-after')).toBe('2');
        expect(apiErrorSchema.parse(await response.json()).error.code).toBe('service_unavailable');
      }
      for (const url of cached) expect((await fetch(url)).status, url).toBe(200);
    }
    expect(Math.max(...times)).toBeLessThan(2000);

    cluster.start();
    const back = performance.now();
    await expect.poll(async () => (await fetch(token, { headers: session })).status, { timeout: 10_000, interval: 50 }).toBe(200);
    const recovery = performance.now() - back;
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    process.stdout.write(`outage answers: max ${Math.round(Math.max(...times))} ms over ${times.length} calls; recovery ${Math.round(recovery)} ms after pg_ctl start returned\n`);
    expect(recovery).toBeLessThan(2000);
  }, 120_000);

  it('an instance started while PostgreSQL is down waits for it and comes up; with no wait left it stops with one line', async () => {
    cluster.halt();
    let up = false;
    try {
      const env = { NODE_ENV: 'test', DATABASE_URL: cluster.urlOf('race'), LOG_LEVEL: 'warn' };
      const starting = spawnServerProcess(env);
      children.push(starting.child);
      // Caught at once, so an early exit is not an unhandled rejection; awaited below.
      starting.listening.catch(() => {});
      const givingUp = startServerProcess({ ...env, DB_START_WAIT_MS: '1000' }).then(
        () => 'listened',
        (error: unknown) => String(error),
      );
      // The one with a second to wait gives up, saying why.
      const refused = await givingUp;
      expect(refused).toMatch(/server exited with 1/);
      expect(refused).toMatch(/Server failed to start: .*ECONNREFUSED/s);
      // The other says it is waiting, and has not exited, before PostgreSQL comes back: awaited, since on a
      // busy machine its first try can come after the other one has already given up.
      await expect.poll(starting.stderr, { timeout: 30_000, interval: 50 }).toMatch(/PostgreSQL not reachable yet \(ECONNREFUSED\): trying again/);
      expect(starting.child.exitCode).toBeNull();
      cluster.start();
      up = true;
      const waiting = await starting.listening;
      expect((await fetch(`${waiting.url}/readyz`)).status).toBe(200);
    } finally {
      if (!up) cluster.start();
    }
  }, 400_000);
});
