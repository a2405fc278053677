import { assign, setup } from 'xstate';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';

/**
 * Forgot password (/forgot-password): the identifier and a channel (SMS or email) -> a code is sent
 * if an account matches (the answer is always the same: it never tells whether one exists) -> the
 * code and a new password -> done. A wrong or expired code keeps the form; another code can be sent.
 */
export interface PasswordResetContext {
  identifier: string;
  channel: 'sms' | 'email';
  error: FlowFailure | null;
}

export type PasswordResetEvent =
  | { type: 'passwordReset.request'; identifier: string; channel: 'sms' | 'email' }
  | { type: 'passwordReset.reset'; code: string; newPassword: string }
  | { type: 'passwordReset.again' };

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, tags: {} as FlowTag | 'codeInput' },
  actors: {
    /** POST /auth/password/forgot. */
    requestCode: notProvided<unknown, { identifier: string; channel: 'sms' | 'email' }>('requestCode'),
    /** POST /auth/password/reset. */
    resetPassword: notProvided<unknown, { identifier: string; code: string; newPassword: string }>('resetPassword'),
  },
}).createMachine({
  id: 'passwordReset',
  context: { identifier: '', channel: 'sms', error: null },
  initial: 'asking',
  states: {
    asking: {
      tags: ['editable'],
      on: {
        'passwordReset.request': {
          target: 'requesting',
          actions: assign({ identifier: ({ event }) => event.identifier, channel: ({ event }) => event.channel, error: null }),
        },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ identifier: context.identifier, channel: context.channel }),
        onDone: 'codeSent',
        onError: { target: 'asking', actions: assign({ error: failureOf }) },
      },
    },
    codeSent: {
      tags: ['codeInput'],
      on: {
        'passwordReset.reset': { target: 'resetting', actions: assign({ error: null }) },
        'passwordReset.again': { target: 'asking', actions: assign({ error: null }) },
      },
    },
    resetting: {
      tags: ['busy', 'codeInput'],
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }: { context: PasswordResetContext; event: PasswordResetEvent }) =>
          event.type === 'passwordReset.reset' ? { identifier: context.identifier, code: event.code, newPassword: event.newPassword } : { identifier: context.identifier, code: '', newPassword: '' },
        onDone: 'done',
        onError: { target: 'codeSent', actions: assign({ error: failureOf }) },
      },
    },
    done: { tags: ['done'] },
  },
});
