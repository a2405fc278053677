import { fromPromise } from 'xstate';
import type { RegistrationStatus } from '../../../contract/accounts.ts';
import { type RegistrationDraft, registrationMachine } from '../../../machines/registration/registration.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import { paths } from '@/lib/paths.ts';

/** Bump when the registration machine's states or context change shape: older saved flows are dropped. */
export const REGISTRATION_FLOW_VERSION = 4;

const sessionContext = (services: Parameters<FlowDefinition['logic']>[0]) => services.actors.session.getSnapshot().context;

/** The sign-up flow: the machine's calls through the API client, its effects through the session. */
export const registrationFlow: FlowDefinition<typeof registrationMachine> = {
  id: 'registration',
  version: REGISTRATION_FLOW_VERSION,
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'registration');
    const session = services.actors.session;
    return registrationMachine.provide({
      actors: {
        loadRegistration: fromPromise(async (): Promise<RegistrationStatus | null> => withSession(() => api.call('currentRegistration'))),
        submitDetails: fromPromise(({ input }) => withSession(() => api.call('register', { body: input }))),
        verifyCode: fromPromise(({ input }) => withSession(() => api.call('activateRegistration', { body: input }))),
        resendCode: fromPromise(() => withSession(() => api.call('resendRegistrationCode', { body: {} }))),
        changeMobile: fromPromise(({ input }) => withSession(() => api.call('updateRegistrationMobile', { body: input }))),
        changeEmail: fromPromise(({ input }) => withSession(() => api.call('updateRegistrationEmail', { body: input }))),
        countGuestPolicies: fromPromise(() => withSession(() => api.call('guestPolicies'))),
        mergeGuestPolicies: fromPromise(() => withSession(() => api.call('mergeGuestPolicies', { body: {} }))),
      },
      actions: {
        rememberStep: (_, { step }) => session.send({ type: 'session.registrationStep', step }),
        signIn: (_, { result }) => session.send({ type: 'session.signedIn', result }),
      },
    });
  },
  // A 403 mid sign-up ends the server's registration with the session: what was typed (the machine
  // never holds the password) comes back in the form, so the customer checks it and continues.
  keepOnWipe: (snapshot) => snapshot.context.draft ?? undefined,
  input: (services, _key, kept) => ({ registrationStep: sessionContext(services).registrationStep, draft: (kept as RegistrationDraft | undefined) ?? null }),
  // The path the customer wanted before signing up, else the services page.
  exits: { continue: (services) => sessionContext(services).temporaryPath ?? paths.services },
};

export const Registration = createFlowContext(registrationFlow);
