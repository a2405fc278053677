import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Claim, ClaimDetails, PayoutChoice } from '../../contract/claims.ts';
import { claimPageMachine } from '../../machines/claims/claim-page.machine.ts';
import { type ClaimPolicy, claimReportMachine } from '../../machines/claims/claim-report.machine.ts';
import { claimPageModel, claimReportFromHelpModel, claimReportModel } from '../../machines/claims/claims.models.ts';
import {
  SAMPLE_BAD_IBAN,
  SAMPLE_IBAN,
  sampleClaim,
  sampleDocument,
  sampleIncompleteDetails,
  sampleLifePolicy,
  sampleMotorDetails,
  samplePendingPolicy,
  samplePolicy,
} from '../../machines/claims/claims.samples.ts';
import { REDACTED, redact } from '../../machines/tooling/redact.ts';
import { coverageOf, graphOf, initialStateOf, pathsOf } from '../../machines/tooling/test-paths.ts';

const apiError = (code: string, reason = 'invalid', fields?: Record<string, string>) => ({ kind: 'http', code, reason, message: code, ...(fields ? { fields } : {}) });
const photo = { localId: 'p1', name: 'bumper.jpg', type: 'image/jpeg', size: 2_000_000 };
const pdf = { localId: 'p2', name: 'najm.pdf', type: 'application/pdf', size: 300_000 };

describe('claim flows: the model paths reach every state and take every transition', () => {
  it('the report flow from a policy and from Get Help, together, reach every state of the machine', () => {
    const reached = new Set<string>();
    for (const model of [claimReportModel, claimReportFromHelpModel]) {
      const coverage = coverageOf(model, pathsOf(model));
      expect(coverage.states.reached).toBe(coverage.states.total);
      expect(coverage.transitions.reached).toBe(coverage.transitions.total);
      for (const key of [...graphOf(model).nodes.keys(), initialStateOf(model)]) reached.add(JSON.parse(key) as string);
    }
    expect([...reached].sort()).toEqual(Object.keys(claimReportMachine.root.states).sort());
  });
  it("the claim's page", () => {
    const coverage = coverageOf(claimPageModel, pathsOf(claimPageModel));
    expect(coverage.states.reached).toBe(coverage.states.total);
    expect(coverage.transitions.reached).toBe(coverage.transitions.total);
    const states = [...graphOf(claimPageModel).nodes.keys()].map((key) => JSON.parse(key) as string);
    expect(states.sort()).toEqual(Object.keys(claimPageMachine.root.states).sort());
  });
});

interface ReportEffects {
  policies?: ClaimPolicy[];
  save?: (input: { claimId: string | null; details: ClaimDetails }) => Promise<Claim>;
  send?: (input: { claimId: string; payout: PayoutChoice }) => Promise<Claim>;
}

function report(policyNumber: string, effects: ReportEffects = {}) {
  const uploads: string[] = [];
  const deleted: string[] = [];
  const discarded: string[] = [];
  const sent: PayoutChoice[] = [];
  const saved: (string | null)[] = [];
  const actor = createActor(
    claimReportMachine.provide({
      actors: {
        loadPolicies: fromPromise(async () => effects.policies ?? [samplePolicy, sampleLifePolicy, samplePendingPolicy]),
        saveDetails: fromPromise(async ({ input }) => {
          saved.push(input.claimId);
          return effects.save ? effects.save(input) : sampleClaim('draft', []);
        }),
        sendClaim: fromPromise(async ({ input }) => {
          sent.push(input.payout);
          return effects.send ? effects.send(input) : sampleClaim('submitted');
        }),
      },
      actions: {
        startUpload: (_, params) => uploads.push(params.localId),
        deleteDocument: (_, params) => deleted.push(params.documentId),
        discardDraft: (_, params) => discarded.push(params.claimId),
      },
    }),
    { input: { policyNumber } },
  ).start();
  return { actor, uploads, deleted, discarded, sent, saved };
}

