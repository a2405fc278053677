import { describe, expect, it } from 'vitest';
import type { RiskDetails } from '../../contract/catalogue.ts';
import { orderSchema, paymentSchema, policyDetailSchema, quoteSchema, renewalResponseSchema, walletResponseSchema } from '../../contract/purchase.ts';
import { call, card, expectError, json, newKey, openPurchaseTestDatabase, orderBody, person, policyholder, queryRows, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { testApp, databaseForFile } from './support/test-database.ts';

// The test clock (testApp) shows 2026-03-01.
const database = databaseForFile(() => openPurchaseTestDatabase('renewal_rules'));

/** One risk of each category, with the broker selling it and the insured persons it needs. */
const samples: Record<RiskDetails['categoryId'], { brokerId: string; risk: RiskDetails; insured: ReturnType<typeof person>[] }> = {
  motor: {
    brokerId: 'amanah-brokers',
    risk: { categoryId: 'motor', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2024, vehicleValueMinor: 10_000_000, driverAge: 35, noClaimsYears: 2, plateNumber: '1234 ABD', vin: 'JTDBR32E720123456' },
    insured: [person()],
  },
  travel: {
    brokerId: 'falcon-brokers',
    risk: { categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-03-10', returnDate: '2026-03-16', travellerAges: [35, 8] },
    insured: [person(), person('child', '2018-01-02')],
  },
  home: {
    brokerId: 'amanah-brokers',
    risk: { categoryId: 'home', propertyType: 'villa', buildingValueMinor: 200_000_000, contentsValueMinor: 20_000_000, city: 'Riyadh', district: 'Al Olaya', street: 'King Fahd Road', buildingNumber: '2234', postalCode: '12211' },
    insured: [person()],
  },
  health: {
    brokerId: 'crescent-brokers',
    risk: { categoryId: 'health', members: [{ relation: 'self', age: 35 }, { relation: 'child', age: 4 }] },
    insured: [person(), person('child', '2022-01-02')],
  },
  life: {
    brokerId: 'amanah-brokers',
    risk: { categoryId: 'life', age: 35, termYears: 10, sumAssuredMinor: 10_000_000, smoker: false },
    insured: [person()],
  },
};

async function quoteOf(app: TestApp, who: Shopper, brokerId: string, risk: RiskDetails) {
  return quoteSchema.parse(await json(await call(app, who, 'POST', '/quotes', { body: { categoryId: risk.categoryId, brokerId, risk } }), 201));
}

/** A broker of the category (the sample's if it sells it). */
async function brokerFor(app: TestApp, who: Shopper, categoryId: string, preferred: string) {
  const detail = await json<{ brokers: { brokerId?: string; id?: string }[] }>(await call(app, who, 'GET', `/catalogue/categories/${categoryId}`), 200);
  const ids = detail.brokers.map((b) => b.brokerId ?? b.id ?? '');
  return ids.includes(preferred) ? preferred : ids[0]!;
}

const order = async (app: TestApp, who: Shopper, body: Record<string, unknown>) =>
  call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body });

const pay = async (app: TestApp, who: Shopper, orderNumber: string) =>
  call(app, who, 'POST', `/orders/${orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body: { card: card() } });

/** Buys a policy of the category with an issued-at-once plan and, when it has one, an add-on. */
async function buy(app: TestApp, who: Shopper, categoryId: RiskDetails['categoryId']) {
  const sample = samples[categoryId];
  const brokerId = await brokerFor(app, who, categoryId, sample.brokerId);
  const quote = await quoteOf(app, who, brokerId, sample.risk);
  const offer = quote.offers.find((o) => !o.needsManualReview && o.addOns.length > 0) ?? quote.offers.find((o) => !o.needsManualReview)!;
  const addOnIds = offer.addOns.slice(0, 1).map((a) => a.addOnId);
  const startDate = sample.risk.categoryId === 'travel' ? sample.risk.departureDate : '2026-03-05';
  const placed = orderSchema.parse(
    await json(await order(app, who, orderBody(quote.quoteId, offer.offerId, { addOnIds, insuredPersons: sample.insured, startDate })), 201),
  );
  const payment = paymentSchema.parse(await json(await pay(app, who, placed.orderNumber), 201));
  return { quote, offer, addOnIds, brokerId, policyNumber: payment.policy!.policyNumber };
}

/** The dev switch: the policy now ends on `endsOn` (same length). */
const endOn = async (app: TestApp, who: Shopper, policyNumber: string, endsOn: string) =>
  json(await call(app, who, 'POST', `/dev/policies/${policyNumber}/period`, { body: { endsOn } }), 200);

const renewalOf = async (app: TestApp, who: Shopper, policyNumber: string) =>
  renewalResponseSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}/renewal`), 200));

