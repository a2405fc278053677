// Helpers of the claims server tests: a policy of each category bought through the real purchase calls
// (then moved back in time in the database, so incidents can lie in its past), claims started, sent and
// decided through the API, documents uploaded as the app sends them (one request per file, raw bytes).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Claim, claimDocumentSchema, claimSchema } from '../../contract/claims.ts';
import { orderSchema, paymentSchema } from '../../contract/purchase.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { policies } from '../../server/db/tables/purchase.ts';
import { call, card, json, motorRisk, newKey, orderBody, person, type Shopper, type TestApp } from './purchase-support.ts';
import { API } from './support/test-database.ts';

type Category = 'motor' | 'travel' | 'home' | 'health' | 'life';

const risks: Record<Category, { brokerId: string; risk: Record<string, unknown>; startDate?: string; offerId?: string }> = {
  // Comprehensive: a SAR 500 deductible.
  motor: { brokerId: 'amanah-brokers', risk: motorRisk, offerId: 'najd-motor-comprehensive' },
  travel: {
    brokerId: 'falcon-brokers',
    risk: { categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-03-10', returnDate: '2026-03-16', travellerAges: [35] },
    startDate: '2026-03-10',
  },
  home: {
    brokerId: 'amanah-brokers',
    risk: { categoryId: 'home', propertyType: 'villa', buildingValueMinor: 200_000_000, contentsValueMinor: 20_000_000, city: 'Riyadh', district: 'Al Olaya', street: 'King Fahd Road', buildingNumber: '2234', postalCode: '12211' },
  },
  health: { brokerId: 'crescent-brokers', risk: { categoryId: 'health', members: [{ relation: 'self', age: 35 }] } },
  life: { brokerId: 'amanah-brokers', risk: { categoryId: 'life', age: 35, termYears: 10, sumAssuredMinor: 10_000_000, smoker: false } },
};

/**
 * Buys a policy of the category (paid by card, issued at once) and moves its period to `period` in the
 * database: the test clock stands on 2026-03-01, so a policy covering January and February has a past
 * to claim on.
 */
export async function aPolicy(app: TestApp, database: OpenDatabase, who: Shopper, category: Category = 'motor', period = { startDate: '2026-01-01', endDate: '2026-12-31' }) {
  const { brokerId, risk, startDate, offerId } = risks[category];
  const quote = await json<{ quoteId: string; offers: { offerId: string; needsManualReview: boolean }[] }>(
    await call(app, who, 'POST', '/quotes', { body: { categoryId: category, brokerId, risk } }),
    201,
  );
  const offer = quote.offers.find((o) => (offerId ? o.offerId === offerId : !o.needsManualReview))!;
  const order = orderSchema.parse(
    await json(
      await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, offer.offerId, { startDate: startDate ?? '2026-03-05', insuredPersons: [person()] }) }),
      201,
    ),
  );
  const payment = paymentSchema.parse(
    await json(await call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body: { card: card() } }), 201),
  );
  const policyNumber = payment.policy!.policyNumber;
  await database.db.update(policies).set(period).where(eq(policies.policyNumber, policyNumber));
  return policyNumber;
}

export const motorDetails = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 'motor',
  kind: 'collision',
  incidentDate: '2026-02-10',
  incidentTime: '08:30',
  city: 'Riyadh',
  reportSource: 'najm',
  reportNumber: 'NJ-2026-001234',
  liabilityPercent: 0,
  otherVehicleInvolved: true,
  repairEstimateMinor: 850_000,
  description: 'Another car hit my rear bumper at a red light.',
  ...overrides,
});

export const travelDetails = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 'travel',
  kind: 'medical_abroad',
  incidentDate: '2026-02-12',
  tripStartDate: '2026-02-10',
  tripEndDate: '2026-02-16',
  place: 'Dubai',
  amountMinor: 120_000,
  description: 'Saw a doctor for a high fever during the trip.',
  ...overrides,
});

export const VALID_IBAN = 'SA0380000000608010167519';

/** Sample files by their magic bytes (file-type reads only the first bytes). */
export const files = {
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(2000, 7)]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(500)]),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  heic: () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(100)]),
  /** A Windows program (MZ header), whatever it is called. */
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600)]),
};

export const createClaim = (app: TestApp, who: Shopper, policyNumber: string, details: Record<string, unknown>) =>
  call(app, who, 'POST', '/claims', { body: { policyNumber, details } });

export async function aDraft(app: TestApp, who: Shopper, policyNumber: string, details: Record<string, unknown> = motorDetails()): Promise<Claim> {
  return claimSchema.parse(await json(await createClaim(app, who, policyNumber, details), 201));
}

/** One file in one request, as the app sends it (raw bytes; the type and name are hints only). */
export function upload(app: TestApp, who: Shopper | null, claimId: string, bytes: Buffer, name = 'photo.jpg', contentType = 'image/jpeg') {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Accept-Language': 'en' };
  if (who) Object.assign(headers, { 'session-token': who.token, 'x-csrf-token': who.token });
  return app.request(`${API}/claims/${claimId}/documents?name=${encodeURIComponent(name)}&kind=photo`, { method: 'POST', headers, body: new Uint8Array(bytes) });
}

export async function uploaded(app: TestApp, who: Shopper, claimId: string, bytes = files.jpeg(), name = 'photo.jpg') {
  return claimDocumentSchema.parse(await json(await upload(app, who, claimId, bytes, name), 201));
}

export const submit = (app: TestApp, who: Shopper, claimId: string, payout: Record<string, unknown> = { method: 'wallet' }) =>
  call(app, who, 'POST', `/claims/${claimId}/submit`, { body: { payout } });

/** A motor claim sent with one photo, paid to the wallet unless told otherwise. */
export async function aSentClaim(app: TestApp, who: Shopper, policyNumber: string, details = motorDetails(), payout: Record<string, unknown> = { method: 'wallet' }) {
  const draft = await aDraft(app, who, policyNumber, details);
  await uploaded(app, who, draft.claimId);
  const sent = claimSchema.parse(await json(await submit(app, who, draft.claimId, payout), 200));
  expect(sent.status).toBe('submitted');
  return sent;
}
