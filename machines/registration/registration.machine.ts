import { assign, setup } from 'xstate';
import type { LoginResult, RegistrationRequest, RegistrationStatus } from '../../contract/accounts.ts';
import type { GuestPolicies, GuestPoliciesMerged } from '../../contract/guest-policy-endpoints.ts';
import { type FlowExit, exitOutput } from '../shared/exit.ts';
import { type FlowFailure, asFailure, failedWith, failureOf, onError } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import { keptOutage, outageRetry, outageRetryWait, retryAfterOutage, serviceRetry } from '../shared/service-retry.ts';
import { entryEvent } from '../shared/entry-event.ts';
import type { FlowTag } from '../shared/tags.ts';

export type { FlowFailure };

/**
 * Sign-up with SMS activation (/sign-up): details -> activation (6-digit code; expires after 5 min;
 * resend after a 60 s countdown; after 5 wrong codes a new code is needed; the number can be
 * corrected without retyping the rest) -> signed in -> when guests bought policies with this mobile,
 * the question whether to add them to the account (added only on yes) -> activated -> (Continue)
 * finished, which ends the flow and takes the customer on (exit `continue`: the remembered path, else
 * /services).
 *
 * Pure: the calls (`submitDetails`, `verifyCode`, ...) and the effects (`rememberStep` writes the
 * stored `registrationStep` that marks an unfinished sign-up, `signIn` hands the login to the
 * session) are provided by the app. Timers are named delays computed from the server's instants, so
 * a restored snapshot (reload) re-arms them with the time really left: the page sends
 * `registration.resumed` whenever it starts the flow, and the machine decides what it means. Only two
 * states take it: the activation step (re-entered, each region re-decided from the context: expired?
 * resend due?) and `loadRetryWait` (asks the server again at once). Every other state has no timer to
 * re-arm and ignores it (the snapshot stays the very same, so the flow is not even saved again).
 */

/** What the details form holds, without the password (the snapshot is saved in the tab). */
export type RegistrationDraft = Omit<RegistrationRequest, 'password'>;

export interface RegistrationContext {
  /** The stored registrationStep at start: an unfinished sign-up to resume from the server. */
  pendingStep: string | null;
  draft: RegistrationDraft | null;
  status: RegistrationStatus | null;
  error: FlowFailure | null;
  /** The resend region's own failure (429, no connection): shown beside the check's, never replacing it. */
  resendError: FlowFailure | null;
  /** The number asked for in "change number", until the server accepts it. */
  requestedPhone: string | null;
  /** The name of the account once activated (for the welcome). */
  activatedFullName: string | null;
  /** Policies bought as a guest with this mobile, not in the account yet (the question's N). */
  guestPolicyCount: number | null;
  /** How many of them the customer's yes added (for the welcome). */
  guestPoliciesAdded: number | null;
}

export interface RegistrationInput {
  registrationStep?: string | null;
  /** What the customer typed before the session ended under the sign-up (a 403): shown again, with a word. */
  draft?: RegistrationDraft | null;
}

export type RegistrationEvent =
  | { type: 'registration.submitDetails'; details: RegistrationRequest }
  | { type: 'registration.submitCode'; code: string }
  | { type: 'registration.resend' }
  | { type: 'registration.changeNumber' }
  | { type: 'registration.submitMobile'; mobile: string }
  | { type: 'registration.submitEmail'; emailAddress: string }
  | { type: 'registration.cancelChange' }
  | { type: 'registration.resumed' }
  | { type: 'registration.retry' }
  | { type: 'registration.startOver' }
  /** The question after activation: add the policies bought as a guest with this mobile, or leave them. */
  | { type: 'registration.addGuestPolicies' }
  | { type: 'registration.keepGuestPoliciesApart' }
  /** From the welcome: the flow ends and the customer goes on. */
  | { type: 'registration.continue' };

/**
 * Registration's own tags, next to the shared ones. Input regions: `codeInput`, `mobileInput`,
 * `emailInput`. The code check: `verifyingCode`, `codeProblem` (a wrong code or a failed check; the
 * error is in `context.error`), `codeExpired`, `codeLocked`. The resend: `resendWaiting` (the
 * countdown), `resending`, `resendLimited`, `resendFailed` (the error is in `context.resendError`).
 */
