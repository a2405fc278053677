import { fromPromise } from 'xstate';
import type { Profile } from '../../../../contract/account-area.ts';
import { emailChangeMachine, mobileChangeMachine, profileMachine } from '../../../../machines/account/profile.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

/** My Account > Profile: loading and saving the details. */
export const profileFlow: FlowDefinition<typeof profileMachine> = {
  id: 'profile',
  version: 1,
  lifetime: 'page',
  // The server's data: every opening, a reload too, reads it again rather than a saved copy.
  resume: false,
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'profile');
    return profileMachine.provide({
      actors: {
        loadProfile: fromPromise(() => withSession(() => api.call('profile'))),
        saveProfile: fromPromise(({ input }) => withSession(() => api.call('updateProfile', { body: input }))),
      },
    });
  },
};
export const ProfileFlow = createFlowContext(profileFlow);

/** A new email address: the link goes to it; it applies once opened. */
export const emailChangeFlow: FlowDefinition<typeof emailChangeMachine> = {
  id: 'emailChange',
  version: 1,
  lifetime: 'page',
  // The server's data: every opening, a reload too, reads it again rather than a saved copy.
  resume: false,
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'emailChange');
    return emailChangeMachine.provide({
      actors: { send: fromPromise(({ input }) => withSession(() => api.call('changeEmail', { body: input as { emailAddress: string } }))) },
    });
  },
};
export const EmailChange = createFlowContext(emailChangeFlow);

/** A new mobile number re-verified by SMS; the flow key is the current number. */
export const mobileChangeFlow: FlowDefinition<typeof mobileChangeMachine> = {
  id: 'mobileChange',
  version: 1,
  lifetime: 'page',
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'mobileChange');
    return mobileChangeMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => withSession(() => api.call('changeMobile', { body: input }))),
        verifyCode: fromPromise(({ input }): Promise<Profile> => withSession(() => api.call('confirmMobileChange', { body: input }))),
      },
    });
  },
  input: (_services, key) => ({ currentMobile: key || null }),
};
export const MobileChange = createFlowContext(mobileChangeFlow);
