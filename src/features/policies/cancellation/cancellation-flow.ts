import { fromPromise } from 'xstate';
import type { CancellationEstimate, PolicyRequest } from '../../../../contract/policy-requests.ts';
import { cancellationReasons } from '../../../../contract/policy-request-reasons.ts';
import { cancellationMachine } from '../../../../machines/cancellation/cancellation.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import { knownReason, requestFlowDefinition } from '../requests/request-effects.ts';

type SubmitInput = { policyNumber: string; reasonCode: string; reasonText: string; effectiveDate: string; refundDestination: 'wallet' | 'card'; refundMinor: number };

/** Cancelling a policy: the one place the cancellation machine's effects are implemented. */
export const cancellationFlow: FlowDefinition<typeof cancellationMachine> = requestFlowDefinition('cancellation', ({ api, withSession, loadStart, loadRequest, withdrawRequest }) =>
  cancellationMachine.provide({
    actors: {
      loadStart: loadStart((policyNumber) => api.call('cancellationEstimate', { params: { policyNumber } }).then((estimate) => ({ estimate })), { estimate: null }),
      estimateRefund: fromPromise<CancellationEstimate, { policyNumber: string; effectiveDate: string }>(({ input }) =>
        api.call('cancellationEstimate', { params: { policyNumber: input.policyNumber }, query: { effectiveDate: input.effectiveDate } }),
      ),
      submitCancellation: fromPromise<PolicyRequest, SubmitInput>(({ input: { policyNumber, reasonCode, reasonText, ...rest } }) =>
        withSession(() =>
          api.call('requestCancellation', {
            params: { policyNumber },
            body: { reasonCode: knownReason(cancellationReasons, reasonCode), ...(reasonText ? { reasonText } : {}), ...rest },
          }),
        ),
      ),
      loadRequest,
      withdrawRequest,
    },
  }),
);

export const Cancellation = createFlowContext(cancellationFlow);
