import { type EventObject, type ParameterizedObject, type UnknownActorLogic, assign } from 'xstate';
import type { PolicyRequest } from '../../contract/policy-requests.ts';
import type { FlowExit } from '../shared/exit.ts';
import { type FlowFailure, asFailure } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import { outageFailure, outageRetry, serviceRetry } from '../shared/service-retry.ts';
import type { FlowTag } from '../shared/tags.ts';
import type { RequestFlowContext, RequestFlowStart } from './request-flow.ts';
import { reasonComplete, requestGuards } from './request-guards.ts';

/**
 * What a request flow hands to XState's `setup`: its types, and the effects, delays, guards and
 * actions every request flow has. The flow names its own effects here and adds its own actions and
 * guards with `.extend` (typed with its context and events there):
 *
 *   setup(requestFlowSetup<CancellationContext, CancellationEvent, CancellationStart>()({ estimateRefund, submitCancellation }))
 *     .extend({ actions: { keepStart, leaveConfirm, forget, … }, guards: { … } })
 *     .createMachine({ …, states: { ...request.opening(…), … } })
 *
 * (Two calls, so that the flow's types are named and its effects inferred; `setup` itself is called
 * by the flow, where every type is known, so the effects' inputs and outputs stay typed.)
 */
export const requestFlowSetup =
  <Context extends RequestFlowContext, Event extends EventObject, Start extends RequestFlowStart>() =>
  <Actors extends Record<string, UnknownActorLogic>>(actors: Actors) => {
    /**
     * A shared action: the flow's whole context with a few fields changed (spread, so that it is typed
     * for any flow's context without a cast).
     */
    const change = <Params extends ParameterizedObject['params']>(next: (context: Context, params: Params) => Context) =>
      assign<Context, Event, Params, Event, never>(({ context }, params) => next(context, params));
    return {
      types: {
        context: {} as Context,
        events: {} as Event,
        input: {} as { policyNumber: string },
        tags: {} as FlowTag | 'pending',
        output: {} as FlowExit<'policy'>,
      },
      actors: {
        /** GET /policies/:n/requests (the open request) and what the flow's first step needs. */
        loadStart: notProvided<Start, { policyNumber: string }>('loadStart'),
        /** GET /policy-requests/:id. */
        loadRequest: notProvided<PolicyRequest, { requestId: string }>('loadRequest'),
        /** POST /policy-requests/:id/withdraw. */
        withdrawRequest: notProvided<PolicyRequest, { requestId: string }>('withdrawRequest'),
        ...actors,
      },
      actions: {
        /** Store the request (sent, found open or looked at again); its failure is over. */
        keepRequest: change((context, params: { request: PolicyRequest | null }) => ({ ...context, request: params.request, error: null })),
        /** Store the failure (null clears it). */
        keepFailure: change((context, params: { error: unknown }) => ({ ...context, error: params.error === null ? null : asFailure(params.error) })),
        /** Store a 503 with the count of automatic tries so far (service-retry.ts). */
        keepOutage: change((context, params: { error: unknown; previous: FlowFailure | null }) => ({ ...context, error: outageFailure(params.error, params.previous) })),
        /** The reason as typed, and whether it is the step's problem. */
        keepReason: change((context, params: { reasonCode: string; reasonText: string; problem: 'reason' | null }) => ({ ...context, ...params })),
      },
      delays: {
        /** How often a pending request is looked at again while its page is open. */
        pollInterval: 5_000,
        serviceRetry,
      },
      guards: {
        ...requestGuards,
        outageRetry,
        reasonValid: (_: unknown, params: { reasonCode: string; reasonText: string }) => reasonComplete(params.reasonCode, params.reasonText),
      },
    };
  };
