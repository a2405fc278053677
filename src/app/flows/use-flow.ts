import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate';
import { useAppServices } from '@/lib/app-context.tsx';
import { type FlowDefinition, endFlow, runningFlow, runningFlows, startFlow, subscribeToFlows, wasWiped } from './flow-host.ts';

export { endFlow };
export type { FlowDefinition };

/**
 * The actor of a flow for a page: created, or restored from the tab's saved snapshot, on first use;
 * the same actor for every later render and page of that flow until `endFlow(id)` or a new `key`
 * (a purchase of another category, say) replaces it. Read it with `useSelector` from @xstate/react.
 */
export function useFlowActor<TLogic extends AnyStateMachine>(definition: FlowDefinition<TLogic>, key = ''): ActorRefFrom<TLogic> {
  const services = useAppServices();
  // Idempotent: StrictMode's second call finds the running actor.
  const started = useMemo(() => startFlow(definition, services, key), [definition, services, key]);
  const page = definition.lifetime === 'page';
  useEffect(() => {
    if (!page) return;
    // A page flow ended by an earlier unmount (StrictMode mounts twice) starts again here.
    startFlow(definition, services, key);
    return () => endFlow(definition.id);
  }, [page, definition, services, key]);
  const read = () => runningFlow(definition.id);
  const current = useSyncExternalStore(subscribeToFlows, read, read);
  useEffect(() => {
    // Wiped under an open page (the session ended mid-call, a sign-out in another tab): the page starts
    // the flow afresh instead of showing a stopped actor frozen in "sending…".
    if (current === undefined && wasWiped(definition.id)) startFlow(definition, services, key);
  }, [current, definition, services, key]);
  return (current ?? started) as ActorRefFrom<TLogic>;
}

/** Running flow actors by id (the diagram page lights their states). */
export function useRunningFlows(): ReadonlyMap<string, AnyActorRef> {
  return useSyncExternalStore(subscribeToFlows, runningFlowsSnapshot);
}

let lastFlows: ReadonlyMap<string, AnyActorRef> = new Map();
let lastIds = '';
// useSyncExternalStore needs the same object while nothing changed.
function runningFlowsSnapshot(): ReadonlyMap<string, AnyActorRef> {
  const flows = runningFlows();
  const ids = [...flows].map(([id, actor]) => `${id}:${actor.sessionId}`).join(',');
  if (ids !== lastIds) {
    lastIds = ids;
    lastFlows = flows;
  }
  return lastFlows;
}
