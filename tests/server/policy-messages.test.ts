// The email and SMS after a purchase and after a decision on a request, through the real app and the
// development outbox: the buyer's language, the policy number, what is covered, the link, and on the
// email the certificate and the tax invoice as PDF attachments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMessage, outboxMessageSchema } from '../../contract/accounts.ts';
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

/** Buys a motor policy (or, with `renewsPolicyNumber` and its `startDate`, renews one) and returns its number. */
async function buy(who: Shopper, lang: 'en' | 'ar', extra: Parameters<typeof orderBody>[2] = {}) {
  const quote = await motorQuote(app, who);
  const order = orderSchema.parse(
    await json(await call(app, who, 'POST', '/orders', { lang, headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-comprehensive', extra) }), 201),
  );
  const payment = paymentSchema.parse(
    await json(await call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { lang, headers: { 'Idempotency-Key': newKey() }, body: { card: card() } }), 201),
  );
  // The purchase's own email and SMS go out after its PDFs are made: wait for them here, so a message
  // a test then causes (a decision, which has no PDFs to make) is not overtaken by them in the outbox.
  await latest(policyholder.emailAddress);
  await latest(policyholder.mobileNumber);
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
    await expectDocuments(email, who, policyNumber, 'en');
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
    const asked = await askCancellation(who, policyNumber, '2026-06-10');
    await decide(await shopper(app, database, { kind: 'backend' }), asked, 'approve');
    const email = await latest(policyholder.emailAddress);
    expect(email.body).toContain(`Your policy ${policyNumber} is cancelled`);
    expect(email.body).toContain('Cancelled from: 10 June 2026');
    expect(email.body).toContain('Cover: 5 March 2026 – 9 June 2026');
    expect(email.attachments).toHaveLength(2);
    expect((await latest(policyholder.mobileNumber)).body).toContain(`Policy ${policyNumber} is cancelled from 10 June 2026.`);
  });

  it('after a renewal is paid, in Arabic: the new policy number and its certificate and tax invoice', async () => {
    const who = await shopper(app, database);
    const oldNumber = await buy(who, 'ar');
    await json(await call(app, who, 'POST', `/dev/policies/${oldNumber}/period`, { body: { endsOn: '2026-03-10' } }), 200);
    const policyNumber = await buy(who, 'ar', { startDate: '2026-03-11', renewsPolicyNumber: oldNumber });
    expect(policyNumber).not.toBe(oldNumber);
    const email = await latest(policyholder.emailAddress);
    expect(email.body).toContain('تم دفع التجديد وإصدار الوثيقة الجديدة.');
    expect(email.body).toContain(`رقم الوثيقة: ${policyNumber}`);
    expect(email.body).toContain('التغطية: ١١ مارس ٢٠٢٦ – ١٠ مارس ٢٠٢٧');
    await expectDocuments(email, who, policyNumber, 'ar');
    const sms = await latest(policyholder.mobileNumber);
    expect(sms.channel).toBe('sms');
    expect(sms.body).toContain(`تم التجديد: الوثيقة ${policyNumber}`);
  });

  it('after a broker change is approved (in English) and one is rejected (in Arabic, with the reason)', async () => {
    const staff = await shopper(app, database, { kind: 'backend' });
    const who = await shopper(app, database);
    const policyNumber = await buy(who, 'en');
    await decide(staff, await brokerChange(who, policyNumber, 'falcon-brokers'), 'approve');
    const email = await latest(policyholder.emailAddress);
    expect(email.body).toContain('Your broker change is approved.');
    expect(email.body).toContain(`Policy number: ${policyNumber}`);
    expect(email.body).toContain('Broker: Falcon');
    expect(email.attachments).toHaveLength(2);
    expect((await latest(policyholder.mobileNumber)).body).toMatch(new RegExp(`^Broker change approved: policy ${policyNumber} is now with Falcon`));

    const arabic = await shopper(app, database);
    const arabicNumber = await buy(arabic, 'ar');
    await decide(staff, await brokerChange(arabic, arabicNumber, 'dunes-brokers'), 'reject', 'الوسيط لا يقبل وثائق جديدة.');
    const rejected = await latest(policyholder.emailAddress);
    expect(rejected.body).toContain('لم تتم الموافقة على طلب تغيير الوسيط؛ تبقى الوثيقة لدى وسيطها.');
    expect(rejected.body).toContain(`رقم الوثيقة: ${arabicNumber}`);
    expect(rejected.body).toContain('السبب: الوسيط لا يقبل وثائق جديدة.');
    expect((await latest(policyholder.mobileNumber)).body).toContain(`لم تتم الموافقة على تغيير الوسيط للوثيقة ${arabicNumber}.`);
  });

  it('after a cancellation is rejected: the policy stays in force, with the reason', async () => {
    const staff = await shopper(app, database, { kind: 'backend' });
    const who = await shopper(app, database);
    const policyNumber = await buy(who, 'en');
    const asked = await askCancellation(who, policyNumber, '2026-06-10');
    await decide(staff, asked, 'reject', 'A claim is open on this policy.');
    const email = await latest(policyholder.emailAddress);
    expect(email.body).toContain('Your cancellation request was not approved; the policy stays in force.');
    expect(email.body).toContain(`Policy number: ${policyNumber}`);
    expect(email.body).toContain('Reason: A claim is open on this policy.');
    expect(email.body).not.toContain('Cancelled from');
    expect((await latest(policyholder.mobileNumber)).body).toContain(`Your cancellation of policy ${policyNumber} was not approved.`);
  });
});

