import { fromPromise } from 'xstate';
import type { Profile } from '../../../../contract/account-area.ts';
import { emailChangeMachine, mobileChangeMachine, profileMachine } from '../../../../machines/account/profile.machine.ts';
import { readStoredSession } from '@/app/app-actor.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { pageFlow } from '@/app/flows/page-flow.ts';
import { endpointSubmission } from '@/app/flows/submission-flow.ts';
import { appStorage } from '@/lib/storage.ts';

/** My Account > Profile: loading and saving the details. */
export const profileFlow = pageFlow(
  'profile',
  ({ api, withSession, services }) =>
    profileMachine.provide({
      actors: {
        loadProfile: fromPromise(() => withSession(() => api.call('profile'))),
        saveProfile: fromPromise(async ({ input }) => {
          const profile = await withSession(() => api.call('updateProfile', { body: input }));
          // The stored name (spec key userFullName) follows, so the header and My Account say the new one.
          if (!profile.isGuest) {
            appStorage.setText('userFullName', [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' '));
            services.actors.session.send({ type: 'session.storageChanged', stored: readStoredSession(appStorage) });
          }
          return profile;
        }),
      },
    }),
  // The server's data: every opening, a reload too, reads it again rather than a saved copy.
  { resume: false },
);
export const ProfileFlow = createFlowContext(profileFlow);

/** A new email address: the link goes to it; it applies once opened. */
export const emailChangeFlow = endpointSubmission(emailChangeMachine, 'changeEmail', {
  // The server's data: every opening, a reload too, reads it again rather than a saved copy.
  resume: false,
});
export const EmailChange = createFlowContext(emailChangeFlow);

/** A new mobile number re-verified by SMS; the flow key is the current number. */
export const mobileChangeFlow = pageFlow(
  'mobileChange',
  ({ api, withSession }) =>
    mobileChangeMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => withSession(() => api.call('changeMobile', { body: input }))),
        verifyCode: fromPromise(({ input }): Promise<Profile> => withSession(() => api.call('confirmMobileChange', { body: input }))),
      },
    }),
  { input: (_services, key) => ({ currentMobile: key || null }) },
);
export const MobileChange = createFlowContext(mobileChangeFlow);
