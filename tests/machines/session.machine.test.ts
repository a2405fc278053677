import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResult } from '../../contract/accounts.ts';
import { emptySessionContext, selectIsLoggedIn, sessionMachine } from '../../machines/session/session.machine.ts';

function startSession(options: {
  fetchToken?: () => Promise<{ sessionToken: string }>;
  input?: Parameters<typeof createActor<typeof sessionMachine>>[1] extends infer O ? O extends { input?: infer I } ? I : never : never;
}) {
  const calls = { logged: [] as unknown[], wiped: 0, stored: [] as string[] };
  const machine = sessionMachine.provide({
    actors: { fetchSessionToken: fromPromise(options.fetchToken ?? (async () => ({ sessionToken: 't'.repeat(43) }))) },
    actions: {
      logTokenFailure: (_, params) => calls.logged.push(params.error),
      wipeStoredSession: () => {
        calls.wiped += 1;
      },
      storeSessionToken: (_, params) => calls.stored.push(params.sessionToken),
    },
  });
  const actor = createActor(machine, { input: options.input ?? {} }).start();
  return { actor, calls };
}

describe('session machine', () => {
  it('fetches the session token at start and keeps it', async () => {
    const { actor, calls } = startSession({ fetchToken: async () => ({ sessionToken: 'server-token-0123456789abc' }) });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.sessionToken).toBe('server-token-0123456789abc');
    expect(calls.stored).toEqual(['server-token-0123456789abc']);
  });

  it('only logs a failed token fetch and carries on', async () => {
    const failure = new Error('Network Error');
    const { actor, calls } = startSession({
      fetchToken: async () => {
        throw failure;
      },
      input: { sessionToken: 'old-token' },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.logged).toEqual([failure]);
    expect(actor.getSnapshot().context.sessionToken).toBe('old-token');
    expect(calls.wiped).toBe(0);
  });

  it('derives signed-in from the stored username', async () => {
    const anonymous = startSession({});
    await waitFor(anonymous.actor, (s) => s.matches('ready'));
    expect(selectIsLoggedIn(anonymous.actor.getSnapshot())).toBe(false);
    expect(anonymous.actor.getSnapshot().hasTag('anonymous')).toBe(true);

    const known = startSession({ input: { username: 'sara@example.com' } });
    expect(selectIsLoggedIn(known.actor.getSnapshot())).toBe(true);
    await waitFor(known.actor, (s) => s.matches('ready'));
    expect(known.actor.getSnapshot().hasTag('authenticated')).toBe(true);
  });

  it('wipes everything on a 403 and empties sessionId, sessionToken and apiKey', async () => {
    const { actor, calls } = startSession({
      input: { username: 'sara', sessionId: 'sid', apiKey: 'key', sessionToken: 'tok', backendUser: true, registrationStep: '2' },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.forbidden' });
    const { context } = actor.getSnapshot();
    expect(calls.wiped).toBe(1);
    expect(context).toMatchObject({ sessionId: '', sessionToken: '', apiKey: '', username: null, backendUser: false, registrationStep: null });
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true);
  });

  it('a 403 while the token is being fetched still wipes and stops waiting', () => {
    const { actor, calls } = startSession({ fetchToken: () => new Promise(() => {}), input: { username: 'sara' } });
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    actor.send({ type: 'session.forbidden' });
    expect(calls.wiped).toBe(1);
    expect(actor.getSnapshot().matches({ ready: 'anonymous' })).toBe(true);
  });

  it('adopts rotated tokens and stores them', async () => {
    const { actor, calls } = startSession({});
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.tokenReceived', sessionToken: 'rotated' });
    expect(actor.getSnapshot().context.sessionToken).toBe('rotated');
    expect(calls.stored.at(-1)).toBe('rotated');
  });

  it('follows storage changed elsewhere (another tab signing in or out)', async () => {
    const { actor } = startSession({});
    await waitFor(actor, (s) => s.matches('ready'));
    const stored = { ...emptySessionContext, username: 'omar', sessionToken: 'x' };
    actor.send({ type: 'session.storageChanged', stored });
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    actor.send({ type: 'session.storageChanged', stored: { ...stored, username: null } });
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true);
  });

  it('remembers and forgets the wanted path, and keeps it through a 403', async () => {
    const { actor } = startSession({});
    actor.send({ type: 'session.rememberPath', path: '/services/our-products/motor?x=1' });
    actor.send({ type: 'session.forbidden' });
    expect(actor.getSnapshot().context.temporaryPath).toBe('/services/our-products/motor?x=1');
    actor.send({ type: 'session.forgetPath' });
    expect(actor.getSnapshot().context.temporaryPath).toBeNull();
  });
});

