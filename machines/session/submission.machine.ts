import { assign, fromPromise, setup } from 'xstate';
import { type FlowFailure, asFailure } from '../shared/failure.ts';

/**
 * One form sent to the server (change password, broker application): editing -> sending -> sent,
 * or failed with the reason (the form stays filled; sending again is the way forward).
 * The call is provided by the feature (`send`); its answer is kept for the confirmation view.
 */
export interface SubmissionContext {
  result: unknown;
  error: FlowFailure | null;
}

export type SubmissionEvent = { type: 'submission.send'; values: unknown } | { type: 'submission.reset' };

export const submissionMachine = setup({
  types: { context: {} as SubmissionContext, events: {} as SubmissionEvent },
  actors: {
    send: fromPromise<unknown, unknown>(async () => {
      throw new Error('send is provided by the feature');
    }),
  },
}).createMachine({
  id: 'submission',
  context: { result: null, error: null },
  initial: 'editing',
  on: { 'submission.reset': { target: '.editing', actions: assign({ result: null, error: null }) } },
  states: {
    editing: { tags: ['editable'], on: { 'submission.send': 'sending' } },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ event }: { event: SubmissionEvent }) => (event.type === 'submission.send' ? event.values : null),
        onDone: { target: 'sent', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => asFailure(event.error) }) },
      },
    },
    failed: { tags: ['editable', 'failed'], on: { 'submission.send': 'sending' } },
    sent: { tags: ['done'] },
  },
});
