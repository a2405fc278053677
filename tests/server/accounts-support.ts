import { expect } from 'vitest';
import { apiErrorSchema } from '../../contract/errors.ts';
import { type AccountsConfig, testAccountsConfig } from '../../server/accounts/accounts-config.ts';
import type { MessageProvider } from '../../server/accounts/messaging.ts';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { API, memoryLogger } from './support/test-database.ts';

export { API };

let apps = 0;

/**
 * An app with a movable clock, a logger that keeps its lines, and the accounts settings given. Each app's
 * clock starts two days after the previous one's, so rate-limit windows of tests sharing a database
 * never overlap (every request here comes from the same "unknown" address).
 */
export function accountsApp(database: OpenDatabase, options: { accounts?: Partial<AccountsConfig>; providers?: Partial<Record<'sms' | 'email', MessageProvider>> } = {}) {
  apps += 1;
  const clock = { now: new Date(Date.UTC(2026, 2, 1, 10) + apps * 2 * 24 * 60 * 60 * 1000) };
  const logger = memoryLogger();
  const app = createApp({
    db: database.db,
    config: testConfig(),
    logger,
    now: () => clock.now,
    accounts: testAccountsConfig(options.accounts),
    messageProviders: options.providers,
  });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return { app, clock, logger, advance };
}

export type App = ReturnType<typeof accountsApp>['app'];

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of many shapes, checked by each test
}

/**
 * A browser-like client: gets a session token, sends it as session-token + x-csrf-token (docs/product-spec.md, "The calls it makes")
 * and adopts a rotated token from the response headers, as the app's API client does.
 */
export async function browser(app: App, headers: Record<string, string> = {}) {
  const first = await app.request(`${API}/security/token`, { headers });
  const state = { token: ((await first.json()) as { sessionToken: string }).sessionToken };
  const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> => {
    const response = await app.request(`${API}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'session-token': state.token,
        'x-csrf-token': state.token,
        ...headers,
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const rotated = response.headers.get('session-token');
    if (rotated) state.token = rotated;
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
  return {
    state,
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown = {}, extra?: Record<string, string>) => call('POST', path, body, extra),
    patch: (path: string, body: unknown) => call('PATCH', path, body),
  };
}

export function expectError(answer: Answer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const parsed = apiErrorSchema.parse(answer.body);
  expect(parsed.error.code).toBe(code);
  return parsed.error;
}

/** The development outbox: the latest message to a number or address. */
export async function latestMessage(app: App, to: string) {
  const response = await app.request(`${API}/dev/outbox/latest?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { channel: string; to: string; body: string; code: string | null; createdAt: string };
}

let counter = 0;
/** A fresh, valid Saudi mobile number per call (so tests do not share recipients). */
export function freshMobile(): string {
  counter += 1;
  return `+9665${String(50_000_000 + ((Date.now() % 1_000_000) * 7 + counter * 7919) % 49_999_999).padStart(8, '0')}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Ali',
    middleName: 'Saleh',
    lastName: 'Hassan',
    dateOfBirth: '1995-01-02',
    gender: 'male',
    mobile: freshMobile(),
    emailAddress: `ali.${counter}.${Date.now()}@example.com`,
    password: 'Secret-pass-2026',
    insuranceCountry: 'SA',
    acceptTerms: true,
    ...overrides,
  };
}
