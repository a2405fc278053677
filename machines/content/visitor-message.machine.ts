import { createSubmissionMachine } from '../session/submission.machine.ts';

/** /contact-us: POST /content/contact-messages, answered with a reference (editing -> sending -> sent | failed). */
export const contactMessageMachine = createSubmissionMachine('contactMessage');

/** /get-help: POST /help/support-requests, answered with a reference. */
export const supportRequestMachine = createSubmissionMachine('supportRequest');
