import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { TEST_PASSWORD_SCRYPT_N } from '../../../server/accounts/accounts-config.ts';

/** `node server/index.ts` as a real process (tests of start, shutdown, sockets and several instances). */
export const serverEntry = path.resolve(import.meta.dirname, '../../../server/index.ts');

/**
 * Fills `dataDir` (a new folder) with the migrated, seeded PGlite database the server project's
 * globalSetup dumped (database-global-setup.ts; the dump is a tarball of a PGlite data folder): a server
 * process started on it skips initdb and the first migrations and seed (about 6 of its 10 CPU seconds).
 * For tests of the running process; entry.test.ts starts one on an empty folder.
 */
export async function seededDataDir(dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  await promisify(execFile)('tar', ['-xf', inject('serverTestPglite').seeded, '-C', dataDir]);
  return dataDir;
}

/** A server process from its spawn on: its output so far, its exit, and its address once it listens. */
export interface SpawnedServer {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** The exit code, once the process has exited and its output has been read to the end. */
  exit: Promise<number | null>;
  /** Resolves once the server listens; rejects with its whole stderr if it exits before. */
  listening: Promise<ServerProcess>;
}

export interface ServerProcess extends Omit<SpawnedServer, 'listening'> {
  url: string;
  port: number;
}

/** Spawns the server with these variables (on top of a quiet test set-up); its output can be read before it listens. */
export function spawnServerProcess(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: 'false', LOG_LEVEL: 'warn', PASSWORD_SCRYPT_N: String(TEST_PASSWORD_SCRYPT_N), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': 'exit' can come before the last of stderr is read, and a rejection would then
  // lack the line saying why the start failed.
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const output = { child, stdout: () => stdout, stderr: () => stderr, exit };
  const listening = new Promise<ServerProcess>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^App running at (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
      if (match?.[1]) resolve({ ...output, url: match[1], port: Number(new URL(match[1]).port) });
    });
    void exit.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { ...output, listening };
}

/** Starts the server with these variables (on top of a quiet test set-up) and resolves once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServerProcess(env).listening;
}

/** A raw TCP connection to the server, with what it received and when it was closed. */
export interface RawClient {
  socket: Socket;
  received: () => string;
  /** Resolves with the milliseconds from connecting to the server closing the connection. */
  closed: Promise<number>;
}

export function rawClient(port: number): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.once('error', reject);
    socket.once('connect', () => {
      const started = performance.now();
      const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - started)));
      // Writes after the server closed fail with EPIPE: expected here, not an error of the test.
      socket.on('error', () => {});
      resolve({ socket, received: () => received, closed });
    });
  });
}

/** Whether a new TCP connection to the port is refused (the listener is closed). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
