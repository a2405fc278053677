// A 503 in the flows wired with the one retry rule (machines/shared/service-retry.ts) beyond the
// purchase and sign-in: each waits, says so (tag `retrying`, the outage kept in context.error), and
// sends the same request again on its own when the request is safe to repeat; otherwise it stops at
// its failure with the form as it was.
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, SimulatedClock, createActor, fromPromise } from 'xstate';
import { addressesMachine } from '../../machines/account/account-lists.ts';
import { sampleProfile } from '../../machines/account/account.models.ts';
import { profileMachine } from '../../machines/account/profile.machine.ts';
import { cancellationMachine } from '../../machines/cancellation/cancellation.machine.ts';
import { claimPageMachine } from '../../machines/claims/claim-page.machine.ts';
import { claimReportMachine } from '../../machines/claims/claim-report.machine.ts';
import { sampleClaim, samplePolicy } from '../../machines/claims/claims.samples.ts';
import { registrationMachine } from '../../machines/registration/registration.machine.ts';
import { walletMachine } from '../../machines/wallet/wallet.machine.ts';
import { sampleCancellationRequest, sampleEstimate, samplePolicyNumber } from '../../machines/policy-requests/policy-requests.samples.ts';

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The API client's error for the server's 503; `repeatable` as the client sets it for the call. */
const outage = (repeatable: boolean) =>
  Object.assign(new Error('The service is unavailable for a moment.'), { kind: 'http', status: 503, code: 'service_unavailable', retryAfterSeconds: 2, repeatable });

type Answer = (input: unknown) => unknown;
/** Each effect answers with the next of its queue (the last repeats); every input is recorded. */
function run(machine: AnyStateMachine, answers: Record<string, Answer[]>, input?: unknown) {
  const calls: Record<string, unknown[]> = {};
  const actors: Record<string, AnyActorLogic> = {};
  for (const [src, queue] of Object.entries(answers)) {
    calls[src] = [];
    actors[src] = fromPromise(async ({ input }: { input: unknown }) => {
      const list = calls[src]!;
      list.push(input);
      return queue[Math.min(list.length, queue.length) - 1]!(input);
    });
  }
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors }), { clock, input }).start();
  const state = () => JSON.stringify(actor.getSnapshot().value);
  /** Waiting in `wait` (tag retrying), then, 2 s later, the automatic try has led to `then`. */
  const retriedInto = async (wait: string, then: string) => {
    expect(state()).toBe(`"${wait}"`);
    expect(actor.getSnapshot().hasTag('retrying')).toBe(true);
    clock.increment(2000);
    await flush();
    expect(state()).toBe(`"${then}"`);
  };
  return { actor, calls, clock, state, retriedInto };
}
const fails = (repeatable: boolean) => () => Promise.reject(outage(repeatable));
const answers = (value: unknown) => () => value;

const update = { firstName: 'Sara', middleName: '', lastName: 'Al-Harbi', dateOfBirth: '1990-04-01', gender: 'female' as const, preferredLanguage: 'ar' as const };

describe('My Account > Profile after a 503', () => {
  it('loads again on its own after the wait', async () => {
    const flow = run(profileMachine, { loadProfile: [fails(true), answers(sampleProfile)] });
    await flush();
    await flow.retriedInto('loadRetryWait', 'editing');
    expect(flow.calls.loadProfile).toHaveLength(2);
  });

  it('saves the same details again on its own (a PUT is safe to repeat), the form editable meanwhile', async () => {
    const flow = run(profileMachine, { loadProfile: [answers(sampleProfile)], saveProfile: [fails(true), fails(true), answers({ ...sampleProfile, preferredLanguage: 'ar' })] });
    await flush();
    flow.actor.send({ type: 'profile.save', values: update });
    await flush();
    const snapshot = () => flow.actor.getSnapshot();
    expect(flow.state()).toBe('"saveRetryWait"');
    expect(['retrying', 'editable', 'busy'].every((tag) => snapshot().hasTag(tag))).toBe(true);
    expect(snapshot().context.error).toMatchObject({ reason: 'serviceUnavailable', autoRetries: 1 });
    flow.clock.increment(1999);
    await flush();
    expect(flow.calls.saveProfile).toHaveLength(1);
    flow.clock.increment(1);
    await flush();
    expect(snapshot().context.error).toMatchObject({ autoRetries: 2 });
    flow.clock.increment(4000);
    await flush();
    expect(flow.state()).toBe('"saved"');
    expect(snapshot().context.error).toBeNull();
    expect(flow.calls.saveProfile).toEqual([update, update, update]);
  });

  it('after 4 automatic tries stops at the form with the failure; Save starts again', async () => {
    const flow = run(profileMachine, { loadProfile: [answers(sampleProfile)], saveProfile: [fails(true)] });
    await flush();
    flow.actor.send({ type: 'profile.save', values: update });
    for (const wait of [0, 2000, 4000, 8000, 10_000]) {
      flow.clock.increment(wait);
      await flush();
    }
    expect(flow.calls.saveProfile).toHaveLength(5);
    expect(flow.state()).toBe('"editing"');
    expect(flow.actor.getSnapshot().context.error?.reason).toBe('serviceUnavailable');
    flow.actor.send({ type: 'profile.save', values: update });
    await flush();
    expect(flow.state()).toBe('"saveRetryWait"');
  });
});

