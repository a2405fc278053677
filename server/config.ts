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
  /** Seed the published test accounts, gift cards and wallet credit (SEED_DEMO_DATA). */
  seedDemoData: boolean;
}

/**
 * Development switches (demo data, the development outbox, the stand-in Google provider, test wallet
 * credit) are on by default only where NODE_ENV says `development` or `test`; unset or anything else
 * counts as a real deployment, where each is off unless its variable turns it on.
 */
export const demoByDefault = (env: Record<string, string | undefined>): boolean => env.NODE_ENV === 'development' || env.NODE_ENV === 'test';

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

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
    name: 'SEED_DEMO_DATA',
    default: 'true when NODE_ENV is development or test, else false',
    description: 'Seed the published test accounts (staff, broker, customer), the test gift cards and the welcome wallet credit. Never in production.',
  },
];

export class ConfigError extends Error {
  override name = 'ConfigError';
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
    seedDemoData: parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, demoByDefault(env)),
  };
}

/** Settings for tests and tools: the defaults with an in-memory database and no static site. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), dataDir: 'memory://', serveStatic: false, logLevel: 'silent', ...overrides };
}

/** `/rest/s1` + `/` + `insurance`: the prefix every API route is mounted under. */
export function apiPrefix(config: Pick<ServerConfig, 'apiBasePath' | 'apiProduct'>): string {
  return `${config.apiBasePath}/${config.apiProduct}`;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0-65535, got "${raw}".`);
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
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
