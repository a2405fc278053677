import { fromPromise } from 'xstate';
import { emailVerificationMachine, verificationLinkMachine } from '../../../machines/session/submission.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

/** Confirming an address from the emailed link; started with the link's token as its key. */
export const emailVerificationFlow: FlowDefinition<typeof emailVerificationMachine> = {
  id: 'emailVerification',
  version: 1,
  lifetime: 'page',
  // Opening the link again asks the server again (it answers "already used"), never a saved answer.
  resume: false,
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'emailVerification');
    return emailVerificationMachine.provide({
      actors: { send: fromPromise(({ input }) => withSession(() => api.call('verifyEmail', { body: { token: String(input) } }))) },
    });
  },
};

/** A new verification link for the signed-in customer (after an expired or used one). */
export const verificationLinkFlow: FlowDefinition<typeof verificationLinkMachine> = {
  id: 'verificationLink',
  version: 1,
  lifetime: 'page',
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'verificationLink');
    return verificationLinkMachine.provide({
      actors: { send: fromPromise<unknown, unknown>(() => withSession(() => api.call('sendEmailVerification', { body: {} }))) },
    });
  },
};

export const EmailVerification = createFlowContext(emailVerificationFlow);
export const VerificationLink = createFlowContext(verificationLinkFlow);

/** The confirmed address, from the answer the machine keeps. */
export const verifiedEmail = (result: unknown) => (result as { emailAddress?: string } | null)?.emailAddress ?? '';
