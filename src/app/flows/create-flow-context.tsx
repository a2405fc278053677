import { useSelector } from '@xstate/react';
import { type ComponentType, type ReactNode, createContext, createElement, useCallback, useContext, useEffect } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, SnapshotFrom, TagsFrom } from 'xstate';
import { type FlowDefinition, useFlowActor } from './use-flow.ts';

/**
 * One way for views to reach a flow's actor: `createFlowContext(definition)` once per flow (next to
 * its definition), `<Flow.Provider>` at the flow's page (or `Flow.withProvider(View)` for a page that is only the flow), then in any view below it
 * `Flow.useSelect(selector)`, `Flow.useTag('busy')` and `Flow.useSend()` (typed with the machine's
 * events), or a form's three at once: `Flow.useSubmission()`. Views never receive the actor as a prop and never start, end or provide the flow.
 */
export function createFlowContext<TMachine extends AnyStateMachine>(definition: FlowDefinition<TMachine>) {
  type Actor = ActorRefFrom<TMachine>;
  const ActorContext = createContext<Actor | null>(null);

  /**
   * Starts (or resumes) the flow and gives it to the views below. `flowKey` tells flows of the same
   * id apart (a purchase's category); `onStart` runs once per actor (re-arming timers of a restored flow).
   */
  function Provider({ flowKey = '', onStart, children }: { flowKey?: string; onStart?: (actor: Actor) => void; children: ReactNode }) {
    const actor = useFlowActor(definition, flowKey);
    useEffect(() => onStart?.(actor), [actor, onStart]);
    return createElement(ActorContext.Provider, { value: actor }, children);
  }

  function useActor(): Actor {
    const actor = useContext(ActorContext);
    if (!actor) throw new Error(`The ${definition.id} flow's views need its <Provider>`);
    return actor;
  }

  /** A page (or section) that is only its flow: `View` below the flow's Provider, keyed by `useFlowKey` (a route parameter) or the default key. */
  function withProvider(View: ComponentType, useFlowKey: () => string = () => ''): ComponentType {
    return function FlowRoot() {
      return createElement(Provider, { flowKey: useFlowKey(), children: createElement(View) });
    };
  }

  return { id: definition.id, definition, Provider, withProvider, ...actorHooks<TMachine>(useActor) };
}

/**
 * The same typed hooks for a long-lived actor of the app system (the notifications actor): its views
 * read it as every flow's views read theirs. `useActor` is the one place that finds the actor.
 */
export function createActorContext<TMachine extends AnyStateMachine>(id: string, useActor: () => ActorRefFrom<TMachine>) {
  return { id, ...actorHooks<TMachine>(useActor) };
}

/** A machine's `context.error` (the failure model's one field), never for a machine without one. */
type ErrorOf<TMachine extends AnyStateMachine> = ContextFrom<TMachine> extends { error: infer E } ? E : never;

/** useSelect, useTag, useSend and useSubmission over the actor `useActor` gives. */
function actorHooks<TMachine extends AnyStateMachine>(useActor: () => ActorRefFrom<TMachine>) {
  type Snapshot = SnapshotFrom<TMachine>;

  /** A narrow selection of the snapshot (re-renders only when it changes). */
  function useSelect<T>(selector: (snapshot: Snapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(useActor() as AnyActorRef, selector as (snapshot: unknown) => T, compare);
  }

  /**
   * Whether the current state carries a tag: the shared ones (`busy`, `failed`, `editable`, `done`) or
   * the flow's own. Typed with the machine's tags, so a tag removed from the machine fails the typecheck.
   */
  function useTag(tag: TagsFrom<TMachine>): boolean {
    return useSelector(useActor() as AnyActorRef, (snapshot: AnyMachineSnapshot) => snapshot.hasTag(tag));
  }

  function useSend(): (event: EventFromLogic<TMachine>) => void {
    const actor = useActor() as AnyActorRef;
    return useCallback((event: EventFromLogic<TMachine>) => actor.send(event), [actor]);
  }

  /** What a form reads of its flow: `send`, whether it is busy (the shared `busy` tag) and its last failure. */
  function useSubmission(): { send: (event: EventFromLogic<TMachine>) => void; busy: boolean; error: ErrorOf<TMachine> } {
    const send = useSend();
    const busy = useSelector(useActor() as AnyActorRef, (snapshot: AnyMachineSnapshot) => snapshot.hasTag('busy'));
    const error = useSelector(useActor() as AnyActorRef, (snapshot: AnyMachineSnapshot) => snapshot.context.error as ErrorOf<TMachine>);
    return { send, busy, error };
  }

  return { useSelect, useTag, useSend, useSubmission };
}
