/**
 * The load of `npm run bench:api`: an open model at a fixed rate, coordinated-omission safe (as wrk2 and
 * vegeta measure). Request i is due at start + i / rate whatever happened to the requests before it, so
 * at 200/s one leaves every 5 ms, evenly; its latency runs from that intended time to the last byte of
 * the answer, so a stall of the server (or of this client) counts in full for every request it held up,
 * and nothing is corrected afterwards. Every request sent is waited for (up to the timeout) before the
 * figures are taken: a slow tail at the end of a run is not dropped. A request that times out counts as
 * an error with the timeout as its latency; a non-2xx answer counts as an error with its latency.
 *
 * Why not autocannon's `overallRate`: it is a budget per second per connection, so each connection sends
 * its share of the second back to back at the start of each second (20 requests at once at 200/s), and its
 * correction then re-records each slow answer at every millisecond below it; what it measured was its own
 * burst. vegeta is not packaged in Debian 12 and wrk is closed-model, so this driver is small and ours, on
 * undici (Node's own HTTP client) with a pool of keep-alive connections: a request finding them all busy
 * waits in the pool, and that wait is part of its latency. Latencies are kept one by one (a few thousand
 * per run) and the percentiles are exact (nearest rank), not a histogram's.
 */
import { Pool } from 'undici';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  origin: string;
  /** Requests per second, spaced evenly. */
  rate: number;
  /** Measured seconds. */
  seconds: number;
  /** Seconds at the same rate before the measured ones, not counted (connections, the server's JIT). */
  warmupSeconds: number;
  /** The next request to send (called once per request, at its send time). */
  next: () => LoadRequest;
  /** Keep-alive connections at most. */
  connections: number;
  timeoutMs: number;
  /** Sees every measured request: its intended send time (performance.now()), latency and status (0: no answer). */
  onAnswer?: (intended: number, latencyMs: number, status: number) => void;
}

export interface LoadResult {
  /** Requests sent in the measured part. */
  requests: number;
  /** 2xx answers. */
  ok: number;
  non2xx: number;
  timeouts: number;
  /** Connection errors and the like. */
  failures: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  /** 2xx answers per second, from the first intended send to the last answer. */
  throughput: number;
  /** The latest a request left after its intended time (this client's own lag), ms. */
  maxSendLagMs: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export async function openLoad(options: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1, keepAliveTimeout: 30_000 });
  try {
    if (options.warmupSeconds > 0) await run(pool, { ...options, seconds: options.warmupSeconds, onAnswer: undefined });
    return await run(pool, options);
  } finally {
    await pool.close();
  }
}

async function run(pool: Pool, options: LoadOptions): Promise<LoadResult> {
  const total = Math.round(options.rate * options.seconds);
  const intervalMs = 1000 / options.rate;
  const latencies = new Float64Array(total);
  let ok = 0;
  let non2xx = 0;
  let timeouts = 0;
  let failures = 0;
  let lastAnswer = 0;
  let maxSendLagMs = 0;
  const inFlight: Promise<void>[] = [];

  const send = async (index: number, intended: number) => {
    const request = options.next();
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const answer = await pool.request({ method: request.method, path: request.path, headers: request.headers, body: request.body, signal });
      await answer.body.arrayBuffer();
      const done = performance.now();
      latencies[index] = done - intended;
      lastAnswer = Math.max(lastAnswer, done);
      if (answer.statusCode >= 200 && answer.statusCode < 300) ok += 1;
      else non2xx += 1;
      options.onAnswer?.(intended, latencies[index]!, answer.statusCode);
    } catch (error) {
      const timedOut = signal.aborted;
      if (timedOut) timeouts += 1;
      else failures += 1;
      latencies[index] = timedOut ? options.timeoutMs : performance.now() - intended;
      options.onAnswer?.(intended, latencies[index]!, 0);
      if (!timedOut && failures === 1) console.error(`  first failure: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const start = performance.now() + 5;
  await new Promise<void>((scheduled) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      // Every request whose time has come leaves now; each keeps its own intended time.
      while (next < total && start + next * intervalMs <= now) {
        const intended = start + next * intervalMs;
        maxSendLagMs = Math.max(maxSendLagMs, now - intended);
        inFlight.push(send(next, intended));
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * intervalMs - performance.now()));
      else scheduled();
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  await Promise.all(inFlight);
  const sorted = latencies.sort();
  const span = (lastAnswer - start) / 1000;
  return {
    requests: total,
    ok,
    non2xx,
    timeouts,
    failures,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    p999: percentile(sorted, 0.999),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    throughput: span > 0 ? ok / span : 0,
    maxSendLagMs,
  };
}
