import { fromPromise } from 'xstate';
import type { SupportRequest } from '../../../contract/content.ts';
import { supportRequestMachine } from '../../../machines/content/visitor-message.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

/** The Get Help support request: its one effect, the API call (with a session, for the CSRF check). */
export const supportRequestFlow: FlowDefinition<typeof supportRequestMachine> = {
  id: 'supportRequest',
  version: 1,
  lifetime: 'page',
  logic: (services) =>
    supportRequestMachine.provide({
      actors: {
        send: fromPromise(({ input }) => {
          // Resolved on send, not on start: the page is prerendered, where no API client exists.
          const { api, withSession } = flowServices(services, 'supportRequest');
          return withSession(() => api.call('sendSupportRequest', { body: input as SupportRequest }));
        }),
      },
    }),
};

export const SupportRequestFlow = createFlowContext(supportRequestFlow);
