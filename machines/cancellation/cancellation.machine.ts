import { assign, setup } from 'xstate';
import type { CancellationEstimate, PolicyRequest } from '../../contract/policy-requests.ts';
import { type FlowExit, exitOutput } from '../shared/exit.ts';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';
import { failedWithCode, reasonComplete, requestGuards } from '../policy-requests/request-guards.ts';
import { requestLifecycleActions, requestLifecycleActors, requestLifecycleDelays, requestLifecycleStates } from '../policy-requests/request-lifecycle.ts';

/**
 * Cancelling a policy (/my-policy/:policyNumber/cancel): reason (a list + free text) -> the day it
 * takes effect -> the refund, priced by the server -> where the refund goes (wallet or the card that
 * paid) -> confirm (exactly what will happen) -> pending until the back office decides; the customer
 * may withdraw while it is pending. A pending request found on entry resumes at `pending`; another
 * open request (a broker change) or a policy that cannot be cancelled any more stops the flow with a
 * message. The server holds every rule; this machine only walks the customer through it.
 */
export interface CancellationStart {
  /** The earliest day's estimate: the bounds of the date step and the refund options. */
  estimate: CancellationEstimate | null;
  /** The policy's open request, if any. */
  openRequest: PolicyRequest | null;
}

export interface CancellationContext {
  policyNumber: string;
  reasonCode: string;
  reasonText: string;
  effectiveDate: string;
  earliestDate: string;
  latestDate: string;
  estimate: CancellationEstimate | null;
  refundDestination: 'wallet' | 'card' | null;
  request: PolicyRequest | null;
  /** The step's own problem (a reason missing, a day outside the period), shown on its field. */
  problem: 'reason' | 'date' | 'destination' | null;
  /** The refund was priced again because it changed since the customer saw it. */
  repriced: boolean;
  error: FlowFailure | null;
}

export type CancellationEvent =
  | { type: 'cancellation.submitReason'; reasonCode: string; reasonText: string }
  | { type: 'cancellation.submitDate'; effectiveDate: string }
  | { type: 'cancellation.chooseDestination'; destination: 'wallet' | 'card' }
  | { type: 'cancellation.confirm' }
  | { type: 'cancellation.back' }
  | { type: 'cancellation.retry' }
  | { type: 'cancellation.refresh' }
  | { type: 'cancellation.withdraw' }
  | { type: 'cancellation.keep' }
  | { type: 'cancellation.confirmWithdraw' }
  | { type: 'cancellation.startOver' }
  | { type: 'cancellation.close' };

const withinPeriod = (day: string, context: CancellationContext) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= context.earliestDate && day <= context.latestDate;

