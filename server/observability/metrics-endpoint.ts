import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { metricsRegistry } from './metrics.ts';

/**
 * Metrics are never public. Two ways to read them, either or both:
 * - METRICS_PORT: a plain HTTP server of its own answering `GET /metrics`, bound to METRICS_HOST
 *   (loopback by default: Prometheus on the same host, or a sidecar);
 * - METRICS_TOKEN: `GET /metrics` on the app's own port, for `Authorization: Bearer <token>` only.
 */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}

/** The metrics server on its own port; resolves once it listens (with the port it got). */
export function startMetricsServer(port: number, host: string): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsText().then(
      ({ body, contentType }) => response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port });
    });
  });
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `GET /metrics` on the app, answered only with the bearer token (401 otherwise, the same for every miss). */
export function mountMetricsRoute(app: Hono<AppEnv>, token: string): void {
  app.get('/metrics', async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    c.header('Cache-Control', 'no-store');
    if (!sameSecret(given, token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: { code: 'unauthorized', message: 'A metrics token is required.', status: 401 } }, 401);
    }
    const { body, contentType } = await metricsText();
    return c.body(body, 200, { 'Content-Type': contentType });
  });
}
