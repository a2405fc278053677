import { fromPromise } from 'xstate';
import { findPolicyMachine } from '../../../machines/session/find-policy.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import { linkTo } from '@/lib/paths.ts';

/** Find my policy: an SMS code to the mobile of a guest's policy, then a session for that policy only. */
export const findPolicyFlow: FlowDefinition<typeof findPolicyMachine> = {
  id: 'findPolicy',
  version: 1,
  lifetime: 'page',
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'findPolicy');
    const session = services.actors.session;
    return findPolicyMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }) => withSession(() => api.call('requestPolicyAccess', { body: input }))),
        verifyCode: fromPromise(({ input }) => withSession(() => api.call('verifyPolicyAccess', { body: input }))),
      },
      actions: {
        signIn: (_, { result }) => session.send({ type: 'session.signedIn', result }),
      },
    });
  },
  // The policy it opened.
  exits: { policy: (_services, _key, output) => linkTo.policyDetail(String(output.policyNumber)) },
};

export const FindPolicy = createFlowContext(findPolicyFlow);
