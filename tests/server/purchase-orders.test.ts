import { describe, expect, it } from 'vitest';
import { orderSchema, quoteSchema } from '../../contract/purchase.ts';
import { call, expectError, json, motorQuote, motorRisk, newKey, orderBody, person, shopper } from './purchase-support.ts';
import { openPurchaseTestDatabase, queryRows } from './purchase-support.ts';
import { advance, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('orders'));

const countRows = async (sql: string) => Number((await queryRows(database(), sql))[0]!.n);

describe('quotes', () => {
  it('prices every plan of the category with the server rule, cheapest first, valid 15 minutes', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const quote = quoteSchema.parse(await motorQuote(app, who));
    expect(quote.offers.map((o) => o.planId)).toEqual([
      'najd-motor-third-party',
      'shield-drive-comprehensive',
      'najd-motor-comprehensive',
      'shield-drive-comprehensive-plus',
    ]);
    const comprehensive = quote.offers.find((o) => o.planId === 'najd-motor-comprehensive')!;
    expect(comprehensive).toMatchObject({ premiumMinor: 225_000, taxMinor: 33_750, totalMinor: 258_750, deductibleMinor: 50_000 });
    expect(comprehensive.broker.brokerId).toBe('amanah-brokers');
    expect(comprehensive.addOns.map((a) => [a.addOnId, a.priceMinor])).toEqual([
      ['najd-motor-replacement-car', 30_000],
      ['najd-motor-driver-accident', 15_000],
    ]);
    expect(new Date(quote.expiresAt).getTime() - clock.now.getTime()).toBe(15 * 60_000);
    // The owner reads it back; someone else cannot.
    expect(quoteSchema.parse(await json(await call(app, who, 'GET', `/quotes/${quote.quoteId}`), 200)).quoteId).toBe(quote.quoteId);
    const other = await shopper(app, database());
    await expectError(await call(app, other, 'GET', `/quotes/${quote.quoteId}`), 404, 'not_found');
  });

  it('names the offers in Arabic for an Arabic request', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const response = await call(app, who, 'POST', '/quotes', { lang: 'ar', body: { categoryId: 'motor', brokerId: 'amanah-brokers', risk: motorRisk } });
    const quote = quoteSchema.parse(await json(response, 201));
    expect(quote.offers[0]!.planName).toBe('ضد الغير');
    expect(quote.offers[0]!.insurer.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('needs a signed-in customer or guest (401), a broker that sells the category, valid risk details', async () => {
    const { app } = testApp(database());
    const response = await app.request('/rest/s1/insurance/security/token');
    const { sessionToken } = (await response.json()) as { sessionToken: string };
    await expectError(
      await call(app, { token: sessionToken, userId: '' }, 'POST', '/quotes', { body: { categoryId: 'motor', brokerId: 'amanah-brokers', risk: motorRisk } }),
      401,
      'unauthorized',
    );
    const who = await shopper(app, database());
    const wrongBroker = await expectError(
      await call(app, who, 'POST', '/quotes', { body: { categoryId: 'motor', brokerId: 'crescent-brokers', risk: motorRisk } }),
      400,
      'validation_failed',
    );
    expect(wrongBroker.fields).toHaveProperty('brokerId');
    const bad = await expectError(
      await call(app, who, 'POST', '/quotes', { body: { categoryId: 'motor', brokerId: 'amanah-brokers', risk: { ...motorRisk, driverAge: 12, vehicleValueMinor: 1.5 } } }),
      400,
      'validation_failed',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(['risk.driverAge', 'risk.vehicleValueMinor']));
    const mismatch = await expectError(
      await call(app, who, 'POST', '/quotes', { body: { categoryId: 'life', brokerId: 'amanah-brokers', risk: motorRisk } }),
      400,
      'validation_failed',
    );
    expect(mismatch.fields).toHaveProperty(['risk.categoryId']);
    const staff = await shopper(app, database(), { kind: 'backend' });
    await expectError(await call(app, staff, 'POST', '/quotes', { body: { categoryId: 'motor', brokerId: 'amanah-brokers', risk: motorRisk } }), 403, 'forbidden');
  });

  it('an expired quote cannot be ordered (409 quote_expired); re-pricing gives a new quote with the same inputs', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const quote = await motorQuote(app, who);
    advance(clock, 15 * 60_000 + 1);
    await expectError(
      await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, quote.offers[0]!.offerId) }),
      409,
      'quote_expired',
    );
    const fresh = quoteSchema.parse(await json(await call(app, who, 'POST', `/quotes/${quote.quoteId}/reprice`, { body: {} }), 201));
    expect(fresh.quoteId).not.toBe(quote.quoteId);
    expect(fresh.risk).toEqual(motorRisk);
    expect(new Date(fresh.expiresAt).getTime()).toBe(clock.now.getTime() + 15 * 60_000);
    expect(fresh.offers.map((o) => o.premiumMinor)).toEqual(quote.offers.map((o) => o.premiumMinor));
    expect(orderSchema.parse(await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(fresh.quoteId, fresh.offers[0]!.offerId) }), 201)).status).toBe('awaiting_payment');
  });
});

