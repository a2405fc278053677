import { contactMessageMachine } from '../../../machines/content/visitor-message.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { endpointSubmission } from '@/app/flows/submission-flow.ts';

/** The /contact-us form: its one effect, the API call (with a session, for the CSRF check). */
export const contactFlow = endpointSubmission(contactMessageMachine, 'sendContactMessage');

export const ContactFlow = createFlowContext(contactFlow);