describe('My Account lists (addresses, group members) after a 503', () => {
  const address = { countryCode: 'SA', region: '01', city: 'Riyadh', street: 'King Fahd Road 12', postalCode: '12211' };
  const saved = [{ id: 'a1', addressId: 'a1', ...address, isDefault: true }];

  it('loads the list again on its own', async () => {
    const flow = run(addressesMachine, { load: [fails(true), answers(saved)] });
    await flush();
    await flow.retriedInto('loadRetryWait', 'viewing');
  });

  it('sends an edit (PUT) again on its own with the same entry', async () => {
    const flow = run(addressesMachine, { load: [answers(saved)], save: [fails(true), answers(saved)] });
    await flush();
    flow.actor.send({ type: 'collection.edit', id: 'a1' });
    flow.actor.send({ type: 'collection.save', values: address });
    await flush();
    await flow.retriedInto('saveRetryWait', 'viewing');
    expect(flow.actor.getSnapshot().context.notice).toBe('saved');
    expect(flow.calls.save).toEqual([{ id: 'a1', values: address }, { id: 'a1', values: address }]);
  });

  it('never sends a new entry (a POST, not repeatable) again on its own: the form stays with the failure', async () => {
    const flow = run(addressesMachine, { load: [answers([])], save: [fails(false)] });
    await flush();
    flow.actor.send({ type: 'collection.add' });
    flow.actor.send({ type: 'collection.save', values: address });
    await flush();
    expect(flow.state()).toBe('"editing"');
    expect(flow.actor.getSnapshot().context.error).toMatchObject({ reason: 'serviceUnavailable', repeatable: false });
    expect(flow.actor.getSnapshot().hasTag('retrying')).toBe(false);
    flow.clock.increment(60_000);
    await flush();
    expect(flow.calls.save).toHaveLength(1);
  });
});

describe('the request flows (cancellation, broker change: machines/policy-requests/request-flow.ts) after a 503', () => {
  const input = { policyNumber: samplePolicyNumber };
  const start = { estimate: sampleEstimate, openRequest: null };

  it('load the policy again on its own, then go on to the first step', async () => {
    const flow = run(cancellationMachine, { loadStart: [fails(true), fails(true), answers(start)] }, input);
    await flush();
    expect(flow.state()).toBe('"loadRetryWait"');
    expect(flow.actor.getSnapshot().hasTag('retrying')).toBe(true);
    flow.clock.increment(2000);
    await flush();
    expect(flow.actor.getSnapshot().context.error).toMatchObject({ reason: 'serviceUnavailable', autoRetries: 2 });
    flow.clock.increment(4000);
    await flush();
    expect(flow.state()).toBe('"reason"');
    expect(flow.calls.loadStart).toEqual([input, input, input]);
  });

  it('a flow restored while waiting (no timer survives a reload) loads at once when its page refreshes it', async () => {
    const flow = run(cancellationMachine, { loadStart: [fails(true), answers(start)] }, input);
    await flush();
    expect(flow.state()).toBe('"loadRetryWait"');
    flow.actor.send({ type: 'cancellation.refresh' });
    await flush();
    expect(flow.state()).toBe('"reason"');
  });

  it('never sends the request itself (a POST without a key) again on its own: back on confirm with the failure', async () => {
    const flow = run(cancellationMachine, { loadStart: [answers(start)], estimateRefund: [answers(sampleEstimate)], submitCancellation: [fails(false), answers(sampleCancellationRequest())] }, input);
    await flush();
    flow.actor.send({ type: 'cancellation.submitReason', reasonCode: 'no_longer_needed', reasonText: '' });
    flow.actor.send({ type: 'cancellation.submitDate', effectiveDate: sampleEstimate.earliestDate });
    await flush();
    flow.actor.send({ type: 'cancellation.chooseDestination', destination: 'wallet' });
    await flush();
    expect(flow.state()).toBe('"confirm"');
    flow.actor.send({ type: 'cancellation.confirm' });
    await flush();
    expect(flow.state()).toBe('"confirm"');
    expect(flow.actor.getSnapshot().context.error).toMatchObject({ reason: 'serviceUnavailable', repeatable: false });
    flow.clock.increment(60_000);
    await flush();
    expect(flow.calls.submitCancellation).toHaveLength(1);
    // Everything chosen is still there: Confirm sends it again.
    expect(flow.actor.getSnapshot().context).toMatchObject({ reasonCode: 'no_longer_needed', refundDestination: 'wallet' });
    flow.actor.send({ type: 'cancellation.confirm' });
    await flush();
    expect(flow.state()).toBe('"pending"');
  });
});

