// A claim's life after sending, through the real app: the back office reviews, asks for information
// (the 15-day clock stops, and restarts from the answer), approves (the deductible taken off) and pays;
// the wallet is credited once however often the decision is sent; an IBAN payout records the masked
// IBAN; a customer withdraws before a decision; each change is a notification in both languages.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backofficeClaimSchema, backofficeClaimsResponseSchema, claimSchema, claimsResponseSchema } from '../../contract/claims.ts';
import { notificationsResponseSchema, walletResponseSchema } from '../../contract/purchase.ts';
import { walletTransactions } from '../../server/db/tables/purchase.ts';
import { aPolicy, aSentClaim, files, motorDetails, upload, uploaded, VALID_IBAN } from './claims-support.ts';
import { call, expectError, json, openPurchaseTestDatabase, queryRows, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { advance, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('claims_lifecycle'), 180_000);

const staffCall = (app: TestApp, staff: Shopper, claimId: string, action: string, body: unknown = {}) =>
  call(app, staff, 'POST', `/backoffice/claims/${claimId}/${action}`, { body });
const decided = async (response: Response) => backofficeClaimSchema.parse(await json(response, 200));
const customerView = async (app: TestApp, who: Shopper, claimId: string) => claimSchema.parse(await json(await call(app, who, 'GET', `/claims/${claimId}`), 200));
const notices = async (app: TestApp, who: Shopper, lang: 'en' | 'ar' = 'en') =>
  notificationsResponseSchema.parse(await json(await call(app, who, 'GET', '/notifications', { lang }), 200));
const balance = async (app: TestApp, who: Shopper) => walletResponseSchema.parse(await json(await call(app, who, 'GET', '/wallet'), 200)).balanceMinor;

describe('from sent to paid, with a request for information', () => {
  it('reviews, asks, is answered with a document, approves less the deductible, pays to the wallet once', async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const staff = await shopper(app, database(), { kind: 'backend' });
    const policyNumber = await aPolicy(app, database(), who);
    const sent = await aSentClaim(app, who, policyNumber);
    expect(sent).toMatchObject({ documentsCompleteAt: '2026-03-01T10:00:00.000Z', paymentDueOn: '2026-03-16', payout: { method: 'wallet' } });

    const list = backofficeClaimsResponseSchema.parse(await json(await call(app, staff, 'GET', '/backoffice/claims?status=submitted'), 200));
    expect(list.claims.map((c) => c.claimNumber)).toContain(sent.claimNumber);
    const shown = backofficeClaimSchema.parse(await json(await call(app, staff, 'GET', `/backoffice/claims/${sent.claimNumber}`), 200));
    expect(shown).toMatchObject({ claimId: sent.claimId, customerName: expect.stringMatching(/^Test Shopper/), documents: [expect.objectContaining({ sent: true })] });
    expect((await call(app, staff, 'GET', `/backoffice/claims/${sent.claimId}/documents/${shown.documents[0]!.documentId}`)).headers.get('content-disposition')).toMatch(/^attachment;/);

    expect((await decided(await staffCall(app, staff, sent.claimId, 'review'))).status).toBe('under_review');
    // Sessions idle 30 minutes end: the clock moves in steps both parties use.
    advance(clock, 20 * 60_000);
    await customerView(app, who, sent.claimId);
    const asked = await decided(await staffCall(app, staff, sent.claimId, 'request-information', { message: 'Please add the Najm report.' }));
    expect(asked).toMatchObject({ status: 'information_requested', paymentDueOn: null, informationRequest: { message: 'Please add the Najm report.' } });

    // The customer adds the report (removable until the answer is sent) and answers: the clock restarts.
    advance(clock, 20 * 60_000);
    const report = await uploaded(app, who, sent.claimId, files.pdf(), 'najm.pdf');
    expect(report.sent).toBe(false);
    const answered = claimSchema.parse(await json(await call(app, who, 'POST', `/claims/${sent.claimId}/answer`, { body: { message: 'Added.' } }), 200));
    expect(answered).toMatchObject({ status: 'under_review', documentsCompleteAt: '2026-03-01T10:40:00.000Z', paymentDueOn: '2026-03-16', informationRequest: null });
    expect(answered.documents.every((d) => d.sent)).toBe(true);
    await expectError(await call(app, who, 'POST', `/claims/${sent.claimId}/answer`, { body: { message: 'Again.' } }), 409, 'claim_status_conflict');

    const approved = await decided(await staffCall(app, staff, sent.claimId, 'approve', { amountMinor: 800_000, note: 'Workshop estimate accepted.' }));
    expect(approved.status).toBe('approved');
    // The comprehensive plan's deductible: SAR 500.
    expect(approved.decision).toMatchObject({ approvedMinor: 800_000, deductibleMinor: 50_000, payableMinor: 750_000, currency: 'SAR' });
    await expectError(await staffCall(app, staff, sent.claimId, 'approve', { amountMinor: 900_000 }), 409, 'claim_status_conflict');
    await expectError(await call(app, who, 'POST', `/claims/${sent.claimId}/withdraw`, { body: {} }), 409, 'claim_status_conflict');

    const before = await balance(app, who);
    const paid = await decided(await staffCall(app, staff, sent.claimId, 'mark-paid'));
    expect(paid).toMatchObject({ status: 'paid', paidTo: 'wallet', paymentDueOn: null });
    expect(await balance(app, who)).toBe(before + approved.decision!.payableMinor);

    const seen = await customerView(app, who, sent.claimId);
    expect(seen.events.map((e) => e.toStatus)).toEqual(['draft', 'submitted', 'under_review', 'information_requested', 'under_review', 'approved', 'paid']);
    expect(seen.events.find((e) => e.toStatus === 'information_requested')?.note).toBe('Please add the Najm report.');
    const closed = claimsResponseSchema.parse(await json(await call(app, who, 'GET', `/claims?filter=closed&policyNumber=${policyNumber}`), 200));
    expect(closed.claims.map((c) => c.claimId)).toEqual([sent.claimId]);

    const en = await notices(app, who);
    const claimNotices = en.notifications.filter((n) => n.kind === 'claim_update');
    expect(claimNotices.map((n) => n.title)).toEqual([
      'Your claim is paid',
      'Your claim is approved',
      'Your claim is under review',
      'We need more information for your claim',
      'Your claim is under review',
      'We received your claim',
    ]);
    expect(claimNotices[3]!.body).toBe(`Claim ${sent.claimNumber}: Please add the Najm report.`);
    expect(claimNotices.every((n) => n.policyNumber === policyNumber)).toBe(true);
    const ar = await notices(app, who, 'ar');
    expect(ar.notifications.find((n) => n.kind === 'claim_update')?.title).toBe('تم دفع مطالبتك');
  });
});

