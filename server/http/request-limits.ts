import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { ApiHttpError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';

/** The longest path and query the app reads; longer ones answer 414 in the error shape. */
export const MAX_URL_BYTES = 8 * 1024;
/** The most header bytes (names and values) the app reads; more answer 431 in the error shape. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * Node's own limit on the request line and headers together, set above the two limits the app checks
 * so that the app, not the parser, answers an oversized URL (414) or header set (431) in the error
 * shape. Beyond this, the parser refuses the request before the app runs: `answerClientError` then
 * writes the same error shape (431) on the socket itself.
 */
export const NODE_MAX_HEADER_SIZE = 64 * 1024;

/** Refuses an oversized URL (414) or header set (431) before any route reads them. */
export function requestLimits(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (Buffer.byteLength(url.pathname + url.search) > MAX_URL_BYTES) {
      throw new ApiHttpError(414, 'bad_request', `The address is longer than ${MAX_URL_BYTES} bytes.`);
    }
    let headerBytes = 0;
    c.req.raw.headers.forEach((value, name) => {
      headerBytes += name.length + value.length + 4;
    });
    if (headerBytes > MAX_HEADER_BYTES) {
      throw new ApiHttpError(431, 'bad_request', `The request headers are larger than ${MAX_HEADER_BYTES} bytes.`);
    }
    await next();
  };
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * The Node server's `clientError` handler: a request its HTTP parser refuses (headers over
 * NODE_MAX_HEADER_SIZE, a malformed request line) never reaches the app, and Node's default answer has
 * an empty body. This writes the contract's error shape instead, then closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431 ? `The request line and headers are larger than ${NODE_MAX_HEADER_SIZE} bytes.` : status === 408 ? 'The request took too long to arrive.' : 'The request is not valid HTTP.';
  const body = JSON.stringify({ error: { code: 'bad_request', message, status } });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The Node HTTP server of an app (server/index.ts, and tests that need real sockets): Node's header
 * limit above the app's own, and the parser's refusals answered in the error shape.
 */
export function createNodeServer(fetch: (request: Request) => Response | Promise<Response>, serverOptions: ServerOptions = {}): Server {
  const server = createAdaptorServer({ fetch, serverOptions: { ...serverOptions, maxHeaderSize: NODE_MAX_HEADER_SIZE } }) as Server;
  server.on('clientError', answerClientError);
  return server;
}
