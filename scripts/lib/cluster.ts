/**
 * The service as it runs in production, on this machine: a PostgreSQL (scripts/lib/throwaway-postgres.ts),
 * N instances of `node server/index.ts` on it, the card gateway stand-in they share
 * (gateway-stand-in.ts), and nginx in front as the load balancer, on one URL. Used by
 * `npm run start:cluster` (scripts/start-cluster.ts) and the cluster test (scripts/cluster-test.ts).
 *
 * nginx (Debian's, installed when missing by scripts/ensure-nginx.sh) runs from a configuration in a
 * temporary folder. Open-source nginx has no active health checks (that is nginx Plus): an instance is
 * taken out passively, `max_fails=1 fail_timeout=5s`, after a refused connection, a timeout or a 502/503/504, and
 * `proxy_next_upstream` retries the request on the other instance (non-idempotent requests too only
 * when nothing was sent upstream yet: `proxy_next_upstream` without `non_idempotent`, so a payment is
 * never sent twice by the balancer). An instance draining after SIGTERM answers /readyz 503, then
 * closes its listener: new connections are refused and go to the other instance.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type GatewayStandIn, startGatewayStandIn } from './gateway-stand-in.ts';
import { freePort, repoRoot } from './serve-build.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

export interface ClusterInstance {
  port: number;
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it wrote to stderr (its log lines). */
  log: string[];
}

export interface Cluster {
  /** nginx: the one URL of the service. */
  url: string;
  instances: ClusterInstance[];
  postgres: ThrowawayPostgres;
  gateway: GatewayStandIn;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** nginx's port; a free one when unset. */
  port?: number;
  /** The first instance's port (the others follow); free ones when unset. */
  instancePort?: number;
  postgresPort?: number;
  /** Extra variables for every instance. */
  env?: Record<string, string>;
  /** Echo the instances' log lines (start:cluster); the test keeps them. */
  echo?: boolean;
}

function nginxBinary(): string {
  return execFileSync('bash', [resolve(import.meta.dirname, '..', 'ensure-nginx.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1)!;
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `# Written by scripts/lib/cluster.ts for one cluster run.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

/** Waits until `check` answers true (polling every 100 ms), or throws after `ms`. */
export async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Ready: /readyz answers 200 (or, on a server without it, the API answers). */
export async function instanceReady(origin: string): Promise<boolean> {
  const ready = await fetch(`${origin}/readyz`);
  await ready.arrayBuffer();
  if (ready.status === 200) return true;
  if (ready.status !== 404) return false;
  const api = await fetch(`${origin}/rest/s1/insurance/basic/geo`);
  await api.arrayBuffer();
  return api.status === 200;
}

export function startInstance(port: number, env: Record<string, string>, echo: boolean): ClusterInstance {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const log: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    log.push(chunk.toString());
    if (echo) process.stderr.write(`[${port}] ${chunk.toString()}`);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { port, origin: `http://127.0.0.1:${port}`, child, exited, log };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2;
  const nginx = nginxBinary();
  const postgres = await startThrowawayPostgres({ label: 'cluster', ...(options.postgresPort ? { port: options.postgresPort } : {}) });
  const gateway = await startGatewayStandIn();
  const dir = await mkdtemp(join(tmpdir(), 'cluster-nginx-'));
  const instances: ClusterInstance[] = [];
  let balancer: ChildProcess | null = null;
  const stop = async () => {
    balancer?.kill('SIGQUIT');
    await Promise.all(
      instances.map(async (instance) => {
        if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM');
        await instance.exited;
      }),
    );
    await gateway.stop();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const env = {
      DATABASE_URL: postgres.url,
      PAYMENT_GATEWAY: 'http',
      PAYMENT_GATEWAY_URL: gateway.url,
      PAYMENT_GATEWAY_API_KEY: gateway.apiKey,
      // Instances sit behind nginx: the client's address is the last X-Forwarded-For entry.
      TRUST_PROXY: 'true',
      // One origin for the development clock, if it is on, so every instance shows the same time.
      DEV_CLOCK_ORIGIN: String(Date.now()),
      ...options.env,
    };
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) ports.push(options.instancePort ? options.instancePort + i : await freePort());
    // All at once, on an empty database: the migrations' lock and pg-boss's own keep them apart.
    for (const port of ports) instances.push(startInstance(port, env, options.echo ?? false));
    await Promise.all(
      instances.map(async (instance) => {
        const exited = instance.exited.then((code) => {
          throw new Error(`instance on ${instance.port} exited with ${code}:\n${instance.log.join('').slice(-2000)}`);
        });
        await Promise.race([waitFor(`instance on ${instance.port}`, () => instanceReady(instance.origin), 180_000), exited]);
      }),
    );
    const port = options.port ?? (await freePort());
    await writeFile(join(dir, 'nginx.conf'), nginxConfig(dir, port, ports));
    balancer = spawn(nginx, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    const url = `http://127.0.0.1:${port}`;
    await waitFor('nginx', () => instanceReady(url), 20_000);
    return { url, instances, postgres, gateway, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
