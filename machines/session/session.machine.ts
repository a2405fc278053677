import { assign, setup } from 'xstate';
import type { LoginResult } from '../../contract/accounts.ts';
import { entryEvent } from '../shared/entry-event.ts';
import { type FlowFailure, asFailure, failureOf } from '../shared/failure.ts';
import { keptOutage, outageRetry, outageRetryWait, retryAfterOutage, serviceRetry } from '../shared/service-retry.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';

/**
 * The customer's session: the server token (fetched at start), who is signed in (derived from the
 * stored username: a customer with no username is a visitor), and the path a guard made them leave
 * (temporaryPath).
 * Signing in (email or mobile + password, guest, Google), signing out (server end + stored keys
 * wiped), a 401 / expired session or a 403 (signed out with a notice), a sign-out in another tab
 * (storage change).
 * Effects are named here and provided by src/app: the machine never touches storage or the network.
 */

/** Why the customer was signed out, shown on the next screen (and as a toast). */
export type SessionNotice = 'signedOut' | 'expired' | 'forbidden' | 'signedOutElsewhere';
export interface SessionContext {
  sessionToken: string;
  sessionId: string;
  apiKey: string;
  username: string | null;
  userFullName: string | null;
  emailAddress: string | null;
  countryCode: string | null;
  geoId: string | null;
  loginTypeEnumId: string | null;
  registrationStep: string | null;
  backendUser: boolean;
  /** The path a guard sent to /login, honoured after login. */
  temporaryPath: string | null;
  /** The last sign-in (or Google, guest) attempt's failure, the shared failure model of every flow. */
  error: FlowFailure | null;
  notice: SessionNotice | null;
  /**
   * The sign-in under way, kept only until it is answered, so a 503 can be followed by the same sign-in
   * sent again on its own (service-retry.ts). In memory only: this actor is never saved, and the
   * inspector and the support capsule redact the password.
   */
  pendingLogin: Credentials | null;
}

export type SessionInput = Partial<SessionContext>;

/** What the stored keys say now; sent when another tab or the API client changed them. */
export type StoredSession = Pick<
  SessionContext,
  'sessionToken' | 'sessionId' | 'apiKey' | 'username' | 'userFullName' | 'loginTypeEnumId' | 'registrationStep' | 'backendUser'
> &
  Partial<Pick<SessionContext, 'emailAddress' | 'countryCode' | 'geoId'>>;

export interface Credentials {
  identifier: string;
  password: string;
  /** The visitor's region, for a mobile number written without its country code. */
  countryCode?: string | undefined;
}

export type SessionEvent =
  | { type: 'session.tokenReceived'; sessionToken: string }
  | { type: 'session.forbidden' }
  | { type: 'session.storageChanged'; stored: StoredSession }
  | { type: 'session.rememberPath'; path: string }
  | { type: 'session.forgetPath' }
  | { type: 'session.login'; credentials: Credentials }
  | { type: 'session.continueAsGuest' }
  | { type: 'session.startGoogle' }
  | { type: 'session.googleCallback'; code: string; state: string }
  /** A login made elsewhere (the registration flow's activation). */
  | { type: 'session.signedIn'; result: LoginResult }
  | { type: 'session.logout' }
  /** A 401 from the API, or the server's idle / absolute timeout. */
  | { type: 'session.expired' }
  | { type: 'session.registrationStep'; step: string | null }
  | { type: 'session.dismissNotice' };

export const emptySessionContext: SessionContext = {
  sessionToken: '',
  sessionId: '',
  apiKey: '',
  username: null,
  userFullName: null,
  emailAddress: null,
  countryCode: null,
  geoId: null,
  loginTypeEnumId: null,
  registrationStep: null,
  backendUser: false,
  temporaryPath: null,
  error: null,
  notice: null,
  pendingLogin: null,
};

