import type { AnyActorRef } from 'xstate';

/**
 * Opt-in developer tools (inspector and diagrams come with the flow-tooling issue). Off unless the
 * build enables them (VITE_ENABLE_DEV_TOOLS=true, default in development) AND `?inspect` is in the URL.
 */
export function startDevTools(appActor: AnyActorRef) {
  const enabled = import.meta.env.DEV || import.meta.env.VITE_ENABLE_DEV_TOOLS === 'true';
  if (!enabled || !new URLSearchParams(window.location.search).has('inspect')) return;
  Object.assign(window, { __appActor: appActor });
}
