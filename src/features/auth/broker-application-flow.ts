import { fromPromise } from 'xstate';
import type { BrokerApplication, BrokerApplicationRequest } from '../../../contract/accounts.ts';
import { brokerApplicationMachine } from '../../../machines/session/submission.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

/** A broker's application: sent once, answered with its status (pending review). */
export const brokerApplicationFlow: FlowDefinition<typeof brokerApplicationMachine> = {
  id: 'brokerApplication',
  version: 1,
  lifetime: 'page',
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'brokerApplication');
    return brokerApplicationMachine.provide({
      actors: { send: fromPromise(({ input }) => withSession(() => api.call('applyBroker', { body: input as BrokerApplicationRequest }))) },
    });
  },
};

export const BrokerApplicationFlow = createFlowContext(brokerApplicationFlow);

/** The application as the server answered it, once sent. */
export const sentApplication = (result: unknown) => (result as BrokerApplication | null) ?? null;
