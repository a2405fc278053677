import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, createMachine, fromPromise } from 'xstate';
import { flowModels } from '../../machines/flow-models.ts';
import { type FlowModel, coverageOf, coveringPathsOf, graphOf, initialStateOf, pathsOf, stateKey, uiPathsOf } from '../../machines/tooling/test-paths.ts';

/** A small wizard with a branch, a loop, a dead end and a history state (the real snapshot matters). */
const wizard = createMachine({
  id: 'wizard',
  initial: 'start',
  states: {
    start: { on: { next: 'form', fail: 'broken' } },
    broken: { on: { retry: 'start' } },
    form: {
      initial: 'one',
      on: { expire: 'expired' },
      states: {
        hist: { type: 'history', history: 'deep' },
        one: { on: { next: 'two', back: '#wizard.start' } },
        two: { on: { next: 'three', back: 'one' } },
        three: { on: { finish: '#wizard.done', back: 'two' } },
      },
    },
    expired: { on: { renew: 'form.hist' } },
    done: { type: 'final' },
  },
});
const wizardModel: FlowModel = {
  id: 'wizard',
  machine: wizard,
  events: ['next', 'fail', 'retry', 'back', 'expire', 'renew', 'finish'].map((type) => ({ type })),
};

/** Replays a path against the machine and gives the states it really went through. */
function replay(model: FlowModel, steps: readonly { event: { type: string } }[]) {
  const actor = createActor(model.machine, { input: model.input as never }).start();
  return steps.map((step) => {
    actor.send(step.event);
    return stateKey(actor.getSnapshot());
  });
}

describe('covering paths (UI replays of large graphs)', () => {
  it('take every transition and reach every state of the graph, with what the machine really does', () => {
    const paths = coveringPathsOf(wizardModel);
    const graph = graphOf(wizardModel);
    for (const path of paths) expect(replay(wizardModel, path.steps)).toEqual(path.steps.map((step) => step.state));
    const coverage = coverageOf(wizardModel, paths);
    expect(coverage.states).toEqual({ reached: graph.nodes.size, total: graph.nodes.size });
    expect(coverage.transitions).toEqual({ reached: graph.edges.length, total: graph.edges.length });
    // Far fewer steps than one path per transition.
    expect(paths.length).toBeLessThan(graph.edges.length / 2);
  });

  it('follow a history state to where it really leads, not to the graph’s first snapshot', () => {
    const paths = coveringPathsOf(wizardModel);
    const renewals = paths.flatMap((path) => path.steps.filter((step, i) => step.event.type === 'renew' && path.steps[i - 1]?.state === '"expired"'));
    expect(renewals.length).toBeGreaterThan(0);
    // Whatever the graph says, each step's state is the machine's (checked by replay above).
    expect(renewals.every((step) => step.state.startsWith('{"form"'))).toBe(true);
  });

  it('give the same ids and descriptions every time (a tester names one in a report)', () => {
    const first = coveringPathsOf(wizardModel).map((path) => `${path.id} ${path.description}`);
    expect(coveringPathsOf(wizardModel).map((path) => `${path.id} ${path.description}`)).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    for (const path of coveringPathsOf(wizardModel)) expect(path.id).toMatch(/^wizard-[0-9a-z]{6}$/);
  });

  it('never take a transition the UI cannot trigger, and report it as such', () => {
    const model = { ...wizardModel, noUiTrigger: [{ state: '{"form":"two"}', event: 'back', why: 'no back button there' }] };
    const paths = coveringPathsOf(model);
    expect(paths.some((path) => path.steps.some((step, i) => step.event.type === 'back' && path.steps[i - 1]?.state === '{"form":"two"}'))).toBe(false);
    const coverage = coverageOf(model, paths, model.noUiTrigger);
    expect(coverage.noUiTrigger).toEqual(['{"form":"two"} --back--> {"form":"one"}']);
    expect(coverage.triggerable.reached).toBe(coverage.triggerable.total);
    expect(coverage.transitions.reached).toBe(coverage.transitions.total - 1);
  });

  it('count only what the paths take: part of a path covers only the graph transitions it takes', () => {
    const graph = graphOf(wizardModel);
    const graphEdges = new Set(graph.edges.map((edge) => edge.key));
    const [whole] = coveringPathsOf(wizardModel);
    const one = { ...whole!, steps: whole!.steps.slice(0, 3), target: whole!.steps[2]!.state };
    const taken = one!.steps.map((step, i) => `${i === 0 ? initialStateOf(wizardModel) : one!.steps[i - 1]!.state}|${step.event.type}|${step.state}`);
    const coverage = coverageOf(wizardModel, [one!]);
    expect(coverage.transitions.reached).toBe(new Set(taken.filter((key) => graphEdges.has(key))).size);
    expect(coverage.transitions.reached).toBeLessThan(graph.edges.length);
    expect(coverage.states.reached).toBe(new Set([initialStateOf(wizardModel), ...one!.steps.map((step) => step.state)]).size);
  });

  it('are used for the purchase UI model, which reaches every state and every transition the UI can trigger', () => {
    const flow = flowModels.find((candidate) => candidate.machine.id === 'purchase')!;
    const paths = uiPathsOf(flow.ui!);
    expect(paths).toEqual(coveringPathsOf(flow.ui!));
    const coverage = coverageOf(flow.machine, paths, flow.ui!.noUiTrigger);
    expect(coverage.states.reached).toBe(coverage.states.total);
    expect(coverage.triggerable.reached).toBe(coverage.triggerable.total);
    // Each path goes where it says on the real machine (invoked actors stubbed: the path's events carry their results).
    const actors = Object.fromEntries(Object.keys(flow.ui!.machine.implementations.actors).map((src) => [src, fromPromise(() => new Promise<never>(() => {}))]));
    const machine = flow.ui!.machine.provide({ actors });
    for (const path of paths) {
      const actor = createActor(machine, { input: flow.ui!.input as never, clock: new SimulatedClock() }).start();
      const seen = path.steps.map((step) => (actor.send(step.event), stateKey(actor.getSnapshot())));
      expect(seen).toEqual(path.steps.map((step) => step.state));
      actor.stop();
    }
  });

  it('leave the small UI models on every path of pathsOf (their ids stay stable)', () => {
    for (const id of ['language', 'build-update']) {
      const ui = flowModels.find((flow) => flow.machine.id === id)!.ui!;
      expect(uiPathsOf(ui)).toEqual(pathsOf(ui));
    }
  });
});
