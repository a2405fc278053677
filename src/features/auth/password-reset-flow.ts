import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/session/password-reset.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { pageFlow } from '@/app/flows/page-flow.ts';

/** Forgot password: a code by SMS or email, then a new password, through the API client. */
export const passwordResetFlow = pageFlow('passwordReset', ({ api, withSession }) =>
  passwordResetMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => withSession(() => api.call('forgotPassword', { body: input }))),
      resetPassword: fromPromise(({ input }) => withSession(() => api.call('resetPassword', { body: input }))),
    },
  }),
);

export const PasswordReset = createFlowContext(passwordResetFlow);
