import { describe, expect, it } from 'vitest';
import { orderSchema, paymentSchema, policyDetailSchema, quoteSchema, renewalResponseSchema } from '../../contract/purchase.ts';
import { eq } from 'drizzle-orm';
import { quotes } from '../../server/db/tables/purchase.ts';
import { call, card, expectError, json, motorRisk, newKey, openPurchaseTestDatabase, orderBody, person, shopper, type Shopper, type TestApp } from './purchase-support.ts';
import { testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('risk_data'));

const home = {
  categoryId: 'home',
  propertyType: 'apartment',
  buildingValueMinor: 0,
  contentsValueMinor: 15_000_000,
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  buildingNumber: '٢٢٣٤',
  postalCode: '12211',
} as const;

const quoteFor = async (app: TestApp, who: Shopper, risk: Record<string, unknown>, brokerId = 'amanah-brokers') =>
  call(app, who, 'POST', '/quotes', { body: { categoryId: risk.categoryId, brokerId, risk } });

const post = (app: TestApp, who: Shopper, body: unknown) => call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body });

/** Orders and pays the first offer of a quote issued at once; answers the policy's detail (the certificate's data). */
async function buy(app: TestApp, who: Shopper, quote: ReturnType<typeof quoteSchema.parse>, extra: Parameters<typeof orderBody>[2] = {}) {
  const offer = quote.offers.find((o) => !o.needsManualReview)!;
  const placed = orderSchema.parse(await json(await post(app, who, orderBody(quote.quoteId, offer.offerId, extra)), 201));
  const paid = paymentSchema.parse(await json(await call(app, who, 'POST', `/orders/${placed.orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body: { card: card() } }), 201));
  return policyDetailSchema.parse(await json(await call(app, who, 'GET', `/policies/${paid.policy!.policyNumber}`), 200));
}

describe('the vehicle: plate and chassis number', () => {
  it('reads an Arabic plate and Arabic-Indic digits, stores them canonical, refuses what is not a plate or a VIN, and the certificate data names the vehicle', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = quoteSchema.parse(await json(await quoteFor(app, who, { ...motorRisk, plateNumber: 'د ب ا ١٢٣٤', vin: 'jtdbr32e7 2012 3456' }), 201));
    expect(quote.risk).toMatchObject({ plateNumber: '1234 DBA', vin: 'JTDBR32E720123456' });

    for (const [plateNumber, vin, field] of [
      ['12345 ABD', 'JTDBR32E720123456', 'risk.plateNumber'],
      ['1234 ABCD', 'JTDBR32E720123456', 'risk.plateNumber'],
      ['1234 AOB', 'JTDBR32E720123456', 'risk.plateNumber'],
      ['', 'JTDBR32E720123456', 'risk.plateNumber'],
      ['1234 ABD', 'JTDBR32E72012345O', 'risk.vin'],
      ['1234 ABD', 'JTDBR32E7201234', 'risk.vin'],
    ] as const) {
      const error = await expectError(await quoteFor(app, who, { ...motorRisk, plateNumber, vin }), 400, 'validation_failed');
      expect(Object.keys(error.fields ?? {}), `${plateNumber} / ${vin}`).toEqual([field]);
    }
    await expectError(await quoteFor(app, who, { ...motorRisk, plateNumber: undefined }), 400, 'validation_failed');

    const policy = await buy(app, who, quote);
    expect(policy.risk).toMatchObject({ vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2024, plateNumber: '1234 DBA', vin: 'JTDBR32E720123456' });

    // A policy bought before the plate was asked still answers a detail the app reads.
    const { plateNumber: _plate, vin: _vin, ...older } = motorRisk;
    await database().db.update(quotes).set({ risk: older }).where(eq(quotes.id, quote.quoteId));
    const legacy = policyDetailSchema.parse(await json(await call(app, who, 'GET', `/policies/${policy.policyNumber}`), 200));
    expect(legacy.risk).toEqual(older);
    // Its quote is not priced again without them (400, not a 500): a new quote asks for them.
    await expectError(await call(app, who, 'POST', `/quotes/${quote.quoteId}/reprice`, { body: {} }), 400, 'validation_failed');
    // Its renewal starts from what it has (the wizard asks the rest).
    await json(await call(app, who, 'POST', `/dev/policies/${policy.policyNumber}/period`, { body: { endsOn: '2026-03-10' } }), 200);
    const renewal = renewalResponseSchema.parse(await json(await call(app, who, 'GET', `/policies/${policy.policyNumber}/renewal`), 200));
    expect(renewal.risk).toMatchObject({ vehicleMake: 'Toyota', vehicleModel: 'Camry' });
    expect(renewal.risk).not.toHaveProperty('plateNumber');
  });
});

describe('the home: its address, and covers of the parts insured', () => {
  it('a contents-only quote lists no building cover (quotes, policy detail); a building-only one no contents cover; the address is kept', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const contentsOnly = quoteSchema.parse(await json(await quoteFor(app, who, home), 201));
    expect(contentsOnly.risk).toMatchObject({ buildingNumber: '2234', postalCode: '12211', district: 'Al Olaya', street: 'King Fahd Road' });
    expect(contentsOnly.offers.length).toBeGreaterThan(1);
    for (const offer of contentsOnly.offers) {
      const keys = offer.coverages.map((c) => c.key);
      expect(keys).toContain('contents');
      expect(keys).not.toContain('building');
      expect(keys).not.toContain('emergency_repairs');
    }
    const buildingOnly = quoteSchema.parse(await json(await quoteFor(app, who, { ...home, buildingValueMinor: 90_000_000, contentsValueMinor: 0 }), 201));
    for (const offer of buildingOnly.offers) {
      const keys = offer.coverages.map((c) => c.key);
      expect(keys).toContain('building');
      expect(keys).not.toContain('contents');
      expect(keys).not.toContain('theft');
    }
    const both = quoteSchema.parse(await json(await quoteFor(app, who, { ...home, buildingValueMinor: 90_000_000 }), 201));
    expect(both.offers.find((o) => o.planId === 'bayti-takaful-complete')!.coverages.map((c) => c.key)).toEqual(['building', 'contents', 'theft', 'liability']);

    const policy = await buy(app, who, contentsOnly);
    expect(policy.coverages.map((c) => c.key)).not.toContain('building');
    expect(policy.coverages.map((c) => c.key)).toContain('contents');
    expect(policy.risk).toMatchObject({ city: 'Riyadh', district: 'Al Olaya', street: 'King Fahd Road', buildingNumber: '2234', postalCode: '12211' });
  });

  it('refuses an address without a district, street, 4-digit building number or 5-digit postal code, on the field', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    for (const [change, field] of [
      [{ district: ' ' }, 'risk.district'],
      [{ street: '' }, 'risk.street'],
      [{ buildingNumber: '123' }, 'risk.buildingNumber'],
      [{ postalCode: '1221' }, 'risk.postalCode'],
      [{ postalCode: 'ABCDE' }, 'risk.postalCode'],
    ] as const) {
      const error = await expectError(await quoteFor(app, who, { ...home, ...change }), 400, 'validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
  });
});

describe('travellers: the ages priced', () => {
  // The test clock's today is 2026-03-01; the trip starts on 2026-03-10.
  const trip = { categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-03-10', returnDate: '2026-03-16', travellerAges: [35, 34] } as const;

  it('refuses a traveller whose date of birth gives another age (insured_age_mismatch on the field), accepts the ages priced', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = quoteSchema.parse(await json(await quoteFor(app, who, trip, 'falcon-brokers'), 201));
    const offerId = quote.offers[0]!.offerId;
    const child = person('child', '2016-01-01');
    const refused = await expectError(
      await post(app, who, orderBody(quote.quoteId, offerId, { startDate: '2026-03-10', insuredPersons: [person(), child] })),
      400,
      'insured_age_mismatch',
    );
    const message = 'This traveller is 10 on the start date, but the price was quoted for 34. Change the date of birth or go back and change the ages.';
    expect(refused.message).toBe(message);
    expect(refused.fields).toEqual({ 'insuredPersons.1.dateOfBirth': message });
    // The policyholder, first traveller, is checked too.
    const holderWrong = await expectError(
      await post(app, who, orderBody(quote.quoteId, offerId, { startDate: '2026-03-10', insuredPersons: [person('self', '1980-01-01'), person('spouse', '1991-06-01')] })),
      400,
      'insured_age_mismatch',
    );
    expect(Object.keys(holderWrong.fields ?? {})).toEqual(['insuredPersons.0.dateOfBirth']);
    const order = orderSchema.parse(await json(await post(app, who, orderBody(quote.quoteId, offerId, { startDate: '2026-03-10', insuredPersons: [person(), person('spouse', '1991-06-01')] })), 201));
    expect(order.insuredPersons.map((p) => p.dateOfBirth)).toEqual(['1990-05-14', '1991-06-01']);
  });

  it('a birthday between today and the departure: the age today or on the start date is accepted', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    // Born 5 March 1991: 34 today (1 March), 35 on the start date (10 March).
    for (const age of [34, 35]) {
      const quote = quoteSchema.parse(await json(await quoteFor(app, who, { ...trip, travellerAges: [age] }, 'falcon-brokers'), 201));
      await json(await post(app, who, orderBody(quote.quoteId, quote.offers[0]!.offerId, { startDate: '2026-03-10', insuredPersons: [person('self', '1991-03-05')] })), 201);
    }
    const quote = quoteSchema.parse(await json(await quoteFor(app, who, { ...trip, travellerAges: [36] }, 'falcon-brokers'), 201));
    await expectError(await post(app, who, orderBody(quote.quoteId, quote.offers[0]!.offerId, { startDate: '2026-03-10', insuredPersons: [person('self', '1991-03-05')] })), 400, 'insured_age_mismatch');
  });

  it('health: a member of another age than priced is refused the same way, the policyholder (self) first', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const risk = { categoryId: 'health', members: [{ relation: 'child', age: 4 }, { relation: 'self', age: 35 }] };
    const quote = quoteSchema.parse(await json(await quoteFor(app, who, risk, 'crescent-brokers'), 201));
    const offerId = quote.offers[0]!.offerId;
    const refused = await expectError(await post(app, who, orderBody(quote.quoteId, offerId, { insuredPersons: [person(), person('child', '2016-01-01')] })), 400, 'insured_age_mismatch');
    expect(refused.fields).toEqual({ 'insuredPersons.1.dateOfBirth': 'This member is 10 on the start date, but the price was quoted for 4. Change the date of birth or go back and change the ages.' });
    await json(await post(app, who, orderBody(quote.quoteId, offerId, { insuredPersons: [person(), person('child', '2021-06-01')] })), 201);
  });
});
