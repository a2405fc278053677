// The rules a claim is held to, through the real app on a migrated, seeded database: the policy must
// cover the incident (its period, not cancelled or ended by then, issued, not life), one open claim per
// incident, a trip within the cover, the draft limit, and the payout (a Saudi IBAN, mod-97 checked; no
// wallet for a guest). Each refusal names its field.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLAIM_DRAFT_DAYS, claimSchema, claimsResponseSchema, ibanProblems, maskIban, MAX_CLAIM_DRAFTS, saudiIbanSchema } from '../../contract/claims.ts';
import { createDatabaseDocumentStore } from '../../server/claims/document-store.ts';
import { claims } from '../../server/db/tables/claims.ts';
import { policies } from '../../server/db/tables/purchase.ts';
import { appJobs } from '../../server/jobs/app-jobs.ts';
import { loadPurchaseConfig } from '../../server/purchase/purchase-config.ts';
import { aDraft, aPolicy, aSentClaim, createClaim, motorDetails, submit, travelDetails, uploaded, VALID_IBAN } from './claims-support.ts';
import { call, expectError, json, openPurchaseTestDatabase, shopper } from './purchase-support.ts';
import { memoryLogger, testApp, databaseForFile } from './support/test-database.ts';

const database = databaseForFile(() => openPurchaseTestDatabase('claims_rules'), 180_000);

