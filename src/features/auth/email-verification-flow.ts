import { emailVerificationMachine, verificationLinkMachine } from '../../../machines/session/submission.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { submissionFlow } from '@/app/flows/submission-flow.ts';

/** Confirming an address from the emailed link; sent with the link's token. */
export const emailVerificationFlow = submissionFlow(emailVerificationMachine, (api, token: string) => api.call('verifyEmail', { body: { token } }), {
  // Opening the link again asks the server again (it answers "already used"), never a saved answer.
  resume: false,
});

/** A new verification link for the signed-in customer (after an expired or used one). */
export const verificationLinkFlow = submissionFlow(verificationLinkMachine, (api) => api.call('sendEmailVerification', { body: {} }));

export const EmailVerification = createFlowContext(emailVerificationFlow);
export const VerificationLink = createFlowContext(verificationLinkFlow);
