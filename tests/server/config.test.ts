import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { apiPrefix, ConfigError, configVariables, loadConfig } from '../../server/config.ts';
import { contentSecurityPolicy } from '../../server/http/security-headers.ts';
import { loadAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { PASSWORD_SCRYPT_N } from '../../server/accounts/secrets.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: '.data/pglite',
      apiBasePath: '/rest/s1',
      apiProduct: 'insurance',
      staticDir: 'dist/client',
      serveStatic: true,
      cspConnectSrc: [],
      logLevel: 'info',
      logFormat: 'json',
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      metricsToken: undefined,
      seedDemoData: false,
      dbPoolMax: 10,
      dbConnectTimeoutMs: 1000,
      dbStatementTimeoutMs: 10_000,
      dbStartWaitMs: 30_000,
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5000,
      shutdownGraceMs: 3000,
      shutdownTimeoutMs: 25_000,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).toThrow('SEED_DEMO_DATA is a development switch: never set it in production.');
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true); // NODE_ENV unset: a staging box may want the demo data
    expect(apiPrefix(loadConfig({}))).toBe('/rest/s1/insurance');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      DATA_DIR: '/var/lib/app',
      API_BASE_PATH: 'api/v2/',
      API_PRODUCT: 'motor',
      STATIC_DIR: 'public',
      SERVE_STATIC: 'false',
      CSP_CONNECT_SRC: ' https://ipapi.example   https://api.example:8443 ',
      LOG_LEVEL: 'WARN',
      LOG_FORMAT: 'pretty',
      METRICS_PORT: '9464',
      METRICS_HOST: '::1',
      METRICS_TOKEN: 'a-long-metrics-token',
      DB_POOL_MAX: '20',
      DB_CONNECT_TIMEOUT_MS: '500',
      DB_STATEMENT_TIMEOUT_MS: '2000',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '2000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '700',
      SHUTDOWN_GRACE_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '9000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/app',
      dataDir: '/var/lib/app',
      apiBasePath: '/api/v2',
      apiProduct: 'motor',
      staticDir: 'public',
      serveStatic: false,
      cspConnectSrc: ['https://ipapi.example', 'https://api.example:8443'],
      logLevel: 'warn',
      logFormat: 'pretty',
      metricsPort: 9464,
      metricsHost: '::1',
      metricsToken: 'a-long-metrics-token',
      dbPoolMax: 20,
      dbConnectTimeoutMs: 500,
      dbStatementTimeoutMs: 2000,
      headersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
      keepAliveTimeoutMs: 700,
      shutdownGraceMs: 0,
      shutdownTimeoutMs: 9000,
    });
    expect(apiPrefix(config)).toBe('/api/v2/motor');
  });

  it.each([
    { PORT: '70000' },
    { PORT: 'abc' },
    { SERVE_STATIC: 'maybe' },
    { LOG_LEVEL: 'loud' },
    { LOG_FORMAT: 'xml' },
    { METRICS_PORT: '-1' },
    { METRICS_TOKEN: 'short' },
    { METRICS_TOKEN: 'has a space in the middle' },
    { DB_CONNECT_TIMEOUT_MS: '1.5' },
    { HTTP_HEADERS_TIMEOUT_MS: '0' },
    { SHUTDOWN_TIMEOUT_MS: 'soon' },
    { API_PRODUCT: 'a/b' },
    // A source that would smuggle a new directive into the policy.
    { CSP_CONNECT_SRC: "https://ok.example; script-src 'unsafe-inline'" },
    { CSP_CONNECT_SRC: "'unsafe-eval'" },
  ])('refuses %o', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('documents every variable it reads', () => {
    expect(configVariables.map((v) => v.name).sort()).toEqual(
      [
        'API_BASE_PATH',
        'API_PRODUCT',
        'CSP_CONNECT_SRC',
        'DATABASE_URL',
        'DATA_DIR',
        'HOST',
        'LOG_LEVEL',
        'LOG_FORMAT',
        'METRICS_PORT',
        'METRICS_HOST',
        'METRICS_TOKEN',
        'PORT',
        'SEED_DEMO_DATA',
        'SERVE_STATIC',
        'STATIC_DIR',
        'DB_POOL_MAX',
        'DB_CONNECT_TIMEOUT_MS',
        'DB_STATEMENT_TIMEOUT_MS',
        'DB_START_WAIT_MS',
        'HTTP_HEADERS_TIMEOUT_MS',
        'HTTP_REQUEST_TIMEOUT_MS',
        'HTTP_KEEP_ALIVE_TIMEOUT_MS',
        'SHUTDOWN_GRACE_MS',
        'SHUTDOWN_TIMEOUT_MS',
      ].sort(),
    );
    for (const variable of configVariables) expect(variable.description.length).toBeGreaterThan(10);
  });
});

