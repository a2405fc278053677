import { supportRequestMachine } from '../../../machines/content/visitor-message.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { endpointSubmission } from '@/app/flows/submission-flow.ts';

/** The Get Help support request: its one effect, the API call (with a session, for the CSRF check). */
export const supportRequestFlow = endpointSubmission(supportRequestMachine, 'sendSupportRequest');

export const SupportRequestFlow = createFlowContext(supportRequestFlow);
