/**
 * The service as it runs in production, on this machine: a PostgreSQL (scripts/lib/throwaway-postgres.ts),
 * N instances of `node server/index.ts` on it, the card gateway stand-in they share
 * (gateway-stand-in.ts), and nginx in front as the load balancer, on one URL. Used by
 * `npm run start:cluster` (scripts/start-cluster.ts) and the cluster test (scripts/cluster-test.ts).
 *
 * nginx (Debian's, installed when missing by scripts/ensure-nginx.sh) runs from a configuration in a
 * temporary folder. Open-source nginx has no active health checks (that is nginx Plus), so the cluster
 * asks every instance's /readyz itself (every 250 ms) and keeps nginx's upstream list to the ready
 * ones: an instance not ready is written `down` and nginx reloads (SIGHUP: new workers, the old ones
 * finish their requests). An instance draining after SIGTERM answers /readyz 503 at once and keeps
 * serving for its grace (SHUTDOWN_GRACE_MS, 5 s here): it is out of nginx's list well before its listener
 * closes, so no request meets a closing connection. When no instance is ready (the database is away)
 * all stay in: each answers 503 with Retry-After itself, which nginx passes on.
 *
 * Passive checks besides: `max_fails=1 fail_timeout=5s` after a refused connection or a timeout, and
 * `proxy_next_upstream error timeout` retries that request on the other instance (non-idempotent
 * requests only when nothing was sent upstream yet, so a payment is never sent twice by the balancer).
 * An application's 503 is not among them: it is the answer (database away), not a dead instance.
 *
 * nginx writes one access-log line per request with the instance that answered it (access.log in the
 * folder; `accessLog()` reads it), so a test can tell where traffic went.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  /** The variables every instance got (DATABASE_URL, the gateway, ...), to start more of them alike. */
  instanceEnv: Record<string, string>;
  /** The instances' ports in nginx's upstream list now (the ready ones; all when none is). */
  inRotation(): number[];
  /** nginx's access log so far, one entry per request: the method, path, status and instance(s) that answered. */
  accessLog(): Promise<AccessLogEntry[]>;
  /** nginx's error log so far (warnings and errors: a refused or closed upstream connection, a reload). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

export interface AccessLogEntry {
  method: string;
  path: string;
  status: number;
  /** The instances' ports nginx tried, in order (two when it retried the request on the other). */
  upstreams: number[];
}

export interface ClusterOptions {
  instances?: number;
  /** nginx's port; a free one when unset. */
  port?: number;
  /** The card gateway stand-in's port; a free one when unset. */
  gatewayPort?: number;
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

function nginxConfig(dir: string, port: number, upstreams: number[], down: ReadonlySet<number>): string {
  return `# Written by scripts/lib/cluster.ts for one cluster run.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 1024; }
http {
  log_format upstream '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${down.has(p) ? ' down' : ''};`).join('\n')}
    keepalive 32;
    # Well below the instances' own keep-alive timeout (HTTP_KEEP_ALIVE_TIMEOUT_MS, 15 s here): nginx
    # drops an idle connection long before the instance would close it, even one whose event loop is
    # held up for seconds, so nginx never sends a request down a connection being closed (the instance
    # resets it; a POST is not retried and the client gets a 502).
    keepalive_timeout 4s;
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
      proxy_next_upstream error timeout;
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

/** Ready: /readyz answers 200 within a second. */
export async function instanceReady(origin: string): Promise<boolean> {
  return (await probeReadiness(origin, 1000)) === 'ready';
}

/** One look at /readyz: 200, any other answer or a refused connection, or no answer in time. */
async function probeReadiness(origin: string, timeoutMs: number): Promise<'ready' | 'not ready' | 'slow'> {
  try {
    const ready = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await ready.arrayBuffer();
    return ready.status === 200 ? 'ready' : 'not ready';
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'slow' : 'not ready';
  }
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

/** How often the cluster asks each instance's /readyz to keep nginx's list (a draining instance's grace is 5 s). */
const READINESS_POLL_MS = 250;

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2;
  const nginx = nginxBinary();
  const postgres = await startThrowawayPostgres({ label: 'cluster', ...(options.postgresPort ? { port: options.postgresPort } : {}) });
  const gateway = await startGatewayStandIn(options.gatewayPort ? { port: options.gatewayPort } : {});
  const dir = await mkdtemp(join(tmpdir(), 'cluster-nginx-'));
  const instances: ClusterInstance[] = [];
  let balancer: ChildProcess | null = null;
  let watching = true;
  let watcher: Promise<void> = Promise.resolve();
  const stop = async () => {
    watching = false;
    await watcher;
    const balancerGone = balancer && balancer.exitCode === null ? new Promise((done) => balancer!.once('exit', done)) : null;
    balancer?.kill('SIGQUIT');
    await Promise.all(
      instances.map(async (instance) => {
        if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM');
        await instance.exited;
      }),
    );
    await balancerGone;
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
      // Above nginx's 4 s for idle upstream connections (see nginxConfig).
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '15000',
      // After SIGTERM, /readyz 503 for 5 s before the listener closes: the readiness watch (every 250 ms,
      // two slow answers of 1 s at most) has taken the instance out of nginx well before, even on a busy machine.
      SHUTDOWN_GRACE_MS: '5000',
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
    const config = join(dir, 'nginx.conf');
    let down = new Set<number>();
    await writeFile(config, nginxConfig(dir, port, ports, down));
    const started = spawn(nginx, ['-c', config, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    balancer = started;
    const url = `http://127.0.0.1:${port}`;
    await waitFor('nginx', () => instanceReady(url), 20_000);
    // The readiness watch: nginx's list follows /readyz (see the top of this file). A 503 or a refused
    // connection takes an instance out at once; no answer within 1 s only the second time in a row (a
    // busy instance is slow, not gone), as a Kubernetes probe's failureThreshold would.
    const slow = new Map<number, number>();
    watcher = (async () => {
      while (watching) {
        const probes = await Promise.all(instances.map((instance) => probeReadiness(instance.origin, 1000)));
        const ready = probes.map((probe, i) => {
          const port = instances[i]!.port;
          slow.set(port, probe === 'slow' ? (slow.get(port) ?? 0) + 1 : 0);
          return probe === 'ready' || (probe === 'slow' && slow.get(port)! < 2 && !down.has(port));
        });
        const next = new Set(ready.some(Boolean) ? instances.filter((_, i) => !ready[i]).map((instance) => instance.port) : []);
        if (watching && (next.size !== down.size || [...next].some((p) => !down.has(p)))) {
          down = next;
          await writeFile(config, nginxConfig(dir, port, ports, down));
          started.kill('SIGHUP');
        }
        await new Promise((done) => setTimeout(done, READINESS_POLL_MS));
      }
    })();
    return {
      url,
      instances,
      postgres,
      gateway,
      instanceEnv: env,
      inRotation: () => ports.filter((p) => !down.has(p)),
      accessLog: async () =>
        (await readFile(join(dir, 'access.log'), 'utf8'))
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [method = '', path = '', status = '0', ...upstreams] = line.split(' ');
            return { method, path, status: Number(status), upstreams: [...upstreams.join(' ').matchAll(/:(\d+)/g)].map((match) => Number(match[1])) };
          }),
      errorLog: () => readFile(join(dir, 'error.log'), 'utf8'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
