import { DEFAULT_API_BASE_PATH, DEFAULT_API_PRODUCT } from '../contract/http.ts';

/** The server's settings, read once from the environment at start (see `configVariables` for the docs). */
export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL connection string; when empty the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  apiBasePath: string;
  apiProduct: string;
  staticDir: string;
  serveStatic: boolean;
  /** Extra origins allowed in the CSP connect-src, e.g. the phone input's IP-country lookup service. */
  cspConnectSrc: string[];
  logLevel: LogLevel;
  /** `json` (one JSON line per event) or `pretty` (pino-pretty, for a developer's terminal). */
  logFormat: LogFormat;
  /** Port of the metrics server of its own (METRICS_PORT); undefined: none. */
  metricsPort: number | undefined;
  /** Interface the metrics server binds (loopback unless said otherwise). */
  metricsHost: string;
  /** Bearer token that opens `GET /metrics` on the app's own port (METRICS_TOKEN); undefined: not mounted. */
  metricsToken: string | undefined;
  /** Seed the published test accounts, gift cards and wallet credit (SEED_DEMO_DATA). */
  seedDemoData: boolean;
  /** PostgreSQL pool: most connections, connect timeout, statement timeout (DB_POOL_MAX, DB_*_TIMEOUT_MS). */
  dbPoolMax: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** At start, how long to keep trying to reach PostgreSQL before giving up (DB_START_WAIT_MS). */
  dbStartWaitMs: number;
  /** Node HTTP server: a request's headers, the whole request, an idle keep-alive connection (ms). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** After SIGTERM: how long /readyz says 503 before new connections are refused, and the most the stop takes. */
  shutdownGraceMs: number;
  shutdownTimeoutMs: number;
}

/**
 * Development switches (demo data, the development outbox, the stand-in Google provider, test wallet
 * credit) are on by default only where NODE_ENV says `development` or `test`; unset or anything else
 * counts as a real deployment, where each is off unless its variable turns it on.
 */
