import { assign, setup } from 'xstate';
import type { BrokerChangeOptions, PolicyRequest } from '../../contract/policy-requests.ts';
import { type FlowExit, exitOutput } from '../shared/exit.ts';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';
import { failedWithCode, reasonComplete, requestGuards } from '../policy-requests/request-guards.ts';
import { requestLifecycleActions, requestLifecycleActors, requestLifecycleDelays, requestLifecycleStates } from '../policy-requests/request-lifecycle.ts';

/**
 * Moving a policy to another broker (/my-policy/:policyNumber/change-broker): choose a broker among
 * those who sell the product (logo, rating, licence code) -> reason -> consent -> confirm -> pending
 * until the back office decides; the customer may withdraw while it is pending. On approval the
 * stored `brokerLogo` follows the new broker (`followBroker`). A pending request found on entry resumes
 * at `pending`; another open request (a cancellation) or a closed policy stops the flow with a message.
 */
export interface BrokerChangeStart {
  options: BrokerChangeOptions | null;
  openRequest: PolicyRequest | null;
}

export interface BrokerChangeContext {
  policyNumber: string;
  options: BrokerChangeOptions | null;
  toBrokerId: string;
  reasonCode: string;
  reasonText: string;
  consent: boolean;
  request: PolicyRequest | null;
  problem: 'broker' | 'reason' | 'consent' | null;
  error: FlowFailure | null;
}

export type BrokerChangeEvent =
  | { type: 'brokerChange.choose'; brokerId: string }
  | { type: 'brokerChange.submitReason'; reasonCode: string; reasonText: string }
  | { type: 'brokerChange.consent'; accepted: boolean }
  | { type: 'brokerChange.confirm' }
  | { type: 'brokerChange.back' }
  | { type: 'brokerChange.retry' }
  | { type: 'brokerChange.refresh' }
  | { type: 'brokerChange.withdraw' }
  | { type: 'brokerChange.keep' }
  | { type: 'brokerChange.confirmWithdraw' }
  | { type: 'brokerChange.startOver' }
  | { type: 'brokerChange.close' };