async function toDocuments(flow: ReturnType<typeof report>) {
  await waitFor(flow.actor, (s) => s.matches('details'));
  flow.actor.send({ type: 'claim.submitDetails', details: sampleMotorDetails });
  await waitFor(flow.actor, (s) => s.matches('documents'));
}

describe('reporting a claim', () => {
  it('starts on the policy it was opened from; a life policy says whom to call; a policy under review or not the customer\'s cannot be claimed on', async () => {
    const motor = report(samplePolicy.policyNumber);
    await waitFor(motor.actor, (s) => s.matches('details'));
    expect(motor.actor.getSnapshot().context.policy?.categoryId).toBe('motor');
    const life = report(sampleLifePolicy.policyNumber);
    await waitFor(life.actor, (s) => s.matches('lifeNotice'));
    const pending = report(samplePendingPolicy.policyNumber);
    await waitFor(pending.actor, (s) => s.matches('unavailable'));
    // The page names a policy under review as such (a claim once it is issued); another's is not found.
    expect(pending.actor.getSnapshot().context.policy).toMatchObject({ policyNumber: samplePendingPolicy.policyNumber, state: 'pending' });
    const other = report('POL-NOT-MINE');
    await waitFor(other.actor, (s) => s.matches('unavailable'));
    expect(other.actor.getSnapshot().context.policy).toBeNull();
  });

  it('from Get Help: lists the policies that can be claimed on; choosing another policy drops the other draft', async () => {
    const flow = report('');
    await waitFor(flow.actor, (s) => s.matches('choosing'));
    expect(flow.actor.getSnapshot().context.policies.map((p) => p.policyNumber)).toEqual([samplePolicy.policyNumber, sampleLifePolicy.policyNumber]);
    flow.actor.send({ type: 'claim.choosePolicy', policyNumber: samplePendingPolicy.policyNumber });
    expect(flow.actor.getSnapshot().context.problems).toEqual(['policy']);
    flow.actor.send({ type: 'claim.choosePolicy', policyNumber: samplePolicy.policyNumber });
    await toDocuments(flow);
    flow.actor.send({ type: 'claim.back' });
    flow.actor.send({ type: 'claim.back' });
    expect(flow.actor.getSnapshot().value).toBe('choosing');
    flow.actor.send({ type: 'claim.choosePolicy', policyNumber: samplePolicy.policyNumber });
    expect(flow.actor.getSnapshot().context).toMatchObject({ details: sampleMotorDetails, claimId: sampleClaim().claimId });
    flow.actor.send({ type: 'claim.back' });
    flow.actor.send({ type: 'claim.choosePolicy', policyNumber: sampleLifePolicy.policyNumber });
    expect(flow.actor.getSnapshot().value).toBe('lifeNotice');
    flow.actor.send({ type: 'claim.back' });
    // The life policy was chosen in between: the motor draft's answers are not carried back, and the draft is discarded.
    expect(flow.discarded).toEqual([]);
    flow.actor.send({ type: 'claim.choosePolicy', policyNumber: samplePolicy.policyNumber });
    expect(flow.actor.getSnapshot().context).toMatchObject({ details: null, claimId: null, documents: [] });
    expect(flow.discarded).toEqual([sampleClaim().claimId]);
  });

  it('marks the fields an incomplete answer misses, keeps what was typed, and sends nothing', async () => {
    const flow = report(samplePolicy.policyNumber);
    await waitFor(flow.actor, (s) => s.matches('details'));
    flow.actor.send({ type: 'claim.submitDetails', details: sampleIncompleteDetails });
    const { value, context } = flow.actor.getSnapshot();
    expect(value).toBe('details');
    expect(context.problems.sort()).toEqual(['city', 'liabilityPercent']);
    expect(context.details).toEqual(sampleIncompleteDetails);
    expect(flow.saved).toEqual([]);
  });

  it("shows the server's refusal on its field (a day outside the cover), every answer kept", async () => {
    const flow = report(samplePolicy.policyNumber, {
      save: async () => {
        throw apiError('incident_outside_cover', 'invalid', { 'details.incidentDate': 'The day is outside the cover.' });
      },
    });
    await waitFor(flow.actor, (s) => s.matches('details'));
    flow.actor.send({ type: 'claim.submitDetails', details: sampleMotorDetails });
    await waitFor(flow.actor, (s) => s.matches('details') && s.context.error !== null);
    expect(flow.actor.getSnapshot().context).toMatchObject({ problems: ['incidentDate'], details: sampleMotorDetails, error: { code: 'incident_outside_cover' } });
  });

  it("a refusal of the policy itself, met by a page left open while it changed, ends the flow on the screen that says why", async () => {
    for (const code of ['claim_offline_only', 'policy_not_claimable']) {
      const onSave = report(samplePolicy.policyNumber, {
        save: async () => {
          throw apiError(code, 'invalid', { policyNumber: code });
        },
      });
      await waitFor(onSave.actor, (s) => s.matches('details'));
      onSave.actor.send({ type: 'claim.submitDetails', details: sampleMotorDetails });
      await waitFor(onSave.actor, (s) => !s.hasTag('busy'));
      expect(onSave.actor.getSnapshot().value).toBe('unavailable');
      expect(onSave.actor.getSnapshot().context.error).toMatchObject({ code });

      const onSend = report(samplePolicy.policyNumber, {
        save: async () => sampleClaim('draft', [sampleDocument]),
        send: async () => {
          throw apiError(code, 'invalid', { policyNumber: code });
        },
      });
      await toDocuments(onSend);
      onSend.actor.send({ type: 'claim.continue' });
      onSend.actor.send({ type: 'claim.submitPayout', payout: { method: 'wallet' } });
      onSend.actor.send({ type: 'claim.send' });
      await waitFor(onSend.actor, (s) => !s.hasTag('busy'));
      expect(onSend.actor.getSnapshot().value).toBe('unavailable');
      expect(onSend.actor.getSnapshot().context.error).toMatchObject({ code });
      // Only Close is left: the unsent draft is let go.
      onSend.actor.send({ type: 'claim.close' });
      expect(onSend.discarded).toEqual([sampleClaim().claimId]);
    }
  });

  it('saves the draft again (PUT) when the customer comes back to what happened, and keeps its documents', async () => {
    const flow = report(samplePolicy.policyNumber, { save: async () => sampleClaim('draft', [sampleDocument]) });
    await toDocuments(flow);
    expect(flow.actor.getSnapshot().context.documents.map((d) => d.status)).toEqual(['uploaded']);
    flow.actor.send({ type: 'claim.back' });
    flow.actor.send({ type: 'claim.submitDetails', details: { ...sampleMotorDetails, city: 'Jeddah' } });
    await waitFor(flow.actor, (s) => s.matches('documents'));
    expect(flow.saved).toEqual([null, sampleClaim().claimId]);
    expect(flow.actor.getSnapshot().context.documents).toHaveLength(1);
  });

  it('sends each good file on its own, refuses the others by type, size and emptiness, retries one failed upload alone', async () => {
    const flow = report(samplePolicy.policyNumber);
    await toDocuments(flow);
    flow.actor.send({
      type: 'documents.add',
      files: [photo, pdf, { localId: 'x', name: 'setup.jpg', type: 'application/x-msdownload', size: 10 }, { localId: 'y', name: 'big.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 }, { localId: 'z', name: 'empty.png', type: 'image/png', size: 0 }],
    });
    expect(flow.uploads).toEqual(['p1', 'p2']);
    expect(flow.actor.getSnapshot().context.refused).toEqual([
      { name: 'setup.jpg', problem: 'type' },
      { name: 'big.jpg', problem: 'size' },
      { name: 'empty.png', problem: 'empty' },
    ]);
    // Not while a file is still going up.
    flow.actor.send({ type: 'claim.continue' });
    expect(flow.actor.getSnapshot().context.problems).toEqual(['documents']);
    flow.actor.send({ type: 'documents.progress', localId: 'p1', sent: 1_000_000 });
    flow.actor.send({ type: 'documents.uploaded', localId: 'p1', document: sampleDocument });
    flow.actor.send({ type: 'documents.failed', localId: 'p2', failure: 'offline' });
    expect(flow.actor.getSnapshot().context.documents.map((d) => [d.localId, d.status, d.sent])).toEqual([
      ['p1', 'uploaded', photo.size],
      ['p2', 'failed', 0],
    ]);
    flow.actor.send({ type: 'documents.retry', localId: 'p2' });
    expect(flow.uploads).toEqual(['p1', 'p2', 'p2']);
    expect(flow.actor.getSnapshot().context.documents[0]!.status).toBe('uploaded');
    // A document already up is deleted on the server when removed.
    flow.actor.send({ type: 'documents.remove', localId: 'p1' });
    expect(flow.deleted).toEqual([sampleDocument.documentId]);
    flow.actor.send({ type: 'documents.uploaded', localId: 'p2', document: { ...sampleDocument, documentId: 'd2' } });
    flow.actor.send({ type: 'claim.continue' });
    expect(flow.actor.getSnapshot().value).toBe('payout');
  });

  it('restored after a reload while documents went up: those are marked lost (to pick again), the uploaded ones kept', async () => {
    const flow = report(samplePolicy.policyNumber);
    await toDocuments(flow);
    flow.actor.send({ type: 'documents.add', files: [photo, pdf] });
    flow.actor.send({ type: 'documents.uploaded', localId: 'p1', document: sampleDocument });
    flow.actor.send({ type: 'claim.resumed' });
    const { value, context } = flow.actor.getSnapshot();
    expect(value).toBe('documents');
    expect(context.documents).toMatchObject([
      { localId: 'p1', status: 'uploaded' },
      { localId: 'p2', status: 'failed', failure: 'lost' },
    ]);
  });

  it('refuses more than ten documents a claim', async () => {
    const flow = report(samplePolicy.policyNumber);
    await toDocuments(flow);
    const files = Array.from({ length: 12 }, (_, i) => ({ ...photo, localId: `f${i}`, name: `p${i}.jpg` }));
    flow.actor.send({ type: 'documents.add', files });
    expect(flow.uploads).toHaveLength(10);
    expect(flow.actor.getSnapshot().context.refused.map((r) => r.problem)).toEqual(['count', 'count']);
  });

  it('checks the IBAN (SA + 22 digits, mod-97) and the holder before the review; sends it once, then forgets it', async () => {
    const flow = report(samplePolicy.policyNumber, { save: async () => sampleClaim('draft', [sampleDocument]) });
    await toDocuments(flow);
    flow.actor.send({ type: 'claim.continue' });
    flow.actor.send({ type: 'claim.submitPayout', payout: { method: 'iban', iban: SAMPLE_BAD_IBAN, accountHolderName: 'S' } });
    expect(flow.actor.getSnapshot().context.problems).toEqual(['iban', 'accountHolderName']);
    flow.actor.send({ type: 'claim.submitPayout', payout: { method: 'iban', iban: 'DE89370400440532013000', accountHolderName: 'Sara Alharbi' } });
    expect(flow.actor.getSnapshot().context.problems).toEqual(['iban']);
    const spaced = SAMPLE_IBAN.replace(/(.{4})/g, '$1 ').toLowerCase();
    flow.actor.send({ type: 'claim.submitPayout', payout: { method: 'iban', iban: spaced, accountHolderName: 'Sara Alharbi' } });
    expect(flow.actor.getSnapshot().value).toBe('review');
    // The support capsule never carries it.
    expect(JSON.stringify(redact(flow.actor.getPersistedSnapshot()))).not.toContain(SAMPLE_IBAN.slice(-8));
    expect(redact({ payout: flow.actor.getSnapshot().context.payout }).payout).toMatchObject({ iban: REDACTED });
    flow.actor.send({ type: 'claim.send' });
    await waitFor(flow.actor, (s) => s.matches('sent'));
    expect(flow.sent).toEqual([{ method: 'iban', iban: spaced, accountHolderName: 'Sara Alharbi' }]);
    expect(flow.actor.getSnapshot().context.payout).toBeNull();
    flow.actor.send({ type: 'claim.viewClaim' });
    expect(flow.actor.getSnapshot().output).toEqual({ exit: 'claim', claimId: sampleClaim().claimId });
  });

  it('discards the draft when the customer leaves without sending it (none is left behind), never a claim sent', async () => {
    const left = report(samplePolicy.policyNumber);
    await waitFor(left.actor, (s) => s.matches('details'));
    left.actor.send({ type: 'claim.close' });
    expect(left.discarded).toEqual([]);
    const saved = report(samplePolicy.policyNumber);
    await toDocuments(saved);
    saved.actor.send({ type: 'claim.back' });
    saved.actor.send({ type: 'claim.close' });
    expect(saved.actor.getSnapshot().output).toEqual({ exit: 'policy' });
    expect(saved.discarded).toEqual([sampleClaim().claimId]);
    const sent = report(samplePolicy.policyNumber, { save: async () => sampleClaim('draft', [sampleDocument]) });
    await toDocuments(sent);
    sent.actor.send({ type: 'claim.continue' });
    sent.actor.send({ type: 'claim.submitPayout', payout: { method: 'wallet' } });
    sent.actor.send({ type: 'claim.send' });
    await waitFor(sent.actor, (s) => s.matches('sent'));
    sent.actor.send({ type: 'claim.close' });
    expect(sent.discarded).toEqual([]);
  });

  it('a refusal on sending goes back to the step it concerns: a duplicate to what happened, no document to the documents, the IBAN to the payout', async () => {
    const refusals = [
      [apiError('claim_duplicate', 'conflict', { 'details.incidentDate': 'Already claimed.' }), 'details', ['incidentDate']],
      [apiError('claim_documents_missing'), 'documents', ['documents']],
      [apiError('validation_failed', 'invalid', { 'payout.iban': 'Not valid.' }), 'payout', ['iban']],
      [apiError('internal_error', 'unavailable'), 'review', []],
    ] as const;
    for (const [error, state, problems] of refusals) {
      const flow = report(samplePolicy.policyNumber, {
        save: async () => sampleClaim('draft', [sampleDocument]),
        send: async () => {
          throw error;
        },
      });
      await toDocuments(flow);
      flow.actor.send({ type: 'claim.continue' });
      flow.actor.send({ type: 'claim.submitPayout', payout: { method: 'wallet' } });
      flow.actor.send({ type: 'claim.send' });
      await waitFor(flow.actor, (s) => !s.hasTag('busy'));
      expect(flow.actor.getSnapshot().value).toBe(state);
      expect(flow.actor.getSnapshot().context.problems).toEqual(problems);
      expect(flow.actor.getSnapshot().context.details).toEqual(sampleMotorDetails);
    }
  });
});

function claimPage(effects: { load?: () => Promise<Claim>; withdraw?: () => Promise<Claim>; answer?: (message: string) => Promise<Claim> } = {}) {
  const uploads: string[] = [];
  const actor = createActor(
    claimPageMachine.provide({
      actors: {
        loadClaim: fromPromise(effects.load ?? (async () => sampleClaim('information_requested'))),
        withdrawClaim: fromPromise(effects.withdraw ?? (async () => sampleClaim('withdrawn'))),
        answerClaim: fromPromise(async ({ input }) => (effects.answer ? effects.answer(input.message) : sampleClaim('under_review'))),
      },
      actions: { startUpload: (_, params) => uploads.push(params.localId) },
    }),
    { input: { claimId: sampleClaim().claimId } },
  ).start();
  return { actor, uploads };
}

describe("a claim's page", () => {
  it('withdraws after a confirmation; a decision made meanwhile is shown instead', async () => {
    const page = claimPage();
    await waitFor(page.actor, (s) => s.matches('ready'));
    page.actor.send({ type: 'claimPage.withdraw' });
    expect(page.actor.getSnapshot().value).toBe('withdrawConfirm');
    page.actor.send({ type: 'claimPage.keep' });
    page.actor.send({ type: 'claimPage.withdraw' });
    page.actor.send({ type: 'claimPage.confirmWithdraw' });
    await waitFor(page.actor, (s) => s.matches('ready') && s.context.claim?.status === 'withdrawn');
    // Nothing to withdraw once closed.
    page.actor.send({ type: 'claimPage.withdraw' });
    expect(page.actor.getSnapshot().value).toBe('ready');

    let status: Claim['status'] = 'under_review';
    const raced = claimPage({
      load: async () => sampleClaim(status),
      withdraw: async () => {
        status = 'approved';
        throw apiError('claim_status_conflict', 'conflict');
      },
    });
    await waitFor(raced.actor, (s) => s.matches('ready'));
    raced.actor.send({ type: 'claimPage.withdraw' });
    raced.actor.send({ type: 'claimPage.confirmWithdraw' });
    await waitFor(raced.actor, (s) => s.matches('ready') && s.context.claim?.status === 'approved');
  });

  it('answers a request for information with words or documents, not with nothing', async () => {
    const answers: string[] = [];
    const page = claimPage({
      answer: async (message) => {
        answers.push(message);
        return sampleClaim('under_review');
      },
    });
    await waitFor(page.actor, (s) => s.matches('ready'));
    page.actor.send({ type: 'claimPage.answer' });
    page.actor.send({ type: 'claimPage.sendAnswer', message: '  ' });
    expect(page.actor.getSnapshot().context.problems).toEqual(['answer']);
    page.actor.send({ type: 'documents.add', files: [pdf] });
    expect(page.uploads).toEqual(['p2']);
    page.actor.send({ type: 'claimPage.sendAnswer', message: '' });
    expect(page.actor.getSnapshot().value).toBe('answering');
    page.actor.send({ type: 'documents.uploaded', localId: 'p2', document: sampleDocument });
    page.actor.send({ type: 'claimPage.sendAnswer', message: ' Here is the Najm report. ' });
    await waitFor(page.actor, (s) => s.matches('ready'));
    expect(answers).toEqual(['Here is the Najm report.']);
    expect(page.actor.getSnapshot().context).toMatchObject({ documents: [], message: '', claim: { status: 'under_review' } });
    page.actor.send({ type: 'claimPage.answer' });
    expect(page.actor.getSnapshot().value).toBe('ready');
  });

  it('restored after a reload while a document went up: the upload is marked lost, so the answer can still be sent', async () => {
    const page = claimPage();
    await waitFor(page.actor, (s) => s.matches('ready'));
    page.actor.send({ type: 'claimPage.answer' });
    page.actor.send({ type: 'documents.add', files: [pdf] });
    page.actor.send({ type: 'claimPage.sendAnswer', message: 'The report.' });
    expect(page.actor.getSnapshot().value).toBe('answering');
    page.actor.send({ type: 'claimPage.resumed' });
    expect(page.actor.getSnapshot().context.documents).toMatchObject([{ localId: 'p2', status: 'failed', failure: 'lost' }]);
    page.actor.send({ type: 'claimPage.sendAnswer', message: 'The report.' });
    await waitFor(page.actor, (s) => s.matches('ready'));
    // Nothing else changes on a resume: the page stays where it was.
    page.actor.send({ type: 'claimPage.resumed' });
    expect(page.actor.getSnapshot().value).toBe('ready');
  });

  it("another customer's claim is missing, a failed load offers Try again", async () => {
    const missing = claimPage({
      load: async () => {
        throw apiError('not_found', 'notFound');
      },
    });
    await waitFor(missing.actor, (s) => s.matches('missing'));
    let fail = true;
    const flaky = claimPage({
      load: async () => {
        if (fail) throw { kind: 'network', message: 'offline' };
        return sampleClaim('paid');
      },
    });
    await waitFor(flaky.actor, (s) => s.matches('loadFailed'));
    fail = false;
    flaky.actor.send({ type: 'claimPage.retry' });
    await waitFor(flaky.actor, (s) => s.matches('ready'));
  });
});
