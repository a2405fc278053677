// The email and SMS after a purchase and after a decision on a request, through the real app and the
// development outbox: the buyer's language, the policy number, what is covered, the link, and on the
// email the certificate and the tax invoice as PDF attachments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessageSchema } from '../../contract/accounts.ts';
import { orderSchema, paymentSchema, policyDetailSchema } from '../../contract/purchase.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { call, card, json, motorQuote, newKey, openPurchaseTestDatabase, orderBody, policyholder, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { testApp } from './support/test-database.ts';

let database: OpenDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await openPurchaseTestDatabase('messages');
  app = testApp(database).app;
});
afterAll(async () => {
  await database?.close();
});

async function buy(who: Shopper, lang: 'en' | 'ar') {
  const quote = await motorQuote(app, who);
  const order = orderSchema.parse(
    await json(await call(app, who, 'POST', '/orders', { lang, headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-comprehensive') }), 201),
  );
  const payment = paymentSchema.parse(
    await json(await call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { lang, headers: { 'Idempotency-Key': newKey() }, body: { card: card() } }), 201),
  );
  return payment.policy!.policyNumber;
}

/** The latest message to a recipient (the outbox waits for messages still on their way). */
async function latest(to: string) {
  return outboxMessageSchema.parse(await json(await call(app, null, 'GET', `/dev/outbox/latest?to=${encodeURIComponent(to)}`), 200));
}

describe('messages about a policy', () => {
  it('after a purchase in English: an email with the number, the cover, the link and both PDFs, and an SMS', async () => {
    const who = await shopper(app, database);
    const policyNumber = await buy(who, 'en');
    const email = await latest(policyholder.emailAddress);
    expect(email.channel).toBe('email');
    expect(email.body).toContain(`Your policy ${policyNumber} is issued`);
    expect(email.body).toContain(`Policy number: ${policyNumber}`);
    expect(email.body).toContain('Product: Najd Motor · Comprehensive');
    expect(email.body).toContain('Cover: 5 March 2026 – 4 March 2027');
    expect(email.body).toMatch(/What is covered:\n- /);
    expect(email.body).toContain(`See your policy: http://localhost:3000/my-policy/${policyNumber}`);
    const invoiceNumber = policyDetailSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}`), 200)).payment!.invoiceNumber;
    expect(email.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`policy-certificate-${policyNumber}-en.pdf`, 'application/pdf'],
      [`tax-invoice-${invoiceNumber}-en.pdf`, 'application/pdf'],
    ]);
    for (const file of email.attachments!) expect(file.bytes).toBeGreaterThan(5_000);
    const sms = await latest(policyholder.mobileNumber);
    expect(sms.channel).toBe('sms');
    expect(sms.body).toBe(`Policy ${policyNumber} issued: Najd Motor · Comprehensive, cover 5 March 2026 – 4 March 2027. http://localhost:3000/my-policy/${policyNumber}`);
  });

  it('in Arabic for a customer who bought in Arabic, with Arabic PDFs', async () => {
    const who = await shopper(app, database);
    const policyNumber = await buy(who, 'ar');
    const email = await latest(policyholder.emailAddress);
    expect(email.body).toContain(`تم إصدار وثيقتك ${policyNumber}`);
    expect(email.body).toContain(`رقم الوثيقة: ${policyNumber}`);
    expect(email.body).toContain('التغطية: ٥ مارس ٢٠٢٦ – ٤ مارس ٢٠٢٧');
    expect(email.attachments?.map((file) => file.filename)).toEqual([expect.stringMatching(/-ar\.pdf$/), expect.stringMatching(/-ar\.pdf$/)]);
    const sms = await latest(policyholder.mobileNumber);
    expect(sms.body).toContain(`صدرت الوثيقة ${policyNumber}`);
  });

  it('for a guest too', async () => {
    const guest = await shopper(app, database, { kind: 'guest' });
    const policyNumber = await buy(guest, 'en');
    expect((await latest(policyholder.emailAddress)).body).toContain(`Your policy ${policyNumber} is issued`);
    expect((await latest(policyholder.mobileNumber)).body).toContain(`Policy ${policyNumber} issued`);
  });

  it('after a cancellation is approved: cancelled from its day, with the certificate marked cancelled', async () => {
    const who = await shopper(app, database);
    const policyNumber = await buy(who, 'en');
    expect((await latest(policyholder.emailAddress)).body).toContain(`Your policy ${policyNumber} is issued`);
    const asked = await json<{ requestNumber: string }>(
      await call(app, who, 'POST', `/policies/${policyNumber}/requests/cancellation`, {
        body: { reasonCode: 'no_longer_needed', reasonText: '', effectiveDate: '2026-06-10', refundDestination: 'wallet', refundMinor: await refundOn(who, policyNumber, '2026-06-10') },
      }),
      201,
    );
    const staff = await shopper(app, database, { kind: 'backend' });
    await json(await call(app, staff, 'POST', `/backoffice/policy-requests/${asked.requestNumber}/approve`, { body: {} }), 200);
    const email = await latest(policyholder.emailAddress);
    expect(email.body).toContain(`Your policy ${policyNumber} is cancelled`);
    expect(email.body).toContain('Cancelled from: 10 June 2026');
    expect(email.body).toContain('Cover: 5 March 2026 – 9 June 2026');
    expect(email.attachments).toHaveLength(2);
    expect((await latest(policyholder.mobileNumber)).body).toContain(`Policy ${policyNumber} is cancelled from 10 June 2026.`);
  });
});

async function refundOn(who: Shopper, policyNumber: string, effectiveDate: string): Promise<number> {
  const estimate = await json<{ refundMinor: number }>(await call(app, who, 'GET', `/policies/${policyNumber}/cancellation/estimate?effectiveDate=${effectiveDate}`), 200);
  return estimate.refundMinor;
}
