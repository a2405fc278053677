import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getNextSnapshot } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';

/**
 * Model-based test paths: from a flow machine and declared sample events, every path a tester can
 * replay. Three kinds: the shortest path to every state; for every state and every sample event it
 * accepts, that shortest path plus the event (so every transition is covered); and, where the graph
 * is small enough (SIMPLE_PATHS_MAX_STATES), every simple path (no state visited twice).
 * Ids are stable while the path's events stay the same (a hash of them), so a report can name one.
 */
export interface FlowModel {
  id: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** Sample events with their payloads; invoked actors' results are events too (`invokeDone`). */
  events: readonly AnyEventObject[];
}

export interface TestPath {
  id: string;
  flow: string;
  description: string;
  steps: { event: AnyEventObject; state: string }[];
  /** The state the path ends in. */
  target: string;
}

export const stateKey = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

/** Above this many states, simple paths multiply too fast to replay them all through the UI. */
export const SIMPLE_PATHS_MAX_STATES = 12;

/** The name tests and diagrams use for an event (internal xstate event types shortened). */
export function eventName(event: AnyEventObject, machine: AnyStateMachine): string {
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (done) {
    const src = findInvoke(machine, done[2]!)?.src ?? done[2];
    return `${done[1] === 'done' ? 'onDone' : 'onError'} ${String(src)}`;
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  return after ? `after ${after[1]}` : event.type;
}

type Node = AnyStateMachine['root'];
function findInvoke(machine: AnyStateMachine, id: string) {
  const walk = (node: Node): Node['invoke'][number] | undefined =>
    node.invoke.find((invoke) => invoke.id === id) ?? Object.values(node.states).map((child) => walk(child as Node)).find(Boolean);
  return walk(machine.root);
}

/** The event an invoked actor (by its `src`) sends when it finishes with `output`. */
export function invokeDone(machine: AnyStateMachine, src: string, output: unknown): AnyEventObject {
  const invoke = findInvokeBySrc(machine, src);
  return { type: `xstate.done.actor.${invoke.id}`, output };
}

export function invokeError(machine: AnyStateMachine, src: string, error: unknown = new Error('failed')): AnyEventObject {
  const invoke = findInvokeBySrc(machine, src);
  return { type: `xstate.error.actor.${invoke.id}`, error };
}

function findInvokeBySrc(machine: AnyStateMachine, src: string) {
  const walk = (node: Node): Node['invoke'][number] | undefined =>
    node.invoke.find((invoke) => invoke.src === src) ?? Object.values(node.states).map((child) => walk(child as Node)).find(Boolean);
  const found = walk(machine.root);
  if (!found) throw new Error(`${machine.id} invokes no ${src}`);
  return found;
}

/** The event of a delayed transition (`after: { name: ... }`) of the state at `statePath`. */
export function afterEvent(machine: AnyStateMachine, statePath: string, delay: string): AnyEventObject {
  const node = machine.getStateNodeById(`${machine.id}.${statePath}`);
  const found = node.after.find((transition) => transition.eventType.startsWith(`xstate.after.${delay}.`));
  if (!found) throw new Error(`${machine.id}.${statePath} has no delay ${delay}`);
  return { type: found.eventType };
}

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36).padStart(7, '0').slice(-6);
}

export function pathsOf(model: FlowModel): TestPath[] {
  const shortest = getShortestPaths(model.machine, {
    input: model.input as never,
    events: model.events as never,
    serializeState: (snapshot) => stateKey(snapshot as AnyMachineSnapshot),
  });
  const raw: { steps: { event: AnyEventObject; state: AnyMachineSnapshot }[]; end: AnyMachineSnapshot }[] = [];
  for (const path of shortest) {
    // The first step is xstate.init, which every replay does by starting the actor.
    const steps = path.steps.slice(1).map((step) => ({ event: step.event as AnyEventObject, state: step.state as AnyMachineSnapshot }));
    const end = path.state as AnyMachineSnapshot;
    raw.push({ steps, end });
    for (const event of model.events) {
      if (!end.can(event)) continue;
      const next = getNextSnapshot(model.machine, end, event);
      raw.push({ steps: [...steps, { event, state: next }], end: next });
    }
  }
  if (shortest.length <= SIMPLE_PATHS_MAX_STATES) {
    const simple = getSimplePaths(model.machine, {
      input: model.input as never,
      events: model.events as never,
      serializeState: (snapshot) => stateKey(snapshot as AnyMachineSnapshot),
    });
    for (const path of simple) {
      const steps = path.steps.slice(1).map((step) => ({ event: step.event as AnyEventObject, state: step.state as AnyMachineSnapshot }));
      raw.push({ steps, end: path.state as AnyMachineSnapshot });
    }
  }
  const seen = new Set<string>();
  const out: TestPath[] = [];
  for (const { steps, end } of raw) {
    const signature = steps.map((step) => `${step.event.type}${JSON.stringify(step.event.output ?? '')}`).join('>');
    if (seen.has(signature)) continue;
    seen.add(signature);
    const names = steps.map((step) => eventName(step.event, model.machine));
    const target = stateKey(end);
    out.push({
      id: `${model.id}-${hash(signature)}`,
      flow: model.id,
      description: steps.length === 0 ? 'starts in its initial state' : `${names.join(' → ')} → ${target}`,
      steps: steps.map((step) => ({ event: step.event, state: stateKey(step.state) })),
      target,
    });
  }
  return out.sort((a, b) => a.steps.length - b.steps.length || a.description.localeCompare(b.description));
}

/** States and transitions the given paths reach, against all that the model's machine has. */
export function coverageOf(model: FlowModel, paths: readonly TestPath[]) {
  const all = pathsOf(model);
  const initial = all.find((path) => path.steps.length === 0)?.target ?? '';
  const statesOf = (list: readonly TestPath[]) => new Set(list.flatMap((path) => [path.target, ...path.steps.map((step) => step.state)]));
  const edgesOf = (list: readonly TestPath[]) =>
    new Set(list.flatMap((path) => path.steps.map((step, i) => `${i === 0 ? initial : path.steps[i - 1]!.state}|${step.event.type}|${step.state}`)));
  return {
    states: { reached: statesOf(paths).size, total: statesOf(all).size },
    transitions: { reached: edgesOf(paths).size, total: edgesOf(all).size },
  };
}
