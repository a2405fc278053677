import { DEFAULT_API_BASE_PATH, DEFAULT_API_PRODUCT } from '../../contract/http.ts';

/** The API's address on a server of the build (scripts/lib/serve-build.ts). */
export const apiPrefixOf = (origin: string) => `${origin}${process.env.API_BASE_PATH ?? DEFAULT_API_BASE_PATH}/${process.env.API_PRODUCT ?? DEFAULT_API_PRODUCT}`;

/**
 * Runs in the page: a session token, then POST /auth/guest (or /auth/login with the credentials given),
 * stored under the spec's keys like the app does. The product pages need a user: a visitor who pressed
 * "Continue as Guest" has one.
 */
export async function continueAsGuest(api: string, credentials?: { identifier: string; password: string }) {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': localStorage.getItem('lang') ?? 'en' };
  const { sessionToken } = (await (await fetch(`${api}/security/token`, { credentials: 'include', headers })).json()) as { sessionToken: string };
  const response = await fetch(`${api}/auth/${credentials ? 'login' : 'guest'}`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...headers, 'session-token': sessionToken, 'x-csrf-token': sessionToken },
    body: JSON.stringify(credentials ?? {}),
  });
  if (!response.ok) throw new Error(`${credentials ? 'sign-in' : 'guest sign-in'} answered ${response.status}`);
  const login = (await response.json()) as Record<string, unknown>;
  for (const key of ['username', 'userFullName', 'emailAddress', 'countryCode', 'geoId', 'loginTypeEnumId', 'apiKey', 'sessionId', 'sessionToken']) {
    if (typeof login[key] === 'string') localStorage.setItem(key, login[key]);
  }
}

/**
 * Runs in the page, signed in: buys a motor policy by card through the API, the way the
 * e2e helpers do (e2e/support/policy-requests-api.ts), and answers its number, so the policy pages measure a
 * real policy of the visitor, not a 404.
 */
export async function buyPolicy(api: string): Promise<string> {
  const token = localStorage.getItem('sessionToken') ?? '';
  const key = `bench-${Date.now()}`;
  const post = async <T,>(path: string, body: unknown, idempotencyKey?: string): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', 'session-token': token, 'x-csrf-token': token };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const response = await fetch(`${api}${path}`, { method: 'POST', credentials: 'include', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const risk = { categoryId: 'motor', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2024, vehicleValueMinor: 9_000_000, driverAge: 36, noClaimsYears: 3, plateNumber: '1234 ABD', vin: 'JTDBR32E720123456' };
  const quote = await post<{ quoteId: string; offers: { offerId: string }[] }>('/quotes', { categoryId: 'motor', brokerId: 'amanah-brokers', risk });
  const person = { firstName: 'Sara', lastName: 'Alharbi', dateOfBirth: '1990-05-14', gender: 'female' };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const order = await post<{ orderNumber: string }>(
    '/orders',
    {
      quoteId: quote.quoteId,
      offerId: quote.offers[0]!.offerId,
      addOnIds: [],
      policyholder: { ...person, mobileNumber: '+966501234567', emailAddress: 'sara@example.com', nationalId: '1012345678' },
      insuredPersons: [{ ...person, relation: 'self' }],
      startDate: tomorrow,
      acceptTerms: true,
    },
    `${key}-order`,
  );
  const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Sara Alharbi' };
  const payment = await post<{ policy: { policyNumber: string } }>(`/orders/${order.orderNumber}/payments`, { card }, `${key}-pay`);
  return payment.policy.policyNumber;
}

/** The demo customer (server/accounts/seed-accounts.ts), as in the e2e tests. */
export const seededCustomer = { identifier: 'sara@example.com', password: 'Sara-Pass-2026' };
