import { useDeferredValue } from 'react';

/**
 * The view of a flow's state to draw. A machine's change reaches React as a blocking update, so the
 * first step after a flow's placeholder (its data has arrived) would be drawn in one long task. Leaving
 * the placeholder is deferred instead: the placeholder stays for one cheap render (it reads nothing a
 * later state lacks), then React draws the step in a render it splits into short tasks. Every other
 * change of view shows at once: a step's view is never drawn against another step's state.
 */
export function useShownView<TView>(view: TView, isPlaceholder: (view: TView) => boolean): TView {
  const deferred = useDeferredValue(view);
  return isPlaceholder(deferred) && !isPlaceholder(view) ? deferred : view;
}
