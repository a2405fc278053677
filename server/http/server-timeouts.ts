import type { ServerOptions } from 'node:http';
import type { ServerConfig } from '../config.ts';

/**
 * Slow clients are cut off: a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS and the
 * whole request within HTTP_REQUEST_TIMEOUT_MS (408, then the connection is closed); an idle
 * keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS. Node checks the first two every
 * `connectionsCheckingInterval` (30 s by default, which would let a slow client stay up to 30 s
 * longer): every second here, or a quarter of the headers timeout when that is shorter (tests).
 */
export function serverTimeouts(config: Pick<ServerConfig, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>): ServerOptions {
  return {
    headersTimeout: config.headersTimeoutMs,
    // Node requires the request timeout to be at least the headers timeout.
    requestTimeout: Math.max(config.requestTimeoutMs, config.headersTimeoutMs),
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
  };
}
