import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SEEDED_CUSTOMER, SEEDED_STAFF, seedStorage, signInViaApi } from './fixtures.ts';
import { API, CARD_OK, isoDate, type Lang } from './purchase-steps.ts';

/** API shortcuts of the request flows' e2e tests: a policy to ask on, a call with the page's session, the back office's decision. */

/** A call from the page with its stored session (same origin, same cookies); answers status and body. */
export function call<T>(page: Page, method: string, path: string, body?: unknown, idempotencyKey?: string) {
  return page.evaluate(
    async ({ url, method, body, idempotencyKey }) => {
      const token = localStorage.getItem('sessionToken') ?? '';
      const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', 'session-token': token, 'x-csrf-token': token };
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      const response = await fetch(url, { method, credentials: 'include', headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url: `${API}${path}`, method, body, idempotencyKey },
  ) as Promise<{ status: number; body: T }>;
}

/** The seeded customer signed in, with a new motor policy bought by card (through the API: the purchase has its own tests). */
export async function customerWithPolicy(page: Page, lang: Lang): Promise<string> {
  await seedStorage(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
  await signInViaApi(page, SEEDED_CUSTOMER);
  return buyPolicy(page);
}

/**
 * The seeded customer signed in, reusing the worker's first sign-in (the stored login answer; the
 * server session is shared): many short tests then skip the password hashing of a sign-in each.
 */
export async function customerSignedIn(page: Page, lang: Lang): Promise<void> {
  const language = { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' };
  if (storedLogin) return seedStorage(page, { ...storedLogin, ...language });
  await seedStorage(page, language);
  await signInViaApi(page, SEEDED_CUSTOMER);
  storedLogin = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
}
let storedLogin: Record<string, string> | null = null;

const motorRisk = { categoryId: 'motor', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2024, vehicleValueMinor: 9_000_000, driverAge: 36, noClaimsYears: 3, plateNumber: '1234 ABD', vin: 'JTDBR32E720123456' };

/**
 * A new policy of the signed-in seeded customer (the only traveller, 36), paid by card: motor unless a risk is given; the policyholder's email may be another;
 * the cheapest offer unless a plan is named.
 */
export async function buyPolicy(page: Page, risk: { categoryId: string; departureDate?: string } = motorRisk, emailAddress: string = SEEDED_CUSTOMER.emailAddress, planId?: string): Promise<string> {
  const key = `requests-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const quote = await call<{ quoteId: string; offers: { offerId: string; planId: string }[] }>(page, 'POST', '/quotes', { categoryId: risk.categoryId, brokerId: 'amanah-brokers', risk });
  const offer = planId ? quote.body.offers.find((candidate) => candidate.planId === planId) : quote.body.offers[0];
  expect(offer, `an offer${planId ? ` of ${planId}` : ''}: ${JSON.stringify(quote.body)}`).toBeDefined();
  const holder = { firstName: 'Sara', lastName: 'Alharbi', dateOfBirth: '1990-05-14', gender: 'female', mobileNumber: SEEDED_CUSTOMER.mobile, emailAddress, nationalId: '1012345678' };
  const person = { firstName: 'Sara', lastName: 'Alharbi', dateOfBirth: '1990-05-14', gender: 'female', relation: 'self' };
  const order = await call<{ orderNumber: string }>(page, 'POST', '/orders', { quoteId: quote.body.quoteId, offerId: offer!.offerId, addOnIds: [], policyholder: holder, insuredPersons: [person], startDate: risk.departureDate ?? isoDate(1), acceptTerms: true }, `${key}-order`);
  const card = { number: CARD_OK, expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Sara Alharbi' };
  const payment = await call<{ policy: { policyNumber: string } }>(page, 'POST', `/orders/${order.body.orderNumber}/payments`, { card }, `${key}-pay`);
  expect(payment.status, JSON.stringify(payment.body)).toBe(201);
  return payment.body.policy.policyNumber;
}

/** The back office: staff sign in through the API and decide (a context of their own: their own session). */
export async function staffDecides(request: APIRequestContext, policyNumber: string, decision: { approve: true } | { reject: string }) {
  const token = ((await (await request.get(`${API}/security/token`)).json()) as { sessionToken: string }).sessionToken;
  const login = await request.post(`${API}/auth/login`, { headers: { 'session-token': token, 'x-csrf-token': token }, data: SEEDED_STAFF });
  const staff = ((await login.json()) as { sessionToken: string }).sessionToken;
  const headers = { 'session-token': staff, 'x-csrf-token': staff };
  const list = (await (await request.get(`${API}/backoffice/policy-requests?status=pending`, { headers })).json()) as { requests: { requestId: string; policyNumber: string }[] };
  const pending = list.requests.find((r) => r.policyNumber === policyNumber)!;
  const answer =
    'approve' in decision
      ? await request.post(`${API}/backoffice/policy-requests/${pending.requestId}/approve`, { headers, data: {} })
      : await request.post(`${API}/backoffice/policy-requests/${pending.requestId}/reject`, { headers, data: { reason: decision.reject } });
  expect(answer.status()).toBe(200);
}