describe('paying exactly once', () => {
  it('the decision and the payment sent 5 times each (at once) credit the wallet once', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const staff = await shopper(app, database(), { kind: 'backend' });
    const sent = await aSentClaim(app, who, await aPolicy(app, database(), who));
    const before = await balance(app, who);
    const approvals = await Promise.all(Array.from({ length: 5 }, () => staffCall(app, staff, sent.claimId, 'approve', { amountMinor: 600_000 })));
    expect(approvals.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const payments = await Promise.all(Array.from({ length: 5 }, () => staffCall(app, staff, sent.claimId, 'mark-paid')));
    const answers = await Promise.all(payments.map((p) => decided(p)));
    expect(new Set(answers.map((a) => `${a.status} ${a.paidAt}`)).size).toBe(1);
    const payable = answers[0]!.decision!.payableMinor;
    expect(await balance(app, who)).toBe(before + payable);
    const entries = await database().db.select().from(walletTransactions).where(eq(walletTransactions.reference, `claim-payout:${sent.claimId}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountMinor: payable, kind: 'credit', descriptionEn: `Claim ${sent.claimNumber} paid` });
    // And once more later: still one entry, one event.
    await decided(await staffCall(app, staff, sent.claimNumber, 'mark-paid'));
    expect(await balance(app, who)).toBe(before + payable);
    expect((await customerView(app, who, sent.claimId)).events.filter((e) => e.toStatus === 'paid')).toHaveLength(1);
  });

  it('an IBAN payout records the masked IBAN, credits no wallet, and the full IBAN appears in no answer, notification or log', async () => {
    const { app, logger } = testApp(database());
    const who = await shopper(app, database());
    const staff = await shopper(app, database(), { kind: 'backend' });
    const sent = await aSentClaim(app, who, await aPolicy(app, database(), who), motorDetails(), { method: 'iban', iban: VALID_IBAN, accountHolderName: 'Sara Alharbi' });
    const before = await balance(app, who);
    await decided(await staffCall(app, staff, sent.claimId, 'approve', { amountMinor: 400_000 }));
    const paid = await decided(await staffCall(app, staff, sent.claimId, 'mark-paid', { reference: 'TRX-2026-0001' }));
    expect(paid).toMatchObject({ status: 'paid', paidTo: 'SA** **** **** **** **** 7519', payout: { method: 'iban', ibanMasked: 'SA** **** **** **** **** 7519' } });
    expect(await balance(app, who)).toBe(before);
    const everything = JSON.stringify([paid, await customerView(app, who, sent.claimId), await notices(app, who), await notices(app, who, 'ar'), logger.lines]);
    expect(everything).toContain('SA** **** **** **** **** 7519');
    expect(everything).not.toContain(VALID_IBAN);
    expect(everything).not.toContain('80000000608010167519');
    const stored = await queryRows(database(), `select payout_iban from claims where id = '${sent.claimId}'`);
    expect(stored[0]!.payout_iban).toBe(VALID_IBAN);
  });
});

describe('other endings', () => {
  it('a customer withdraws before a decision (told), and the back office can no longer decide it', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const staff = await shopper(app, database(), { kind: 'backend' });
    const sent = await aSentClaim(app, who, await aPolicy(app, database(), who));
    await decided(await staffCall(app, staff, sent.claimId, 'request-information', { message: 'Photos of the other car, please.' }));
    const withdrawn = claimSchema.parse(await json(await call(app, who, 'POST', `/claims/${sent.claimId}/withdraw`, { body: {} }), 200));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', paymentDueOn: null });
    await expectError(await staffCall(app, staff, sent.claimId, 'approve', { amountMinor: 500_000 }), 409, 'claim_status_conflict');
    await expectError(await upload(app, who, sent.claimId, files.jpeg()), 409, 'claim_status_conflict');
    expect((await notices(app, who)).notifications[0]).toMatchObject({ kind: 'claim_update', title: 'Your claim is withdrawn' });
  });

  it('rejects with a reason the customer reads; an amount not above the deductible is refused on its field', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const staff = await shopper(app, database(), { kind: 'backend' });
    const sent = await aSentClaim(app, who, await aPolicy(app, database(), who));
    const tooSmall = await expectError(await staffCall(app, staff, sent.claimId, 'approve', { amountMinor: 50_000 }), 400, 'validation_failed');
    expect(Object.keys(tooSmall.fields ?? {})).toEqual(['amountMinor']);
    const rejected = await decided(await staffCall(app, staff, sent.claimId, 'reject', { reason: 'The damage predates the policy.' }));
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'The damage predates the policy.' });
    await expectError(await staffCall(app, staff, sent.claimId, 'mark-paid'), 409, 'claim_status_conflict');
    const seen = await customerView(app, who, sent.claimId);
    expect(seen.rejectionReason).toBe('The damage predates the policy.');
    expect((await notices(app, who, 'ar')).notifications[0]).toMatchObject({ title: 'لم تتم الموافقة على مطالبتك', body: `المطالبة ${sent.claimNumber}. السبب: The damage predates the policy.` });
  });
});
