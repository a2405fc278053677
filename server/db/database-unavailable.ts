/**
 * Whether an error means the database cannot be reached or cannot answer now (stopped, restarting,
 * out of connections, a statement cancelled by its timeout), as opposed to a query that is wrong.
 * Those are answered 503 service_unavailable with Retry-After instead of 500: the request may succeed
 * as is a moment later. drizzle wraps the driver's error, so the cause chain is searched.
 */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  // Node sockets (postgres.js passes them on).
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // postgres.js.
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // PostgreSQL: shutting down, crashed, starting, too many connections, statement_timeout.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    // Class 08: connection exceptions.
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    current = current.cause;
  }
  return false;
}
