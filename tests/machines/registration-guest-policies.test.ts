import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResult, RegistrationStatus } from '../../contract/accounts.ts';
import { registrationMachine } from '../../machines/registration/registration.machine.ts';
import type { FlowFailure } from '../../machines/shared/failure.ts';

const T0 = Date.parse('2026-11-23T10:00:00Z');
const status: RegistrationStatus = {
  registrationId: 'reg-1',
  step: 'activation',
  maskedMobile: '+966 •••• 567',
  codeExpiresAt: new Date(T0 + 300_000).toISOString(),
  resendAvailableAt: new Date(T0 + 60_000).toISOString(),
  attemptsLeft: 5,
};
const login = { userFullName: 'Sara Ahmed' } as LoginResult;
const unavailable: FlowFailure = { reason: 'unavailable', code: null, message: 'down' };

/** A sign-up resumed at the code; `count` and `merge` answer the two guest-policy calls in turn. */
function activated(count: (() => Promise<{ count: number }>)[], merge: (() => Promise<{ merged: number }>)[] = []) {
  const calls = { count: 0, merge: 0 };
  const machine = registrationMachine.provide({
    actors: {
      loadRegistration: fromPromise(async (): Promise<RegistrationStatus | null> => status),
      verifyCode: fromPromise(async () => login),
      countGuestPolicies: fromPromise(() => count[calls.count++]!()),
      mergeGuestPolicies: fromPromise(() => merge[calls.merge++]!()),
    },
    actions: { rememberStep: () => {}, signIn: () => {} },
  });
  const actor = createActor(machine, { input: { registrationStep: 'activation' } }).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const state = (actor: ReturnType<typeof activated>['actor']) => actor.getSnapshot().value;

async function verified(...args: Parameters<typeof activated>) {
  const started = activated(...args);
  await settle();
  started.actor.send({ type: 'registration.submitCode', code: '123456' });
  return started;
}

describe('registration machine: policies bought as a guest with the new account\'s mobile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('none found: straight on to the welcome, nothing merged', async () => {
    const { actor, calls } = await verified([async () => ({ count: 0 })]);
    await settle();
    expect(state(actor)).toBe('activated');
    expect(calls).toEqual({ count: 1, merge: 0 });
    expect(actor.getSnapshot().context.guestPoliciesAdded).toBeNull();
  });

  it('found: asks with the count; yes merges and the welcome says how many were added', async () => {
    const { actor, calls } = await verified([async () => ({ count: 2 })], [async () => ({ merged: 2 })]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true); // counting
    await settle();
    expect(state(actor)).toEqual({ guestPolicies: 'asking' });
    expect(actor.getSnapshot().hasTag('guestPoliciesFound')).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.guestPolicyCount).toBe(2);
    actor.send({ type: 'registration.addGuestPolicies' });
    expect(state(actor)).toEqual({ guestPolicies: 'merging' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(state(actor)).toBe('activated');
    expect(actor.getSnapshot().context.guestPoliciesAdded).toBe(2);
    expect(calls).toEqual({ count: 1, merge: 1 });
    actor.send({ type: 'registration.continue' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('found: "not now" goes on without merging', async () => {
    const { actor, calls } = await verified([async () => ({ count: 1 })]);
    await settle();
    actor.send({ type: 'registration.keepGuestPoliciesApart' });
    expect(state(actor)).toBe('activated');
    expect(calls.merge).toBe(0);
    expect(actor.getSnapshot().context.guestPoliciesAdded).toBeNull();
  });

  it('a failed look-up is shown with retry, or the customer goes on without', async () => {
    const { actor } = await verified([() => Promise.reject(unavailable), async () => ({ count: 1 })]);
    await settle();
    expect(state(actor)).toEqual({ guestPolicies: 'countFailed' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().hasTag('guestPoliciesCheckFailed')).toBe(true);
    expect(actor.getSnapshot().context.error?.reason).toBe('unavailable');
    actor.send({ type: 'registration.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(state(actor)).toEqual({ guestPolicies: 'asking' });

    const other = await verified([() => Promise.reject(unavailable)]);
    await settle();
    other.actor.send({ type: 'registration.keepGuestPoliciesApart' });
    expect(state(other.actor)).toBe('activated');
    expect(other.actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed merge keeps the question with the failure: yes again, or not now', async () => {
    const { actor, calls } = await verified([async () => ({ count: 3 })], [() => Promise.reject(unavailable), async () => ({ merged: 3 })]);
    await settle();
    actor.send({ type: 'registration.addGuestPolicies' });
    await settle();
    expect(state(actor)).toEqual({ guestPolicies: 'mergeFailed' });
    for (const tag of ['failed', 'guestPoliciesFound', 'guestPoliciesAddFailed']) expect(actor.getSnapshot().hasTag(tag as never)).toBe(true);
    actor.send({ type: 'registration.addGuestPolicies' });
    await settle();
    expect(state(actor)).toBe('activated');
    expect(actor.getSnapshot().context.guestPoliciesAdded).toBe(3);
    expect(calls.merge).toBe(2);

    const other = await verified([async () => ({ count: 1 })], [() => Promise.reject(unavailable)]);
    await settle();
    other.actor.send({ type: 'registration.addGuestPolicies' });
    await settle();
    other.actor.send({ type: 'registration.keepGuestPoliciesApart' });
    expect(state(other.actor)).toBe('activated');
  });
});
