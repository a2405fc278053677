import { assign, setup } from 'xstate';
import type { CancellationEstimate, PolicyRequest } from '../../contract/policy-requests.ts';
import { exitOutput } from '../shared/exit.ts';
import { failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import { failedWithCode } from '../policy-requests/request-guards.ts';
import { type RequestFlowContext, type RequestFlowEvent, type RequestFlowStart, requestFlow, requestFlowContext } from '../policy-requests/request-flow.ts';
import { requestFlowSetup } from '../policy-requests/request-setup.ts';

/**
 * Cancelling a policy (/my-policy/:policyNumber/cancel): reason (a list + free text) -> the day it
 * takes effect -> the refund, priced by the server -> where the refund goes (wallet or the card that
 * paid) -> confirm (exactly what will happen) -> pending until the back office decides; the customer
 * may withdraw while it is pending. A pending request found on entry resumes at `pending`; another
 * open request (a broker change) or a policy that cannot be cancelled any more stops the flow with a
 * message. The server holds every rule; this machine only walks the customer through it. What it
 * shares with the broker change (loading, the reason, confirm and send, the life of the sent request)
 * is built by `requestFlow` (machines/policy-requests/request-flow.ts); here are its own steps.
 */
export interface CancellationStart extends RequestFlowStart {
  /** The earliest day's estimate: the bounds of the date step and the refund options. */
  estimate: CancellationEstimate | null;
}

export interface CancellationContext extends RequestFlowContext {
  effectiveDate: string;
  earliestDate: string;
  latestDate: string;
  estimate: CancellationEstimate | null;
  refundDestination: 'wallet' | 'card' | null;
  problem: 'reason' | 'date' | 'destination' | null;
  /** The refund was priced again because it changed since the customer saw it. */
  repriced: boolean;
}

export type CancellationEvent =
  | RequestFlowEvent<'cancellation'>
  | { type: 'cancellation.submitDate'; effectiveDate: string }
  /** `null`: Continue with no destination chosen (refused on the step). */
  | { type: 'cancellation.chooseDestination'; destination: 'wallet' | 'card' | null };

const request = requestFlow<'cancellation', CancellationContext, CancellationStart>('cancellation');

const withinPeriod = (day: string, context: CancellationContext) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= context.earliestDate && day <= context.latestDate;

export const cancellationMachine = setup(
  requestFlowSetup<CancellationContext, CancellationEvent, CancellationStart>()({
  /** GET /policies/:n/cancellation/estimate?effectiveDate=… */
  estimateRefund: notProvided<CancellationEstimate, { policyNumber: string; effectiveDate: string }>('estimateRefund'),
  /** POST /policies/:n/requests/cancellation. */
  submitCancellation: notProvided<
    PolicyRequest,
    { policyNumber: string; reasonCode: string; reasonText: string; effectiveDate: string; refundDestination: 'wallet' | 'card'; refundMinor: number }
  >('submitCancellation'),
  }),
)
  .extend({
    actions: {
      /** The earliest day's estimate bounds the date step (a day already chosen stays). */
      keepStart: assign(({ context }, { start }: { start: CancellationStart }) => ({
        estimate: start.estimate,
        earliestDate: start.estimate?.earliestDate ?? '',
        latestDate: start.estimate?.latestDate ?? '',
        effectiveDate: context.effectiveDate || (start.estimate?.earliestDate ?? ''),
        error: null,
      })),
      leaveConfirm: assign({ repriced: false, error: null }),
      /** The price moved since it was shown (midnight passed, say): show the new one before asking again. */
      reprice: assign({ repriced: true, error: null }),
      /** A new request after a decided or withdrawn one starts from nothing. */
      forget: assign({ request: null, reasonCode: '', reasonText: '', effectiveDate: '', refundDestination: null, estimate: null, problem: null, error: null }),
    },
    guards: {
      dateValid: (_, params: { day: string; context: CancellationContext }) => withinPeriod(params.day, params.context),
      cardOffered: (_, params: { estimate: CancellationEstimate | null; destination: 'wallet' | 'card' | null }) =>
        params.estimate?.options.some((o) => o.destination === params.destination) ?? false,
    },
  })
  .createMachine({
    id: 'cancellation',
    initial: 'loading',
    output: exitOutput<'policy'>,
    context: ({ input }) => ({
      ...requestFlowContext(input.policyNumber),
      effectiveDate: '',
      earliestDate: '',
      latestDate: '',
      estimate: null,
      refundDestination: null,
      repriced: false,
    }),
    states: {
      ...request.opening({ kind: 'cancellation', first: 'reason' }),
      reason: request.reason({ next: 'date', back: 'closed' }),
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
      ...request.sending({
        src: 'submitCancellation',
        input: ({ context }) => ({
          policyNumber: context.policyNumber,
          reasonCode: context.reasonCode,
          reasonText: context.reasonText,
          effectiveDate: context.effectiveDate,
          refundDestination: context.refundDestination ?? 'wallet',
          refundMinor: context.estimate?.refundMinor ?? 0,
        }),
        back: 'refund',
        refusals: [{ guard: failedWithCode('estimate_changed'), target: 'pricing', actions: 'reprice' }],
      }),
      ...request.sent(),
    },
  });