describe('claims after a 503 while loading', () => {
  it("a claim report loads the customer's policies again on its own, then asks what happened", async () => {
    const flow = run(claimReportMachine, { loadPolicies: [fails(true), answers([samplePolicy])] }, { policyNumber: samplePolicy.policyNumber });
    await flush();
    await flow.retriedInto('loadRetryWait', 'details');
  });

  it('a claim report restored while waiting loads at once on claim.resumed', async () => {
    const flow = run(claimReportMachine, { loadPolicies: [fails(true), answers([samplePolicy])] }, { policyNumber: samplePolicy.policyNumber });
    await flush();
    expect(flow.state()).toBe('"loadRetryWait"');
    flow.actor.send({ type: 'claim.resumed' });
    await flush();
    expect(flow.state()).toBe('"details"');
    expect(flow.calls.loadPolicies).toHaveLength(2);
  });

  it("a claim's page loads the claim again on its own; restored while waiting, it loads at once on claimPage.resumed", async () => {
    const claim = sampleClaim('information_requested');
    const flow = run(claimPageMachine, { loadClaim: [fails(true), answers(claim)] }, { claimId: claim.claimId });
    await flush();
    expect(flow.state()).toBe('"loadRetryWait"');
    flow.actor.send({ type: 'claimPage.resumed' });
    await flush();
    expect(flow.actor.getSnapshot().context.claim).toEqual(claim);
    expect(flow.calls.loadClaim).toHaveLength(2);
  });
});

describe('a sign-up resumed after a reload, and the wallet, after a 503 while loading', () => {
  it('the sign-up asks the server again on its own where it stands, then carries on from the answer', async () => {
    const flow = run(registrationMachine, { loadRegistration: [fails(true), answers(null)] }, { registrationStep: 'activation' });
    await flush();
    expect(flow.state()).toBe('"loadRetryWait"');
    expect(flow.actor.getSnapshot().hasTag('retrying')).toBe(true);
    flow.clock.increment(2000);
    await flush();
    expect(flow.actor.getSnapshot().matches({ details: 'editing' })).toBe(true);
    expect(flow.calls.loadRegistration).toHaveLength(2);
    expect(flow.actor.getSnapshot().context.error).toBeNull();
  });

  it('the sign-up gives up after its tries and offers its own retry, the outage named', async () => {
    const flow = run(registrationMachine, { loadRegistration: [fails(true)] }, { registrationStep: 'activation' });
    await flush();
    for (const wait of [2000, 4000, 8000, 10000]) {
      expect(flow.state()).toBe('"loadRetryWait"');
      flow.clock.increment(wait);
      await flush();
    }
    expect(flow.state()).toBe('"loadFailed"');
    expect(flow.calls.loadRegistration).toHaveLength(5);
    expect(flow.actor.getSnapshot().context.error).toMatchObject({ reason: 'serviceUnavailable' });
  });

  it('the wallet loads its ledger again on its own, saying so meanwhile (tag ledgerRetrying)', async () => {
    const page = { balanceMinor: 500, currency: 'SAR', transactions: [], nextBefore: null };
    const flow = run(walletMachine, { loadTransactions: [fails(true), answers(page)] });
    await flush();
    const snapshot = () => flow.actor.getSnapshot();
    expect(snapshot().matches({ ledger: 'retryWait' })).toBe(true);
    expect(snapshot().hasTag('ledgerRetrying')).toBe(true);
    expect(snapshot().context.ledgerError).toMatchObject({ reason: 'serviceUnavailable', autoRetries: 1 });
    flow.clock.increment(2000);
    await flush();
    expect(snapshot().matches({ ledger: 'ready' })).toBe(true);
    expect(snapshot().context).toMatchObject({ balanceMinor: 500, ledgerError: null });
    expect(flow.calls.loadTransactions).toHaveLength(2);
  });

  it('the wallet does not repeat a load the client marks unsafe to repeat: it shows its failure at once', async () => {
    const flow = run(walletMachine, { loadTransactions: [fails(false)] });
    await flush();
    expect(flow.actor.getSnapshot().matches({ ledger: 'failed' })).toBe(true);
    expect(flow.calls.loadTransactions).toHaveLength(1);
  });
});