export type RegistrationTag =
  /** Guests bought policies with this mobile: the question is asked (`guestPolicyCount`). */
  | 'guestPoliciesFound'
  /** The look-up or the adding of those policies failed (the error is in `context.error`). */
  | 'guestPoliciesCheckFailed'
  | 'guestPoliciesAddFailed'
  | 'codeInput'
  | 'mobileInput'
  | 'emailInput'
  | 'verifyingCode'
  | 'codeProblem'
  | 'codeExpired'
  | 'codeLocked'
  | 'resendWaiting'
  | 'resending'
  | 'resendLimited'
  | 'resendFailed'
  /** The details form again after the session ended mid sign-up, with what was typed (never the password). */
  | 'draftKept';

export const REGISTRATION_STEP = 'activation';
const CODE_LIFETIME_MS = 300_000;
const RESEND_AFTER_MS = 60_000;

/** Milliseconds until an ISO instant (never negative); `fallback` when there is none. */
export function msUntil(instant: string | undefined, fallback: number, now = Date.now()): number {
  if (!instant) return fallback;
  const at = Date.parse(instant);
  return Number.isNaN(at) ? fallback : Math.max(0, at - now);
}

const withoutPassword = (details: RegistrationRequest): RegistrationDraft => {
  const { password: _password, ...draft } = details;
  return draft;
};

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    // The code check and the resend run side by side, so each region has its own tags: a view asks
    // one region without mistaking the other's busy or failed for its own.
    tags: {} as FlowTag | RegistrationTag,
    output: {} as FlowExit<'continue'>,
  },
  actors: {
    /** GET /registrations/current: the pending registration, or null when the server has none. */
    loadRegistration: notProvided<RegistrationStatus | null>('loadRegistration'),
    /** POST /registrations: stores the details and sends the first code. */
    submitDetails: notProvided<RegistrationStatus, RegistrationRequest>('submitDetails'),
    /** POST /registrations/current/activate: checks the code, creates the account, signs in. */
    verifyCode: notProvided<LoginResult, { code: string }>('verifyCode'),
    /** POST /registrations/current/code: a new code (the old one stops working). */
    resendCode: notProvided<RegistrationStatus>('resendCode'),
    /** PATCH /registrations/current/mobile: corrects the number; a new code goes to it. */
    changeMobile: notProvided<RegistrationStatus, { mobile: string }>('changeMobile'),
    /** PATCH /registrations/current/email: another address after email_unavailable; the code stays valid. */
    changeEmail: notProvided<RegistrationStatus, { emailAddress: string }>('changeEmail'),
    /** GET /auth/guest-policies: how many policies guests bought with the new account's mobile. */
    countGuestPolicies: notProvided<GuestPolicies>('countGuestPolicies'),
    /** POST /auth/guest-policies/merge: adds them to the account (idempotent). */
    mergeGuestPolicies: notProvided<GuestPoliciesMerged>('mergeGuestPolicies'),
  },
  actions: {
    /** Store (or clear, with null) the spec's registrationStep. */
    rememberStep: (_, _params: { step: string | null }) => {},
    /** Hand the login of the new account to the session (stored keys, token). */
    signIn: (_, _params: { result: LoginResult }) => {},
  },
  delays: {
    codeExpiry: ({ context }) => msUntil(context.status?.codeExpiresAt, CODE_LIFETIME_MS),
    resendDelay: ({ context }) => msUntil(context.status?.resendAvailableAt, RESEND_AFTER_MS),
    retryAfter: ({ context }) => (context.resendError?.retryAfterSeconds ?? 60) * 1000,
    serviceRetry,
  },
  guards: {
    hasPendingStep: ({ context }) => Boolean(context.pendingStep),
    hasDraft: ({ context }) => context.draft !== null,
    found: (_, params: { status: RegistrationStatus | null }) => params.status !== null,
    codeExpired: ({ context }) => msUntil(context.status?.codeExpiresAt, CODE_LIFETIME_MS) === 0,
    attemptsExhausted: ({ context }) => context.status?.attemptsLeft === 0,
    resendDue: ({ context }) => msUntil(context.status?.resendAvailableAt, RESEND_AFTER_MS) === 0,
    hasGuestPolicies: (_, params: { count: number }) => params.count > 0,
    failedWith,
    outageRetry,
  },
}).createMachine({
  id: 'registration',
  output: exitOutput<'continue'>,
  context: ({ input }) => ({
    pendingStep: input.registrationStep ?? null,
    draft: input.draft ?? null,
    status: null,
    error: null,
    resendError: null,
    requestedPhone: null,
    activatedFullName: null,
    guestPolicyCount: null,
    guestPoliciesAdded: null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [{ guard: 'hasPendingStep', target: 'loading' }, { guard: 'hasDraft', target: 'details.kept' }, { target: 'details' }],
    },
    /** A stored registrationStep: ask the server where this sign-up stands. */
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadRegistration',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ status: event.output }) },
            target: 'activation',
            actions: assign({ status: ({ event }) => event.output, pendingStep: null, error: null }),
          },
          {
            target: 'details',
            actions: [assign({ pendingStep: null, error: null }), { type: 'rememberStep', params: { step: null } }],
          },
        ],
        onError: [
          {
            guard: onError('notFound'),
            target: 'details',
            actions: [assign({ pendingStep: null, error: null }), { type: 'rememberStep', params: { step: null } }],
          },
          // The service away for a moment (503): asked again on its own, a few times, before loadFailed.
          { ...retryAfterOutage('loadRetryWait'), actions: assign({ error: keptOutage }) },
          { target: 'loadFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    /** Waiting to ask again after a 503 (the page says so); a reload asks at once (`registration.resumed`). */
    loadRetryWait: outageRetryWait('loading', 'registration.resumed'),
    loadFailed: {
      tags: ['failed'],
      on: {
        'registration.retry': { target: 'loading', actions: assign({ error: null }) },
        'registration.startOver': {
          target: 'details',
          actions: [assign({ error: null, pendingStep: null }), { type: 'rememberStep', params: { step: null } }],
        },
      },
    },
    details: {
      initial: 'editing',
      on: {
        'registration.submitDetails': {
          target: '.submitting',
          actions: assign({ draft: ({ event }) => withoutPassword(event.details), error: null }),
        },
      },
      states: {
        editing: { tags: ['editable'] },
        /** Started again after the session ended under it: what was typed is back, the customer checks it and continues. */
        kept: { tags: ['editable', 'draftKept'] },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: 'submitDetails',
            input: ({ event }) => entryEvent(event, 'registration.submitDetails').details,
            onDone: {
              target: '#registration.activation',
              actions: [
                assign({ status: ({ event }) => event.output, error: null }),
                { type: 'rememberStep', params: { step: REGISTRATION_STEP } },
              ],
            },
            onError: { target: 'rejected', actions: assign({ error: failureOf }) },
          },
        },
        /** The server refused the details (invalid field, rate limit, no connection): fix and send again. */
        rejected: { tags: ['editable', 'failed'] },
      },
    },
    activation: {
      type: 'parallel',
      on: {
        'registration.resumed': { target: ['#registration.activation.check.checking', '#registration.activation.resend.checking'] },
        'registration.startOver': {
          target: 'details',
          actions: [assign({ status: null, error: null, resendError: null }), { type: 'rememberStep', params: { step: null } }],
        },
      },
      states: {
        /** The code check (not named "code": the support capsule redacts keys named so). */
        check: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: 'attemptsExhausted', target: 'locked' },
                { guard: 'codeExpired', target: 'expired' },
                { target: 'entering' },
              ],
            },
            entering: {
              tags: ['codeInput'],
              after: { codeExpiry: 'expired' },
              on: {
                'registration.submitCode': { target: 'verifying', actions: assign({ error: null }) },
                'registration.changeNumber': { target: 'changingNumber', actions: assign({ error: null }) },
              },
            },
            verifying: {
              tags: ['busy', 'codeInput', 'verifyingCode'],
              invoke: {
                src: 'verifyCode',
                input: ({ event }) => ({ code: event.type === 'registration.submitCode' ? event.code : '' }),
                onDone: {
                  target: '#registration.guestPolicies',
                  actions: [
                    assign({ activatedFullName: ({ event }) => event.output.userFullName, status: null, error: null, draft: null }),
                    { type: 'rememberStep', params: { step: null } },
                    { type: 'signIn', params: ({ event }) => ({ result: event.output }) },
                  ],
                },
                onError: [
                  {
                    guard: onError('attemptsExhausted'),
                    target: 'locked',
                    actions: assign({
                      error: failureOf,
                      status: ({ context }) => (context.status ? { ...context.status, attemptsLeft: 0 } : null),
                    }),
                  },
                  { guard: onError('codeExpired'), target: 'expired', actions: assign({ error: failureOf }) },
                  { guard: onError('emailUnavailable'), target: 'emailTaken', actions: assign({ error: failureOf }) },
                  {
                    guard: onError('wrongCode'),
                    target: 'wrongCode',
                    actions: assign({
                      error: failureOf,
                      status: ({ context, event }) => {
                        const left = asFailure(event.error).attemptsLeft;
                        return context.status && left !== undefined ? { ...context.status, attemptsLeft: left } : context.status;
                      },
                    }),
                  },
                  { target: 'failed', actions: assign({ error: failureOf }) },
                ],
              },
            },
            /** Not the code sent: tries left shown, type it again. */
            wrongCode: {
              tags: ['codeInput', 'failed', 'codeProblem'],
              always: { guard: 'attemptsExhausted', target: 'locked' },
              after: { codeExpiry: 'expired' },
              on: {
                'registration.submitCode': { target: 'verifying', actions: assign({ error: null }) },
                'registration.changeNumber': { target: 'changingNumber', actions: assign({ error: null }) },
              },
            },
            /** The check could not be made (no connection, rate limit): try again. */
            failed: {
              tags: ['codeInput', 'failed', 'codeProblem'],
              after: { codeExpiry: 'expired' },
              on: {
                'registration.submitCode': { target: 'verifying', actions: assign({ error: null }) },
                'registration.changeNumber': { target: 'changingNumber', actions: assign({ error: null }) },
              },
            },
            /** Five minutes passed: only a new code helps (resend region). */
            expired: {
              tags: ['codeExpired'],
              on: { 'registration.changeNumber': { target: 'changingNumber', actions: assign({ error: null }) } },
            },
            /** Five wrong codes: only a new code helps (resend region). */
            locked: {
              tags: ['codeLocked'],
              on: { 'registration.changeNumber': { target: 'changingNumber', actions: assign({ error: null }) } },
            },
            changingNumber: {
              tags: ['mobileInput'],
              on: {
                'registration.submitMobile': {
                  target: 'updatingMobile',
                  actions: assign({ error: null, requestedPhone: ({ event }) => event.mobile }),
                },
                'registration.cancelChange': { target: 'checking', actions: assign({ error: null }) },
              },
            },
            updatingMobile: {
              tags: ['busy', 'mobileInput'],
              invoke: {
                src: 'changeMobile',
                input: ({ event }) => ({ mobile: event.type === 'registration.submitMobile' ? event.mobile : '' }),
                onDone: {
                  target: ['#registration.activation.check.checking', '#registration.activation.resend.checking'],
                  actions: assign({
                    status: ({ event }) => event.output,
                    error: null,
                    resendError: null,
                    draft: ({ context }) =>
                      context.draft && context.requestedPhone ? { ...context.draft, mobile: context.requestedPhone } : context.draft,
                    requestedPhone: null,
                  }),
                },
                onError: { target: 'changingNumber', actions: assign({ error: failureOf }) },
              },
            },
            /** Activation answered email_unavailable: another address, the code stays valid. */
            emailTaken: {
              tags: ['emailInput', 'failed'],
              on: { 'registration.submitEmail': { target: 'updatingEmail' } },
            },
            updatingEmail: {
              tags: ['busy', 'emailInput'],
              invoke: {
                // An id that names no personal field: the support capsule redacts keys that name personal fields.
                id: 'contactUpdate',
                src: 'changeEmail',
                input: ({ event }) => ({ emailAddress: event.type === 'registration.submitEmail' ? event.emailAddress : '' }),
                onDone: { target: 'entering', actions: assign({ status: ({ event }) => event.output, error: null }) },
                onError: { target: 'emailTaken', actions: assign({ error: failureOf }) },
              },
            },
          },
        },
        resend: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'resendDue', target: 'available' }, { target: 'waiting' }] },
            /** The countdown the customer sees; the button is off. */
            waiting: { tags: ['resendWaiting'], after: { resendDelay: 'available' } },
            available: { on: { 'registration.resend': { target: 'sending', actions: assign({ resendError: null }) } } },
            sending: {
              tags: ['busy', 'resending'],
              invoke: {
                src: 'resendCode',
                onDone: {
                  target: ['#registration.activation.check.checking', '#registration.activation.resend.checking'],
                  actions: assign({ status: ({ event }) => event.output, error: null, resendError: null }),
                },
                onError: [
                  { guard: onError('rateLimited'), target: 'rateLimited', actions: assign({ resendError: failureOf }) },
                  { target: 'failed', actions: assign({ resendError: failureOf }) },
                ],
              },
            },
            /** 429: the retry-after is shown; the button comes back when it has passed. */
            rateLimited: { tags: ['failed', 'resendLimited'], after: { retryAfter: 'available' } },
            failed: { tags: ['failed', 'resendFailed'], on: { 'registration.resend': { target: 'sending', actions: assign({ resendError: null }) } } },
          },
        },
      },
    },
    /**
     * Signed in. Guests who proved this mobile at checkout may have bought policies: the customer is
     * asked before they join the account (nothing is added without a yes).
     */
    guestPolicies: {
      initial: 'counting',
      states: {
        counting: {
          tags: ['busy'],
          invoke: {
            src: 'countGuestPolicies',
            onDone: [
              {
                guard: { type: 'hasGuestPolicies', params: ({ event }) => ({ count: event.output.count }) },
                target: 'asking',
                actions: assign({ guestPolicyCount: ({ event }) => event.output.count }),
              },
              { target: '#registration.activated' },
            ],
            onError: { target: 'countFailed', actions: assign({ error: failureOf }) },
          },
        },
        /** The look-up failed: try again, or go on (the policies can still be added later by asking again). */
        countFailed: {
          tags: ['failed', 'guestPoliciesCheckFailed'],
          on: {
            'registration.retry': { target: 'counting', actions: assign({ error: null }) },
            'registration.keepGuestPoliciesApart': { target: '#registration.activated', actions: assign({ error: null }) },
          },
        },
        asking: {
          tags: ['editable', 'guestPoliciesFound'],
          on: {
            'registration.addGuestPolicies': 'merging',
            'registration.keepGuestPoliciesApart': '#registration.activated',
          },
        },
        merging: {
          tags: ['busy', 'guestPoliciesFound'],
          invoke: {
            src: 'mergeGuestPolicies',
            onDone: { target: '#registration.activated', actions: assign({ guestPoliciesAdded: ({ event }) => event.output.merged, error: null }) },
            onError: { target: 'mergeFailed', actions: assign({ error: failureOf }) },
          },
        },
        /** Adding failed: try again (the server adds them once however often it is asked), or leave them. */
        mergeFailed: {
          tags: ['failed', 'guestPoliciesFound', 'guestPoliciesAddFailed'],
          on: {
            'registration.addGuestPolicies': { target: 'merging', actions: assign({ error: null }) },
            'registration.keepGuestPoliciesApart': { target: '#registration.activated', actions: assign({ error: null }) },
          },
        },
      },
    },
    /** Account created and signed in. */
    activated: { tags: ['done'], on: { 'registration.continue': 'finished' } },
    finished: { type: 'final', output: { exit: 'continue' as const } },
  },
});
