import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PolicyRequest } from '../../contract/policy-requests.ts';
import { type BrokerChangeStart, brokerChangeMachine } from '../../machines/broker-change/broker-change.machine.ts';
import { type CancellationStart, cancellationMachine } from '../../machines/cancellation/cancellation.machine.ts';

type SubmitInput = { policyNumber: string; reasonCode: string; reasonText: string; effectiveDate: string; refundDestination: 'wallet' | 'card'; refundMinor: number };
import { brokerChangeModel, cancellationModel, policyRequestsModel } from '../../machines/policy-requests/policy-requests.models.ts';
import { policyRequestsMachine } from '../../machines/policy-requests/policy-requests.machine.ts';
import {
  sampleBrokerChangeRequest,
  sampleBrokerOptions,
  sampleCancellationRequest,
  sampleEstimate,
  samplePolicyNumber,
  samplePolicyRequests,
} from '../../machines/policy-requests/policy-requests.samples.ts';
import { REDACTED, redact } from '../../machines/tooling/redact.ts';
import { coverageOf, graphOf, initialStateOf, invokeDone, pathsOf } from '../../machines/tooling/test-paths.ts';

const input = { policyNumber: samplePolicyNumber };
const apiError = (code: string, reason = 'invalid') => ({ kind: 'http', code, reason, message: code });

describe('request flows: the model paths reach every state and take every transition', () => {
  for (const model of [cancellationModel, brokerChangeModel, policyRequestsModel]) {
    it(model.id, () => {
      const coverage = coverageOf(model, pathsOf(model));
      expect(coverage.states.reached).toBe(coverage.states.total);
      expect(coverage.transitions.reached).toBe(coverage.transitions.total);
      // Every state of the machine is in the graph the samples make (none left unreachable).
      const graphStates = new Set([...graphOf(model).nodes.keys(), initialStateOf(model)].map((key) => JSON.parse(key) as string));
      expect([...graphStates].sort()).toEqual(Object.keys(model.machine.root.states).sort());
    });
  }
});

