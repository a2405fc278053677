import { type ActorRefFrom, type AnyActorRef, type AnyStateMachine, type InputFrom, type Snapshot, type SnapshotFrom, createActor } from 'xstate';
import type { AppServices } from '@/lib/app-context.tsx';
import type { Inspect } from '@/lib/dev-tools.ts';

/**
 * Host of the flow actors (registration, purchase, ...): one running actor per flow id, created on
 * demand, its persisted snapshot saved in sessionStorage after every change so a reload resumes
 * where the customer was. The support capsule, the diagram page and the inspector see them here.
 *
 * sessionStorage, not localStorage: local storage holds exactly the spec's keys, and a flow belongs
 * to the tab it runs in. Every flow is forgotten on sign-out and on a 403 (forgetAllFlows).
 */
export interface FlowDefinition<TLogic extends AnyStateMachine = AnyStateMachine> {
  /** Unique; equal to the machine's id in machines/registry.ts so the tools find it. */
  id: string;
  /** Bump when the machine's states or context change shape: older saved snapshots are discarded. */
  version: number;
  /**
   * `tab` (default): the flow outlives its page until it ends (a wizard the customer leaves and comes
   * back to). `page`: the flow ends when its page closes (a one-form flow starts fresh on each visit);
   * both are saved while running, so a reload resumes them.
   */
  lifetime?: 'tab' | 'page';
  /** false: every opening starts afresh (a link that must be checked by the server each time it is opened). */
  resume?: boolean;
  /** The machine with its effects provided: the one place a flow's effects are implemented. */
  logic: (services: AppServices) => TLogic;
  /**
   * `key` is the one the flow was started with (`startFlow`), e.g. the category of a purchase;
   * `kept` is what `keepOnWipe` took from the flow the wipe ended, when it is started again.
   */
  input?: (services: AppServices, key: string, kept?: unknown) => InputFrom<TLogic>;
  /**
   * What of the running flow a wipe (a 403, a sign-out) may hand to its next start in this tab, in
   * memory only: a sign-up's typed details without the password, so the customer is not made to
   * type them again. Undefined (the default): nothing survives the wipe.
   */
  keepOnWipe?: (snapshot: SnapshotFrom<TLogic>) => unknown;
  /**
   * Whose draft this flow is (the signed-in account's username, a guest's included), for a flow that
   * belongs to the customer rather than to the session: when the session ends under it (a sign-out in
   * another tab, a 403: `forgetAllFlows({ keepDrafts: true })`) its saved snapshot is put aside under
   * this owner instead of dropped, and resumed only when the same owner opens the flow again; the
   * start of anyone else discards it.
   */
  owner?: (services: AppServices) => string | null;
  /**
   * Where each way out of the flow leads (its final state's output `{ exit }`, machines/shared/exit.ts).
   * When the flow reaches a final state the host ends it and the router adapter navigates there;
   * `output` is the final state's whole output (a claim's id beside its exit, say).
   */
  exits?: Record<string, (services: AppServices, key: string, output: Record<string, unknown>) => string>;
  /**
   * A saved flow was resumed (a reload, a language switch): the moment to read again what the server
   * wrote in the language it was saved in, say. Failures are the definition's to ignore or report.
   */
  resumed?: (actor: ActorRefFrom<TLogic>, services: AppServices, key: string) => void;
}

/** A finished flow's way out, for the router adapter. */
export interface FlowExitNavigation {
  id: string;
  to: string;
}

/** What is saved per flow. `key` tells flows of the same id apart (the category of a purchase, say). */
export interface PersistedFlow {
  version: number;
  key: string;
  snapshot: unknown;
  /** Who the draft belongs to (definitions with `owner`). */
  owner?: string | null;
}

const STORAGE_PREFIX = 'flow.';
/** Drafts put aside when the session ended under them, by flow id (this tab's session storage, like the flows). */
const PARKED_PREFIX = 'flowDraft.';
const running = new Map<string, { actor: AnyActorRef; key: string; definition: FlowDefinition; owner: string | null }>();
/** What each flow kept through the last wipe (`keepOnWipe`), until it starts again. */
const kept = new Map<string, unknown>();
const listeners = new Set<() => void>();
const exitListeners = new Set<(exit: FlowExitNavigation) => void>();
let inspect: Inspect | undefined;

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

