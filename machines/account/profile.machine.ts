import { assign, setup } from 'xstate';
import type { CodeSent, Profile, ProfileUpdate } from '../../contract/account-area.ts';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import { keptOutage, outageRetry, outageRetryWait, retryAfterOutage, serviceRetry } from '../shared/service-retry.ts';
import type { FlowTag } from '../shared/tags.ts';
import { createSubmissionMachine } from '../session/submission.machine.ts';

/**
 * My Account > Profile: the profile is loaded (a failure offers a retry), then its details form
 * (names, date of birth, gender, preferred language) is saved as often as the customer likes; a
 * refused save keeps what was typed and says which field to correct. A 503 loads or saves the same
 * details again on its own (service-retry.ts; a save is a PUT of the whole profile, safe to repeat).
 */
export const profileMachine = setup({
  types: {
    context: {} as { profile: Profile | null; draft: ProfileUpdate | null; error: FlowFailure | null },
    events: {} as { type: 'profile.retry' } | { type: 'profile.save'; values: ProfileUpdate },
    tags: {} as FlowTag,
  },
  actors: {
    /** GET /account/profile. */
    loadProfile: notProvided<Profile, void>('loadProfile'),
    /** PUT /account/profile: answers the profile saved. */
    saveProfile: notProvided<Profile, ProfileUpdate>('saveProfile'),
  },
  actions: {
    keepDraft: assign({ draft: ({ event }) => (event.type === 'profile.save' ? event.values : null) }),
  },
  guards: { outageRetry },
  delays: { serviceRetry },
}).createMachine({
  id: 'profile',
  context: { profile: null, draft: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'editing', actions: assign({ profile: ({ event }) => event.output, error: null }) },
        onError: [
          { ...retryAfterOutage('loadRetryWait'), actions: assign({ error: keptOutage }) },
          { target: 'loadFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    loadRetryWait: outageRetryWait('loading'),
    loadFailed: { tags: ['failed'], on: { 'profile.retry': 'loading' } },
    editing: { tags: ['editable'], on: { 'profile.save': { target: 'saving', actions: 'keepDraft' } } },
    saving: {
      tags: ['busy', 'editable'],
      invoke: {
        src: 'saveProfile',
        // What was sent is kept: a try after a 503 sends the same details.
        input: ({ context }) => context.draft ?? ({} as ProfileUpdate),
        onDone: { target: 'saved', actions: assign({ profile: ({ event }) => event.output, draft: null, error: null }) },
        onError: [
          { ...retryAfterOutage('saveRetryWait'), actions: assign({ error: keptOutage }) },
          { target: 'editing', actions: assign({ error: failureOf }) },
        ],
      },
    },
    saveRetryWait: { ...outageRetryWait('saving'), tags: ['busy', 'editable', 'retrying'] },
    saved: { tags: ['done', 'editable'], on: { 'profile.save': { target: 'saving', actions: 'keepDraft' } } },
  },
});

/** A new email address: POST /account/profile/email sends a link to it; it applies when the link is opened. */
export const emailChangeMachine = createSubmissionMachine('emailChange');

/**
 * A new mobile number, re-verified by SMS: the number -> a code is sent -> the code is checked -> the
 * number is changed. A wrong or expired code, or a refused number, keeps the step and says why; a new
 * code can be asked for; the customer can go back to the number.
 */
export const mobileChangeMachine = setup({
  types: {
    context: {} as { currentMobile: string | null; newMobile: string; codeSent: CodeSent | null; error: FlowFailure | null },
    events: {} as
      | { type: 'mobile.send'; mobileNumber: string }
      | { type: 'mobile.verify'; code: string }
      | { type: 'mobile.resend' }
      | { type: 'mobile.back' }
      | { type: 'mobile.again' },
    input: {} as { currentMobile: string | null },
    tags: {} as FlowTag | 'codeInput',
  },
  actors: {
    /** POST /account/profile/mobile: an SMS code to the new number. */
    sendCode: notProvided<CodeSent, { mobileNumber: string }>('sendCode'),
    /** POST /account/profile/mobile/verify: answers the profile with the new number. */
    verifyCode: notProvided<Profile, { code: string }>('verifyCode'),
  },
}).createMachine({
  id: 'mobileChange',
  context: ({ input }) => ({ currentMobile: input.currentMobile, newMobile: '', codeSent: null, error: null }),
  initial: 'entering',
  states: {
    entering: {
      tags: ['editable'],
      on: { 'mobile.send': { target: 'sending', actions: assign({ newMobile: ({ event }) => event.mobileNumber, error: null }) } },
    },
    sending: {
      tags: ['busy', 'editable'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ mobileNumber: context.newMobile }),
        onDone: { target: 'awaitingCode', actions: assign({ codeSent: ({ event }) => event.output, error: null }) },
        onError: { target: 'entering', actions: assign({ error: failureOf }) },
      },
    },
    awaitingCode: {
      tags: ['editable', 'codeInput'],
      on: {
        'mobile.verify': 'verifying',
        'mobile.resend': { target: 'resending', actions: assign({ error: null }) },
        'mobile.back': { target: 'entering', actions: assign({ codeSent: null, error: null }) },
      },
    },
    resending: {
      tags: ['busy', 'codeInput'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ mobileNumber: context.newMobile }),
        onDone: { target: 'awaitingCode', actions: assign({ codeSent: ({ event }) => event.output }) },
        onError: { target: 'awaitingCode', actions: assign({ error: failureOf }) },
      },
    },
    verifying: {
      tags: ['busy', 'codeInput'],
      invoke: {
        src: 'verifyCode',
        input: ({ event }) => ({ code: event.type === 'mobile.verify' ? event.code : '' }),
        onDone: { target: 'changed', actions: assign({ currentMobile: ({ event }) => event.output.mobileNumber, codeSent: null, error: null }) },
        onError: { target: 'awaitingCode', actions: assign({ error: failureOf }) },
      },
    },
    changed: { tags: ['done'], on: { 'mobile.again': { target: 'entering', actions: assign({ newMobile: '' }) } } },
  },
});
