import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/session/password-reset.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

/** Forgot password: a code by SMS or email, then a new password, through the API client. */
export const passwordResetFlow: FlowDefinition<typeof passwordResetMachine> = {
  id: 'passwordReset',
  version: 1,
  lifetime: 'page',
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'passwordReset');
    return passwordResetMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }) => withSession(() => api.call('forgotPassword', { body: input }))),
        resetPassword: fromPromise(({ input }) => withSession(() => api.call('resetPassword', { body: input }))),
      },
    });
  },
};

export const PasswordReset = createFlowContext(passwordResetFlow);
