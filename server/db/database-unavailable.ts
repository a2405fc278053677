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
  return unavailableCode(error) !== undefined;
}

/** The code that makes the error one of the database's absence (e.g. ECONNREFUSED, 57P03), or undefined. */
export function unavailableCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    // Class 08: connection exceptions.
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Runs `attempt` again while the database cannot be reached (refused, still starting, a connect
 * timeout: a PostgreSQL that starts with the service, or a machine too busy to open a connection
 * within the pool's connect timeout), after 0.25 s, then twice as long each time up to 2 s, for at most
 * `waitMs`; then the last error is thrown. Any other error is thrown at once. For the start only: a
 * call during an outage must answer 503 at once instead.
 */
export async function retryWhileUnavailable<T>(attempt: () => Promise<T>, waitMs: number, onWait?: (message: string) => void): Promise<T> {
  const deadline = performance.now() + waitMs;
  for (let pause = 250; ; pause = Math.min(2000, pause * 2)) {
    try {
      return await attempt();
    } catch (error) {
      const code = unavailableCode(error);
      const left = deadline - performance.now();
      if (code === undefined || left < pause) throw error;
      onWait?.(`PostgreSQL not reachable yet (${code}): trying again in ${pause} ms (DB_START_WAIT_MS: ${Math.ceil(left / 1000)} s left)`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
