import type { InspectionEvent } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;


/**
 * The Stately inspector, opt-in: only where dev tools are available AND the URL asks for it
 * (`?inspect`), never by default. It opens the hosted inspector page in a new window and sends it
 * the app's actors, events and snapshots with tokens and personal data redacted. Loaded on demand.
 */
export async function createInspection(): Promise<Inspect | undefined> {
  if (!__DEV_TOOLS__ || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const [{ createBrowserInspector }, { redact }] = await Promise.all([import('@statelyai/inspect'), import('../../machines/tooling/redact.ts')]);
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => redact(context),
    sanitizeEvent: (event) => redact(event),
  });
  return inspector.inspect as Inspect;
}