function save(id: string, value: PersistedFlow) {
  try {
    session()?.setItem(STORAGE_PREFIX + id, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the flow runs on from memory; only a reload loses it.
  }
}

function load(id: string): PersistedFlow | null {
  try {
    const text = session()?.getItem(STORAGE_PREFIX + id);
    return text ? (JSON.parse(text) as PersistedFlow) : null;
  } catch {
    return null;
  }
}

function park(id: string, flow: PersistedFlow) {
  try {
    session()?.setItem(PARKED_PREFIX + id, JSON.stringify(flow));
  } catch {
    // As above: without storage the draft ends with the session, as it did before.
  }
}

function hasParked(id: string): boolean {
  try {
    return Boolean(session()?.getItem(PARKED_PREFIX + id));
  } catch {
    return false;
  }
}

/**
 * The draft parked for `owner`, taken out of storage; a draft of anyone else is discarded here, so it
 * never reaches another account. Nobody signed in (owner null): it stays parked for its owner's return.
 */
function unparked(id: string, owner: string | null): PersistedFlow | null {
  if (owner === null || !hasParked(id)) return null;
  try {
    const storage = session();
    const text = storage?.getItem(PARKED_PREFIX + id);
    storage?.removeItem(PARKED_PREFIX + id);
    const parked = text ? (JSON.parse(text) as PersistedFlow) : null;
    return parked?.owner === owner ? parked : null;
  } catch {
    return null;
  }
}

function forget(id: string) {
  try {
    session()?.removeItem(STORAGE_PREFIX + id);
  } catch {
    // As above.
  }
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** The inspector (when opted in) follows flow actors too. Called once at start-up. */
export function configureFlows(options: { inspect?: Inspect | undefined }) {
  inspect = options.inspect;
}

/**
 * The running actor of a flow, started now if needed: restored from its saved snapshot when one of
 * the same version and key exists, else fresh. A different key ends the old flow first.
 */
export function startFlow<TLogic extends AnyStateMachine>(definition: FlowDefinition<TLogic>, services: AppServices, key = ''): AnyActorRef {
  const owner = definition.owner?.(services) ?? null;
  const current = running.get(definition.id);
  // A draft parked for this owner wins over a flow started meanwhile by someone else (or signed out).
  const parkedForOwner = owner !== null && current?.owner !== owner && hasParked(definition.id);
  if (current && current.key === key && !parkedForOwner) return current.actor;
  if (current) endFlow(definition.id);

  wiped.delete(definition.id);
  const keptFromWipe = kept.get(definition.id);
  kept.delete(definition.id);
  const logic = definition.logic(services);
  const input = definition.input?.(services, key, keptFromWipe);
  const saved = definition.resume === false ? null : (load(definition.id) ?? unparked(definition.id, owner));
  const usable = saved && saved.version === definition.version && saved.key === key && (saved.owner ?? null) === owner ? saved : null;
  if (saved && !usable) forget(definition.id);

  const create = (snapshot: unknown) => {
    const created = createActor(logic, { input, inspect, snapshot: snapshot as Snapshot<unknown> | undefined });
    // Observed before it starts, so a failure is ours to handle, not an unhandled error.
    created.subscribe({ error: (error) => console.warn(`The ${definition.id} flow failed:`, String(error)) });
    created.start();
    return created;
  };
  let actor: AnyActorRef = create(usable?.snapshot);
  if (usable && (actor.getSnapshot() as Snapshot<unknown>).status === 'error') {
    // A saved snapshot this machine cannot take (states renamed without a version bump): start afresh.
    console.warn(`Discarded the saved ${definition.id} flow:`, String((actor.getSnapshot() as { error?: unknown }).error));
    actor.stop();
    forget(definition.id);
    actor = create(undefined);
  }
  if (usable && actor.getSnapshot().status === 'active') definition.resumed?.(actor as ActorRefFrom<TLogic>, services, key);
  // An event no state takes leaves the very same snapshot (observers are told all the same): nothing to
  // save, so a page may send a flow its "resumed" on every start and the machine alone decides.
  let lastSaved = actor.getSnapshot() as unknown;
  const persist = () => save(definition.id, { version: definition.version, key, snapshot: actor.getPersistedSnapshot(), ...(definition.owner ? { owner } : {}) });
  persist();
  actor.subscribe({
    next: (snapshot: unknown) => {
      if (snapshot === lastSaved) return;
      lastSaved = snapshot;
      persist();
    },
    error: () => {},
  });
  const finished = actor;
  actor.subscribe({
    next: (snapshot: Snapshot<unknown>) => {
      if (snapshot.status !== 'done') return;
      const output = (snapshot as { output?: { exit?: unknown } & Record<string, unknown> }).output;
      const exit = output?.exit;
      const to = typeof exit === 'string' ? definition.exits?.[exit]?.(services, key, output ?? {}) : undefined;
      if (to === undefined) return;
      // After this transition has been delivered to every subscriber.
      queueMicrotask(() => {
        if (running.get(definition.id)?.actor !== finished) return;
        endFlow(definition.id);
        for (const listener of exitListeners) listener({ id: definition.id, to });
      });
    },
    error: () => {},
  });
  running.set(definition.id, { actor, key, definition: definition as unknown as FlowDefinition, owner });
  notify();
  return actor;
}

/** The router adapter follows finished flows here (and navigates to their exit). */
export function subscribeToFlowExits(listener: (exit: FlowExitNavigation) => void): () => void {
  exitListeners.add(listener);
  return () => exitListeners.delete(listener);
}

/** Stops a flow and forgets its saved snapshot (finished, abandoned, or signed out). */
export function endFlow(id: string) {
  const current = running.get(id);
  running.delete(id);
  forget(id);
  current?.actor.stop();
  if (current) notify();
}

/** Flows ended by a sign-out or a wipe, not by their own end: a page still showing one starts it afresh. */
const wiped = new Set<string>();
export const wasWiped = (id: string): boolean => wiped.has(id);

/** Sign-out and the 403 wipe: no flow's data (names, numbers, forms) outlives the session, but what a flow's `keepOnWipe` gives its next start in this tab. */
export function forgetAllFlows(options: { keepDrafts?: boolean } = {}) {
  const storage = session();
  for (const name of storage ? Object.keys(storage) : []) {
    // A draft with an owner is parked for them (see FlowDefinition.owner); an explicit sign-out here drops every draft.
    const flow = options.keepDrafts && name.startsWith(STORAGE_PREFIX) ? load(name.slice(STORAGE_PREFIX.length)) : null;
    if (flow?.owner) park(name.slice(STORAGE_PREFIX.length), flow);
    else if (!options.keepDrafts && name.startsWith(PARKED_PREFIX)) storage?.removeItem(name);
  }
  for (const [id, { actor, definition }] of [...running]) {
    const keep = definition.keepOnWipe?.(actor.getSnapshot());
    if (keep !== undefined) kept.set(id, keep);
    wiped.add(id);
    endFlow(id);
  }
  if (!storage) return;
  for (const name of Object.keys(storage)) if (name.startsWith(STORAGE_PREFIX)) forget(name.slice(STORAGE_PREFIX.length));
}

/** The running actor of one flow, if any. */
export function runningFlow(id: string): AnyActorRef | undefined {
  return running.get(id)?.actor;
}

/** The running actor of a flow, typed by its definition: the host started it from that definition (`startFlow`). */
export function runningFlowOf<TLogic extends AnyStateMachine>(definition: FlowDefinition<TLogic>): ActorRefFrom<TLogic> | undefined {
  return runningFlow(definition.id) as ActorRefFrom<TLogic> | undefined;
}

/** Running flow actors by id, for the diagram page. */
export function runningFlows(): ReadonlyMap<string, AnyActorRef> {
  return new Map([...running].map(([id, { actor }]) => [id, actor]));
}

export function subscribeToFlows(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every saved flow of this tab, running or not, for the support capsule. */
export function readSavedFlows(): Record<string, PersistedFlow> {
  const storage = session();
  const flows: Record<string, PersistedFlow> = {};
  if (!storage) return flows;
  for (const name of Object.keys(storage)) {
    if (!name.startsWith(STORAGE_PREFIX)) continue;
    const flow = load(name.slice(STORAGE_PREFIX.length));
    if (flow) flows[name.slice(STORAGE_PREFIX.length)] = flow;
  }
  return flows;
}

/**
 * Another tab handed this one its flow ("continue here"): whatever runs here under that id ends, and the
 * handed snapshot becomes this tab's saved flow, resumed by the next `startFlow`.
 */
export function adoptSavedFlow(id: string, flow: PersistedFlow) {
  endFlow(id);
  save(id, flow);
}

/** Support opening a capsule: its flows become this tab's saved flows, picked up when each flow's page opens. */
export function replaceSavedFlows(flows: Record<string, PersistedFlow>) {
  forgetAllFlows();
  kept.clear();
  for (const [id, flow] of Object.entries(flows)) save(id, flow);
}
