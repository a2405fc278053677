import { fromPromise } from 'xstate';
import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import { brokerChangeReasons } from '../../../../contract/policy-request-reasons.ts';
import { brokerChangeMachine } from '../../../../machines/broker-change/broker-change.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import { knownReason, requestFlowDefinition } from '../requests/request-effects.ts';

type SubmitInput = { policyNumber: string; toBrokerId: string; reasonCode: string; reasonText: string };

/** Moving a policy to another broker: the one place the broker-change machine's effects are implemented. */
export const brokerChangeFlow: FlowDefinition<typeof brokerChangeMachine> = requestFlowDefinition('brokerChange', ({ api, withSession, loadStart, loadRequest, withdrawRequest, followBroker }) =>
  brokerChangeMachine.provide({
    actors: {
      loadStart: loadStart((policyNumber) => api.call('brokerChangeOptions', { params: { policyNumber } }).then((options) => ({ options })), { options: null }),
      submitBrokerChange: fromPromise<PolicyRequest, SubmitInput>(({ input: { policyNumber, reasonCode, reasonText, toBrokerId } }) =>
        withSession(() =>
          api.call('requestBrokerChange', {
            params: { policyNumber },
            body: { toBrokerId, reasonCode: knownReason(brokerChangeReasons, reasonCode), ...(reasonText ? { reasonText } : {}), consent: true },
          }),
        ),
      ),
      loadRequest,
      withdrawRequest,
    },
    actions: { followBroker },
  }),
);

export const BrokerChange = createFlowContext(brokerChangeFlow);
