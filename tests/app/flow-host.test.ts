import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, setup } from 'xstate';
import type { AppServices } from '@/app/app-context.tsx';
import { type FlowDefinition, endFlow, forgetAllFlows, readSavedFlows, replaceSavedFlows, runningFlows, startFlow } from '@/app/flows/flow-host.ts';

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

const definition = (version = 1): FlowDefinition<typeof stepsMachine> => ({ id: 'steps', version, logic: () => stepsMachine, input: () => ({}) });
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
});
