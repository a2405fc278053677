import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { requestId, requestLog } from '../../server/http/request-log.ts';
import { createLogger, type Logger, REDACTED_FIELDS } from '../../server/observability/log.ts';

interface Line {
  level: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** An app with the real logger writing JSON lines into `lines`; `/work` logs from inside the handler. */
function loggedApp(level: 'debug' | 'info' | 'warn') {
  const lines: string[] = [];
  const logger = createLogger(level, (line) => lines.push(line));
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(logger, new Set(['/livez'])));
  app.get('/ping', (c) => c.text('pong'));
  app.get('/livez', (c) => c.text('ok'));
  app.get('/work', async (c) => {
    await new Promise((resolve) => setImmediate(resolve));
    logger.warn('working', { step: 1 });
    return c.text('done');
  });
  app.get('/fail', () => {
    throw new Error('boom');
  });
  app.onError((error, c) => {
    logger.error('failed', error);
    return c.text('failed', 500);
  });
  return { app, lines, parsed: () => lines.map((line) => JSON.parse(line) as Line), logger };
}

describe('request log', () => {
  it('writes one JSON line per request at info, and skips the work (nothing written) above it', async () => {
    const info = loggedApp('info');
    expect(await (await info.app.request('/ping')).text()).toBe('pong');
    expect(info.lines).toHaveLength(1);
    expect(info.parsed()[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/ping', status: 200, ms: expect.any(Number) as number });
    expect(info.parsed()[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    const warn = loggedApp('warn');
    await warn.app.request('/ping');
    expect(warn.lines).toEqual([]);
    expect(createLogger('warn', () => {}).enabled?.('info')).toBe(false);
    expect(createLogger('warn', () => {}).enabled?.('error')).toBe(true);
  });

  it('logs health checks at debug only', async () => {
    const info = loggedApp('info');
    await info.app.request('/livez');
    expect(info.lines).toEqual([]);
    const debug = loggedApp('debug');
    await debug.app.request('/livez');
    expect(debug.parsed()).toEqual([expect.objectContaining({ level: 'debug', path: '/livez' })]);
  });
});

describe('request id', () => {
  it('is made when not given, returned in X-Request-Id and carried into every line of the request', async () => {
    const { app, parsed } = loggedApp('info');
    const response = await app.request('/work');
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed().map((line) => [line.msg, line.requestId])).toEqual([
      ['working', id],
      ['request', id],
    ]);
  });

  it('is the one given when short and plain, a new one otherwise', async () => {
    const { app, parsed } = loggedApp('info');
    const given = async (value: string) => (await app.request('/ping', { headers: { 'X-Request-Id': value } })).headers.get('x-request-id');
    expect(await given('lb-7f3a.42:9_x')).toBe('lb-7f3a.42:9_x');
    for (const unsafe of ['a'.repeat(65), 'has space', 'semi;colon', '<script>', 'ünï']) {
      const answered = await given(unsafe);
      expect(answered, unsafe).not.toBe(unsafe);
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(parsed().map((line) => line.requestId)).not.toContain('has space');
  });

  it('rides on the error line of a failed request, and two requests at once keep their own ids', async () => {
    const { app, parsed } = loggedApp('info');
    const [failed] = await Promise.all([
      app.request('/fail', { headers: { 'X-Request-Id': 'req-fail' } }),
      app.request('/work', { headers: { 'X-Request-Id': 'req-work' } }),
    ]);
    expect(failed?.status).toBe(500);
    expect(failed?.headers.get('x-request-id')).toBe('req-fail');
    const lines = parsed();
    expect(lines.find((line) => line.msg === 'failed')?.requestId).toBe('req-fail');
    expect(lines.find((line) => line.msg === 'working')?.requestId).toBe('req-work');
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.requestId).sort()).toEqual(['req-fail', 'req-work']);
  });
});

describe('redaction', () => {
  it('censors fields named like secrets, at the top level and one level down', () => {
    const lines: string[] = [];
    const logger: Logger = createLogger('info', (line) => lines.push(line));
    const secrets = {
      token: 'tok-1',
      code: '123456',
      password: 'hunter2',
      nationalId: '1023456789',
      serial: 'GIFT-SECRET-1',
      iban: 'SA0380000000608010167519',
      authorization: 'Bearer abc',
    };
    logger.info('top', { ...secrets, kept: 'visible' });
    logger.warn('nested', { body: secrets, headers: { cookie: 'XSRF-TOKEN=1', 'x-session-token': 'tok-2' } });
    const written = lines.join('\n');
    for (const value of [...Object.values(secrets), 'XSRF-TOKEN=1', 'tok-2']) expect(written, value).not.toContain(value);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ kept: 'visible', password: '[redacted]', serial: '[redacted]' });
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({ body: { nationalId: '[redacted]', code: '[redacted]' }, headers: { cookie: '[redacted]' } });
    expect(REDACTED_FIELDS).toEqual(expect.arrayContaining(['token', 'code', 'password', 'nationalId', 'serial']));
  });
});
