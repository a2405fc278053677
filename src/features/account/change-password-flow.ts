import { fromPromise } from 'xstate';
import type * as z from 'zod/mini';
import type { changePasswordRequestSchema } from '../../../contract/accounts.ts';
import { changePasswordMachine } from '../../../machines/session/submission.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

export type ChangePasswordValues = z.input<typeof changePasswordRequestSchema>;

/** Changing the password: its one effect, the API call (the user's other sessions end on the server). */
export const changePasswordFlow: FlowDefinition<typeof changePasswordMachine> = {
  id: 'changePassword',
  version: 1,
  lifetime: 'page',
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'changePassword');
    return changePasswordMachine.provide({
      actors: { send: fromPromise(({ input }) => withSession(() => api.call('changePassword', { body: input as ChangePasswordValues }))) },
    });
  },
};

export const ChangePassword = createFlowContext(changePasswordFlow);