describe('session machine: signing in and out', () => {
  const result: LoginResult = {
    username: 'sara@example.com',
    userFullName: 'Sara Ahmed',
    emailAddress: 'sara@example.com',
    countryCode: 'SA',
    geoId: 'SA',
    loginTypeEnumId: 'EMAIL',
    apiKey: 'api-key',
    sessionId: 'sid',
    sessionToken: 'rotated-token',
    backendUser: false,
    registrationStep: null,
  };

  function startWith(impl: {
    logIn?: (credentials: { identifier: string; password: string }) => Promise<LoginResult>;
    guest?: () => Promise<LoginResult>;
    google?: () => Promise<{ authorizationUrl: string }>;
    finishGoogle?: (input: { code: string; state: string }) => Promise<LoginResult>;
    endSession?: () => Promise<null>;
    input?: Partial<typeof emptySessionContext>;
    clock?: SimulatedClock;
  }) {
    const calls = {
      stored: [] as LoginResult[],
      cleared: 0,
      wiped: 0,
      notices: [] as string[],
      redirects: [] as string[],
      steps: [] as (string | null)[],
      tokens: 0,
      expiredCleared: 0,
      credentials: [] as unknown[],
    };
    const machine = sessionMachine.provide({
      actors: {
        fetchSessionToken: fromPromise(async () => {
          calls.tokens += 1;
          return { sessionToken: `fresh-${calls.tokens}` };
        }),
        logIn: fromPromise(async ({ input }) => {
          calls.credentials.push(input);
          return (impl.logIn ?? (async () => result))(input);
        }),
        logInAsGuest: fromPromise(() => (impl.guest ?? (async () => ({ ...result, username: 'guest-1', loginTypeEnumId: 'GUEST' as const })))() ),
        startGoogle: fromPromise(() => (impl.google ?? (async () => ({ authorizationUrl: 'https://id.example/authorize?state=s' })))()),
        finishGoogle: fromPromise(({ input }) => (impl.finishGoogle ?? (async () => ({ ...result, loginTypeEnumId: 'GOOGLE' as const })))(input)),
        endSession: fromPromise(() => (impl.endSession ?? (async () => null))()),
      },
      actions: {
        wipeStoredSession: () => {
          calls.wiped += 1;
        },
        storeSessionToken: () => {},
        logTokenFailure: () => {},
        storeLogin: (_, { result: stored }) => calls.stored.push(stored),
        clearSignedIn: () => {
          calls.cleared += 1;
        },
        clearExpiredSession: () => {
          calls.expiredCleared += 1;
        },
        notify: (_, { notice }) => calls.notices.push(notice),
        goToProvider: (_, { url }) => calls.redirects.push(url),
        storeRegistrationStep: (_, { step }) => calls.steps.push(step),
      },
    });
    const actor = createActor(machine, { input: impl.input ?? {}, ...(impl.clock ? { clock: impl.clock } : {}) }).start();
    return { actor, calls };
  }

  const ready = (actor: ReturnType<typeof startWith>['actor']) => waitFor(actor, (s) => s.matches('ready') && !s.hasTag('busy'));

  it('logs in with email or mobile and password: keys stored, token adopted, authenticated', async () => {
    const { actor, calls } = startWith({});
    await ready(actor);
    actor.send({ type: 'session.login', credentials: { identifier: '+966501234567', password: 'pw' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('authenticated'));
    expect(calls.credentials).toEqual([{ identifier: '+966501234567', password: 'pw' }]);
    expect(calls.stored).toEqual([result]);
    // Every key of the login's answer, and the sign-in under way forgotten.
    expect(actor.getSnapshot().context).toMatchObject({ ...result, error: null, pendingLogin: null });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
  });

  it('a wrong password or a rate limit is a failure shown on the form, still signed out', async () => {
    const { actor } = startWith({
      logIn: async () => {
        throw { reason: 'rateLimited', message: 'Too many attempts', retryAfterSeconds: 60 };
      },
    });
    await ready(actor);
    actor.send({ type: 'session.login', credentials: { identifier: 'sara@example.com', password: 'wrong' } });
    await waitFor(actor, (s) => s.matches({ ready: 'anonymous' }));
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'rateLimited', retryAfterSeconds: 60 });
    expect(actor.getSnapshot().context.username).toBeNull();
    actor.send({ type: 'session.login', credentials: { identifier: 'sara@example.com', password: 'again' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a 503: the same sign-in is sent again on its own after the wait, and signs in when the server is back', async () => {
    const clock = new SimulatedClock();
    let answers = 0;
    const { actor, calls } = startWith({
      clock,
      logIn: async () => {
        answers += 1;
        if (answers === 1) throw { kind: 'http', status: 503, code: 'service_unavailable', message: 'away', retryAfterSeconds: 2, repeatable: true };
        return result;
      },
    });
    await ready(actor);
    const credentials = { identifier: 'sara@example.com', password: 'pw' };
    actor.send({ type: 'session.login', credentials });
    await waitFor(actor, (s) => s.hasTag('retrying'));
    expect(actor.getSnapshot().hasTag('signingIn')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'serviceUnavailable', autoRetries: 1 });
    clock.increment(2000);
    await waitFor(actor, (s) => s.hasTag('authenticated'));
    expect(calls.credentials).toEqual([credentials, credentials]);
    // Nothing of the sign-in is kept once it is answered.
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
  });

  it('a 503 that outlasts the tries leaves the customer signed out with the failure, and the password forgotten', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = startWith({
      clock,
      logIn: async () => {
        throw { kind: 'http', status: 503, code: 'service_unavailable', message: 'away', retryAfterSeconds: 2, repeatable: true };
      },
    });
    await ready(actor);
    actor.send({ type: 'session.login', credentials: { identifier: 'sara@example.com', password: 'pw' } });
    for (const wait of [2000, 4000, 8000, 10_000]) {
      await waitFor(actor, (s) => s.hasTag('retrying'));
      clock.increment(wait);
    }
    await waitFor(actor, (s) => s.matches({ ready: 'anonymous' }));
    expect(calls.credentials).toHaveLength(5);
    expect(actor.getSnapshot().context.error?.reason).toBe('serviceUnavailable');
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
  });

  it('continues as a guest', async () => {
    const { actor, calls } = startWith({});
    await ready(actor);
    actor.send({ type: 'session.continueAsGuest' });
    await waitFor(actor, (s) => s.hasTag('authenticated'));
    expect(actor.getSnapshot().context).toMatchObject({ username: 'guest-1', loginTypeEnumId: 'GUEST' });
    expect(calls.stored).toHaveLength(1);
  });

  it('Google: start leaves for the provider; the callback signs in; a forged state is a failure', async () => {
    const { actor, calls } = startWith({
      finishGoogle: async ({ state }) => {
        if (state !== 'good') throw { reason: 'stateInvalid', message: 'bad state' };
        return { ...result, loginTypeEnumId: 'GOOGLE' };
      },
    });
    await ready(actor);
    actor.send({ type: 'session.startGoogle' });
    await waitFor(actor, (s) => s.matches({ ready: 'leavingForGoogle' }));
    expect(calls.redirects).toEqual(['https://id.example/authorize?state=s']);

    const second = startWith({
      finishGoogle: async ({ state }) => {
        if (state !== 'good') throw { reason: 'stateInvalid', message: 'bad state' };
        return { ...result, loginTypeEnumId: 'GOOGLE' };
      },
    });
    await ready(second.actor);
    second.actor.send({ type: 'session.googleCallback', code: 'c', state: 'forged' });
    await waitFor(second.actor, (s) => s.matches({ ready: 'anonymous' }) && s.context.error !== null);
    expect(second.actor.getSnapshot().context.error?.reason).toBe('stateInvalid');
    second.actor.send({ type: 'session.googleCallback', code: 'c', state: 'good' });
    await waitFor(second.actor, (s) => s.hasTag('authenticated'));
    expect(second.actor.getSnapshot().context.loginTypeEnumId).toBe('GOOGLE');
  });

  it('a backend user is signed in with backendUser kept (the guards hold them on /login)', async () => {
    const { actor } = startWith({ logIn: async () => ({ ...result, backendUser: true }) });
    await ready(actor);
    actor.send({ type: 'session.login', credentials: { identifier: 'staff@example.com', password: 'pw' } });
    await waitFor(actor, (s) => s.hasTag('authenticated'));
    expect(actor.getSnapshot().context.backendUser).toBe(true);
  });

  it('logout ends the server session, clears the keys (even when the server cannot be reached) and fetches a fresh token', async () => {
    for (const endSession of [async () => null, async () => Promise.reject(new Error('Network Error'))]) {
      const { actor, calls } = startWith({ endSession, input: { username: 'sara', sessionToken: 'old', temporaryPath: '/services/our-products' } });
      await ready(actor);
      expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
      actor.send({ type: 'session.logout' });
      await waitFor(actor, (s) => s.matches({ ready: 'anonymous' }));
      expect(calls.cleared).toBe(1);
      expect(calls.wiped).toBe(0);
      expect(calls.notices).toEqual(['signedOut']);
      expect(calls.tokens).toBe(2);
      expect(actor.getSnapshot().context).toMatchObject({ username: null, userFullName: null, apiKey: '', sessionId: '', notice: 'signedOut', sessionToken: 'fresh-2' });
    }
  });

  it('an expired session (401) signs out with a notice; ignored when nobody is signed in', async () => {
    const { actor, calls } = startWith({ input: { username: 'sara', sessionToken: 'old' } });
    await ready(actor);
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (s) => s.matches({ ready: 'anonymous' }));
    // The keys go but the drafts are parked for the same customer: not the sign-out's clear.
    expect(calls.expiredCleared).toBe(1);
    expect(calls.cleared).toBe(0);
    expect(calls.notices).toEqual(['expired']);
    expect(actor.getSnapshot().context.notice).toBe('expired');
    actor.send({ type: 'session.dismissNotice' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'session.expired' });
    expect(calls.notices).toEqual(['expired']);
  });

  it('a 403 while signed in wipes and tells why', async () => {
    const { actor, calls } = startWith({ input: { username: 'sara' } });
    await ready(actor);
    actor.send({ type: 'session.forbidden' });
    expect(calls.wiped).toBe(1);
    expect(calls.notices).toEqual(['forbidden']);
    expect(actor.getSnapshot().context.notice).toBe('forbidden');
  });

  it('a sign-out in another tab (username gone from storage) signs this tab out with a notice', async () => {
    const { actor, calls } = startWith({ input: { username: 'sara', userFullName: 'Sara' } });
    await ready(actor);
    actor.send({
      type: 'session.storageChanged',
      stored: { sessionToken: '', sessionId: '', apiKey: '', username: null, userFullName: null, loginTypeEnumId: null, registrationStep: null, backendUser: false },
    });
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.userFullName).toBeNull();
    expect(calls.notices).toEqual(['signedOutElsewhere']);
  });

  it('the registration flow signs the new account in', async () => {
    const { actor, calls } = startWith({});
    await ready(actor);
    actor.send({ type: 'session.signedIn', result: { ...result, loginTypeEnumId: 'MOBILE' } });
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(calls.stored).toHaveLength(1);
  });

  it('keeps the registration step in context and storage', async () => {
    const { actor, calls } = startWith({});
    actor.send({ type: 'session.registrationStep', step: 'activation' });
    expect(actor.getSnapshot().context.registrationStep).toBe('activation');
    actor.send({ type: 'session.registrationStep', step: null });
    expect(calls.steps).toEqual(['activation', null]);
  });
});
