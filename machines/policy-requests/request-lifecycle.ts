import type { PolicyRequest } from '../../contract/policy-requests.ts';
import { asFailure } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import { failedWithCode } from './request-guards.ts';

/**
 * The life of a request once sent, the same in the cancellation and broker-change flows: pending
 * (looked at again every `pollInterval` while the page is open, or on `<flow>.refresh`) until the
 * back office approves or rejects it or the customer withdraws it (asked first). A withdrawal that
 * crosses a decision shows the decision. Each flow spreads these pieces into its own machine:
 *
 *   setup({ actors: { ...requestLifecycleActors, … }, delays: requestLifecycleDelays,
 *           actions: { keepRequest, keepFailure, … }, guards: { ...requestGuards, … } })
 *   states: { …, ...requestLifecycleStates('cancellation'), closed: { type: 'final', … } }
 *
 * The flow implements `keepRequest` (store the request, clear the error) and `keepFailure` (store
 * the failure; null clears it) with `requestLifecycleActions()`, and may run more actions on
 * approval (`onApproved`: the broker change's logo).
 */
export const requestLifecycleActors = {
  /** GET /policy-requests/:id. */
  loadRequest: notProvided<PolicyRequest, { requestId: string }>('loadRequest'),
  /** POST /policy-requests/:id/withdraw. */
  withdrawRequest: notProvided<PolicyRequest, { requestId: string }>('withdrawRequest'),
};

export const requestLifecycleDelays = {
  /** How often a pending request is looked at again while its page is open. */
  pollInterval: 5_000,
};

/** `keepRequest` and `keepFailure`, for a flow whose context holds `request` and `error`. */
export const requestLifecycleActions = {
  keepRequest: (params: { request: PolicyRequest }) => ({ request: params.request, error: null }),
  keepFailure: (params: { error: unknown }) => ({ error: params.error === null ? null : asFailure(params.error) }),
};

/** The flows whose requests live this way (their events are `<flow>.refresh`, `<flow>.withdraw`, …). */
export type RequestFlow = 'cancellation' | 'brokerChange';

type RequestEvent = { event: { output: PolicyRequest } };
type FailureEvent = { event: { error: unknown } };
type RequestContext = { context: { request: PolicyRequest | null } };

const keepRequest = { type: 'keepRequest' as const, params: ({ event }: RequestEvent) => ({ request: event.output }) };
const keepFailure = { type: 'keepFailure' as const, params: ({ event }: FailureEvent) => ({ error: event.error }) };
const requestId = ({ context }: RequestContext) => ({ requestId: context.request?.requestId ?? '' });
const hasStatus = (status: PolicyRequest['status']) => ({ type: 'hasStatus' as const, params: ({ event }: RequestEvent) => ({ request: event.output, status }) });

/** The states pending -> refreshing / withdrawConfirm -> withdrawing -> approved | rejected | withdrawn; `closed` is the flow's own final state. */
export function requestLifecycleStates<const Flow extends RequestFlow, const Approved extends readonly object[] = []>(
  flow: Flow,
  options: { onApproved?: Approved } = {},
) {
  const on = <const Verb extends string, const T>(verb: Verb, target: T) => ({ [`${flow}.${verb}`]: target }) as { [K in `${Flow}.${Verb}`]: T };
  return {
    pending: {
      tags: ['pending'],
      after: { pollInterval: 'refreshing' },
      on: {
        ...on('refresh', 'refreshing'),
        ...on('withdraw', { target: 'withdrawConfirm', actions: { type: 'keepFailure' as const, params: { error: null } } }),
        ...on('close', 'closed'),
      },
    },
    refreshing: {
      tags: ['pending'],
      // The pending page stays on screen while it looks (every 5 seconds, or Check again): a press on
      // Withdraw or Back to the policy meanwhile is taken, and the look is dropped.
      on: {
        ...on('withdraw', { target: 'withdrawConfirm', actions: { type: 'keepFailure' as const, params: { error: null } } }),
        ...on('close', 'closed'),
      },
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
    approved: { tags: ['done'], on: on('close', 'closed') },
    rejected: { tags: ['done'], on: { ...on('close', 'closed'), ...on('startOver', { target: 'loading', actions: 'forget' }) } },
    withdrawn: { tags: ['done'], on: { ...on('close', 'closed'), ...on('startOver', { target: 'loading', actions: 'forget' }) } },
  } as const;
}