/** The context after a login: the spec's keys from the server's answer. */
const signedInContext = (result: LoginResult) => ({
  sessionToken: result.sessionToken,
  sessionId: result.sessionId,
  apiKey: result.apiKey,
  username: result.username,
  userFullName: result.userFullName,
  emailAddress: result.emailAddress,
  countryCode: result.countryCode,
  geoId: result.geoId,
  loginTypeEnumId: result.loginTypeEnumId,
  registrationStep: result.registrationStep,
  backendUser: result.backendUser,
  error: null,
  notice: null,
  pendingLogin: null,
});

/** Signed out: every account field emptied; the wanted path survives (the customer may sign in again). */
const signedOutContext = (context: SessionContext, notice: SessionNotice | null): SessionContext => ({
  ...emptySessionContext,
  temporaryPath: context.temporaryPath,
  notice,
});

/**
 * The session's own tags, next to the shared ones: `anonymous` / `authenticated` (who is there), and
 * which way of signing in (or out) is under way, so each button shows its own progress:
 * `signingIn`, `guestStarting`, `googleStarting` (until the page has left for Google),
 * `googleFinishing`, `signingOut`.
 */
export type SessionTag = 'anonymous' | 'authenticated' | 'signingIn' | 'guestStarting' | 'googleStarting' | 'googleFinishing' | 'signingOut';

/** A token arrived (`sessionToken` read from the event): kept, and stored for a reload or another tab. */
const tokenActions = <E>(sessionToken: (event: E) => string) =>
  [
    { type: 'keepToken', params: ({ event }: { event: E }) => ({ sessionToken: sessionToken(event) }) },
    { type: 'storeSessionToken', params: ({ event }: { event: E }) => ({ sessionToken: sessionToken(event) }) },
  ] as const;

/** A login answered (`result` read from the event): its keys kept and stored. */
const loginActions = <E>(result: (event: E) => LoginResult) =>
  [
    { type: 'keepLogin', params: ({ event }: { event: E }) => ({ result: result(event) }) },
    { type: 'storeLogin', params: ({ event }: { event: E }) => ({ result: result(event) }) },
  ] as const;