describe('contentSecurityPolicy', () => {
  it('is the full policy with hashes and extra connect sources', () => {
    expect(contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], connectSrc: ['https://ipapi.example'] })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "connect-src 'self' https://ipapi.example; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });
});

describe('a production start (real process) refuses every development switch with one line naming it', () => {
  const production = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'dev',
    EMAIL_PROVIDER: 'dev',
    PAYMENT_GATEWAY: 'simulated',
    ALLOW_SIMULATED_GATEWAY: 'staging',
    DATA_DIR: 'memory://',
    PORT: '0',
  };
  const start = (env: Record<string, string | undefined>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['server/index.ts'], { env: { PATH: process.env.PATH ?? '', ...production, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (code) => resolve({ code, stderr }));
    });
  const developmentSwitch = (name: string) => `Configuration error: ${name} is a development switch: never set it in production.\n`;

  it('SEED_DEMO_DATA, DEV_OUTBOX (the outbox and the test wallet credit), GOOGLE_DEV_PROVIDER, BACKOFFICE_AUTO_DECIDE_SECONDS, DEV_CLOCK_SPEED, the simulated gateway without ALLOW_SIMULATED_GATEWAY=staging', async () => {
    const cases: [Record<string, string | undefined>, string][] = [
      [{ SEED_DEMO_DATA: 'true' }, developmentSwitch('SEED_DEMO_DATA')],
      [{ DEV_OUTBOX: 'true' }, developmentSwitch('DEV_OUTBOX')],
      [{ GOOGLE_DEV_PROVIDER: 'true' }, developmentSwitch('GOOGLE_DEV_PROVIDER')],
      [{ BACKOFFICE_AUTO_DECIDE_SECONDS: '5' }, developmentSwitch('BACKOFFICE_AUTO_DECIDE_SECONDS')],
      [{ DEV_CLOCK_SPEED: '60' }, developmentSwitch('DEV_CLOCK_SPEED')],
      [
        { ALLOW_SIMULATED_GATEWAY: undefined },
        'Configuration error: PAYMENT_GATEWAY=simulated accepts any card: in production set ALLOW_SIMULATED_GATEWAY=staging (a staging deployment) or use PAYMENT_GATEWAY=http.\n',
      ],
    ];
    const results = await Promise.all(cases.map(([env]) => start(env)));
    results.forEach((result, index) => {
      expect(result.stderr, JSON.stringify(cases[index]![0])).toBe(cases[index]![1]);
      expect(result.code).toBe(1);
    });
  }, 300_000);
});

describe('PASSWORD_SCRYPT_N', () => {
  const base = { SMS_PROVIDER: 'dev', EMAIL_PROVIDER: 'dev', PAYMENT_GATEWAY: 'simulated' };
  it('defaults to 2^17 and takes a lower power of two outside production (the e2e server)', () => {
    expect(loadAccountsConfig({}).passwordScryptN).toBe(PASSWORD_SCRYPT_N);
    expect(PASSWORD_SCRYPT_N).toBe(2 ** 17);
    expect(loadAccountsConfig({ NODE_ENV: 'development', PASSWORD_SCRYPT_N: '16384' }).passwordScryptN).toBe(16384);
  });
  it('refuses a weak cost in production and a value that is not a power of two in range anywhere', () => {
    expect(() => loadAccountsConfig({ ...base, NODE_ENV: 'production', PASSWORD_SCRYPT_N: '16384' })).toThrow(/at least 131072 in production/);
    expect(loadAccountsConfig({ ...base, NODE_ENV: 'production', PASSWORD_SCRYPT_N: '262144' }).passwordScryptN).toBe(262144);
    for (const bad of ['1000', '512', '2097152', 'abc', '16384.5']) expect(() => loadAccountsConfig({ PASSWORD_SCRYPT_N: bad })).toThrow(ConfigError);
  });
});