export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
    input: {} as { policyNumber: string },
    tags: {} as FlowTag | 'pending',
    output: {} as FlowExit<'policy'>,
  },
  actors: {
    /** GET /policies/:n/requests (the open request) and GET …/cancellation/estimate (the earliest day). */
    loadStart: notProvided<CancellationStart, { policyNumber: string }>('loadStart'),
    /** GET /policies/:n/cancellation/estimate?effectiveDate=… */
    estimateRefund: notProvided<CancellationEstimate, { policyNumber: string; effectiveDate: string }>('estimateRefund'),
    /** POST /policies/:n/requests/cancellation. */
    submitCancellation: notProvided<
      PolicyRequest,
      { policyNumber: string; reasonCode: string; reasonText: string; effectiveDate: string; refundDestination: 'wallet' | 'card'; refundMinor: number }
    >('submitCancellation'),
    ...requestLifecycleActors,
  },
  actions: {
    /** A new request after a decided or withdrawn one starts from nothing. */
    forget: assign({ request: null, reasonCode: '', reasonText: '', effectiveDate: '', refundDestination: null, estimate: null, problem: null, error: null }),
    keepRequest: assign((_, params: { request: PolicyRequest }) => requestLifecycleActions.keepRequest(params)),
    keepFailure: assign((_, params: { error: unknown }) => requestLifecycleActions.keepFailure(params)),
  },
  delays: requestLifecycleDelays,
  guards: {
    ...requestGuards,
    reasonValid: (_, params: { reasonCode: string; reasonText: string }) => reasonComplete(params.reasonCode, params.reasonText),
    dateValid: (_, params: { day: string; context: CancellationContext }) => withinPeriod(params.day, params.context),
    cardOffered: (_, params: { estimate: CancellationEstimate | null; destination: 'wallet' | 'card' }) =>
      params.estimate?.options.some((o) => o.destination === params.destination) ?? false,
  },
}).createMachine({
  id: 'cancellation',
  initial: 'loading',
  output: exitOutput<'policy'>,
  context: ({ input }) => ({
    policyNumber: input.policyNumber,
    reasonCode: '',
    reasonText: '',
    effectiveDate: '',
    earliestDate: '',
    latestDate: '',
    estimate: null,
    refundDestination: null,
    request: null,
    problem: null,
    repriced: false,
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
            guard: { type: 'openOfKind', params: ({ event }) => ({ request: event.output.openRequest, kind: 'cancellation' }) },
            target: 'pending',
            actions: assign({ request: ({ event }) => event.output.openRequest }),
          },
          {
            guard: { type: 'openOfKind', params: ({ event }) => ({ request: event.output.openRequest, kind: 'broker_change' }) },
            target: 'blocked',
            actions: assign({ request: ({ event }) => event.output.openRequest }),
          },
          {
            target: 'reason',
            actions: assign({
              estimate: ({ event }) => event.output.estimate,
              earliestDate: ({ event }) => event.output.estimate?.earliestDate ?? '',
              latestDate: ({ event }) => event.output.estimate?.latestDate ?? '',
              effectiveDate: ({ context, event }) => context.effectiveDate || (event.output.estimate?.earliestDate ?? ''),
              error: null,
            }),
          },
        ],
        onError: [
          { guard: failedWithCode('policy_cancelled', 'policy_expired', 'not_found'), target: 'unavailable', actions: assign({ error: failureOf }) },
          { target: 'loadFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    loadFailed: { tags: ['failed'], on: { 'cancellation.retry': 'loading', 'cancellation.close': 'closed' } },
    unavailable: { tags: ['failed'], on: { 'cancellation.close': 'closed' } },
    blocked: { tags: ['done'], on: { 'cancellation.close': 'closed' } },
    reason: {
      tags: ['editable'],
      on: {
        'cancellation.submitReason': [
          {
            guard: { type: 'reasonValid', params: ({ event }) => ({ reasonCode: event.reasonCode, reasonText: event.reasonText }) },
            target: 'date',
            actions: assign({ reasonCode: ({ event }) => event.reasonCode, reasonText: ({ event }) => event.reasonText.trim(), problem: null }),
          },
          { actions: assign({ reasonCode: ({ event }) => event.reasonCode, reasonText: ({ event }) => event.reasonText, problem: 'reason' }) },
        ],
        'cancellation.close': 'closed',
      },
    },
    date: {
      tags: ['editable'],
      on: {
        'cancellation.submitDate': [
          {
            guard: { type: 'dateValid', params: ({ context, event }) => ({ day: event.effectiveDate, context }) },
            target: 'pricing',
            actions: assign({ effectiveDate: ({ event }) => event.effectiveDate, problem: null }),
          },
          { actions: assign({ effectiveDate: ({ event }) => event.effectiveDate, problem: 'date' }) },
        ],
        'cancellation.back': { target: 'reason', actions: assign({ problem: null }) },
      },
    },
    pricing: {
      tags: ['busy'],
      invoke: {
        src: 'estimateRefund',
        input: ({ context }) => ({ policyNumber: context.policyNumber, effectiveDate: context.effectiveDate }),
        onDone: {
          target: 'refund',
          actions: assign({
            estimate: ({ event }) => event.output,
            // A destination the new estimate no longer offers is chosen again.
            refundDestination: ({ context, event }) =>
              context.refundDestination && event.output.options.some((o) => o.destination === context.refundDestination) ? context.refundDestination : null,
            error: null,
          }),
        },
        onError: [
          { guard: failedWithCode('policy_cancelled', 'policy_expired'), target: 'unavailable', actions: assign({ error: failureOf }) },
          { target: 'pricingFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    pricingFailed: {
      tags: ['failed'],
      on: { 'cancellation.retry': 'pricing', 'cancellation.back': { target: 'date', actions: assign({ error: null }) } },
    },
    refund: {
      tags: ['editable'],
      on: {
        'cancellation.chooseDestination': [
          {
            guard: { type: 'cardOffered', params: ({ context, event }) => ({ estimate: context.estimate, destination: event.destination }) },
            target: 'confirm',
            actions: assign({ refundDestination: ({ event }) => event.destination, problem: null }),
          },
          { actions: assign({ problem: 'destination' }) },
        ],
        'cancellation.back': { target: 'date', actions: assign({ repriced: false, problem: null }) },
      },
    },
    confirm: {
      tags: ['editable'],
      on: {
        'cancellation.confirm': 'submitting',
        'cancellation.back': { target: 'refund', actions: assign({ repriced: false, error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitCancellation',
        input: ({ context }) => ({
          policyNumber: context.policyNumber,
          reasonCode: context.reasonCode,
          reasonText: context.reasonText,
          effectiveDate: context.effectiveDate,
          refundDestination: context.refundDestination ?? 'wallet',
          refundMinor: context.estimate?.refundMinor ?? 0,
        }),
        onDone: { target: 'pending', actions: assign({ request: ({ event }) => event.output, error: null, repriced: false }) },
        onError: [
          // The price moved since it was shown (midnight passed, say): show the new one before asking again.
          { guard: failedWithCode('estimate_changed'), target: 'pricing', actions: assign({ repriced: true, error: null }) },
          { guard: failedWithCode('request_open'), target: 'loading', actions: assign({ error: null }) },
          { guard: failedWithCode('policy_cancelled', 'policy_expired'), target: 'unavailable', actions: assign({ error: failureOf }) },
          { target: 'confirm', actions: assign({ error: failureOf }) },
        ],
      },
    },
    ...requestLifecycleStates('cancellation'),
    closed: { type: 'final', output: { exit: 'policy' } },
  },
});
