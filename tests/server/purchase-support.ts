// Helpers of the purchase server tests: sessions bound to customers or guests made directly in the
// database (the accounts flows have their own tests), calls with the session headers, and sample bodies.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiErrorSchema } from '../../contract/errors.ts';
import type { CreateOrderRequest } from '../../contract/purchase.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { sessions } from '../../server/db/schema.ts';
import { users } from '../../server/db/tables/accounts.ts';
import { hashSessionToken } from '../../server/sessions/session-store.ts';
import { API, openTestDatabase, type testApp } from './support/test-database.ts';

/**
 * The database of a purchase test: in-memory PGlite, or in the test command's PostgreSQL stage a copy of
 * the seeded template on a real server (PGlite runs one transaction at a time, so only a real server
 * shows that the row locks and unique indexes hold under truly parallel requests):
 *   SERVER_TEST_DATABASE=postgres npx vitest run --project server tests/server/purchase-
 */
export async function openPurchaseTestDatabase(_name: string): Promise<OpenDatabase> {
  return openTestDatabase();
}

/** Rows of a raw query, whichever driver (PGlite answers { rows }, postgres.js an array). */
export async function queryRows(database: OpenDatabase, sql: string): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(sql)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}

export type TestApp = ReturnType<typeof testApp>['app'];

export interface Shopper {
  token: string;
  userId: string;
}

let counter = 0;

/** A new session bound to a new user (customer by default; a guest with or without a verified mobile). */
export async function shopper(
  app: TestApp,
  database: OpenDatabase,
  options: { kind?: 'customer' | 'guest' | 'backend'; mobileVerified?: boolean } = {},
): Promise<Shopper> {
  const response = await app.request(`${API}/security/token`);
  const { sessionToken } = (await response.json()) as { sessionToken: string };
  counter += 1;
  const kind = options.kind ?? 'customer';
  const [user] = await database.db
    .insert(users)
    .values({
      kind,
      firstName: 'Test',
      lastName: `Shopper${counter}`,
      email: kind === 'guest' ? null : `shopper${counter}.${Date.now()}@example.com`,
      mobile: `+9665${String(10_000_000 + counter).slice(-8)}`,
      mobileVerifiedAt: options.mobileVerified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  await database.db.update(sessions).set({ userId: user!.id }).where(eq(sessions.tokenHash, hashSessionToken(sessionToken)));
  return { token: sessionToken, userId: user!.id };
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  lang?: 'en' | 'ar';
}

/** A call as the app's client makes it: session-token + x-csrf-token, JSON, Accept-Language. */
export function call(app: TestApp, who: Shopper | null, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': options.lang ?? 'en', ...options.headers };
  if (who) {
    headers['session-token'] = who.token;
    headers['x-csrf-token'] = who.token;
  }
  return app.request(`${API}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

export async function json<T = Record<string, unknown>>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function expectError(response: Response, status: number, code: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = apiErrorSchema.parse(JSON.parse(text));
  expect(body.error.code).toBe(code);
  return body.error;
}

export const motorRisk = {
  categoryId: 'motor',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  vehicleYear: 2024,
  vehicleValueMinor: 10_000_000, // 100,000 SAR
  driverAge: 35,
  noClaimsYears: 2,
  plateNumber: '1234 ABD',
  vin: 'JTDBR32E720123456',
} as const;

export const policyholder = {
  firstName: 'Sara',
  lastName: 'Alharbi',
  dateOfBirth: '1990-05-14',
  gender: 'female',
  mobileNumber: '+966501234567',
  emailAddress: 'sara@example.com',
  nationalId: '1012345678',
} as const;

export const person = (relation: 'self' | 'spouse' | 'child' | 'parent' = 'self', dateOfBirth = '1990-05-14') => ({
  firstName: 'Sara',
  lastName: 'Alharbi',
  dateOfBirth,
  gender: 'female' as const,
  relation,
});

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

/** A motor quote for the shopper; returns the quote JSON. */
export async function motorQuote(app: TestApp, who: Shopper, risk: Record<string, unknown> = motorRisk) {
  return json<{ quoteId: string; expiresAt: string; offers: { offerId: string; premiumMinor: number; taxMinor: number; addOns: { addOnId: string; priceMinor: number }[]; needsManualReview: boolean }[] }>(
    await call(app, who, 'POST', '/quotes', { body: { categoryId: risk.categoryId, brokerId: 'amanah-brokers', risk } }),
    201,
  );
}

export function orderBody(quoteId: string, offerId: string, extra: Partial<CreateOrderRequest> = {}) {
  return {
    quoteId,
    offerId,
    addOnIds: [] as string[],
    policyholder,
    insuredPersons: [person()],
    startDate: '2026-03-05',
    acceptTerms: true,
    ...extra,
  };
}

export const card = (number = '4242 4242 4242 4242') => ({ number, expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Sara Alharbi' });
