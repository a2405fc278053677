import { renderHook } from '@testing-library/react';
import { type ReactNode, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, setup } from 'xstate';
import { type FlowExit, exitOutput } from '../../machines/shared/exit.ts';
import { type AppServices, AppServicesProvider } from '@/lib/app-context.tsx';
import {
  type FlowDefinition,
  type FlowExitNavigation,
  endFlow,
  forgetAllFlows,
  readSavedFlows,
  replaceSavedFlows,
  runningFlows,
  startFlow,
  subscribeToFlowExits,
} from '@/app/flows/flow-host.ts';
import { useFlowActor } from '@/app/flows/use-flow.ts';

/** A two-step flow with typed data, like the wizard flows it stands for. */
const stepsMachine = setup({
  types: { context: {} as { typed: string }, events: {} as { type: 'steps.type'; text: string } | { type: 'steps.next' }, input: {} as { typed?: string } },
}).createMachine({
  id: 'steps',
  context: ({ input }) => ({ typed: input.typed ?? '' }),
  initial: 'first',
  states: {
    first: { on: { 'steps.type': { actions: assign({ typed: ({ event }) => event.text }) }, 'steps.next': 'second' } },
    second: {},
  },
});

const definition = (version = 1, options: Partial<FlowDefinition<typeof stepsMachine>> = {}): FlowDefinition<typeof stepsMachine> => ({
  id: 'steps',
  version,
  logic: () => stepsMachine,
  input: () => ({}),
  ...options,
});

/** A flow with two ways out (final states naming their exit), like sign-up's Continue. */
const exitingMachine = setup({
  types: { events: {} as { type: 'exiting.done' } | { type: 'exiting.unmapped' }, output: {} as FlowExit<'done' | 'unmapped'> },
}).createMachine({
  id: 'exiting',
  output: exitOutput<'done' | 'unmapped'>,
  initial: 'open',
  states: {
    open: { on: { 'exiting.done': 'finished', 'exiting.unmapped': 'elsewhere' } },
    finished: { type: 'final', output: { exit: 'done' as const } },
    elsewhere: { type: 'final', output: { exit: 'unmapped' as const } },
  },
});
const exiting: FlowDefinition<typeof exitingMachine> = { id: 'exiting', version: 1, logic: () => exitingMachine, exits: { done: (_services, key) => `/after/${key}` } };
const services = {} as AppServices;

/** What a reload does to the host: the running actors are gone, the tab's session storage stays. */
function reload() {
  const saved = readSavedFlows();
  forgetAllFlows();
  replaceSavedFlows(saved);
}

afterEach(() => {
  forgetAllFlows();
  window.sessionStorage.clear();
});

