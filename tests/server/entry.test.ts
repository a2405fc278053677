import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntry, startServerProcess } from './support/server-process.ts';

// `node server/index.ts` as a real process: env config, PGlite in a data folder, one stdout line,
// graceful shutdown, and a second start on the same data (migrations + seed again, sessions kept).
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'server-entry-'));
  await mkdir(path.join(workDir, 'client'));
  await writeFile(path.join(workDir, 'client', 'index.html'), '<!doctype html><title>shell</title><script>1</script>');
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true, maxRetries: 5 }); // a server stopped late may still be writing
});

/** The server on the work folder's data and client files, logging at info (its one stdout line). */
const start = () =>
  startServerProcess({
    DATA_DIR: path.join(workDir, 'pglite'),
    STATIC_DIR: path.join(workDir, 'client'),
    SERVE_STATIC: 'true',
    LOG_LEVEL: 'info',
    // Stop at once: the grace before the listener closes is tested in service-process.test.ts.
    SHUTDOWN_GRACE_MS: '0',
  });

describe('node server/index.ts', () => {
  it('serves, prints exactly one line, and stops cleanly on SIGTERM; a restart keeps data', async () => {
    const first = await start();
    const issued = await fetch(`${first.url}/rest/s1/insurance/security/token`);
    expect(issued.status).toBe(200);
    const { sessionToken } = (await issued.json()) as { sessionToken: string };
    const shell = await fetch(`${first.url}/some/page`);
    expect(await shell.text()).toContain('<title>shell</title>');
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.stdout()).toBe(`App running at ${first.url}\n`);

    // Second start on the same data folder: migrations and seed run again without error, the session survives.
    const second = await start();
    const reused = await fetch(`${second.url}/rest/s1/insurance/security/token`, { headers: { 'session-token': sessionToken } });
    expect(reused.status).toBe(200);
    expect(((await reused.json()) as { sessionToken: string }).sessionToken).toBe(sessionToken);
    const geo = await fetch(`${second.url}/rest/s1/insurance/basic/geo?includeRegions=false`);
    expect(((await geo.json()) as { countries: unknown[] }).countries).toHaveLength(249);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  }, 60_000);

  it('exits with 1 and a clear message on a bad setting', async () => {
    const child = spawn(process.execPath, [serverEntry], { env: { ...process.env, PORT: 'eighty' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error: PORT must be 0-65535');
  });
});
