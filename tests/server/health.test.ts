import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors.ts';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { type OpenDatabase, openDatabase } from '../../server/db/database.ts';
import { memoryLogger, openEmptyTestDatabase, openPgliteTestDatabase, openTestDatabase, testApp, API, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openTestDatabase());

const appOn = (db: OpenDatabase, lifecycle = { shuttingDown: false }) => {
  const logger = memoryLogger();
  return { app: createApp({ db: db.db, config: testConfig(), logger, lifecycle }), logger };
};

async function expectUnavailable(response: Response, message: RegExp) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('2');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = apiErrorSchema.parse(await response.json());
  expect(body.error).toMatchObject({ code: 'service_unavailable', status: 503, retryAfterSeconds: 2 });
  expect(body.error.message).toMatch(message);
}

describe('liveness and readiness', () => {
  it('/livez and /readyz answer 200 outside the API base path, and are logged at debug only', async () => {
    const { app, logger } = appOn(database());
    const live = await app.request('/livez');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await app.request(`${API}/readyz`)).status).toBe(404);
    expect(logger.lines.filter((line) => line.startsWith('info') && /"path":"\/(livez|readyz)"/.test(line))).toEqual([]);
    expect(logger.lines.filter((line) => line.startsWith('debug') && line.includes('/readyz'))).toHaveLength(1);
  });

  it('/readyz answers 503 in the error shape once the process is stopping; /livez still 200', async () => {
    const lifecycle = { shuttingDown: false };
    const { app } = appOn(database(), lifecycle);
    expect((await app.request('/readyz')).status).toBe(200);
    lifecycle.shuttingDown = true;
    await expectUnavailable(await app.request('/readyz'), /shutting down/);
    expect((await app.request('/livez')).status).toBe(200);
  });

  it('/readyz answers 503 on a database() whose schema is not current, and on one that is gone', async () => {
    const empty = await openEmptyTestDatabase();
    try {
      await expectUnavailable(await appOn(empty).app.request('/readyz'), /schema is not current/);
      await empty.migrate();
      expect((await appOn(empty).app.request('/readyz')).status).toBe(200);
    } finally {
      await empty.close();
    }
    const gone = await openPgliteTestDatabase('migrated');
    const { app } = appOn(gone);
    await gone.close();
    await expectUnavailable(await app.request('/readyz'), /not answering/);
  }, 120_000);
});

describe('a database() out of reach', () => {
  it('is answered 503 service_unavailable with Retry-After within 2 s, not 500 and not a hang', async () => {
    // A PostgreSQL address where nothing listens (port 9 of loopback: discard, closed here).
    const away = await openDatabase({ databaseUrl: 'postgres://app@127.0.0.1:9/none', dataDir: 'memory://', dbConnectTimeoutMs: 500 });
    try {
      const { app, logger } = testApp(away);
      for (const path of [`${API}/basic/geo?includeRegions=false`, `${API}/security/token`]) {
        const started = performance.now();
        const response = await app.request(path);
        expect(performance.now() - started, path).toBeLessThan(2000);
        await expectUnavailable(response, /briefly unavailable/);
      }
      await expectUnavailable(await app.request('/readyz'), /not answering/);
      // One warning line per call, no error with a stack.
      expect(logger.lines.filter((line) => line.startsWith('error'))).toEqual([]);
      expect(logger.lines.filter((line) => line.startsWith('warn') && line.includes('Database unavailable'))).toHaveLength(2);
    } finally {
      await away.close();
    }
  });
});