describe('flow host', () => {
  it('saves the snapshot after every change and resumes it after a reload', () => {
    const actor = startFlow(definition(), services, 'motor');
    actor.send({ type: 'steps.type', text: 'Corolla 2022' });
    actor.send({ type: 'steps.next' });
    expect(readSavedFlows().steps).toMatchObject({ version: 1, key: 'motor' });

    reload();
    expect(runningFlows().size).toBe(0);
    const resumed = startFlow(definition(), services, 'motor');
    expect(resumed).not.toBe(actor);
    expect(resumed.getSnapshot().value).toBe('second');
    expect(resumed.getSnapshot().context.typed).toBe('Corolla 2022');
  });

  it('saves nothing for an event no state takes (the snapshot is the same), and saves a taken one', () => {
    const actor = startFlow(definition(), services, 'motor');
    actor.send({ type: 'steps.next' });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      // 'second' takes no event.
      actor.send({ type: 'steps.next' });
      actor.send({ type: 'steps.type', text: 'ignored' });
      expect(setItem).not.toHaveBeenCalled();
      reload();
      const resumed = startFlow(definition(), services, 'motor');
      setItem.mockClear();
      resumed.send({ type: 'steps.next' });
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
    const taking = startFlow(definition(), services, 'home');
    const setItemAgain = vi.spyOn(Storage.prototype, 'setItem');
    try {
      taking.send({ type: 'steps.type', text: 'Villa' });
      expect(setItemAgain).toHaveBeenCalledTimes(1);
    } finally {
      setItemAgain.mockRestore();
    }
  });

  it('gives the same running actor to every caller of the same flow and key', () => {
    const first = startFlow(definition(), services, 'motor');
    expect(startFlow(definition(), services, 'motor')).toBe(first);
    expect(runningFlows().get('steps')).toBe(first);
  });

  it('starts afresh for another key, and discards a snapshot of another version', () => {
    startFlow(definition(), services, 'motor').send({ type: 'steps.next' });
    const travel = startFlow(definition(), services, 'travel');
    expect(travel.getSnapshot().value).toBe('first');

    travel.send({ type: 'steps.next' });
    reload();
    expect(startFlow(definition(2), services, 'travel').getSnapshot().value).toBe('first');
    expect(readSavedFlows().steps).toMatchObject({ version: 2 });
  });

  it('starts afresh, with a warning, from a saved snapshot the machine cannot take', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    replaceSavedFlows({ steps: { version: 1, key: '', snapshot: { status: 'active', value: 'renamedState', context: { typed: 'x' } } } });
    const actor = startFlow(definition(), services);
    expect(actor.getSnapshot().value).toBe('first');
    expect(warn).toHaveBeenCalledWith('Discarded the saved steps flow:', expect.any(String));
    warn.mockRestore();
  });

  it('forgets a flow when it ends, and every flow on sign-out', () => {
    startFlow(definition(), services, 'motor');
    endFlow('steps');
    expect(readSavedFlows()).toEqual({});
    startFlow(definition(), services, 'motor');
    window.sessionStorage.setItem('flow.other', JSON.stringify({ version: 1, key: '', snapshot: {} }));
    forgetAllFlows();
    expect(readSavedFlows()).toEqual({});
    expect(runningFlows().size).toBe(0);
  });

  it('hands what a flow keeps through the wipe (keepOnWipe) to its next start, once; nothing for a flow that keeps nothing', () => {
    const keeping = definition(1, { keepOnWipe: (snapshot) => snapshot.context.typed || undefined, input: (_services, _key, kept) => ({ typed: `${String(kept ?? '')}` }) });
    startFlow(keeping, services).send({ type: 'steps.type', text: 'Sara' });
    forgetAllFlows();
    expect(readSavedFlows()).toEqual({});
    const again = startFlow(keeping, services);
    expect(again.getSnapshot().context.typed).toBe('Sara');
    endFlow('steps');
    expect(startFlow(keeping, services).getSnapshot().context.typed).toBe('');
    endFlow('steps');

    startFlow(definition(1, { input: (_services, _key, kept) => ({ typed: `${String(kept ?? '')}` }) }), services).send({ type: 'steps.type', text: 'Sara' });
    forgetAllFlows();
    expect(startFlow(keeping, services).getSnapshot().context.typed).toBe('');
  });

  it('a draft with an owner is parked when the session ends under it (keepDrafts) and resumed only by the same owner', () => {
    let who: string | null = 'sara';
    const owned = definition(1, { owner: () => who });
    const first = startFlow(owned, services, 'motor');
    first.send({ type: 'steps.type', text: 'Corolla 2022' });
    first.send({ type: 'steps.next' });
    forgetAllFlows({ keepDrafts: true });
    expect(runningFlows().has('steps')).toBe(false);
    expect(readSavedFlows().steps).toBeUndefined();
    // Signed out: the page starts a blank flow meanwhile; the draft waits.
    who = null;
    expect(startFlow(owned, services, 'motor').getSnapshot().value).toBe('first');
    // The same customer signs in again: the draft is back, where it was.
    who = 'sara';
    const back = startFlow(owned, services, 'motor');
    expect(back.getSnapshot()).toMatchObject({ value: 'second', context: { typed: 'Corolla 2022' } });
    expect(readSavedFlows().steps).toMatchObject({ owner: 'sara' });

    // Someone else signs in after the next wipe: the draft is discarded, never shown to them.
    forgetAllFlows({ keepDrafts: true });
    who = 'omar';
    expect(startFlow(owned, services, 'motor').getSnapshot()).toMatchObject({ value: 'first', context: { typed: '' } });
    who = 'sara';
    expect(startFlow(owned, services, 'motor').getSnapshot()).toMatchObject({ value: 'first', context: { typed: '' } });
  });

  it('an explicit sign-out (no keepDrafts) drops parked drafts too; a flow without an owner is never parked', () => {
    const owned = definition(1, { owner: () => 'sara' });
    startFlow(owned, services, 'motor').send({ type: 'steps.next' });
    forgetAllFlows({ keepDrafts: true });
    forgetAllFlows();
    expect(startFlow(owned, services, 'motor').getSnapshot().value).toBe('first');
    endFlow('steps');
    startFlow(definition(), services, 'motor').send({ type: 'steps.next' });
    forgetAllFlows({ keepDrafts: true });
    expect(startFlow(definition(), services, 'motor').getSnapshot().value).toBe('first');
  });

  it("ends a flow that reaches a final state and tells the router adapter its exit's path", async () => {
    const exits: FlowExitNavigation[] = [];
    const stop = subscribeToFlowExits((exit) => exits.push(exit));
    startFlow(exiting, services, 'motor').send({ type: 'exiting.done' });
    // Not during the transition: after every subscriber has seen the final state.
    expect(exits).toEqual([]);
    await Promise.resolve();
    expect(exits).toEqual([{ id: 'exiting', to: '/after/motor' }]);
    expect(runningFlows().has('exiting')).toBe(false);
    expect(readSavedFlows().exiting).toBeUndefined();
    stop();
  });

  it('does not navigate for an exit the definition does not map', async () => {
    const exits: FlowExitNavigation[] = [];
    const stop = subscribeToFlowExits((exit) => exits.push(exit));
    startFlow(exiting, services).send({ type: 'exiting.unmapped' });
    await Promise.resolve();
    expect(exits).toEqual([]);
    stop();
  });

  it('with resume: false starts afresh on every opening, whatever was saved', () => {
    const fresh = definition(1, { resume: false });
    startFlow(fresh, services).send({ type: 'steps.next' });
    expect(readSavedFlows().steps).toBeDefined();
    reload();
    expect(startFlow(fresh, services).getSnapshot().value).toBe('first');
  });

  it("ends a lifetime: 'page' flow when its page closes, and keeps a tab flow", () => {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(AppServicesProvider, { services, children });
    const page = renderHook(() => useFlowActor(definition(1, { lifetime: 'page' })), { wrapper });
    page.result.current.send({ type: 'steps.next' });
    expect(runningFlows().has('steps')).toBe(true);
    page.unmount();
    expect(runningFlows().has('steps')).toBe(false);
    expect(readSavedFlows().steps).toBeUndefined();

    const tab = renderHook(() => useFlowActor(definition()), { wrapper });
    tab.result.current.send({ type: 'steps.next' });
    tab.unmount();
    expect(runningFlows().get('steps')?.getSnapshot().value).toBe('second');
  });

  it('a page whose flow is wiped (the session ended mid-call) starts it afresh instead of keeping a stopped actor', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(AppServicesProvider, { services, children });
    const steps = definition();
    const page = renderHook(() => useFlowActor(steps), { wrapper });
    const first = page.result.current;
    first.send({ type: 'steps.next' });
    forgetAllFlows();
    await vi.waitFor(() => expect(runningFlows().get('steps')).toBeDefined());
    page.rerender();
    expect(page.result.current).not.toBe(first);
    expect(page.result.current.getSnapshot().value).toBe('first');
    // A flow that ends on its own is not started again by its page.
    endFlow('steps');
    page.rerender();
    expect(runningFlows().has('steps')).toBe(false);
  });
});
