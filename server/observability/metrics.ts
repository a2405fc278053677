import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics: one registry for the process, and the metric objects the modules
 * record into. Served by server/observability/metrics-endpoint.ts (its own loopback port, or behind a
 * bearer token), never publicly.
 *
 * Labels are bounded: routes are templates (`/orders/:orderId`), never raw paths.
 */
export const metricsRegistry = new Registry();

// Process CPU, memory, GC, handles and the event loop's lag (nodejs_eventloop_lag_* seconds).
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 10 });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const httpRequestsInFlight = new Gauge({
  name: 'http_requests_in_flight',
  help: 'HTTP requests being answered now.',
  registers: [metricsRegistry],
});

export const paymentsTotal = new Counter({
  name: 'payments_total',
  help: "Payments whose state the gateway's answer changed, by outcome (succeeded, declined, pending, challenge_required).",
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Background job runs, by job name and outcome (`succeeded` / `failed`): the job queue records into these. */
export const jobRunsTotal = new Counter({
  name: 'job_runs_total',
  help: 'Background job runs, by job and outcome.',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobRunDuration = new Histogram({
  name: 'job_run_duration_seconds',
  help: 'Time a background job run took, by job and outcome.',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});

export type JobOutcome = 'succeeded' | 'failed';

/** Records one job run: `job_runs_total` and `job_run_duration_seconds`. */
export function recordJobRun(job: string, outcome: JobOutcome, seconds: number): void {
  jobRunsTotal.inc({ job, outcome });
  jobRunDuration.observe({ job, outcome }, seconds);
}

/** How the database pool is used, as its owner reports it when metrics are read. */
export interface PoolUse {
  /** The most connections the pool opens. */
  max: number;
  /** Connections open now, by state (`active` running a query, `idle`, …). */
  connections: Record<string, number>;
}

let poolUseSource: (() => Promise<PoolUse | undefined>) | undefined;

/**
 * The open database registers how its pool use is read (one database per process); on close it
 * unregisters its own source (`replacing`), leaving a newer database's in place.
 */
export function setPoolUseSource(source: (() => Promise<PoolUse | undefined>) | undefined, replacing?: () => Promise<PoolUse | undefined>): void {
  if (replacing === undefined || poolUseSource === replacing) poolUseSource = source;
}

/** One read of the pool's use per scrape, shared by its two gauges; unreadable (database away): none. */
let lastRead: { at: number; use: Promise<PoolUse | undefined> } | undefined;
function readPoolUse(): Promise<PoolUse | undefined> {
  const now = performance.now();
  if (!lastRead || now - lastRead.at > 1000) lastRead = { at: now, use: (poolUseSource?.() ?? Promise.resolve(undefined)).catch(() => undefined) };
  return lastRead.use;
}

export const databasePoolMax = new Gauge({
  name: 'db_pool_max_connections',
  help: 'The most database connections the pool opens.',
  registers: [metricsRegistry],
  async collect() {
    const use = await readPoolUse();
    this.reset();
    if (use) this.set(use.max);
  },
});

export const databasePoolConnections = new Gauge({
  name: 'db_pool_connections',
  help: 'Database connections of this process open now, by state (as the database reports them).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  async collect() {
    // No figures rather than stale ones when the database cannot say.
    const use = await readPoolUse();
    this.reset();
    for (const [state, count] of Object.entries(use?.connections ?? {})) this.set({ state }, count);
  },
});