export const demoByDefault = (env: Record<string, string | undefined>): boolean => env.NODE_ENV === 'development' || env.NODE_ENV === 'test';

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
export const logFormats = ['json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** Integer settings: variable, default, smallest and largest accepted, and what it does. */
const integerSettings = {
  dbPoolMax: ['DB_POOL_MAX', 10, 1, 1000, 'PostgreSQL only: the most connections each instance opens.'],
  dbConnectTimeoutMs: ['DB_CONNECT_TIMEOUT_MS', 1000, 100, 60_000, 'PostgreSQL only: give up opening a connection after this long, so calls answer 503 instead of hanging.'],
  dbStatementTimeoutMs: ['DB_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000, 'PostgreSQL only: the server cancels any statement running longer (statement_timeout).'],
  dbStartWaitMs: ['DB_START_WAIT_MS', 30_000, 0, 600_000, 'PostgreSQL only: at start (and in db:migrate), keep trying to reach the database this long (still starting, refusing, a connect timeout) before giving up.'],
  headersTimeoutMs: ['HTTP_HEADERS_TIMEOUT_MS', 15_000, 100, 600_000, "A client must send a request's headers within this long, or the connection is closed."],
  requestTimeoutMs: ['HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000, 'A client must send the whole request (headers and body) within this long (408, then closed).'],
  keepAliveTimeoutMs: ['HTTP_KEEP_ALIVE_TIMEOUT_MS', 5000, 100, 600_000, 'An idle keep-alive connection is closed after this long (keep it above a load balancer\'s own idle timeout if it reuses connections).'],
  shutdownGraceMs: ['SHUTDOWN_GRACE_MS', 3000, 0, 60_000, 'After SIGTERM/SIGINT, /readyz answers 503 this long before the listener closes, so a load balancer stops sending new requests first.'],
  shutdownTimeoutMs: ['SHUTDOWN_TIMEOUT_MS', 25_000, 1000, 600_000, 'After SIGTERM/SIGINT the process exits within this long, whatever is still open (exit code 1 if it had to force).'],
} as const satisfies Record<string, readonly [string, number, number, number, string]>;

export const integerVariables: readonly ConfigVariable[] = Object.values(integerSettings).map(([name, fallback, , , description]) => ({
  name,
  default: String(fallback),
  description,
}));

/** Every environment variable the server reads, with its default, so docs/configuration.md can list them. */
export const configVariables: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'TCP port to listen on (0 picks a free port).' },
  { name: 'HOST', default: 'localhost', description: 'Interface to bind, e.g. 0.0.0.0 to accept outside connections.' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection string. When set, the server uses that database instead of embedded PGlite.',
  },
  {
    name: 'DATA_DIR',
    default: '.data/pglite',
    description: 'Folder of the embedded PGlite database (created if missing); `memory://` keeps it in memory.',
  },
  { name: 'API_BASE_PATH', default: DEFAULT_API_BASE_PATH, description: 'Base path of the API.' },
  { name: 'API_PRODUCT', default: DEFAULT_API_PRODUCT, description: 'Product segment after the base path.' },
  {
    name: 'STATIC_DIR',
    default: 'dist/client',
    description: 'Folder of the built front end (index.html, assets/, prerendered/) to serve.',
  },
  {
    name: 'SERVE_STATIC',
    default: 'true',
    description: 'Serve STATIC_DIR as the site (false when a CDN serves the front end and this is API only).',
  },
  {
    name: 'CSP_CONNECT_SRC',
    default: '(empty)',
    description:
      "Extra origins, space separated, added to the Content-Security-Policy connect-src after 'self' (e.g. the IP-country lookup service of the phone input).",
  },
  { name: 'LOG_LEVEL', default: 'info', description: `One of ${logLevels.join(', ')}.` },
  {
    name: 'LOG_FORMAT',
    default: 'pretty when NODE_ENV is development, else json',
    description: 'json: one JSON line per event on stderr (pino); pretty: readable lines through pino-pretty (a development dependency).',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset: no metrics server)',
    description: 'Serve Prometheus metrics at GET /metrics on this port of its own, bound to METRICS_HOST.',
  },
  { name: 'METRICS_HOST', default: '127.0.0.1', description: 'Interface of the metrics server (loopback by default: never public).' },
  {
    name: 'METRICS_TOKEN',
    default: '(unset: not mounted)',
    description: 'At least 16 characters: serve GET /metrics on the app port to `Authorization: Bearer <token>` only.',
  },
  {
    name: 'SEED_DEMO_DATA',
    default: 'true when NODE_ENV is development or test, else false',
    description: 'Seed the published test accounts (staff, broker, customer), the test gift cards and the welcome wallet credit. Never in production.',
  },  ...integerVariables,
];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A development switch turned on where NODE_ENV is production stops the start with one line naming it:
 * each of them (demo data, the development outbox, the stand-in Google provider, test wallet credit,
 * automatic back-office decisions, the fast clock) gives away codes, accounts or money.
 */
export function refuseInProduction(env: Record<string, string | undefined>, name: string, on: boolean): void {
  if (on && env.NODE_ENV === 'production') throw new ConfigError(`${name} is a development switch: never set it in production.`);
}

type Env = Record<string, string | undefined>;

/** Reads and checks the environment; throws a ConfigError naming the variable on a bad value. */
export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? 'localhost',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: nonEmpty(env.DATA_DIR) ?? '.data/pglite',
    apiBasePath: parseBasePath(env.API_BASE_PATH),
    apiProduct: parseProduct(env.API_PRODUCT),
    staticDir: nonEmpty(env.STATIC_DIR) ?? 'dist/client',
    serveStatic: parseBoolean('SERVE_STATIC', env.SERVE_STATIC, true),
    cspConnectSrc: parseCspSources(env.CSP_CONNECT_SRC),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    logFormat: parseLogFormat(env.LOG_FORMAT, env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    metricsPort: nonEmpty(env.METRICS_PORT) === undefined ? undefined : parsePort(env.METRICS_PORT, 'METRICS_PORT'),
    metricsHost: nonEmpty(env.METRICS_HOST) ?? '127.0.0.1',
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    seedDemoData: developmentSwitch(env, 'SEED_DEMO_DATA'),
    ...(Object.fromEntries(
      Object.entries(integerSettings).map(([key, [name, fallback, min, max]]) => [key, parseInteger(name, env[name], fallback, min, max)]),
    ) as Record<keyof typeof integerSettings, number>),
  };
}

