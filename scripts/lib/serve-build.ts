import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
/** The build the tools read: BUILD_OUT_DIR (default dist/client), as `npm run build` writes it. */
export const buildDir = resolve(repoRoot, process.env.BUILD_OUT_DIR ?? 'dist/client');

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts the reference server (node server/index.ts) on loopback (a free port unless given) with a fresh in-memory database,
 * serving `staticDir`, and resolves once it answers (within 3 minutes: a busy shared machine starts it slowly). `env` adds or overrides variables (e.g.
 * DATABASE_URL for PostgreSQL, SERVE_STATIC=false for the API alone); `nodeArgs` go to node before the script (e.g. --cpu-prof).
 * `onLog` takes each line the server writes to stderr (its log) instead of the terminal.
 */
export async function startServer(
  options: { port?: number; staticDir?: string; env?: Record<string, string>; nodeArgs?: string[]; onLog?: (line: string) => void } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'error',
      STATIC_DIR: options.staticDir ?? buildDir,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', options.onLog ? 'pipe' : 'inherit'],
  });
  if (options.onLog && child.stderr) createInterface({ input: child.stderr }).on('line', options.onLog);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${origin}/build-manifest.json`);
      await answer.arrayBuffer();
      if (answer.status < 500) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error('The server did not start within 180 s');
}

/** A loopback port nobody listens on now (several runs can share the machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}
