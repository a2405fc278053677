import { fromPromise } from 'xstate';
import type { RegistrationStatus } from '../../../contract/accounts.ts';
import { registrationMachine } from '../../../machines/registration/registration.machine.ts';
import type { AppServices } from '@/app/app-context.tsx';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { asFlowCall } from '@/lib/api/to-failure.ts';

/** Bump when the registration machine's states or context change shape: older saved flows are dropped. */
export const REGISTRATION_FLOW_VERSION = 2;

function apiOf(services: AppServices): ApiClient {
  if (!services.api) throw new Error('The registration flow needs the API client');
  return services.api;
}

/** A state-changing call needs a server session (CSRF); after a 403 wipe there is none yet. */
async function withSession<T>(api: ApiClient, call: () => Promise<T>): Promise<T> {
  return asFlowCall(async () => {
    if (!window.localStorage.getItem('sessionToken')) await api.call('securityToken');
    return call();
  });
}

/** The sign-up flow on the flow host: the machine's calls through the API client, its effects through the session. */
export const registrationFlow: FlowDefinition<typeof registrationMachine> = {
  id: 'registration',
  version: REGISTRATION_FLOW_VERSION,
  logic: (services) => {
    const api = apiOf(services);
    const session = services.actors.session;
    return registrationMachine.provide({
      actors: {
        loadRegistration: fromPromise(async (): Promise<RegistrationStatus | null> => withSession(api, () => api.call('currentRegistration'))),
        submitDetails: fromPromise(({ input }) => withSession(api, () => api.call('register', { body: input }))),
        verifyCode: fromPromise(({ input }) => withSession(api, () => api.call('activateRegistration', { body: input }))),
        resendCode: fromPromise(() => withSession(api, () => api.call('resendRegistrationCode', { body: {} }))),
        changeMobile: fromPromise(({ input }) => withSession(api, () => api.call('updateRegistrationMobile', { body: input }))),
        changeEmail: fromPromise(({ input }) => withSession(api, () => api.call('updateRegistrationEmail', { body: input }))),
      },
      actions: {
        rememberStep: (_, { step }) => session.send({ type: 'session.registrationStep', step }),
        signIn: (_, { result }) => session.send({ type: 'session.signedIn', result }),
      },
    });
  },
  input: (services) => ({ registrationStep: (services.actors.session.getSnapshot() as { context: { registrationStep: string | null } }).context.registrationStep }),
};
