import { assign, fromPromise, setup } from 'xstate';

/**
 * The customer's session: the server token (fetched at start), who is signed in (derived from the
 * stored username, spec section 4), and the path a guard made them leave (temporaryPath).
 * Effects are named here and provided by src/app: the machine never touches storage or the network.
 */
export interface SessionContext {
  sessionToken: string;
  sessionId: string;
  apiKey: string;
  username: string | null;
  userFullName: string | null;
  loginTypeEnumId: string | null;
  registrationStep: string | null;
  backendUser: boolean;
  /** The path a guard sent to /login, honoured after login. */
  temporaryPath: string | null;
}

export type SessionInput = Partial<SessionContext>;

/** What the stored keys say now; sent when another tab or the API client changed them. */
export type StoredSession = Pick<
  SessionContext,
  'sessionToken' | 'sessionId' | 'apiKey' | 'username' | 'userFullName' | 'loginTypeEnumId' | 'registrationStep' | 'backendUser'
>;

export type SessionEvent =
  | { type: 'session.tokenReceived'; sessionToken: string }
  | { type: 'session.forbidden' }
  | { type: 'session.storageChanged'; stored: StoredSession }
  | { type: 'session.rememberPath'; path: string }
  | { type: 'session.forgetPath' };

export const emptySessionContext: SessionContext = {
  sessionToken: '',
  sessionId: '',
  apiKey: '',
  username: null,
  userFullName: null,
  loginTypeEnumId: null,
  registrationStep: null,
  backendUser: false,
  temporaryPath: null,
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** GET /{product}/security/token; resolves with the token the server gave. */
    fetchSessionToken: fromPromise<{ sessionToken: string }>(async () => {
      throw new Error('fetchSessionToken is provided by the app');
    }),
  },
  actions: {
    /** A failed token fetch is only logged (spec section 8). */
    logTokenFailure: (_, _params: { error: unknown }) => {},
    /** Wipe every stored key (spec section 4, on a 403). */
    wipeStoredSession: () => {},
    /** Keep the rotated token in storage too (spec section 7). */
    storeSessionToken: (_, _params: { sessionToken: string }) => {},
  },
  guards: {
    hasUsername: ({ context }) => Boolean(context.username),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...emptySessionContext, ...input }),
  initial: 'starting',
  on: {
    'session.tokenReceived': {
      actions: [
        assign({ sessionToken: ({ event }) => event.sessionToken }),
        { type: 'storeSessionToken', params: ({ event }) => ({ sessionToken: event.sessionToken }) },
      ],
    },
    'session.forbidden': {
      target: '.ready',
      actions: [
        'wipeStoredSession',
        assign(({ context }) => ({ ...emptySessionContext, temporaryPath: context.temporaryPath })),
      ],
    },
    'session.storageChanged': {
      target: '.ready',
      actions: assign(({ event }) => ({ ...event.stored })),
    },
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
          actions: [
            assign({ sessionToken: ({ event }) => event.output.sessionToken }),
            { type: 'storeSessionToken', params: ({ event }) => ({ sessionToken: event.output.sessionToken }) },
          ],
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
        anonymous: { tags: ['anonymous'] },
        authenticated: { tags: ['authenticated'] },
      },
    },
  },
});

/** Signed in means a stored username (spec section 4). */
export const selectIsLoggedIn = (snapshot: { context: SessionContext }) => Boolean(snapshot.context.username);