export const brokerChangeMachine = setup({
  types: {
    context: {} as BrokerChangeContext,
    events: {} as BrokerChangeEvent,
    input: {} as { policyNumber: string },
    tags: {} as FlowTag | 'pending',
    output: {} as FlowExit<'policy'>,
  },
  actors: {
    /** GET /policies/:n/requests (the open request) and GET …/broker-change/options. */
    loadStart: notProvided<BrokerChangeStart, { policyNumber: string }>('loadStart'),
    /** POST /policies/:n/requests/broker-change. */
    submitBrokerChange: notProvided<PolicyRequest, { policyNumber: string; toBrokerId: string; reasonCode: string; reasonText: string }>('submitBrokerChange'),
    ...requestLifecycleActors,
  },
  actions: {
    /** Spec key brokerLogo: follows an approved change (implemented by the flow definition). */
    followBroker: (_, _params: { fromLogoUrl: string; toLogoUrl: string }) => {},
    forget: assign({ request: null, toBrokerId: '', reasonCode: '', reasonText: '', consent: false, options: null, problem: null, error: null }),
    keepRequest: assign((_, params: { request: PolicyRequest }) => requestLifecycleActions.keepRequest(params)),
    keepFailure: assign((_, params: { error: unknown }) => requestLifecycleActions.keepFailure(params)),
  },
  delays: requestLifecycleDelays,
  guards: {
    ...requestGuards,
    brokerOffered: (_, params: { options: BrokerChangeOptions | null; brokerId: string }) => params.options?.brokers.some((b) => b.brokerId === params.brokerId) ?? false,
    reasonValid: (_, params: { reasonCode: string; reasonText: string }) => reasonComplete(params.reasonCode, params.reasonText),
    accepted: (_, params: { accepted: boolean }) => params.accepted,
  },
}).createMachine({
  id: 'brokerChange',
  initial: 'loading',
  output: exitOutput<'policy'>,
  context: ({ input }) => ({
    policyNumber: input.policyNumber,
    options: null,
    toBrokerId: '',
    reasonCode: '',
    reasonText: '',
    consent: false,
    request: null,
    problem: null,
    error: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadStart',
        input: ({ context }) => ({ policyNumber: context.policyNumber }),
        onDone: [
          {
            guard: { type: 'openOfKind', params: ({ event }) => ({ request: event.output.openRequest, kind: 'broker_change' }) },
            target: 'pending',
            actions: assign({ request: ({ event }) => event.output.openRequest }),
          },
          {
            guard: { type: 'openOfKind', params: ({ event }) => ({ request: event.output.openRequest, kind: 'cancellation' }) },
            target: 'blocked',
            actions: assign({ request: ({ event }) => event.output.openRequest }),
          },
          { target: 'choosing', actions: assign({ options: ({ event }) => event.output.options, error: null }) },
        ],
        onError: [
          { guard: failedWithCode('policy_cancelled', 'policy_expired', 'not_found'), target: 'unavailable', actions: assign({ error: failureOf }) },
          { target: 'loadFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    loadFailed: { tags: ['failed'], on: { 'brokerChange.retry': 'loading', 'brokerChange.close': 'closed' } },
    unavailable: { tags: ['failed'], on: { 'brokerChange.close': 'closed' } },
    blocked: { tags: ['done'], on: { 'brokerChange.close': 'closed' } },
    choosing: {
      tags: ['editable'],
      on: {
        'brokerChange.choose': [
          {
            guard: { type: 'brokerOffered', params: ({ context, event }) => ({ options: context.options, brokerId: event.brokerId }) },
            target: 'reason',
            actions: assign({ toBrokerId: ({ event }) => event.brokerId, problem: null, error: null }),
          },
          { actions: assign({ problem: 'broker' }) },
        ],
        'brokerChange.close': 'closed',
      },
    },
    reason: {
      tags: ['editable'],
      on: {
        'brokerChange.submitReason': [
          {
            guard: { type: 'reasonValid', params: ({ event }) => ({ reasonCode: event.reasonCode, reasonText: event.reasonText }) },
            target: 'consent',
            actions: assign({ reasonCode: ({ event }) => event.reasonCode, reasonText: ({ event }) => event.reasonText.trim(), problem: null }),
          },
          { actions: assign({ reasonCode: ({ event }) => event.reasonCode, reasonText: ({ event }) => event.reasonText, problem: 'reason' }) },
        ],
        'brokerChange.back': { target: 'choosing', actions: assign({ problem: null }) },
      },
    },
    consent: {
      tags: ['editable'],
      on: {
        'brokerChange.consent': [
          { guard: { type: 'accepted', params: ({ event }) => ({ accepted: event.accepted }) }, target: 'confirm', actions: assign({ consent: true, problem: null }) },
          { actions: assign({ consent: false, problem: 'consent' }) },
        ],
        'brokerChange.back': { target: 'reason', actions: assign({ problem: null }) },
      },
    },
    confirm: {
      tags: ['editable'],
      on: {
        'brokerChange.confirm': 'submitting',
        'brokerChange.back': { target: 'consent', actions: assign({ error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitBrokerChange',
        input: ({ context }) => ({ policyNumber: context.policyNumber, toBrokerId: context.toBrokerId, reasonCode: context.reasonCode, reasonText: context.reasonText }),
        onDone: { target: 'pending', actions: assign({ request: ({ event }) => event.output, error: null }) },
        onError: [
          // The broker stopped selling this product meanwhile: choose again from a fresh list.
          { guard: failedWithCode('broker_unavailable'), target: 'loading', actions: assign({ toBrokerId: '', problem: 'broker' }) },
          { guard: failedWithCode('request_open'), target: 'loading', actions: assign({ error: null }) },
          { guard: failedWithCode('policy_cancelled', 'policy_expired'), target: 'unavailable', actions: assign({ error: failureOf }) },
          { target: 'confirm', actions: assign({ error: failureOf }) },
        ],
      },
    },
    ...requestLifecycleStates('brokerChange', {
      onApproved: [
        {
          type: 'followBroker',
          params: ({ event }: { event: { output: PolicyRequest } }) => ({
            fromLogoUrl: event.output.fromBroker.logoUrl,
            toLogoUrl: event.output.toBroker?.logoUrl ?? event.output.fromBroker.logoUrl,
          }),
        },
      ],
    }),
    closed: { type: 'final', output: { exit: 'policy' } },
  },
});
