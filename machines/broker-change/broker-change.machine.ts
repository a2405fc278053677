import { assign, setup } from 'xstate';
import type { BrokerChangeOptions, PolicyRequest } from '../../contract/policy-requests.ts';
import { exitOutput } from '../shared/exit.ts';
import { notProvided } from '../shared/not-provided.ts';
import { failedWithCode } from '../policy-requests/request-guards.ts';
import { type RequestFlowContext, type RequestFlowEvent, type RequestFlowStart, requestFlow, requestFlowContext } from '../policy-requests/request-flow.ts';
import { requestFlowSetup } from '../policy-requests/request-setup.ts';

/**
 * Moving a policy to another broker (/my-policy/:policyNumber/change-broker): choose a broker among
 * those who sell the product (logo, rating, licence code) -> reason -> consent -> confirm -> pending
 * until the back office decides; the customer may withdraw while it is pending. On approval the
 * stored `brokerLogo` follows the new broker (`followBroker`). A pending request found on entry resumes
 * at `pending`; another open request (a cancellation) or a closed policy stops the flow with a message.
 * What it shares with the cancellation (loading, the reason, confirm and send, the life of the sent
 * request) is built by `requestFlow` (machines/policy-requests/request-flow.ts); here are its own steps.
 */
export interface BrokerChangeStart extends RequestFlowStart {
  options: BrokerChangeOptions | null;
}

export interface BrokerChangeContext extends RequestFlowContext {
  options: BrokerChangeOptions | null;
  toBrokerId: string;
  consent: boolean;
  problem: 'broker' | 'reason' | 'consent' | null;
}

export type BrokerChangeEvent = RequestFlowEvent<'brokerChange'> | { type: 'brokerChange.choose'; brokerId: string } | { type: 'brokerChange.consent'; accepted: boolean };

const request = requestFlow<'brokerChange', BrokerChangeContext, BrokerChangeStart>('brokerChange');

export const brokerChangeMachine = setup(
  requestFlowSetup<BrokerChangeContext, BrokerChangeEvent, BrokerChangeStart>()({
    /** POST /policies/:n/requests/broker-change. */
    submitBrokerChange: notProvided<PolicyRequest, { policyNumber: string; toBrokerId: string; reasonCode: string; reasonText: string }>('submitBrokerChange'),
  }),
)
  .extend({
    actions: {
      /** Spec key brokerLogo: follows an approved change (implemented by the flow definition). */
      followBroker: (_, _params: { fromLogoUrl: string; toLogoUrl: string }) => {},
      keepStart: assign((_, { start }: { start: BrokerChangeStart }) => ({ options: start.options, error: null })),
      leaveConfirm: assign({ error: null }),
      /** The broker stopped selling this product meanwhile: choose again from a fresh list. */
      chooseAgain: assign({ toBrokerId: '', problem: 'broker' }),
      forget: assign({ request: null, toBrokerId: '', reasonCode: '', reasonText: '', consent: false, options: null, problem: null, error: null }),
    },
    guards: {
      brokerOffered: (_, params: { options: BrokerChangeOptions | null; brokerId: string }) => params.options?.brokers.some((b) => b.brokerId === params.brokerId) ?? false,
      accepted: (_, params: { accepted: boolean }) => params.accepted,
    },
  })
  .createMachine({
    id: 'brokerChange',
    initial: 'loading',
    output: exitOutput<'policy'>,
    context: ({ input }) => ({ ...requestFlowContext(input.policyNumber), options: null, toBrokerId: '', consent: false }),
    states: {
      ...request.opening({ kind: 'broker_change', first: 'choosing' }),
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
      reason: request.reason({ next: 'consent', back: 'choosing' }),
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
      ...request.sending({
        src: 'submitBrokerChange',
        input: ({ context }) => ({ policyNumber: context.policyNumber, toBrokerId: context.toBrokerId, reasonCode: context.reasonCode, reasonText: context.reasonText }),
        back: 'consent',
        refusals: [{ guard: failedWithCode('broker_unavailable'), target: 'loading', actions: 'chooseAgain' }],
      }),
      ...request.sent({
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
    },
  });
