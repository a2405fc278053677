import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRefused, rawClient, seededDataDir, type ServerProcess, startServerProcess } from './support/server-process.ts';

// One real server process with short HTTP timeouts and a short shutdown grace (so the test is quick):
// slow clients are cut off, normal ones are not; then SIGTERM during a slow request. It starts on a copy
// of the seeded test database (a start on an empty folder is entry.test.ts's).
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 4000;
const GRACE_MS = 1500;

let workDir: string;
let server: ServerProcess;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'service-process-'));
  server = await startServerProcess({
    NODE_ENV: 'test',
    DATA_DIR: await seededDataDir(path.join(workDir, 'pglite')),
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    SHUTDOWN_TIMEOUT_MS: '20000',
  });
}, 240_000);
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (workDir) await rm(workDir, { recursive: true, force: true, maxRetries: 5 }); // a server stopped late may still be writing
});

/** Sends `text` one byte every `everyMs` until the connection closes or the text ends. */
async function trickle(client: Awaited<ReturnType<typeof rawClient>>, text: string, everyMs: number) {
  let open = true;
  void client.closed.then(() => (open = false));
  for (const byte of text) {
    if (!open) return;
    client.socket.write(byte);
    await delay(everyMs);
  }
}

const API = '/rest/s1/insurance';

/** Headers of a live session (a POST without them is refused before its body is read). */
async function sessionHeaders(): Promise<string> {
  const token = (await fetch(`${server.url}${API}/security/token`)).headers.get('session-token') ?? '';
  expect(token).not.toBe('');
  return `session-token: ${token}\r\nx-csrf-token: ${token}\r\n`;
}

describe('HTTP timeouts (real sockets)', () => {
  it('cuts off a client sending its headers a byte at a time, and one sending its body at a byte per 200 ms', async () => {
    const session = await sessionHeaders();
    const slowHeaders = await rawClient(server.port);
    void trickle(slowHeaders, `GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(200)}\r\n\r\n`, 100);
    const slowBody = await rawClient(server.port);
    slowBody.socket.write(`POST ${API}/registrations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${session}Content-Length: 200\r\n\r\n`);
    void trickle(slowBody, `{"firstName":"${'a'.repeat(190)}"}`, 200);
    const [headersCut, bodyCut] = await Promise.all([slowHeaders.closed, slowBody.closed]);
    process.stdout.write(`slow headers cut after ${Math.round(headersCut)} ms, slow body after ${Math.round(bodyCut)} ms\n`);
    expect(headersCut).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(headersCut).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
    expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyCut).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(bodyCut).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
    expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('leaves a normal client alone: two requests on one keep-alive connection, with a pause between them', async () => {
    const client = await rawClient(server.port);
    const ask = `GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    client.socket.write(ask);
    await delay(HEADERS_TIMEOUT_MS + 300);
    client.socket.write(ask);
    await expect.poll(() => client.received().match(/HTTP\/1\.1 200/g)?.length ?? 0, { timeout: 10_000 }).toBe(2);
    client.socket.destroy();
  }, 30_000);
});

describe('graceful shutdown (SIGTERM)', () => {
  it('readyz turns 503 at once, new connections are refused after the grace, the request in flight completes, exit 0', async () => {
    const session = await sessionHeaders();
    // A request in flight: its body arrives over about 2.5 s, across the grace and the listener's close.
    const body = JSON.stringify({ firstName: 'Sara' });
    const inFlight = await rawClient(server.port);
    inFlight.socket.write(
      `POST ${API}/registrations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${session}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
    );
    await delay(200);

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 2000, interval: 50 }).toBe(503);
    const readyzAfter = performance.now() - signalled;
    expect((await fetch(`${server.url}/livez`)).status).toBe(200); // still answering during the grace
    await expect.poll(() => connectionRefused(server.port), { timeout: 10_000, interval: 50 }).toBe(true);
    const refusedAfter = performance.now() - signalled;
    expect(refusedAfter).toBeGreaterThanOrEqual(GRACE_MS - 100);

    inFlight.socket.write(body.slice(5));
    await expect.poll(() => inFlight.received(), { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 \d{3} [\s\S]*\r\n\r\n\{"error":\{/);
    expect(inFlight.received()).toMatch(/^HTTP\/1\.1 400 /); // the app's own answer (the sign-up form is incomplete)
    expect(await server.exit).toBe(0);
    const exitedAfter = performance.now() - signalled;
    process.stdout.write(`SIGTERM: readyz 503 after ${Math.round(readyzAfter)} ms, connections refused after ${Math.round(refusedAfter)} ms, exit 0 after ${Math.round(exitedAfter)} ms\n`);
    expect(exitedAfter).toBeLessThan(20_000);
  }, 60_000);
});
