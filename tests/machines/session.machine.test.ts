import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
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
