// Safe defaults: a database seeded for a deployment holds no published test data, development endpoints
// are off unless asked for, and a production start refuses a development provider it was not told to use.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../../server/accounts/accounts-config.ts';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { queryRows } from './purchase-support.ts';
import { API, openEmptyTestDatabase } from './support/test-database.ts';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  await database.migrate();
  await seedDatabase(database.db, { demoData: false });
});
afterAll(async () => {
  await database?.close();
});

const count = async (sql: string) => Number((await queryRows(database, sql))[0]!.n);

describe('a deployment (no SEED_DEMO_DATA, NODE_ENV unset or production)', () => {
  it('has no published accounts, test gift cards or wallet credit, but the catalogue and content', async () => {
    expect(await count(`select count(*) as n from users`)).toBe(0);
    expect(await count(`select count(*) as n from gift_cards`)).toBe(0);
    expect(await count(`select count(*) as n from wallet_transactions`)).toBe(0);
    expect(await count(`select count(*) as n from catalogue_categories`)).toBeGreaterThan(0);
  });

  it('mounts no development endpoint', async () => {
    const accounts = loadAccountsConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', EMAIL_PROVIDER: 'dev' });
    const app = createApp({ db: database.db, config: testConfig(), accounts, purchase: { gateway: { kind: 'simulated', timeoutMs: 1000 }, devWalletCredit: false } });
    const token = ((await (await app.request(`${API}/security/token`)).json()) as { sessionToken: string }).sessionToken;
    const headers = { 'session-token': token, 'x-csrf-token': token, 'Content-Type': 'application/json' };
    for (const [method, path] of [
      ['GET', '/dev/outbox/latest?to=%2B966501234567'],
      ['GET', '/dev/oauth/authorize'],
      ['POST', '/dev/wallet/credit'],
      ['POST', '/dev/renewal-reminders/run'],
    ] as const) {
      const response = await app.request(`${API}${path}`, { method, headers, ...(method === 'POST' ? { body: '{"amountMinor":100}' } : {}) });
      expect([404, 405], `${method} ${path}`).toContain(response.status);
    }
  });

  it('a production start refuses the dev SMS/email providers and the simulated gateway unless each is chosen', () => {
    const start = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['server/index.ts'], { env: { PATH: process.env.PATH ?? '', DATA_DIR: 'memory://', PORT: '0', ...env }, encoding: 'utf8', timeout: 20_000 });
    const bare = start({ NODE_ENV: 'production' });
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(/Configuration error: (PAYMENT_GATEWAY|SMS_PROVIDER|EMAIL_PROVIDER) must be set in production/);
    const noGateway = start({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', EMAIL_PROVIDER: 'dev' });
    expect(noGateway.stderr).toMatch(/PAYMENT_GATEWAY must be set in production/);
  }, 30_000);
});
