import { fromPromise } from 'xstate';
import type { PolicyRequestsResponse } from '../../../../contract/policy-requests.ts';
import { policyRequestsMachine } from '../../../../machines/policy-requests/policy-requests.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import { requestEffects } from './request-effects.ts';

/** The requests panel of a policy's page: its request history, Withdraw on a pending one. */
export const policyRequestsFlow: FlowDefinition<typeof policyRequestsMachine> = {
  id: 'policyRequests',
  version: 1,
  lifetime: 'page',
  logic: (services) => {
    const effects = requestEffects(services, 'policyRequests');
    return policyRequestsMachine.provide({
      actors: {
        loadRequests: fromPromise<PolicyRequestsResponse, { policyNumber: string }>(({ input }) => effects.api.call('policyRequests', { params: input })),
        withdrawRequest: effects.withdrawRequest,
      },
      actions: { followBroker: effects.followBroker },
    });
  },
  input: (_services, key) => ({ policyNumber: key }),
};

export const PolicyRequests = createFlowContext(policyRequestsFlow);