function developmentSwitch(env: Env, name: string): boolean {
  const on = parseBoolean(name, env[name], demoByDefault(env));
  refuseInProduction(env, name, on);
  return on;
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const number = Number(raw);
  if (!Number.isInteger(number) || number < min || number > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  return number;
}

/** Settings for tests and tools: the defaults with an in-memory database and no static site. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), dataDir: 'memory://', serveStatic: false, logLevel: 'silent', ...overrides };
}

/** `/rest/s1` + `/` + `insurance`: the prefix every API route is mounted under. */
export function apiPrefix(config: Pick<ServerConfig, 'apiBasePath' | 'apiProduct'>): string {
  return `${config.apiBasePath}/${config.apiProduct}`;
}

/** A variable's value, trimmed; undefined when unset or blank. */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined, name = 'PORT'): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be 0-65535, got "${raw}".`);
  return port;
}

function parseLogFormat(value: string | undefined, fallback: LogFormat): LogFormat {
  const raw = nonEmpty(value)?.toLowerCase() ?? fallback;
  if (!(logFormats as readonly string[]).includes(raw)) throw new ConfigError(`LOG_FORMAT must be one of ${logFormats.join(', ')}, got "${value}".`);
  return raw as LogFormat;
}

function parseMetricsToken(value: string | undefined): string | undefined {
  const raw = nonEmpty(value);
  if (raw === undefined) return undefined;
  // A header value: printable ASCII without spaces, long enough not to be guessed.
  if (raw.length < 16 || !/^[\x21-\x7e]+$/.test(raw)) throw new ConfigError('METRICS_TOKEN must be at least 16 printable characters without spaces.');
  return raw;
}

/** A true/false switch (true/1/yes/on, false/0/no/off); anything else stops the start with its name. */
export function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

function parseBasePath(value: string | undefined): string {
  const raw = nonEmpty(value) ?? DEFAULT_API_BASE_PATH;
  // Normalised to a leading slash and no trailing one, so `${base}/${product}` is always well formed.
  const path = `/${raw.replace(/^\/+|\/+$/g, '')}`;
  if (!/^(\/[A-Za-z0-9._~-]+)*\/?$/.test(path)) throw new ConfigError(`API_BASE_PATH is not a plain path: "${raw}".`);
  return path === '/' ? '' : path;
}

function parseProduct(value: string | undefined): string {
  const raw = nonEmpty(value) ?? DEFAULT_API_PRODUCT;
  if (!/^[A-Za-z0-9._~-]+$/.test(raw)) throw new ConfigError(`API_PRODUCT must be one path segment, got "${raw}".`);
  return raw;
}

function parseCspSources(value: string | undefined): string[] {
  const sources = (value ?? '').split(/\s+/).filter(Boolean);
  for (const source of sources) {
    // Anything with ; , ' or quotes would let the variable rewrite the rest of the policy.
    if (!/^(https?|wss?):\/\/[A-Za-z0-9.*-]+(:\d+)?(\/[^\s;,'"]*)?$/.test(source)) {
      throw new ConfigError(`CSP_CONNECT_SRC entries must be http(s)/ws(s) origins, got "${source}".`);
    }
  }
  return sources;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const raw = nonEmpty(value)?.toLowerCase() ?? 'info';
  if (!(logLevels as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}".`);
  }
  return raw as LogLevel;
}
