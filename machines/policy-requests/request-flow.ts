import type { PolicyRequest } from '../../contract/policy-requests.ts';
import type { FlowFailure } from '../shared/failure.ts';
import { outageRetryWait, retryAfterOutage } from '../shared/service-retry.ts';
import { failedWithCode } from './request-guards.ts';

/**
 * One request flow, two uses: cancelling a policy and moving it to another broker ask for a request
 * the same way and follow it the same way. What they share is built here, once:
 *
 *   opening    loading (an open request of the flow's kind resumes at `pending`, one of the other
 *              kind blocks the flow, a closed policy makes it `unavailable`) -> the flow's first step;
 *              a 503 loads again on its own (`loadRetryWait`, machines/shared/service-retry.ts)
 *   reason     a reason from a list, with words when it is `other`
 *   sending    confirm -> submitting (the server's refusals: another open request, a closed policy)
 *   sent       pending (looked at again every `pollInterval`, or on `<flow>.refresh`) until the back
 *              office approves or rejects it or the customer withdraws it (asked first; a withdrawal
 *              that crosses a decision shows the decision), then `closed`
 *
 * Each flow keeps only what differs: its own steps (the day and the refund; the broker and the
 * consent), what it keeps from the start, its own refusals on sending. A flow's machine:
 *
 *   const request = requestFlow<'cancellation', CancellationContext, CancellationStart>('cancellation');
 *   setup(requestFlowSetup<CancellationContext, CancellationEvent, CancellationStart>()({ submitCancellation, … }))
 *     .extend({ actions: { keepStart, leaveConfirm, forget, … }, guards: { … } })
 *     .createMachine({ …, context: ({ input }) => ({ ...requestFlowContext(input.policyNumber), … }),
 *                      states: { ...request.opening(…), reason: request.reason(…), …its steps…,
 *                                ...request.sending(…), ...request.sent() } })
 *
 * `requestFlowSetup` (request-setup.ts) gives the types, the shared effects (`loadStart`,
 * `loadRequest`, `withdrawRequest`), delays, guards and actions (`keepRequest`, `keepFailure`,
 * `keepOutage`, `keepReason`). The flow adds `keepStart` (what `loadStart` brought for its steps),
 * `leaveConfirm` (what leaving the confirm step resets, sent or back) and `forget` (a new request
 * after a decided or withdrawn one starts from nothing).
 */
export type RequestFlow = 'cancellation' | 'brokerChange';

/** What every request flow holds; a flow adds its steps' own fields and names its steps' problems. */
export interface RequestFlowContext {
  policyNumber: string;
  reasonCode: string;
  reasonText: string;
  request: PolicyRequest | null;
  /** The step's own problem (a reason missing, a day outside the period), shown on its field. */
  problem: string | null;
  error: FlowFailure | null;
}

export const requestFlowContext = (policyNumber: string) => ({
  policyNumber,
  reasonCode: '',
  reasonText: '',
  request: null,
  problem: null,
  error: null,
});

/** What `loadStart` brings: the policy's open request, if any, and what the flow's first step needs. */
export interface RequestFlowStart {
  openRequest: PolicyRequest | null;
}

type Verb = 'confirm' | 'back' | 'retry' | 'refresh' | 'withdraw' | 'keep' | 'confirmWithdraw' | 'startOver' | 'close';

/** The events every request flow takes, under its own prefix (`cancellation.withdraw`, `brokerChange.withdraw`). */
export type RequestFlowEvent<Flow extends RequestFlow> = { type: `${Flow}.${Verb}` } | { type: `${Flow}.submitReason`; reasonCode: string; reasonText: string };

type Output<T> = { event: { output: T } };
type Failed = { event: { error: unknown } };
type Typed = { event: { reasonCode: string; reasonText: string } };

const keepFailure = { type: 'keepFailure' as const, params: ({ event }: Failed) => ({ error: event.error }) };
const clearFailure = { type: 'keepFailure' as const, params: { error: null } };
const keepOutage = { type: 'keepOutage' as const, params: ({ context, event }: Failed & { context: RequestFlowContext }) => ({ error: event.error, previous: context.error }) };
const keepRequest = { type: 'keepRequest' as const, params: ({ event }: Output<PolicyRequest>) => ({ request: event.output }) };
const keepOpenRequest = { type: 'keepRequest' as const, params: ({ event }: Output<RequestFlowStart>) => ({ request: event.output.openRequest }) };
const requestId = ({ context }: { context: RequestFlowContext }) => ({ requestId: context.request?.requestId ?? '' });
const hasStatus = (status: PolicyRequest['status']) => ({ type: 'hasStatus' as const, params: ({ event }: Output<PolicyRequest>) => ({ request: event.output, status }) });
const openOfKind = (kind: PolicyRequest['kind']) => ({ type: 'openOfKind' as const, params: ({ event }: Output<RequestFlowStart>) => ({ request: event.output.openRequest, kind }) });

