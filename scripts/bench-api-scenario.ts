/** The requests of `npm run bench:api` and `scripts/bench-api-cpu.ts`: the seeded customer's quote and order. */
import { DEFAULT_API_BASE_PATH, DEFAULT_API_PRODUCT } from '../contract/http.ts';

export const prefix = `${process.env.API_BASE_PATH ?? DEFAULT_API_BASE_PATH}/${process.env.API_PRODUCT ?? DEFAULT_API_PRODUCT}`;

/** The published test customer (SEED_DEMO_DATA). */
export const customer = { identifier: 'sara@example.com', password: 'Sara-Pass-2026' };

export const motorQuote = {
  categoryId: 'motor',
  brokerId: 'amanah-brokers',
  risk: { categoryId: 'motor', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2024, vehicleValueMinor: 10_000_000, driverAge: 35, noClaimsYears: 2, plateNumber: '1234 ABD', vin: 'JTDBR32E720123456' },
};

const startDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

export const orderOf = (quoteId: string, offerId: string) => ({
  quoteId,
  offerId,
  addOnIds: [],
  policyholder: { firstName: 'Sara', lastName: 'Alharbi', dateOfBirth: '1990-05-14', gender: 'female', mobileNumber: '+966501234567', emailAddress: 'sara@example.com', nationalId: '1012345678' },
  insuredPersons: [{ firstName: 'Sara', lastName: 'Alharbi', dateOfBirth: '1990-05-14', gender: 'female', relation: 'self' }],
  startDate,
  acceptTerms: true,
});

/** The headers of a signed-in call (the token in both session headers, as the client sends it). */
export const sessionHeaders = (token: string): Record<string, string> => ({
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'session-token': token,
  'x-csrf-token': token,
});

interface Session {
  token: string;
}

/** One call of the scenario; throws on an answer that is not 2xx. */
export async function api(origin: string, method: string, path: string, session: Session | null, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${prefix}${path}`, {
    method,
    headers: { ...(session ? sessionHeaders(session.token) : { 'Content-Type': 'application/json', Accept: 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

