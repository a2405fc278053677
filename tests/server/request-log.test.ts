import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { requestLog } from '../../server/http/request-log.ts';
import { createLogger } from '../../server/logger.ts';

async function linesAt(level: 'info' | 'warn'): Promise<string[]> {
  const lines: string[] = [];
  const app = new Hono<AppEnv>();
  app.use(requestLog(createLogger(level, (line) => lines.push(line))));
  app.get('/ping', (c) => c.text('pong'));
  expect(await (await app.request('/ping')).text()).toBe('pong');
  return lines;
}

describe('request log', () => {
  it('writes one line per request at info, and skips the work (nothing written) above it', async () => {
    expect(await linesAt('info')).toEqual([expect.stringMatching(/ INFO GET \/ping 200 \d+ms$/)]);
    expect(await linesAt('warn')).toEqual([]);
    expect(createLogger('warn').enabled?.('info')).toBe(false);
    expect(createLogger('warn').enabled?.('error')).toBe(true);
  });
});