describe('the request lifecycle both flows share (request-flow.ts)', () => {
  const lifecycle = ['pending', 'refreshing', 'withdrawConfirm', 'withdrawing', 'approved', 'rejected', 'withdrawn'];
  /** A state's tags and transitions, with the flow's event prefix taken off. */
  const shape = (machine: typeof cancellationMachine | typeof brokerChangeMachine, state: string) => {
    const node = machine.root.states[state]!;
    return {
      tags: [...node.tags].sort(),
      on: [...node.transitions.entries()].map(([event, ts]) => [event.replaceAll(/cancellation|brokerChange/g, 'flow'), ts.map((t) => t.target?.map((x) => x.key).join(','))]).sort(),
    };
  };
  it('gives both machines the same states, tags and transitions after a request is sent', () => {
    for (const state of lifecycle) expect(shape(brokerChangeMachine, state)).toEqual(shape(cancellationMachine, state));
  });
  it('withdrawing after a failed look clears the failure; a failed withdrawal keeps it on the confirmation', async () => {
    let failWithdraw = true;
    const actor = createActor(
      cancellationMachine.provide({
        actors: {
          loadStart: fromPromise(async (): Promise<CancellationStart> => ({ estimate: null, openRequest: sampleCancellationRequest() })),
          loadRequest: fromPromise<PolicyRequest, { requestId: string }>(async () => {
            throw apiError('unavailable', 'unavailable');
          }),
          withdrawRequest: fromPromise<PolicyRequest, { requestId: string }>(async () => {
            if (failWithdraw) throw apiError('unavailable', 'unavailable');
            return sampleCancellationRequest('withdrawn');
          }),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'cancellation.refresh' });
    await waitFor(actor, (s) => s.matches('pending') && s.context.error !== null);
    actor.send({ type: 'cancellation.withdraw' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'cancellation.confirmWithdraw' });
    await waitFor(actor, (s) => s.matches('withdrawConfirm') && s.context.error !== null);
    failWithdraw = false;
    actor.send({ type: 'cancellation.confirmWithdraw' });
    await waitFor(actor, (s) => s.matches('withdrawn'));
    expect(actor.getSnapshot().context).toMatchObject({ error: null, request: { status: 'withdrawn' } });
    actor.stop();
  });
  it('a press on Withdraw or Back to the policy while a look is under way is taken, and the look is dropped', async () => {
    let answerLook: (request: PolicyRequest) => void = () => {};
    const machine = brokerChangeMachine.provide({
      actors: {
        loadStart: fromPromise(async (): Promise<BrokerChangeStart> => ({ options: sampleBrokerOptions, openRequest: sampleBrokerChangeRequest() })),
        loadRequest: fromPromise<PolicyRequest, { requestId: string }>(() => new Promise((resolve) => (answerLook = resolve))),
      },
    });
    const withdrawing = createActor(machine, { input }).start();
    await waitFor(withdrawing, (s) => s.matches('pending'));
    withdrawing.send({ type: 'brokerChange.refresh' });
    expect(withdrawing.getSnapshot().value).toBe('refreshing');
    withdrawing.send({ type: 'brokerChange.withdraw' });
    expect(withdrawing.getSnapshot().value).toBe('withdrawConfirm');
    // The look's late answer changes nothing.
    answerLook(sampleBrokerChangeRequest('approved'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(withdrawing.getSnapshot().value).toBe('withdrawConfirm');
    withdrawing.stop();

    const closing = createActor(machine, { input }).start();
    await waitFor(closing, (s) => s.matches('pending'));
    closing.send({ type: 'brokerChange.refresh' });
    closing.send({ type: 'brokerChange.close' });
    expect(closing.getSnapshot().status).toBe('done');
    closing.stop();
  });
});

describe('support capsule', () => {
  it('never carries the free text a customer typed as a reason', () => {
    const actor = createActor(cancellationMachine, { input }).start();
    actor.send(invokeDone(cancellationMachine, 'loadStart', { estimate: sampleEstimate, openRequest: null }) as never);
    actor.send({ type: 'cancellation.submitReason', reasonCode: 'other', reasonText: 'My neighbour Ahmed bought my car' });
    const saved = redact(actor.getPersistedSnapshot()) as unknown as { context: { reasonText: string; reasonCode: string } };
    expect(saved.context).toMatchObject({ reasonText: REDACTED, reasonCode: 'other' });
  });
});

describe('cancellation machine', () => {
  it('reason -> date -> priced refund -> destination -> confirm -> pending -> approved, sending what the customer saw', async () => {
    const calls: unknown[] = [];
    let status: PolicyRequest['status'] = 'pending';
    const actor = createActor(
      cancellationMachine.provide({
        actors: {
          loadStart: fromPromise<CancellationStart, { policyNumber: string }>(async () => ({ estimate: sampleEstimate, openRequest: null })),
          estimateRefund: fromPromise(async ({ input: asked }) => {
            calls.push(['estimate', asked]);
            return { ...sampleEstimate, effectiveDate: asked.effectiveDate, refundMinor: 200_000 };
          }),
          submitCancellation: fromPromise(async ({ input: body }) => {
            calls.push(['submit', body]);
            return sampleCancellationRequest();
          }),
          loadRequest: fromPromise(async () => sampleCancellationRequest(status)),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('reason'));
    expect(actor.getSnapshot().context.effectiveDate).toBe('2099-03-05');
    actor.send({ type: 'cancellation.submitReason', reasonCode: 'other', reasonText: '  ' });
    expect(actor.getSnapshot().context.problem).toBe('reason');
    expect(actor.getSnapshot().matches('reason')).toBe(true);
    actor.send({ type: 'cancellation.submitReason', reasonCode: 'other', reasonText: ' Moving abroad ' });
    expect(actor.getSnapshot().matches('date')).toBe(true);
    actor.send({ type: 'cancellation.submitDate', effectiveDate: '2101-01-01' }); // after the policy's end
    expect(actor.getSnapshot().context.problem).toBe('date');
    actor.send({ type: 'cancellation.submitDate', effectiveDate: '2099-06-01' });
    await waitFor(actor, (s) => s.matches('refund'));
    actor.send({ type: 'cancellation.chooseDestination', destination: 'card' });
    expect(actor.getSnapshot().matches('confirm')).toBe(true);
    actor.send({ type: 'cancellation.confirm' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls).toEqual([
      ['estimate', { policyNumber: samplePolicyNumber, effectiveDate: '2099-06-01' }],
      ['submit', { policyNumber: samplePolicyNumber, reasonCode: 'other', reasonText: 'Moving abroad', effectiveDate: '2099-06-01', refundDestination: 'card', refundMinor: 200_000 }],
    ]);
    status = 'approved';
    actor.send({ type: 'cancellation.refresh' });
    await waitFor(actor, (s) => s.matches('approved'));
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    actor.send({ type: 'cancellation.close' });
    expect(actor.getSnapshot().output).toEqual({ exit: 'policy' });
  });

  it('a changed price is priced again and confirmed again; a pending request found on entry resumes; withdrawal asks first', async () => {
    let submits = 0;
    const actor = createActor(
      cancellationMachine.provide({
        actors: {
          loadStart: fromPromise<CancellationStart, { policyNumber: string }>(async () => ({ estimate: sampleEstimate, openRequest: null })),
          estimateRefund: fromPromise(async () => ({ ...sampleEstimate, refundMinor: 100 + submits })),
          submitCancellation: fromPromise<PolicyRequest, SubmitInput>(async () => {
            submits += 1;
            if (submits === 1) throw apiError('estimate_changed', 'unavailable');
            return sampleCancellationRequest();
          }),
          withdrawRequest: fromPromise(async () => sampleCancellationRequest('withdrawn')),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('reason'));
    actor.send({ type: 'cancellation.submitReason', reasonCode: 'no_longer_needed', reasonText: '' });
    actor.send({ type: 'cancellation.submitDate', effectiveDate: '2099-03-05' });
    await waitFor(actor, (s) => s.matches('refund'));
    actor.send({ type: 'cancellation.chooseDestination', destination: 'wallet' });
    actor.send({ type: 'cancellation.confirm' });
    await waitFor(actor, (s) => s.matches('refund') && s.context.repriced);
    expect(actor.getSnapshot().context.estimate?.refundMinor).toBe(101);
    expect(actor.getSnapshot().context.refundDestination).toBe('wallet');
    actor.send({ type: 'cancellation.chooseDestination', destination: 'wallet' });
    actor.send({ type: 'cancellation.confirm' });
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'cancellation.withdraw' });
    expect(actor.getSnapshot().matches('withdrawConfirm')).toBe(true);
    actor.send({ type: 'cancellation.keep' });
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    actor.send({ type: 'cancellation.withdraw' });
    actor.send({ type: 'cancellation.confirmWithdraw' });
    await waitFor(actor, (s) => s.matches('withdrawn'));
    actor.send({ type: 'cancellation.startOver' });
    await waitFor(actor, (s) => s.matches('reason'));
    expect(actor.getSnapshot().context).toMatchObject({ request: null, reasonCode: '', refundDestination: null });

    const resumed = createActor(
      cancellationMachine.provide({ actors: { loadStart: fromPromise<CancellationStart, { policyNumber: string }>(async () => ({ estimate: null, openRequest: sampleCancellationRequest() })) } }),
      { input },
    ).start();
    await waitFor(resumed, (s) => s.matches('pending'));
    expect(resumed.getSnapshot().context.request?.requestNumber).toBe('PR-20990305-ABCDEF');
  });

  it('a cancelled policy stops the flow with its reason; another open request blocks it; a lost connection offers a retry', async () => {
    const stopped = createActor(cancellationMachine.provide({ actors: { loadStart: fromPromise(async () => Promise.reject(apiError('policy_cancelled'))) } }), { input }).start();
    await waitFor(stopped, (s) => s.matches('unavailable'));
    expect(stopped.getSnapshot().context.error?.code).toBe('policy_cancelled');
    const blocked = createActor(
      cancellationMachine.provide({ actors: { loadStart: fromPromise<CancellationStart, { policyNumber: string }>(async () => ({ estimate: null, openRequest: sampleBrokerChangeRequest() })) } }),
      { input },
    ).start();
    await waitFor(blocked, (s) => s.matches('blocked'));
    let fail = true;
    const flaky = createActor(
      cancellationMachine.provide({
        actors: {
          loadStart: fromPromise<CancellationStart, { policyNumber: string }>(async () => {
            if (fail) throw { kind: 'network', message: 'Network Error' };
            return { estimate: sampleEstimate, openRequest: null };
          }),
        },
      }),
      { input },
    ).start();
    await waitFor(flaky, (s) => s.matches('loadFailed'));
    expect(flaky.getSnapshot().context.error?.reason).toBe('offline');
    fail = false;
    flaky.send({ type: 'cancellation.retry' });
    await waitFor(flaky, (s) => s.matches('reason'));
  });
});

describe('broker change machine', () => {
  it('choose -> reason -> consent -> confirm -> pending -> approved: the stored logo follows the new broker', async () => {
    const followed: unknown[] = [];
    const submitted: unknown[] = [];
    const actor = createActor(
      brokerChangeMachine.provide({
        actors: {
          loadStart: fromPromise<BrokerChangeStart, { policyNumber: string }>(async () => ({ options: sampleBrokerOptions, openRequest: null })),
          submitBrokerChange: fromPromise(async ({ input: body }) => {
            submitted.push(body);
            return sampleBrokerChangeRequest();
          }),
          loadRequest: fromPromise(async () => sampleBrokerChangeRequest('approved')),
        },
        actions: { followBroker: (_, params) => followed.push(params) },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'brokerChange.choose', brokerId: 'amanah-brokers' }); // the current one is not offered
    expect(actor.getSnapshot().context.problem).toBe('broker');
    actor.send({ type: 'brokerChange.choose', brokerId: 'falcon-brokers' });
    actor.send({ type: 'brokerChange.submitReason', reasonCode: 'better_price', reasonText: '' });
    expect(actor.getSnapshot().matches('consent')).toBe(true);
    actor.send({ type: 'brokerChange.consent', accepted: false });
    expect(actor.getSnapshot().context.problem).toBe('consent');
    actor.send({ type: 'brokerChange.consent', accepted: true });
    actor.send({ type: 'brokerChange.back' });
    expect(actor.getSnapshot().matches('consent')).toBe(true);
    actor.send({ type: 'brokerChange.consent', accepted: true });
    actor.send({ type: 'brokerChange.confirm' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(submitted).toEqual([{ policyNumber: samplePolicyNumber, toBrokerId: 'falcon-brokers', reasonCode: 'better_price', reasonText: '' }]);
    actor.send({ type: 'brokerChange.refresh' });
    await waitFor(actor, (s) => s.matches('approved'));
    expect(followed).toEqual([{ fromLogoUrl: '/images/brokers/amanah-brokers.svg', toLogoUrl: '/images/brokers/falcon-brokers.svg' }]);
  });

  it('a broker no longer available sends the customer back to choose from a fresh list', async () => {
    let loads = 0;
    const actor = createActor(
      brokerChangeMachine.provide({
        actors: {
          loadStart: fromPromise<BrokerChangeStart, { policyNumber: string }>(async () => {
            loads += 1;
            return { options: sampleBrokerOptions, openRequest: null };
          }),
          submitBrokerChange: fromPromise<PolicyRequest, { policyNumber: string; toBrokerId: string; reasonCode: string; reasonText: string }>(async () => Promise.reject(apiError('broker_unavailable'))),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'brokerChange.choose', brokerId: 'falcon-brokers' });
    actor.send({ type: 'brokerChange.submitReason', reasonCode: 'better_service', reasonText: '' });
    actor.send({ type: 'brokerChange.consent', accepted: true });
    actor.send({ type: 'brokerChange.confirm' });
    await waitFor(actor, (s) => s.matches('choosing') && loads === 2);
    expect(actor.getSnapshot().context).toMatchObject({ toBrokerId: '', problem: 'broker' });
  });
});

describe('policy requests panel machine', () => {
  it('lists, withdraws after a confirmation and lists again; follows an approved broker change', async () => {
    const followed: unknown[] = [];
    let withdrawn = false;
    const actor = createActor(
      policyRequestsMachine.provide({
        actors: {
          loadRequests: fromPromise(async () =>
            samplePolicyRequests(withdrawn ? [sampleCancellationRequest('withdrawn'), sampleBrokerChangeRequest('approved')] : [sampleCancellationRequest(), sampleBrokerChangeRequest('approved')]),
          ),
          withdrawRequest: fromPromise(async () => {
            withdrawn = true;
            return sampleCancellationRequest('withdrawn');
          }),
        },
        actions: { followBroker: (_, params) => followed.push(params) },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'policyRequests.withdraw', requestId: sampleCancellationRequest().requestId });
    expect(actor.getSnapshot().matches('withdrawConfirm')).toBe(true);
    actor.send({ type: 'policyRequests.confirmWithdraw' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.data?.requests[0]?.status === 'withdrawn');
    expect(followed).toHaveLength(2);
    expect(followed[0]).toEqual({ fromLogoUrl: '/images/brokers/amanah-brokers.svg', toLogoUrl: '/images/brokers/falcon-brokers.svg' });
  });
});
