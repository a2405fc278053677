import { startTransition, useEffect, useState } from 'react';

/**
 * False for a view's first commit, true from the next one: what the first screen does not show (a
 * page's lower sections) is drawn in a render and a commit of its own, as a transition React splits
 * into short tasks, instead of adding to the first commit (one task: DOM and styles in one go).
 */
export function useLaterPart(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}
