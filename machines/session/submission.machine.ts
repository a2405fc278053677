import { assign, setup } from 'xstate';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';

/**
 * One form sent to the server: editing -> sending -> sent, or failed with the reason (the form stays
 * filled; sending again is the way forward). Each form is its own machine (its own id in the
 * registry, diagram and test paths); its flow definition provides `send` with the endpoint's
 * typed values and reads the answer with a typed selector.
 */
export interface SubmissionContext {
  result: unknown;
  error: FlowFailure | null;
}

export type SubmissionEvent = { type: 'submission.send'; values: unknown } | { type: 'submission.reset' };

export function createSubmissionMachine(id: string) {
  return setup({
    types: { context: {} as SubmissionContext, events: {} as SubmissionEvent, tags: {} as FlowTag },
    actors: { send: notProvided<unknown, unknown>('send') },
  }).createMachine({
    id,
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
          onError: { target: 'failed', actions: assign({ error: failureOf }) },
        },
      },
      failed: { tags: ['editable', 'failed'], on: { 'submission.send': 'sending' } },
      sent: { tags: ['done'] },
    },
  });
}

/** My account > Profile: POST /auth/password/change (the user's other sessions end on the server). */
export const changePasswordMachine = createSubmissionMachine('changePassword');

/** /email-verification?token=…: POST /auth/email/verify with the link's token. */
export const emailVerificationMachine = createSubmissionMachine('emailVerification');

/** A new verification link for the signed-in customer: POST /auth/email/verification. */
export const verificationLinkMachine = createSubmissionMachine('verificationLink');

/** /sign-up-broker: POST /broker-applications (stored as pending review), answered with its status. */
export const brokerApplicationMachine = createSubmissionMachine('brokerApplication');

/** Every submission machine has this one type (the values and the answer are typed by its flow, src/app/flows/submission-flow.ts). */
export type SubmissionMachine = ReturnType<typeof createSubmissionMachine>;