describe('orders', () => {
  it('prices the order from the quote only: a tampered price in the body is ignored', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = await motorQuote(app, who);
    const offer = quote.offers.find((o) => o.offerId === 'najd-motor-comprehensive')!;
    const body = {
      ...orderBody(quote.quoteId, offer.offerId, { addOnIds: ['najd-motor-replacement-car'] }),
      premiumMinor: 1,
      totalMinor: 1,
      breakdown: { totalMinor: 1 },
      addOns: [{ addOnId: 'najd-motor-replacement-car', priceMinor: 0 }],
    };
    const order = orderSchema.parse(await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body }), 201));
    expect(order.orderNumber).toMatch(/^ORD-20260301-[0-9A-Z]{6}$/);
    expect(order.breakdown).toEqual({
      currency: 'SAR',
      premiumMinor: 225_000,
      addOnsMinor: 30_000,
      taxMinor: 38_250,
      totalMinor: 293_250,
      walletMinor: 0,
      giftCardMinor: 0,
      cardMinor: 0,
      dueMinor: 293_250,
    });
    expect(order.addOns).toEqual([{ addOnId: 'najd-motor-replacement-car', name: 'Replacement car', priceMinor: 30_000 }]);
    expect(order.endDate).toBe('2027-03-04');
  });

  it('the same Idempotency-Key returns the first order, answered alike; the same key with another body is refused', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = await motorQuote(app, who);
    const key = newKey();
    const body = orderBody(quote.quoteId, quote.offers[0]!.offerId);
    const first = orderSchema.parse(await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': key }, body }), 201));
    const again = orderSchema.parse(await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': key }, body }), 201));
    expect(again.orderNumber).toBe(first.orderNumber);
    // The first answer is made from what the order just wrote, the replay's from the database: the same.
    expect(again).toEqual(first);
    const changed = { ...body, startDate: '2026-03-06' };
    await expectError(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': key }, body: changed }), 422, 'idempotency_key_reused');
    await expectError(await call(app, who, 'POST', '/orders', { body }), 400, 'validation_failed'); // no key
    expect(await countRows(`select count(*) as n from orders where quote_id = '${quote.quoteId}'`)).toBe(1);
  });

  it('20 concurrent identical POSTs (double clicks, retries) create exactly one order', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = await motorQuote(app, who);
    const key = newKey();
    const body = orderBody(quote.quoteId, quote.offers[0]!.offerId);
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': key }, body })));
    const numbers = await Promise.all(responses.map(async (r) => orderSchema.parse(await json(r, 201)).orderNumber));
    expect(new Set(numbers).size).toBe(1);
    expect(await countRows(`select count(*) as n from orders where quote_id = '${quote.quoteId}'`)).toBe(1);
  });

  it('a second tab (new key, same quote) gets the same order, updated, not a second one', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = await motorQuote(app, who);
    const [a, b] = await Promise.all([
      call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, quote.offers[0]!.offerId) }),
      call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, quote.offers[1]!.offerId) }),
    ]);
    const first = orderSchema.parse(await json(a, 201));
    const second = orderSchema.parse(await json(b, 201));
    expect(second.orderNumber).toBe(first.orderNumber);
    expect(await countRows(`select count(*) as n from orders where quote_id = '${quote.quoteId}'`)).toBe(1);
  });

  it('a guest must verify a mobile number before ordering (403 mobile_not_verified); a verified guest may', async () => {
    const { app } = testApp(database());
    const guest = await shopper(app, database(), { kind: 'guest', mobileVerified: false });
    const quote = await motorQuote(app, guest);
    const refused = await expectError(
      await call(app, guest, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, quote.offers[0]!.offerId) }),
      403,
      'mobile_not_verified',
    );
    expect(refused.message).toMatch(/verify your mobile/i);
    const verified = await shopper(app, database(), { kind: 'guest', mobileVerified: true });
    const quote2 = await motorQuote(app, verified);
    await json(await call(app, verified, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote2.quoteId, quote2.offers[0]!.offerId) }), 201);
  });

  it('refuses bad bodies with field messages: terms, start date window, add-ons of another plan, insured persons, offer', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const quote = await motorQuote(app, who);
    const offerId = 'najd-motor-third-party';
    const post = (body: unknown) => call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body });
    const terms = await expectError(await post({ ...orderBody(quote.quoteId, offerId), acceptTerms: false }), 400, 'validation_failed');
    expect(terms.fields).toHaveProperty('acceptTerms');
    const late = await expectError(await post(orderBody(quote.quoteId, offerId, { startDate: '2026-04-15' })), 400, 'validation_failed');
    expect(late.fields?.startDate).toMatch(/between 2026-03-01 and 2026-03-31/);
    const past = await expectError(await post(orderBody(quote.quoteId, offerId, { startDate: '2026-02-28' })), 400, 'validation_failed');
    expect(past.fields).toHaveProperty('startDate');
    const addOn = await expectError(await post(orderBody(quote.quoteId, offerId, { addOnIds: ['shield-drive-agency-repair'] })), 400, 'validation_failed');
    expect(addOn.fields).toHaveProperty('addOnIds');
    const people = await expectError(await post(orderBody(quote.quoteId, offerId, { insuredPersons: [person(), person('spouse')] })), 400, 'validation_failed');
    expect(people.fields).toHaveProperty('insuredPersons');
    const offer = await expectError(await post(orderBody(quote.quoteId, 'no-such-plan')), 400, 'validation_failed');
    expect(offer.fields).toHaveProperty('offerId');
    const shape = await expectError(await post({ quoteId: 'x', offerId: 1 }), 400, 'validation_failed');
    expect(Object.keys(shape.fields ?? {})).toEqual(expect.arrayContaining(['quoteId', 'offerId', 'policyholder', 'startDate']));
    const phone = await expectError(
      await post(orderBody(quote.quoteId, offerId, { policyholder: { ...orderBody('', '').policyholder, mobileNumber: '0501234567' } })),
      400,
      'validation_failed',
    );
    expect(phone.fields).toHaveProperty(['policyholder.mobileNumber']);
    expect(await countRows(`select count(*) as n from orders where quote_id = '${quote.quoteId}'`)).toBe(0);
  });

  it('health needs one insured person per member; travel starts on the departure date', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const health = await json<{ quoteId: string; offers: { offerId: string }[] }>(
      await call(app, who, 'POST', '/quotes', {
        body: { categoryId: 'health', brokerId: 'crescent-brokers', risk: { categoryId: 'health', members: [{ relation: 'self', age: 35 }, { relation: 'child', age: 4 }] } },
      }),
      201,
    );
    const post = (body: unknown) => call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body });
    await expectError(await post(orderBody(health.quoteId, health.offers[0]!.offerId)), 400, 'validation_failed');
    await json(await post(orderBody(health.quoteId, health.offers[0]!.offerId, { insuredPersons: [person(), person('child', '2021-06-01')] })), 201);
    const travel = await json<{ quoteId: string; offers: { offerId: string }[] }>(
      await call(app, who, 'POST', '/quotes', {
        body: { categoryId: 'travel', brokerId: 'falcon-brokers', risk: { categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-03-10', returnDate: '2026-03-16', travellerAges: [35] } },
      }),
      201,
    );
    await expectError(await post(orderBody(travel.quoteId, travel.offers[0]!.offerId, { startDate: '2026-03-05' })), 400, 'validation_failed');
    const far = await expectError(
      await call(app, who, 'POST', '/quotes', {
        body: { categoryId: 'travel', brokerId: 'falcon-brokers', risk: { categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-06-01', returnDate: '2026-06-05', travellerAges: [35] } },
      }),
      400,
      'validation_failed',
    );
    expect(far.fields?.['risk.departureDate']).toMatch(/on or before 2026-05-30/);
    const order = orderSchema.parse(await json(await post(orderBody(travel.quoteId, travel.offers[0]!.offerId, { startDate: '2026-03-10' })), 201));
    expect([order.startDate, order.endDate]).toEqual(['2026-03-10', '2026-03-16']);
  });
});