const detailOf = async (app: TestApp, who: Shopper, policyNumber: string) =>
  policyDetailSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}`), 200));

/** A renewal order of a motor policy (re-quoted with its risk), starting on `startDate`. */
async function renewalOrder(app: TestApp, who: Shopper, policyNumber: string, startDate: string) {
  const quote = await quoteOf(app, who, 'amanah-brokers', samples.motor.risk);
  const offer = quote.offers.find((o) => !o.needsManualReview)!;
  return order(app, who, orderBody(quote.quoteId, offer.offerId, { startDate, renewsPolicyNumber: policyNumber }));
}

describe('renewal prefill', () => {
  it.each(['motor', 'travel', 'home', 'health', 'life'] as const)('%s: every risk field, broker, product, plan, add-ons, policyholder and insured persons', async (categoryId) => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const bought = await buy(app, who, categoryId);
    // Ends in 4 days (a trip is then under way: none is renewed before it starts).
    await endOn(app, who, bought.policyNumber, '2026-03-05');
    const renewal = await renewalOf(app, who, bought.policyNumber);
    // Bought and renewed in the same year: no age moves on; a trip moves to the new start, same length.
    const risk = samples[categoryId].risk;
    const expectedRisk = risk.categoryId === 'travel' ? { ...risk, departureDate: '2026-03-06', returnDate: '2026-03-12' } : risk;
    expect(renewal).toEqual({
      fromPolicyNumber: bought.policyNumber,
      categoryId,
      brokerId: bought.brokerId,
      productId: bought.offer.productId,
      planId: bought.offer.planId,
      addOnIds: bought.addOnIds,
      risk: expectedRisk,
      policyholder: { ...policyholder },
      insuredPersons: samples[categoryId].insured,
      suggestedStartDate: '2026-03-06',
      previousStartDate: expect.any(String),
      previousEndDate: '2026-03-05',
    });
    expect(bought.quote.risk).toEqual(risk);
  });
});

describe('renewal rules on the server', () => {
  it('refuses before the window, after the grace period, and a stranger; orders only the day after the old cover ends', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const { policyNumber } = await buy(app, who, 'motor'); // 2026-03-05 .. 2027-03-04
    const early = await expectError(await call(app, who, 'GET', `/policies/${policyNumber}/renewal`), 409, 'renewal_closed');
    expect(early.message).toContain('2027-02-03');
    await expectError(await renewalOrder(app, who, policyNumber, '2027-03-05'), 409, 'renewal_closed');

    await endOn(app, who, policyNumber, '2026-01-29'); // ended 31 days ago: the grace period is over
    await expectError(await call(app, who, 'GET', `/policies/${policyNumber}/renewal`), 409, 'renewal_closed');
    expect((await detailOf(app, who, policyNumber)).renewal).toMatchObject({ allowed: false, reason: 'grace_over' });

    await endOn(app, who, policyNumber, '2026-03-20'); // the new cover would start 2026-03-21
    const stranger = await shopper(app, database());
    await expectError(await call(app, stranger, 'GET', `/policies/${policyNumber}/renewal`), 404, 'not_found');
    await expectError(await renewalOrder(app, stranger, policyNumber, '2026-03-21'), 404, 'not_found');
    const wrongDay = await expectError(await renewalOrder(app, who, policyNumber, '2026-03-05'), 400, 'validation_failed');
    expect(wrongDay.fields?.startDate).toContain('2026-03-21');
    const other = await quoteOf(app, who, 'amanah-brokers', samples.life.risk);
    await expectError(
      await order(app, who, orderBody(other.quoteId, other.offers[0]!.offerId, { startDate: '2026-03-21', renewsPolicyNumber: policyNumber })),
      400,
      'validation_failed',
    );
    const placed = orderSchema.parse(await json(await renewalOrder(app, who, policyNumber, '2026-03-21'), 201));
    expect(placed).toMatchObject({ startDate: '2026-03-21', endDate: '2027-03-20' });
  });

  it('records the renewal both ways and offers no second one; of two renewal orders only one is paid', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const { policyNumber } = await buy(app, who, 'motor');
    await endOn(app, who, policyNumber, '2026-03-10');
    const first = orderSchema.parse(await json(await renewalOrder(app, who, policyNumber, '2026-03-11'), 201));
    const second = orderSchema.parse(await json(await renewalOrder(app, who, policyNumber, '2026-03-11'), 201));
    const paid = paymentSchema.parse(await json(await pay(app, who, first.orderNumber), 201));
    const renewed = paid.policy!.policyNumber;
    expect(paid.policy).toMatchObject({ startDate: '2026-03-11', endDate: '2027-03-10' });

    expect(await detailOf(app, who, renewed)).toMatchObject({ renewsPolicyNumber: policyNumber, renewedByPolicyNumber: null });
    expect(await detailOf(app, who, policyNumber)).toMatchObject({
      renewsPolicyNumber: null,
      renewedByPolicyNumber: renewed,
      renewal: { allowed: false, reason: 'renewed' },
    });
    await expectError(await call(app, who, 'GET', `/policies/${policyNumber}/renewal`), 409, 'policy_already_renewed');
    await expectError(await renewalOrder(app, who, policyNumber, '2026-03-11'), 409, 'policy_already_renewed');
    // The other order, placed before: refused before anything is charged.
    await expectError(await pay(app, who, second.orderNumber), 409, 'policy_already_renewed');
    const rows = await queryRows(database(), `select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.order_number = '${second.orderNumber}'`);
    expect(Number(rows[0]!.n)).toBe(0);
    const wallet = walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200));
    expect(wallet.transactions).toEqual([]);
  });

  it('refuses a cancelled policy (its cancellation approved), before and after ordering', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const { policyNumber } = await buy(app, who, 'motor');
    await endOn(app, who, policyNumber, '2026-03-10');
    const placed = orderSchema.parse(await json(await renewalOrder(app, who, policyNumber, '2026-03-11'), 201));
    // What an approved cancellation writes (the cancellation flow has its own tests).
    await queryRows(database(), `update policies set cancelled_on = '2026-03-03' where policy_number = '${policyNumber}'`);
    expect((await detailOf(app, who, policyNumber)).renewal).toMatchObject({ allowed: false, reason: 'cancelled' });
    await expectError(await call(app, who, 'GET', `/policies/${policyNumber}/renewal`), 409, 'policy_cancelled');
    await expectError(await renewalOrder(app, who, policyNumber, '2026-03-11'), 409, 'policy_cancelled');
    await expectError(await pay(app, who, placed.orderNumber), 409, 'policy_cancelled');
  });

  it('a trip renewal: shifted dates offered; a trip may start later but never before the old cover ends', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const bought = await buy(app, who, 'travel'); // 2026-03-10 .. 2026-03-16
    // Not before the trip starts: renewing it then would insure a second trip.
    const notStarted = await expectError(await call(app, who, 'GET', `/policies/${bought.policyNumber}/renewal`), 409, 'renewal_closed');
    expect(notStarted.message).toBe('This policy can be renewed from 2026-03-10.');
    await endOn(app, who, bought.policyNumber, '2026-03-05'); // under way: 2026-02-27 .. 2026-03-05
    const renewal = await renewalOf(app, who, bought.policyNumber);
    expect(renewal.risk).toMatchObject({ departureDate: '2026-03-06', returnDate: '2026-03-12' });
    const tripOn = async (departureDate: string, returnDate: string) => {
      const quote = await quoteOf(app, who, bought.brokerId, { ...samples.travel.risk, departureDate, returnDate } as RiskDetails);
      const offer = quote.offers.find((o) => !o.needsManualReview)!;
      return order(app, who, orderBody(quote.quoteId, offer.offerId, { startDate: departureDate, insuredPersons: samples.travel.insured, renewsPolicyNumber: bought.policyNumber }));
    };
    const early = await expectError(await tripOn('2026-03-03', '2026-03-05'), 400, 'validation_failed');
    // Said of the trip (a travel form has no start date of its own): when it may depart at the earliest.
    expect(early.fields?.startDate).toBe('The renewed trip departs on 2026-03-06 at the earliest: the current policy covers until the day before.');
    orderSchema.parse(await json(await tripOn('2026-04-02', '2026-04-09'), 201));
  });
});
