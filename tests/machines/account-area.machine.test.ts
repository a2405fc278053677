import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import type { CodeSent, Profile } from '../../contract/account-area.ts';
import { type AddressItem, type GroupMemberItem, addressesMachine, groupMembersMachine } from '../../machines/account/account-lists.ts';
import { sampleMember, sampleProfile } from '../../machines/account/account.models.ts';
import { mobileChangeMachine, profileMachine } from '../../machines/account/profile.machine.ts';
import { savedPeopleMachine } from '../../machines/account/saved-people.machine.ts';

/** An effect answering from a script: each call takes the next answer (an Error or `{ reason }` is thrown). */
function scripted<O, I>(answers: unknown[], calls: [string, unknown][], name: string) {
  return fromPromise<O, I>(async ({ input }) => {
    calls.push([name, input]);
    if (answers.length === 0) throw new Error(`no scripted ${name}`);
    const answer = answers.shift();
    if (answer instanceof Error || (typeof answer === 'object' && answer !== null && 'reason' in answer)) throw answer;
    return answer as O;
  });
}
const refused = (reason: string, code: string, fields?: Record<string, string>) => ({ reason, code, message: code, ...(fields ? { fields } : {}) });
const settled = (actor: AnyActorRef) => waitFor(actor, (s) => !s.hasTag('busy'));

const home: AddressItem = { id: 'a1', addressId: 'a1', countryCode: 'SA', region: '01', city: 'Riyadh', street: 'Road 1', postalCode: '12211', isDefault: true };
const work: AddressItem = { ...home, id: 'a2', addressId: 'a2', city: 'Jeddah', isDefault: false };
const values = { countryCode: 'SA', region: '01', city: 'Riyadh', street: 'Road 1', postalCode: '12211' };

describe('addresses (collection machine)', () => {
  function start(script: { load?: unknown[]; save?: unknown[]; remove?: unknown[]; makeDefault?: unknown[] }) {
    const calls: [string, unknown][] = [];
    const actor = createActor(
      addressesMachine.provide({
        actors: {
          load: scripted(script.load ?? [], calls, 'load'),
          save: scripted(script.save ?? [], calls, 'save'),
          remove: scripted(script.remove ?? [], calls, 'remove'),
          makeDefault: scripted(script.makeDefault ?? [], calls, 'makeDefault'),
        },
      }),
    ).start();
    return { actor, calls };
  }

  it('a failed load offers a retry; then add, a refused save keeps the form with the reason, a good save lists what the server answers', async () => {
    const { actor, calls } = start({ load: [refused('offline', 'network'), []], save: [refused('invalid', 'validation_failed', { postalCode: 'x' }), [home]] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'collection.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'collection.add' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    actor.send({ type: 'collection.save', values });
    expect(actor.getSnapshot().value).toBe('saving');
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.fields).toEqual({ postalCode: 'x' });
    actor.send({ type: 'collection.save', values });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context).toMatchObject({ items: [home], notice: 'added', error: null, editingId: null });
    expect(calls.filter(([name]) => name === 'save')).toEqual([['save', { id: null, values }], ['save', { id: null, values }]]);
  });

  it('edits one entry, cancels, deletes only after the confirmation, makes another the default', async () => {
    const { actor, calls } = start({ load: [[home, work]], save: [[home, work]], remove: [refused('offline', 'network'), [home]], makeDefault: [[{ ...work, isDefault: true }, { ...home, isDefault: false }]] });
    await settled(actor);
    actor.send({ type: 'collection.edit', id: 'a2' });
    expect(actor.getSnapshot().context.editingId).toBe('a2');
    actor.send({ type: 'collection.cancel' });
    expect(actor.getSnapshot().context.editingId).toBeNull();
    actor.send({ type: 'collection.edit', id: 'a2' });
    actor.send({ type: 'collection.save', values });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toBe('saved');
    actor.send({ type: 'collection.delete', id: 'a2' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'collection.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'collection.delete', id: 'a2' });
    actor.send({ type: 'collection.confirmDelete' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.error?.reason).toBe('offline');
    actor.send({ type: 'collection.confirmDelete' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ items: [home], notice: 'deleted', deletingId: null });
    actor.send({ type: 'collection.makeDefault', id: 'a2' });
    await settled(actor);
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ id: 'a2', isDefault: true });
    expect(actor.getSnapshot().context.notice).toBe('madeDefault');
    expect(calls).toContainEqual(['save', { id: 'a2', values }]);
    expect(calls).toContainEqual(['remove', { id: 'a2' }]);
  });

  it('a group has no default: the event is not taken', async () => {
    const actor = createActor(groupMembersMachine.provide({ actors: { load: fromPromise(async (): Promise<GroupMemberItem[]> => []) } })).start();
    await settled(actor);
    actor.send({ type: 'collection.makeDefault', id: 'x' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(Object.keys(groupMembersMachine.root.states)).not.toContain('makingDefault');
  });
});

describe('profile', () => {
  it('loads (retry after a failure), saves; a refused save goes back to editing with the reason', async () => {
    const calls: [string, unknown][] = [];
    const saved: Profile = { ...sampleProfile, preferredLanguage: 'ar' };
    const actor = createActor(
      profileMachine.provide({
        actors: {
          loadProfile: scripted([refused('unavailable', 'internal_error'), sampleProfile], calls, 'load'),
          saveProfile: scripted([refused('invalid', 'validation_failed', { firstName: 'x' }), saved], calls, 'save'),
        },
      }),
    ).start();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'profile.retry' });
    await settled(actor);
    expect(actor.getSnapshot().context.profile).toEqual(sampleProfile);
    const update = { firstName: 'Sara', lastName: 'Al-Harbi', dateOfBirth: '1990-04-01', gender: 'female' as const, preferredLanguage: 'ar' as const };
    actor.send({ type: 'profile.save', values: update });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.fields).toEqual({ firstName: 'x' });
    actor.send({ type: 'profile.save', values: update });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ profile: saved, error: null });
    expect(calls.at(-1)).toEqual(['save', update]);
  });
});

