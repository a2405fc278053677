import { fromPromise } from 'xstate';
import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import { brokerChangeReasons } from '../../../../contract/policy-request-reasons.ts';
import { brokerChangeMachine } from '../../../../machines/broker-change/broker-change.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import { linkTo } from '@/lib/paths.ts';
import { knownReason, requestEffects } from '../requests/request-effects.ts';

/** Moving a policy to another broker: the one place the broker-change machine's effects are implemented. */
export const brokerChangeFlow: FlowDefinition<typeof brokerChangeMachine> = {
  id: 'brokerChange',
  version: 1,
  logic: (services) => {
    const effects = requestEffects(services, 'brokerChange');
    const { api, withSession } = effects;
    return brokerChangeMachine.provide({
      actors: {
        loadStart: effects.loadStart((policyNumber) => api.call('brokerChangeOptions', { params: { policyNumber } }).then((options) => ({ options })), { options: null }),
        submitBrokerChange: fromPromise<PolicyRequest, { policyNumber: string; toBrokerId: string; reasonCode: string; reasonText: string }>(
          ({ input: { policyNumber, reasonCode, reasonText, toBrokerId } }) =>
            withSession(() =>
              api.call('requestBrokerChange', {
                params: { policyNumber },
                body: { toBrokerId, reasonCode: knownReason(brokerChangeReasons, reasonCode), ...(reasonText ? { reasonText } : {}), consent: true },
              }),
            ),
        ),
        loadRequest: effects.loadRequest,
        withdrawRequest: effects.withdrawRequest,
      },
      actions: { followBroker: effects.followBroker },
    });
  },
  input: (_services, key) => ({ policyNumber: key }),
  exits: { policy: (_services, key) => linkTo.policyDetail(key) },
};

export const BrokerChange = createFlowContext(brokerChangeFlow);