async function brokerChange(who: Shopper, policyNumber: string, toBrokerId: string): Promise<string> {
  const body = { toBrokerId, reasonCode: 'better_service', consent: true };
  return (await json<{ requestNumber: string }>(await call(app, who, 'POST', `/policies/${policyNumber}/requests/broker-change`, { body }), 201)).requestNumber;
}

/** A staff decision on a request (a rejection carries the reason the customer reads). */
async function decide(staff: Shopper, requestNumber: string, decision: 'approve' | 'reject', reason?: string) {
  await json(await call(app, staff, 'POST', `/backoffice/policy-requests/${requestNumber}/${decision}`, { body: reason ? { reason } : {} }), 200);
}

/** The email carries the policy's certificate and its tax invoice, as PDFs in the buyer's language. */
async function expectDocuments(email: OutboxMessage, who: Shopper, policyNumber: string, lang: 'en' | 'ar') {
  const invoiceNumber = policyDetailSchema.parse(await json(await call(app, who, 'GET', `/policies/${policyNumber}`), 200)).payment!.invoiceNumber;
  expect(email.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
    [`policy-certificate-${policyNumber}-${lang}.pdf`, 'application/pdf'],
    [`tax-invoice-${invoiceNumber}-${lang}.pdf`, 'application/pdf'],
  ]);
  for (const file of email.attachments!) expect(file.bytes).toBeGreaterThan(5_000);
}

/** A cancellation request from `effectiveDate`, its refund to the wallet. */
async function askCancellation(who: Shopper, policyNumber: string, effectiveDate: string): Promise<string> {
  const body = { reasonCode: 'no_longer_needed', reasonText: '', effectiveDate, refundDestination: 'wallet', refundMinor: await refundOn(who, policyNumber, effectiveDate) };
  return (await json<{ requestNumber: string }>(await call(app, who, 'POST', `/policies/${policyNumber}/requests/cancellation`, { body }), 201)).requestNumber;
}

async function refundOn(who: Shopper, policyNumber: string, effectiveDate: string): Promise<number> {
  const estimate = await json<{ refundMinor: number }>(await call(app, who, 'GET', `/policies/${policyNumber}/cancellation/estimate?effectiveDate=${effectiveDate}`), 200);
  return estimate.refundMinor;
}