describe('mobile change', () => {
  const sent: CodeSent = { maskedMobile: '+966 •••• 568', codeExpiresAt: '2099-01-01T00:05:00Z', resendAvailableAt: '2099-01-01T00:01:00Z', attemptsLeft: 5 };
  it('number -> code -> a wrong code stays with its reason -> a new code -> confirmed; a refused number stays editable; back and again', async () => {
    const calls: [string, unknown][] = [];
    const actor = createActor(
      mobileChangeMachine.provide({
        actors: {
          sendCode: scripted([refused('rateLimited', 'rate_limited'), sent, sent, sent], calls, 'send'),
          verifyCode: scripted([refused('wrongCode', 'code_invalid'), { ...sampleProfile, mobileNumber: '+966501234568' }], calls, 'verify'),
        },
      }),
      { input: { currentMobile: '+966501234567' } },
    ).start();
    actor.send({ type: 'mobile.send', mobileNumber: '+966501234568' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context.error?.reason).toBe('rateLimited');
    expect(actor.getSnapshot().context.newMobile).toBe('+966501234568');
    actor.send({ type: 'mobile.send', mobileNumber: '+966501234568' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('codeInput')).toBe(true);
    actor.send({ type: 'mobile.back' });
    expect(actor.getSnapshot().value).toBe('entering');
    actor.send({ type: 'mobile.send', mobileNumber: '+966501234568' });
    await settled(actor);
    actor.send({ type: 'mobile.verify', code: '000000' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('awaitingCode');
    expect(actor.getSnapshot().context.error?.reason).toBe('wrongCode');
    actor.send({ type: 'mobile.resend' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'mobile.verify', code: '123456' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('changed');
    expect(actor.getSnapshot().context.currentMobile).toBe('+966501234568');
    actor.send({ type: 'mobile.again' });
    expect(actor.getSnapshot().value).toBe('entering');
    expect(calls.filter(([name]) => name === 'send')).toHaveLength(4);
  });
});

describe('saved people (purchase people step)', () => {
  it('a guest has nothing to load; a customer waits for profile and members, a failure offers retry or going on without', async () => {
    const guest = createActor(savedPeopleMachine, { input: { isGuest: true } }).start();
    expect(guest.getSnapshot().value).toBe('ready');
    const calls: [string, unknown][] = [];
    const answer = { profile: sampleProfile, members: [sampleMember] };
    const actor = createActor(savedPeopleMachine.provide({ actors: { loadSavedPeople: scripted([refused('offline', 'network'), refused('offline', 'network'), answer], calls, 'load') } }), {
      input: { isGuest: false },
    }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'savedPeople.skip' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { profile: null, members: [] } });
    const again = createActor(savedPeopleMachine.provide({ actors: { loadSavedPeople: scripted([refused('offline', 'network'), answer], calls, 'load') } }), { input: { isGuest: false } }).start();
    await settled(again);
    again.send({ type: 'savedPeople.retry' });
    await settled(again);
    expect(again.getSnapshot()).toMatchObject({ value: 'ready', context: answer });
  });
});