describe('starting a claim', () => {
  it('makes a draft on the customer\'s own policy, with the amount asked and no payout yet', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), who);
    const draft = await aDraft(app, who, policyNumber);
    expect(draft).toMatchObject({ status: 'draft', policyNumber, categoryId: 'motor', kind: 'collision', claimedMinor: 850_000, payout: null, paymentDueOn: null, documents: [] });
    expect(draft.claimNumber).toMatch(/^CLM-20260301-[0-9A-Z]{6}$/);
    expect(draft.details).toMatchObject({ reportNumber: 'NJ-2026-001234', liabilityPercent: 0 });
    const mine = claimsResponseSchema.parse(await json(await call(app, who, 'GET', '/claims?filter=open'), 200));
    expect(mine.claims.map((c) => c.claimId)).toEqual([draft.claimId]);
  });

  it('refuses an incident outside the cover, after a cancellation, after the end or in the future, each on the date field', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), who, 'motor', { startDate: '2026-01-15', endDate: '2026-02-20' });
    const before = await expectError(await createClaim(app, who, policyNumber, motorDetails({ incidentDate: '2026-01-14' })), 422, 'incident_outside_cover');
    expect(before.fields).toEqual({ 'details.incidentDate': 'The cover starts on 2026-01-15.' });
    const ended = await expectError(await createClaim(app, who, policyNumber, motorDetails({ incidentDate: '2026-02-21' })), 422, 'policy_expired');
    expect(Object.keys(ended.fields ?? {})).toEqual(['details.incidentDate']);
    const future = await expectError(await createClaim(app, who, policyNumber, motorDetails({ incidentDate: '2026-03-02' })), 400, 'validation_failed');
    expect(future.fields).toEqual({ 'details.incidentDate': 'The date cannot be in the future.' });

    await database().db.update(policies).set({ cancelledOn: '2026-02-01' }).where(eq(policies.policyNumber, policyNumber));
    const cancelled = await expectError(await createClaim(app, who, policyNumber, motorDetails({ incidentDate: '2026-02-01' })), 422, 'policy_cancelled');
    expect(cancelled.fields).toEqual({ 'details.incidentDate': 'The policy was cancelled from 2026-02-01.' });
    // The day before the cancellation was covered.
    await aDraft(app, who, policyNumber, motorDetails({ incidentDate: '2026-01-31' }));
  });

  it('refuses a policy not issued yet, a life policy (made by phone), and another category\'s details', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const life = await aPolicy(app, database(), who, 'life');
    await expectError(await createClaim(app, who, life, motorDetails()), 422, 'claim_offline_only');
    const motor = await aPolicy(app, database(), who);
    const wrong = await expectError(await createClaim(app, who, motor, travelDetails()), 400, 'validation_failed');
    expect(wrong.fields).toEqual({ 'details.categoryId': 'This is a motor policy.' });
    await database().db.update(policies).set({ status: 'pending_review' }).where(eq(policies.policyNumber, motor));
    await expectError(await createClaim(app, who, motor, motorDetails()), 422, 'policy_not_claimable');
  });

  it('answers 404 for a policy of another customer, as for one that does not exist', async () => {
    const { app } = testApp(database());
    const owner = await shopper(app, database());
    const other = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), owner);
    await expectError(await createClaim(app, other, policyNumber, motorDetails()), 404, 'not_found');
    await expectError(await createClaim(app, other, 'POL-NOPE-0000', motorDetails()), 404, 'not_found');
  });

  it('checks the trip against the cover and the incident against the trip (travel)', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), who, 'travel', { startDate: '2026-02-10', endDate: '2026-02-16' });
    const outside = await expectError(
      await createClaim(app, who, policyNumber, travelDetails({ tripStartDate: '2026-02-08', tripEndDate: '2026-02-18' })),
      422,
      'trip_outside_cover',
    );
    expect(outside.fields).toEqual({ 'details.tripStartDate': 'The cover starts on 2026-02-10.', 'details.tripEndDate': 'The cover ends on 2026-02-16.' });
    const notOnTrip = await expectError(await createClaim(app, who, policyNumber, travelDetails({ incidentDate: '2026-02-17' })), 400, 'validation_failed');
    expect(Object.keys(notOnTrip.fields ?? {})).toContain('details.incidentDate');
    const ok = await aDraft(app, who, policyNumber, travelDetails());
    expect(ok).toMatchObject({ categoryId: 'travel', claimedMinor: 120_000 });
  });

  it(`holds at most ${MAX_CLAIM_DRAFTS} drafts per customer`, async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), who);
    const drafts = [];
    for (let i = 0; i < MAX_CLAIM_DRAFTS; i += 1) drafts.push(await aDraft(app, who, policyNumber, motorDetails({ incidentTime: `0${i}:00` })));
    await expectError(await createClaim(app, who, policyNumber, motorDetails()), 409, 'claim_draft_limit');
    expect((await call(app, who, 'DELETE', `/claims/${drafts[0]!.claimId}`)).status).toBe(204);
    await aDraft(app, who, policyNumber);
  });

  it(`discards drafts untouched for ${CLAIM_DRAFT_DAYS} days with their documents, in the hourly housekeeping; a newer draft and a sent claim stay`, async () => {
    const { app, clock } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), who);
    const old = await aDraft(app, who, policyNumber, motorDetails({ incidentTime: '01:00' }));
    const document = await uploaded(app, who, old.claimId);
    const recent = await aDraft(app, who, policyNumber, motorDetails({ incidentTime: '02:00' }));
    const sent = await aSentClaim(app, who, policyNumber, motorDetails({ incidentTime: '03:00' }));
    const day = 86_400_000;
    const now = clock.now.getTime();
    // Last touched 30 days and a minute ago; the other draft and the sent claim 29 days ago.
    await database().db.update(claims).set({ updatedAt: new Date(now - CLAIM_DRAFT_DAYS * day - 60_000) }).where(eq(claims.id, old.claimId));
    await database().db.update(claims).set({ updatedAt: new Date(now - (CLAIM_DRAFT_DAYS - 1) * day) }).where(inArray(claims.id, [recent.claimId, sent.claimId]));
    const documents = createDatabaseDocumentStore(database().db);
    expect(await documents.get(document.documentId)).not.toBeNull();
    const housekeeping = appJobs({ db: database().db, logger: memoryLogger(), now: () => new Date(now), purchase: loadPurchaseConfig({}), autoDecideSeconds: 0 }).find((job) => job.name === 'housekeeping')!;
    expect(await housekeeping.run()).toMatch(/ 1 stale claim drafts purged$/);
    expect((await call(app, who, 'GET', `/claims/${old.claimId}`)).status).toBe(404);
    expect(await documents.get(document.documentId)).toBeNull();
    const left = claimsResponseSchema.parse(await json(await call(app, who, 'GET', '/claims?filter=all'), 200));
    expect(left.claims.map((c) => c.claimId).sort()).toEqual([recent.claimId, sent.claimId].sort());
    expect(await housekeeping.run()).toMatch(/ 0 stale claim drafts purged$/);
  });
});