/** A way of signing in answered: signed in with what it returned. */
const signedIn = { target: '#session.ready.authenticated', actions: loginActions(({ output }: { output: LoginResult }) => output) } as const;
/** A way of signing in failed: back on the form with the failure. */
const refused = { target: '#session.ready.anonymous', actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

/** Signed out: `clear` removes the stored keys, the context is emptied and the customer told why. */
const signOut = <const Clear extends string>(clear: Clear, notice: SessionNotice) =>
  [clear, { type: 'keepSignedOut', params: { notice } }, { type: 'notify', params: { notice } }] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as FlowTag | SessionTag,
  },
  actions: {
    /** A failed token fetch is only logged: the app works on, and the next call asks for a token again. */
    logTokenFailure: (_, _params: { error: unknown }) => {},
    /** Wipe every stored key: a 403 means the stored session can no longer be trusted. */
    wipeStoredSession: () => {},
    /** Keep the rotated token in storage too, so a reload or another tab sends the current one. */
    storeSessionToken: (_, _params: { sessionToken: string }) => {},
    /** Store the spec's keys of a login (username, userFullName, ..., backendUser). */
    storeLogin: (_, _params: { result: LoginResult }) => {},
    /** Sign-out: remove the signed-in keys (the language stays) and forget every flow. */
    clearSignedIn: () => {},
    /** A 401 (the session ran out, the same person): remove the signed-in keys but park the customer's drafts for them. */
    clearExpiredSession: () => {},
    /** Another tab signed out (and cleared storage): only this tab's flows are left to forget. */
    forgetFlows: () => {},
    /** Store (or remove) the spec's registrationStep. */
    storeRegistrationStep: (_, _params: { step: string | null }) => {},
    /** Tell the customer why they were signed out (a toast). */
    notify: (_, _params: { notice: SessionNotice }) => {},
    /** Leave for the identity provider's page (Google sign-in). */
    goToProvider: (_, _params: { url: string }) => {},
    /** The session token (fetched or rotated), kept in memory; `storeSessionToken` stores it. */
    keepToken: assign((_, params: { sessionToken: string }) => ({ sessionToken: params.sessionToken })),
    /** The spec's keys of a login, kept in memory; `storeLogin` stores them. */
    keepLogin: assign((_, params: { result: LoginResult }) => signedInContext(params.result)),
    /** Every account field emptied, with the notice to show (none for a 403 on a visitor). */
    keepSignedOut: assign(({ context }, params: { notice: SessionNotice | null }) => signedOutContext(context, params.notice)),
    /** A way of signing in failed: its failure, shown on the form. */
    keepFailure: assign((_, params: { error: unknown }) => ({ error: asFailure(params.error) })),
  },
  actors: {
    /** GET /security/token: a session token for this visitor. */
    fetchSessionToken: notProvided<{ sessionToken: string }>('fetchSessionToken'),
    /** POST /auth/login (the token rotates). */
    logIn: notProvided<LoginResult, Credentials>('logIn'),
    /** POST /auth/guest. */
    logInAsGuest: notProvided<LoginResult>('logInAsGuest'),
    /** POST /auth/google/start: the provider's authorisation URL. */
    startGoogle: notProvided<{ authorizationUrl: string }>('startGoogle'),
    /** POST /auth/google/callback with the code and state the provider sent back. */
    finishGoogle: notProvided<LoginResult, { code: string; state: string }>('finishGoogle'),
    /** DELETE /security/token: the server ends the session. */
    endSession: notProvided<null>('endSession'),
  },
  delays: { serviceRetry },
  guards: {
    outageRetry,
    hasUsername: ({ context }) => Boolean(context.username),
    wasSignedIn: ({ context }) => Boolean(context.username),
    signedOutElsewhere: ({ context, event }) =>
      Boolean(context.username) && event.type === 'session.storageChanged' && !event.stored.username,
    storedHasUsername: ({ event }) => event.type === 'session.storageChanged' && Boolean(event.stored.username),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...emptySessionContext, ...input }),
  initial: 'starting',
  on: {
    'session.tokenReceived': { actions: tokenActions(({ sessionToken }: { sessionToken: string }) => sessionToken) },
    'session.forbidden': [
      {
        guard: 'wasSignedIn',
        target: '.ready.anonymous',
        actions: signOut('wipeStoredSession', 'forbidden'),
      },
      {
        target: '.ready.anonymous',
        actions: ['wipeStoredSession', { type: 'keepSignedOut', params: { notice: null } }],
      },
    ],
    'session.storageChanged': [
      {
        guard: 'signedOutElsewhere',
        target: '.ready.anonymous',
        actions: [
          'forgetFlows',
          assign(({ context, event }) => ({ ...signedOutContext(context, 'signedOutElsewhere'), ...event.stored })),
          { type: 'notify', params: { notice: 'signedOutElsewhere' } },
        ],
      },
      {
        guard: 'storedHasUsername',
        target: '.ready.authenticated',
        actions: assign(({ event }) => ({ ...event.stored })),
      },
      {
        target: '.ready.anonymous',
        actions: assign(({ event }) => ({ ...event.stored })),
      },
    ],
    /** The registration flow signed the new account in. */
    'session.signedIn': {
      target: '.ready.authenticated',
      actions: loginActions(({ result }: { result: LoginResult }) => result),
    },
    'session.registrationStep': {
      actions: [
        assign({ registrationStep: ({ event }) => event.step }),
        { type: 'storeRegistrationStep', params: ({ event }) => ({ step: event.step }) },
      ],
    },
    'session.dismissNotice': { actions: assign({ notice: null, error: null }) },
    'session.rememberPath': { actions: assign({ temporaryPath: ({ event }) => event.path }) },
    'session.forgetPath': { actions: assign({ temporaryPath: null }) },
  },
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'fetchSessionToken',
        onDone: {
          target: 'ready',
          actions: tokenActions(({ output }: { output: { sessionToken: string } }) => output.sessionToken),
        },
        onError: {
          target: 'ready',
          actions: { type: 'logTokenFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasUsername', target: 'authenticated' }, { target: 'anonymous' }],
        },
        anonymous: {
          tags: ['anonymous'],
          on: {
            'session.login': { target: 'signingIn', actions: assign(({ event }) => ({ error: null, pendingLogin: event.credentials })) },
            'session.continueAsGuest': { target: 'startingGuest', actions: assign({ error: null }) },
            'session.startGoogle': { target: 'startingGoogle', actions: assign({ error: null }) },
            'session.googleCallback': { target: 'finishingGoogle', actions: assign({ error: null }) },
          },
        },
        signingIn: {
          tags: ['anonymous', 'busy', 'signingIn'],
          invoke: {
            src: 'logIn',
            // The customer's sign-in, or the same one again after a 503.
            input: ({ context, event }) => (event.type === 'session.login' ? event.credentials : context.pendingLogin!),
            onDone: signedIn,
            onError: [
              { ...retryAfterOutage('signInRetryWait'), actions: assign({ error: keptOutage }) },
              { target: '#session.ready.anonymous', actions: assign({ error: failureOf, pendingLogin: null }) },
            ],
          },
        },
        /** A 503: the same sign-in is sent again on its own after the wait; the form keeps what was typed. */
        signInRetryWait: {
          ...outageRetryWait('signingIn'),
          tags: ['anonymous', 'busy', 'retrying', 'signingIn'],
          on: { 'session.login': { target: 'signingIn', actions: assign(({ event }) => ({ error: null, pendingLogin: event.credentials })) } },
        },
        startingGuest: {
          tags: ['anonymous', 'busy', 'guestStarting'],
          invoke: {
            src: 'logInAsGuest',
            onDone: signedIn,
            onError: refused,
          },
        },
        startingGoogle: {
          tags: ['anonymous', 'busy', 'googleStarting'],
          invoke: {
            src: 'startGoogle',
            onDone: {
              target: 'leavingForGoogle',
              actions: { type: 'goToProvider', params: ({ event }) => ({ url: event.output.authorizationUrl }) },
            },
            onError: refused,
          },
        },
        /** The page is leaving for the provider. */
        leavingForGoogle: { tags: ['anonymous', 'busy', 'googleStarting'] },
        finishingGoogle: {
          tags: ['anonymous', 'busy', 'googleFinishing'],
          invoke: {
            src: 'finishGoogle',
            input: ({ event }) => {
              const { code, state } = entryEvent(event, 'session.googleCallback');
              return { code, state };
            },
            onDone: signedIn,
            onError: refused,
          },
        },
        authenticated: {
          tags: ['authenticated'],
          on: {
            'session.logout': { target: 'signingOut' },
            'session.expired': {
              target: '#session.starting',
              actions: signOut('clearExpiredSession', 'expired'),
            },
          },
        },
        /** The server ends the session; stored keys go whatever it answers, then a fresh token. */
        signingOut: {
          tags: ['busy', 'signingOut'],
          invoke: {
            src: 'endSession',
            onDone: { target: '#session.starting', actions: signOut('clearSignedIn', 'signedOut') },
            onError: { target: '#session.starting', actions: signOut('clearSignedIn', 'signedOut') },
          },
        },
      },
    },
  },
});

/** Signed in means a stored username (a guest has one too; a visitor has none). */
export const selectIsLoggedIn = (snapshot: { context: SessionContext }) => Boolean(snapshot.context.username);
/** A guest (checkout without an account) or a guest back through Find my policy: no account to offer sections of. */
export const selectIsGuest = (snapshot: { context: SessionContext }) => snapshot.context.loginTypeEnumId === 'GUEST' || snapshot.context.loginTypeEnumId === 'POLICY';
/** A Find my policy session: one policy, for 30 minutes (no renewal, claims or purchase through it). */
export const selectIsPolicyScoped = (snapshot: { context: SessionContext }) => snapshot.context.loginTypeEnumId === 'POLICY';
