import { fromPromise } from 'xstate';
import type { ContactMessageRequest } from '../../../contract/content.ts';
import { contactMessageMachine } from '../../../machines/content/visitor-message.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

/** The /contact-us form: its one effect, the API call (with a session, for the CSRF check). */
export const contactFlow: FlowDefinition<typeof contactMessageMachine> = {
  id: 'contactMessage',
  version: 1,
  lifetime: 'page',
  logic: (services) =>
    contactMessageMachine.provide({
      actors: {
        send: fromPromise(({ input }) => {
          // Resolved on send, not on start: the page is prerendered, where no API client exists.
          const { api, withSession } = flowServices(services, 'contactMessage');
          return withSession(() => api.call('sendContactMessage', { body: input as ContactMessageRequest }));
        }),
      },
    }),
};

export const ContactFlow = createFlowContext(contactFlow);