describe('one open claim per incident', () => {
  it('refuses a second claim of the same policy, kind, date and time while the first is open; another time is another incident', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), who);
    const first = await aSentClaim(app, who, policyNumber);
    const again = await expectError(await createClaim(app, who, policyNumber, motorDetails()), 409, 'claim_duplicate');
    expect(again.message).toContain(first.claimNumber);
    expect(again.fields).toEqual({ 'details.incidentDate': 'A claim for this incident is already open.' });
    await aDraft(app, who, policyNumber, motorDetails({ incidentTime: '18:00' }));
    await aDraft(app, who, policyNumber, motorDetails({ kind: 'glass' }));

    // Withdrawn, it no longer blocks a new claim.
    expect((await json(await call(app, who, 'POST', `/claims/${first.claimId}/withdraw`, { body: {} }), 200)).status).toBe('withdrawn');
    await aDraft(app, who, policyNumber);
  });

  it('two drafts of one incident: the first sent wins, the second is refused when sent', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const policyNumber = await aPolicy(app, database(), who);
    const one = await aDraft(app, who, policyNumber);
    const two = await aDraft(app, who, policyNumber);
    await uploaded(app, who, one.claimId);
    await uploaded(app, who, two.claimId);
    const answers = await Promise.all([submit(app, who, one.claimId), submit(app, who, two.claimId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('a claim is sent with at least one document', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const draft = await aDraft(app, who, await aPolicy(app, database(), who));
    const missing = await expectError(await submit(app, who, draft.claimId), 422, 'claim_documents_missing');
    expect(missing.fields).toEqual({ documents: 'Add at least one document.' });
  });
});

describe('the payout', () => {
  it('a Saudi IBAN: SA and 22 digits, mod-97 checked; each problem told apart', () => {
    const problem = (iban: string) => {
      const parsed = saudiIbanSchema.safeParse(iban);
      return parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message);
    };
    expect(problem(VALID_IBAN)).toBe(VALID_IBAN);
    expect(problem('sa03 8000 0000 6080 1016 7519')).toBe(VALID_IBAN);
    expect(problem('SA0380000000608010167518')).toEqual([ibanProblems.checksum]);
    expect(problem('GB82WEST12345698765432')).toEqual([ibanProblems.country]);
    expect(problem('AE070331234567890123456')).toEqual([ibanProblems.country]);
    expect(problem('SA038000000060801016751')).toEqual([ibanProblems.length]);
    expect(problem('SA03800000006080101675190')).toEqual([ibanProblems.length]);
    expect(maskIban(VALID_IBAN)).toBe('SA** **** **** **** **** 7519');
  });

  it('refuses a bad IBAN on payout.iban and answers the good one masked, everywhere after entry', async () => {
    const { app } = testApp(database());
    const who = await shopper(app, database());
    const draft = await aDraft(app, who, await aPolicy(app, database(), who));
    await uploaded(app, who, draft.claimId);
    for (const [iban, message] of [
      ['SA0380000000608010167518', ibanProblems.checksum],
      ['GB82WEST12345698765432', ibanProblems.country],
      ['SA03800000006080101675', ibanProblems.length],
    ] as const) {
      const bad = await expectError(await submit(app, who, draft.claimId, { method: 'iban', iban, accountHolderName: 'Sara Alharbi' }), 400, 'validation_failed');
      expect(bad.fields).toEqual({ 'payout.iban': message });
    }
    const response = await submit(app, who, draft.claimId, { method: 'iban', iban: VALID_IBAN, accountHolderName: 'Sara Alharbi' });
    const text = await response.clone().text();
    const sent = claimSchema.parse(await json(response, 200));
    expect(sent.payout).toEqual({ method: 'iban', ibanMasked: 'SA** **** **** **** **** 7519', accountHolderName: 'Sara Alharbi' });
    expect(text).not.toContain(VALID_IBAN);
    expect(JSON.stringify(await json(await call(app, who, 'GET', `/claims/${draft.claimId}`), 200))).not.toContain(VALID_IBAN);
  });

  it('a guest has no wallet: only an IBAN', async () => {
    const { app } = testApp(database());
    const guest = await shopper(app, database(), { kind: 'guest' });
    const draft = await aDraft(app, guest, await aPolicy(app, database(), guest));
    await uploaded(app, guest, draft.claimId);
    const refused = await expectError(await submit(app, guest, draft.claimId), 422, 'account_required');
    expect(refused.fields).toEqual({ 'payout.method': 'Choose a bank account (IBAN).' });
    expect((await submit(app, guest, draft.claimId, { method: 'iban', iban: VALID_IBAN, accountHolderName: 'Guest Person' })).status).toBe(200);
  });
});
