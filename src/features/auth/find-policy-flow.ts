import { fromPromise } from 'xstate';
import { findPolicyMachine } from '../../../machines/session/find-policy.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { pageFlow } from '@/app/flows/page-flow.ts';
import { linkTo } from '@/lib/paths.ts';

/** Find my policy: an SMS code to the mobile of a guest's policy, then a session for that policy only. */
export const findPolicyFlow = pageFlow(
  'findPolicy',
  ({ api, withSession, services }) =>
    findPolicyMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }) => withSession(() => api.call('requestPolicyAccess', { body: input }))),
        verifyCode: fromPromise(({ input }) => withSession(() => api.call('verifyPolicyAccess', { body: input }))),
      },
      actions: {
        signIn: (_, { result }) => services.actors.session.send({ type: 'session.signedIn', result }),
      },
    }),
  // The policy it opened.
  { exits: { policy: (_services, _key, output) => linkTo.policyDetail(String(output.policyNumber)) } },
);

export const FindPolicy = createFlowContext(findPolicyFlow);
