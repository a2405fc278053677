import { fromPromise } from 'xstate';
import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import type { AppServices } from '@/lib/app-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
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
    /** The policy's open request, if any (a flow resumes at its pending step, or is blocked by another kind). */
    openRequest: async (policyNumber: string): Promise<PolicyRequest | null> => {
      const { requests } = await api.call('policyRequests', { params: { policyNumber } });
      return requests.find((r) => r.status === 'pending') ?? null;
    },
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
