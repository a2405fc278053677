import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';

/**
 * Model-based test paths: from a flow machine and declared sample events, every path a tester can
 * replay. Three kinds: the shortest path to every state; for every state and every sample event it
 * accepts, that shortest path plus the event (so every transition is covered); and, where the graph
 * is small enough (SIMPLE_PATHS_MAX_STATES), every simple path (no state visited twice).
 * Ids are stable while the path's events stay the same (a hash of them), so a report can name one.
 */
export interface FlowModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  id: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** Sample events with their payloads; invoked actors' results are events too (`invokeDone`). */
  events: readonly EventFromLogic<TMachine>[];
  /**
   * UI models only: transitions of the machine that nothing in the UI can cause (a state key, or any
   * state when absent, and an event name as `eventName` gives it), with the reason. Covering paths
   * never take them, and the coverage report lists them.
   */
  noUiTrigger?: readonly NoUiTrigger[];
  /** Covering paths: how many covered steps a path may walk to its next untaken transition (default 4). */
  connectorSteps?: number;
  /**
   * UI models only: replay covering paths even below COVERING_PATHS_MIN_STATES states (a small graph
   * with many transitions, where every path of `pathsOf` would be dozens of browser sessions).
   */
  covering?: boolean;
}

export interface NoUiTrigger {
  /** A state key, or a pattern of state keys (a region of a parallel state, say). */
  state?: string | RegExp;
  event: string;
  /** Only the transition to this state key (an event with several outcomes). */
  to?: string;
  why: string;
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
    input: model.input,
    events: model.events,
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
      input: model.input,
      events: model.events,
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

/** A transition as the paths and the coverage count it: from-state key, event type, to-state key. */
const edgeKey = (from: string, event: AnyEventObject, to: string) => `${from}|${event.type}|${to}`;

interface GraphEdge {
  key: string;
  from: string;
  to: string;
  event: AnyEventObject;
}

interface Graph {
  initial: AnyMachineSnapshot;
  /** Every state key reached, in breadth-first order, with the first snapshot and the shortest way to it. */
  nodes: Map<string, { snapshot: AnyMachineSnapshot; via: { from: string; event: AnyEventObject } | null; depth: number }>;
  /** Every (state, event type, next state) the sample events cause, in breadth-first then event order. */
  edges: GraphEdge[];
}

const isExcluded = (model: FlowModel, from: string, event: AnyEventObject, to: string) =>
  (model.noUiTrigger ?? []).some(
    (rule) =>
      (rule.state === undefined || (typeof rule.state === 'string' ? rule.state === from : rule.state.test(from))) &&
      (rule.to === undefined || rule.to === to) &&
      (rule.event === event.type || rule.event === eventName(event, model.machine)),
  );

/** The machine's graph under the sample events (states told apart by `stateKey`), breadth first. */
export function graphOf(model: FlowModel, options: { skipNoUiTrigger?: boolean } = {}): Graph {
  const initial = getInitialSnapshot(model.machine, model.input) as AnyMachineSnapshot;
  const nodes: Graph['nodes'] = new Map([[stateKey(initial), { snapshot: initial, via: null, depth: 0 }]]);
  const edges: GraphEdge[] = [];
  const seen = new Set<string>();
  const queue = [stateKey(initial)];
  while (queue.length > 0) {
    const from = queue.shift()!;
    const node = nodes.get(from)!;
    for (const event of model.events) {
      if (node.snapshot.status !== 'active' || !node.snapshot.can(event)) continue;
      const next = getNextSnapshot(model.machine, node.snapshot, event) as AnyMachineSnapshot;
      const to = stateKey(next);
      if (options.skipNoUiTrigger && isExcluded(model, from, event, to)) continue;
      const key = edgeKey(from, event, to);
      if (!seen.has(key)) {
        seen.add(key);
        edges.push({ key, from, to, event });
      }
      if (!nodes.has(to)) {
        nodes.set(to, { snapshot: next, via: { from, event }, depth: node.depth + 1 });
        queue.push(to);
      }
    }
  }
  return { initial, nodes, edges };
}

/** The key of the state a model's machine starts in. */
export const initialStateOf = (model: FlowModel) => stateKey(getInitialSnapshot(model.machine, model.input) as AnyMachineSnapshot);

/** Above this many states a UI model replays covering paths (below, every path of `pathsOf`). */
export const COVERING_PATHS_MIN_STATES = SIMPLE_PATHS_MAX_STATES;
/**
 * A covering path may walk this many already covered transitions to reach an uncovered one. A new
 * path costs a browser session and its set-up (a sign-up, a purchase to the payment step): about
 * 6.5 s in the e2e replays against 0.17 s for a step (registration, one worker), so a connector of up
 * to 30 steps is still cheaper than starting again; a shorter limit (4 was tried) made twice the paths.
 */
const CONNECTOR_MAX_STEPS = 30;
/** Longer paths are split: a failure then names a shorter story (each step is a named test step). */
const COVERING_PATH_MAX_STEPS = 120;

/**
 * A small set of paths that together take every transition (so reach every state) of the model,
 * for UI replays, where each path costs a browser session. Greedy and deterministic: take the
 * shortest path ending with an uncovered transition (breadth-first order, then event order), then
 * extend it with uncovered transitions from where it really is (a history state or context may
 * lead elsewhere than the graph's first snapshot), walking at most CONNECTOR_MAX_STEPS covered
 * ones to reach the next, while possible. Transitions declared `noUiTrigger` are never taken.
 */
export function coveringPathsOf(model: FlowModel): TestPath[] {
  const graph = graphOf(model, { skipNoUiTrigger: true });
  const uncovered = new Map(graph.edges.map((edge) => [edge.key, edge]));
  const out: TestPath[] = [];
  while (uncovered.size > 0) {
    // The shortest prefix: the uncovered transition whose source is nearest the initial state.
    let best: GraphEdge | null = null;
    for (const edge of uncovered.values()) if (!best || graph.nodes.get(edge.from)!.depth < graph.nodes.get(best.from)!.depth) best = edge;
    const events: AnyEventObject[] = [best!.event];
    for (let at = graph.nodes.get(best!.from)!; at.via; at = graph.nodes.get(at.via.from)!) events.unshift(at.via.event);
    const steps: { event: AnyEventObject; snapshot: AnyMachineSnapshot }[] = [];
    let current = graph.initial;
    const take = (event: AnyEventObject) => {
      const next = getNextSnapshot(model.machine, current, event) as AnyMachineSnapshot;
      uncovered.delete(edgeKey(stateKey(current), event, stateKey(next)));
      steps.push({ event, snapshot: next });
      current = next;
    };
    events.forEach(take);
    // Extend: uncovered transitions from the real snapshot, through a short connector if needed.
    while (steps.length < COVERING_PATH_MAX_STEPS && current.status === 'active') {
      const connector = nearestUncovered(model, current, uncovered, model.connectorSteps ?? CONNECTOR_MAX_STEPS);
      if (!connector) break;
      connector.forEach(take);
    }
    const signature = steps.map(({ event }) => JSON.stringify(event)).join('>');
    const names = steps.map(({ event }) => eventName(event, model.machine));
    const target = stateKey(current);
    out.push({
      id: `${model.id}-${hash(signature)}`,
      flow: model.id,
      description: `${names.join(' → ')} → ${target}`,
      steps: steps.map((step) => ({ event: step.event, state: stateKey(step.snapshot) })),
      target,
    });
  }
  return out;
}

/** The fewest events (at most CONNECTOR_MAX_STEPS covered ones, then one uncovered) from `start` to an uncovered transition. */
function nearestUncovered(
  model: FlowModel,
  start: AnyMachineSnapshot,
  uncovered: ReadonlyMap<string, GraphEdge>,
  maxConnector: number,
): AnyEventObject[] | null {
  let frontier: { snapshot: AnyMachineSnapshot; events: AnyEventObject[] }[] = [{ snapshot: start, events: [] }];
  const visited = new Set([stateKey(start)]);
  for (let depth = 0; depth <= maxConnector; depth += 1) {
    const nextFrontier: typeof frontier = [];
    for (const { snapshot, events } of frontier) {
      const from = stateKey(snapshot);
      for (const event of model.events) {
        if (snapshot.status !== 'active' || !snapshot.can(event)) continue;
        const next = getNextSnapshot(model.machine, snapshot, event) as AnyMachineSnapshot;
        if (isExcluded(model, from, event, stateKey(next))) continue;
        if (uncovered.has(edgeKey(from, event, stateKey(next)))) return [...events, event];
        if (!visited.has(stateKey(next))) {
          visited.add(stateKey(next));
          nextFrontier.push({ snapshot: next, events: [...events, event] });
        }
      }
    }
    frontier = nextFrontier;
  }
  return null;
}

/**
 * The paths a UI model replays: every path of `pathsOf` for a small graph (their ids are named in
 * reports and tests), covering paths above COVERING_PATHS_MIN_STATES states or when the model asks.
 */
export function uiPathsOf(model: FlowModel): TestPath[] {
  return model.covering || graphOf(model).nodes.size > COVERING_PATHS_MIN_STATES ? coveringPathsOf(model) : pathsOf(model);
}

/**
 * States and transitions the given paths really take, against all that the model's machine has
 * under its sample events (only transitions of the graph count; a path's step counts for the state
 * it really reached). `noUiTrigger`: the UI model's list of transitions nothing in the UI causes.
 */
export function coverageOf(model: FlowModel, paths: readonly TestPath[], noUiTrigger: readonly NoUiTrigger[] = []) {
  const graph = graphOf(model);
  const initial = stateKey(graph.initial);
  const allEdges = new Map(graph.edges.map((edge) => [edge.key, edge]));
  const states = new Set(paths.flatMap((path) => [initial, path.target, ...path.steps.map((step) => step.state)]).filter((key) => graph.nodes.has(key)));
  const edges = new Set(
    paths.flatMap((path) => path.steps.map((step, i) => edgeKey(i === 0 ? initial : path.steps[i - 1]!.state, step.event, step.state))).filter((key) => allEdges.has(key)),
  );
  const untriggerable = graph.edges.filter((edge) => isExcluded({ ...model, noUiTrigger }, edge.from, edge.event, edge.to));
  return {
    states: { reached: states.size, total: graph.nodes.size },
    transitions: { reached: edges.size, total: graph.edges.length },
    /** Transitions without a UI trigger, as `state --event--> state`, and how many of the rest the paths take. */
    noUiTrigger: untriggerable.map((edge) => `${edge.from} --${eventName(edge.event, model.machine)}--> ${edge.to}`),
    triggerable: { reached: [...edges].filter((key) => !untriggerable.some((edge) => edge.key === key)).length, total: graph.edges.length - untriggerable.length },
  };
}
