import { brokerApplicationMachine } from '../../../machines/session/submission.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { endpointSubmission } from '@/app/flows/submission-flow.ts';

/** A broker's application: sent once, answered with its status (pending review). */
export const brokerApplicationFlow = endpointSubmission(brokerApplicationMachine, 'applyBroker');

export const BrokerApplicationFlow = createFlowContext(brokerApplicationFlow);