/** The states a request flow shares, for the flow named `flow` (its events' prefix). */
export function requestFlow<const Flow extends RequestFlow, Context extends RequestFlowContext, Start extends RequestFlowStart>(flow: Flow) {
  const on = <const V extends string, const T>(verb: V, target: T) => ({ [`${flow}.${verb}`]: target }) as { [K in `${Flow}.${V}`]: T };
  const closes = on('close', 'closed');

  return {
    /** loading -> the first step (or pending, blocked, unavailable), and the states of a flow that cannot go on. */
    opening<const First extends string>(spec: { kind: PolicyRequest['kind']; first: First }) {
      const other: PolicyRequest['kind'] = spec.kind === 'cancellation' ? 'broker_change' : 'cancellation';
      return {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadStart',
            input: ({ context }: { context: Context }) => ({ policyNumber: context.policyNumber }),
            onDone: [
              { guard: openOfKind(spec.kind), target: 'pending', actions: keepOpenRequest },
              { guard: openOfKind(other), target: 'blocked', actions: keepOpenRequest },
              { target: spec.first, actions: { type: 'keepStart' as const, params: ({ event }: Output<Start>) => ({ start: event.output }) } },
            ],
            onError: [
              { ...retryAfterOutage('loadRetryWait'), actions: keepOutage },
              { guard: failedWithCode('policy_cancelled', 'policy_expired', 'not_found'), target: 'unavailable', actions: keepFailure },
              { target: 'loadFailed', actions: keepFailure },
            ],
          },
        },
        // A flow restored while waiting (no timer survives a reload) loads at once: its page sends refresh.
        loadRetryWait: outageRetryWait('loading', `${flow}.refresh`),
        loadFailed: { tags: ['failed'], on: { ...on('retry', 'loading'), ...closes } },
        unavailable: { tags: ['failed'], on: closes },
        blocked: { tags: ['done'], on: closes },
      } as const;
    },

    /** The reason step: on to `next` when complete; its way back is leaving the flow (`closed`) or the step before (problem cleared). */
    reason<const Next extends string, const Back extends string>(spec: { next: Next; back: Back | 'closed' }) {
      const keepTyped = (problem: 'reason' | null) => ({
        type: 'keepReason' as const,
        params: ({ event }: Typed) => ({ reasonCode: event.reasonCode, reasonText: problem ? event.reasonText : event.reasonText.trim(), problem }),
      });
      const keepProblemCleared = { type: 'keepReason' as const, params: ({ context }: { context: Context }) => ({ reasonCode: context.reasonCode, reasonText: context.reasonText, problem: null }) };
      return {
        tags: ['editable'],
        on: {
          ...on('submitReason', [
            { guard: { type: 'reasonValid' as const, params: ({ event }: Typed) => ({ reasonCode: event.reasonCode, reasonText: event.reasonText }) }, target: spec.next, actions: keepTyped(null) },
            { actions: keepTyped('reason') },
          ]),
          ...(spec.back === 'closed' ? closes : on('back', { target: spec.back, actions: keepProblemCleared })),
        },
      } as const;
    },

    /**
     * confirm -> submitting -> pending. `refusals` are the flow's own answers to a refused request,
     * tried before the shared ones (another open request: load again; a closed policy; anything else:
     * back on confirm with the failure).
     */
    sending<const Src extends string, const Back extends string, Input, const Refusals extends readonly object[]>(spec: {
      src: Src;
      input: (args: { context: Context }) => Input;
      back: Back;
      refusals: Refusals;
    }) {
      return {
        confirm: {
          tags: ['editable'],
          on: { ...on('confirm', 'submitting'), ...on('back', { target: spec.back, actions: 'leaveConfirm' as const }) },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: spec.src,
            input: spec.input,
            onDone: { target: 'pending', actions: [keepRequest, 'leaveConfirm' as const] },
            onError: [
              ...spec.refusals,
              { guard: failedWithCode('request_open'), target: 'loading', actions: clearFailure },
              { guard: failedWithCode('policy_cancelled', 'policy_expired'), target: 'unavailable', actions: keepFailure },
              { target: 'confirm', actions: keepFailure },
            ],
          },
        },
      } as const;
    },

    /**
     * pending -> refreshing / withdrawConfirm -> withdrawing -> approved | rejected | withdrawn, and
     * `closed`. `onApproved`: what else an approval does (the broker change's logo).
     */
    sent<const Approved extends readonly object[] = []>(options: { onApproved?: Approved } = {}) {
      const withdraws = on('withdraw', { target: 'withdrawConfirm', actions: clearFailure });
      const startsOver = on('startOver', { target: 'loading', actions: 'forget' as const });
      return {
        pending: {
          tags: ['pending'],
          after: { pollInterval: 'refreshing' },
          on: { ...on('refresh', 'refreshing'), ...withdraws, ...closes },
        },
        refreshing: {
          tags: ['pending'],
          // The pending page stays on screen while it looks (every 5 seconds, or Check again): a press on
          // Withdraw or Back to the policy meanwhile is taken, and the look is dropped.
          on: { ...withdraws, ...closes },
          invoke: {
            src: 'loadRequest',
            input: requestId,
            onDone: [
              { guard: hasStatus('approved'), target: 'approved', actions: [keepRequest, ...(options.onApproved ?? ([] as unknown as Approved))] },
              { guard: hasStatus('rejected'), target: 'rejected', actions: keepRequest },
              { guard: hasStatus('withdrawn'), target: 'withdrawn', actions: keepRequest },
              { target: 'pending', actions: keepRequest },
            ],
            // A missed look is no news: the pending page stays, the next look may succeed.
            onError: { target: 'pending', actions: keepFailure },
          },
        },
        withdrawConfirm: {
          tags: ['pending'],
          on: { ...on('confirmWithdraw', 'withdrawing'), ...on('keep', 'pending') },
        },
        withdrawing: {
          tags: ['busy', 'pending'],
          invoke: {
            src: 'withdrawRequest',
            input: requestId,
            onDone: { target: 'withdrawn', actions: keepRequest },
            onError: [
              // Decided meanwhile: show the decision.
              { guard: failedWithCode('request_not_pending'), target: 'refreshing' },
              { target: 'withdrawConfirm', actions: keepFailure },
            ],
          },
        },
        approved: { tags: ['done'], on: closes },
        rejected: { tags: ['done'], on: { ...closes, ...startsOver } },
        withdrawn: { tags: ['done'], on: { ...closes, ...startsOver } },
        closed: { type: 'final', output: { exit: 'policy' } },
      } as const;
    },
  };
}
