import { type AnyStateMachine, fromPromise } from 'xstate';
import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import type { RequestFlowStart } from '../../../../machines/policy-requests/request-flow.ts';
import type { AppServices } from '@/lib/app-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import { linkTo } from '@/lib/paths.ts';
import { appStorage } from '@/lib/storage.ts';

/**
 * The effects the request flows share (cancellation, broker change, the policy's request panel),
 * implemented once with the API client and the spec's storage keys.
 */
export function requestEffects(services: AppServices, flowId: string) {
  const { api, withSession } = flowServices(services, flowId);
  return {
    api,
    withSession,
    /**
     * A request flow's `loadStart`: the policy's open request, if any (the flow resumes at its pending
     * step, or is blocked by another kind); else what its first step needs (`load`). `none` is that
     * part when there is an open request.
     */
    loadStart: <T extends object>(load: (policyNumber: string) => Promise<T>, none: T) =>
      fromPromise<RequestFlowStart & T, { policyNumber: string }>(async ({ input }) => {
        const { requests } = await api.call('policyRequests', { params: input });
        const openRequest = requests.find((r) => r.status === 'pending') ?? null;
        return openRequest ? { ...none, openRequest } : { ...(await load(input.policyNumber)), openRequest };
      }),
    loadRequest: fromPromise<PolicyRequest, { requestId: string }>(({ input }) => api.call('policyRequest', { params: input })),
    withdrawRequest: fromPromise<PolicyRequest, { requestId: string }>(({ input }) =>
      withSession(() => api.call('withdrawPolicyRequest', { params: input, body: {} })),
    ),
    /** Spec key brokerLogo: moves to the new broker when it showed the old one (or nothing). */
    followBroker: (_: unknown, params: { fromLogoUrl: string; toLogoUrl: string } | null) => {
      if (!params) return;
      const stored = appStorage.getText('brokerLogo');
      if (stored === null || stored === '' || stored === params.fromLogoUrl) appStorage.setText('brokerLogo', params.toLogoUrl);
    },
  };
}

export type RequestEffects = ReturnType<typeof requestEffects>;

/**
 * The definition of a request flow on one policy (cancellation, broker change): started with the
 * policy number, ended back on the policy's page. `logic` provides the machine's effects, from the
 * shared ones. Declared as `FlowDefinition<typeof machine>` where it is used, which checks the input.
 */
export function requestFlowDefinition<TLogic extends AnyStateMachine>(id: string, logic: (effects: RequestEffects) => TLogic) {
  return {
    id,
    version: 1,
    logic: (services: AppServices) => logic(requestEffects(services, id)),
    input: (_services: AppServices, key: string) => ({ policyNumber: key }),
    exits: { policy: (_services: AppServices, key: string) => linkTo.policyDetail(key) },
  };
}

/**
 * A reason code as one of the contract's reasons: the reason step offers only those, so anything else
 * is a bug, refused here before it is sent.
 */
export function knownReason<Reason extends string>(reasons: readonly Reason[], code: string): Reason {
  const reason = reasons.find((known) => known === code);
  if (reason === undefined) throw new Error(`Not a reason of this request: ${code}`);
  return reason;
}
