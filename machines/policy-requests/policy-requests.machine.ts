import { assign, setup } from 'xstate';
import type { PolicyRequest, PolicyRequestsResponse } from '../../contract/policy-requests.ts';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';
import { failedWithCode, requestGuards } from './request-guards.ts';

/**
 * The requests panel of a policy's page: the history of its cancellation and broker-change requests
 * (status, dates, brokers, refund) and its broker history, with Withdraw (confirmed first) on a
 * pending one. Whenever it reads an approved broker change, the stored `brokerLogo` follows it.
 */
export interface PolicyRequestsContext {
  policyNumber: string;
  data: PolicyRequestsResponse | null;
  /** The request the customer is withdrawing. */
  requestId: string | null;
  error: FlowFailure | null;
}

export type PolicyRequestsEvent =
  | { type: 'policyRequests.refresh' }
  | { type: 'policyRequests.withdraw'; requestId: string }
  | { type: 'policyRequests.confirmWithdraw' }
  | { type: 'policyRequests.keep' }
  | { type: 'policyRequests.retry' };

/** The latest approved broker change, whose new broker the stored logo follows. */
export const latestBrokerChange = (requests: readonly PolicyRequest[]) =>
  requests.find((r) => r.kind === 'broker_change' && r.status === 'approved' && r.toBroker) ?? null;

export const policyRequestsMachine = setup({
  types: {
    context: {} as PolicyRequestsContext,
    events: {} as PolicyRequestsEvent,
    input: {} as { policyNumber: string },
    tags: {} as FlowTag,
  },
  actors: {
    /** GET /policies/:n/requests. */
    loadRequests: notProvided<PolicyRequestsResponse, { policyNumber: string }>('loadRequests'),
    /** POST /policy-requests/:id/withdraw. */
    withdrawRequest: notProvided<PolicyRequest, { requestId: string }>('withdrawRequest'),
  },
  actions: {
    /** Spec key brokerLogo (implemented by the flow definition). */
    followBroker: (_, _params: { fromLogoUrl: string; toLogoUrl: string } | null) => {},
  },
  guards: requestGuards,
}).createMachine({
  id: 'policyRequests',
  initial: 'loading',
  context: ({ input }) => ({ policyNumber: input.policyNumber, data: null, requestId: null, error: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadRequests',
        input: ({ context }) => ({ policyNumber: context.policyNumber }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ event }) => event.output, error: null }),
            {
              type: 'followBroker',
              params: ({ event }) => {
                const change = latestBrokerChange(event.output.requests);
                return change ? { fromLogoUrl: change.fromBroker.logoUrl, toLogoUrl: change.toBroker!.logoUrl } : null;
              },
            },
          ],
        },
        onError: { target: 'loadFailed', actions: assign({ error: failureOf }) },
      },
    },
    loadFailed: { tags: ['failed'], on: { 'policyRequests.retry': 'loading' } },
    ready: {
      on: {
        'policyRequests.refresh': 'loading',
        'policyRequests.withdraw': { target: 'withdrawConfirm', actions: assign({ requestId: ({ event }) => event.requestId, error: null }) },
      },
    },
    withdrawConfirm: {
      tags: ['editable'],
      on: { 'policyRequests.confirmWithdraw': 'withdrawing', 'policyRequests.keep': { target: 'ready', actions: assign({ requestId: null }) } },
    },
    withdrawing: {
      tags: ['busy'],
      invoke: {
        src: 'withdrawRequest',
        input: ({ context }) => ({ requestId: context.requestId ?? '' }),
        onDone: { target: 'loading', actions: assign({ requestId: null }) },
        onError: [
          // Decided meanwhile: the list shows the decision.
          { guard: failedWithCode('request_not_pending'), target: 'loading', actions: assign({ requestId: null }) },
          { target: 'withdrawFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    withdrawFailed: {
      tags: ['failed'],
      on: { 'policyRequests.retry': 'withdrawing', 'policyRequests.keep': { target: 'ready', actions: assign({ requestId: null, error: null }) } },
    },
  },
});
