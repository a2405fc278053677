import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, SimulatedClock, createActor, fromPromise } from 'xstate';
import { flowModels } from '../../machines/flow-models.ts';
import { pathsOf, stateKey } from '../../machines/tooling/test-paths.ts';

/** The machine's invoked actors replaced by ones that never finish: a path's events finish them. */
function withStubbedActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, fromPromise(() => new Promise<never>(() => {}))]));
  return machine.provide({ actors });
}

describe('model-based paths, replayed against the machines', () => {
  for (const { machine: model } of flowModels) {
    describe(model.id, () => {
      const paths = pathsOf(model);
      it('has paths to every state', () => expect(paths.length).toBeGreaterThan(1));
      for (const path of paths) {
        it(`${path.id} ${path.description}`, () => {
          const actor = createActor(withStubbedActors(model.machine), { input: model.input as never, clock: new SimulatedClock() }).start();
          for (const step of path.steps) {
            actor.send(step.event);
            expect(stateKey(actor.getSnapshot())).toBe(step.state);
          }
          expect(stateKey(actor.getSnapshot())).toBe(path.target);
          actor.stop();
        });
      }
    });
  }

  it('gives unique ids that depend only on the events (a report from a tester stays replayable)', () => {
    for (const { machine: model } of flowModels) {
      const ids = pathsOf(model).map((path) => path.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Ids named in the README and in reports: they change only if these paths' events change.
    const all = flowModels.flatMap((flow) => [...pathsOf(flow.machine), ...(flow.ui ? pathsOf(flow.ui) : [])]);
    const byId = new Map(all.map((path) => [path.id, path.description]));
    expect(byId.get('language-mlwqp7')).toBe('language.change → "reloading"');
    expect(byId.get('build-update-cthvtv')).toBe('after checkInterval → onDone fetchBuildManifest → "reloading"');
  }, 30_000); // every flow's paths walked twice: seconds on a quiet machine, more under load
});
