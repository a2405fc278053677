import type { InspectionEvent } from 'xstate';
import { redact } from '../../machines/tooling/redact.ts';

export type Inspect = (event: InspectionEvent) => void;

/** Dev tools exist in development builds and in staging builds made with VITE_ENABLE_DEV_TOOLS=true. */
export const devToolsAvailable = import.meta.env.DEV || import.meta.env.VITE_ENABLE_DEV_TOOLS === 'true';

/**
 * The Stately inspector, opt-in: only where dev tools are available AND the URL asks for it
 * (`?inspect`), never by default. It opens the hosted inspector page in a new window and sends it
 * the app's actors, events and snapshots with tokens and personal data redacted. Loaded on demand.
 */
export async function createInspection(): Promise<Inspect | undefined> {
  if (!devToolsAvailable || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => redact(context),
    sanitizeEvent: (event) => redact(event),
  });
  return inspector.inspect as Inspect;
}
