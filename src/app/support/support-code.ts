import type { AnyActorRef } from 'xstate';
import { type Capsule, createCapsule, encodeCapsule } from '../../../machines/tooling/capsule.ts';
import { REDACTED } from '../../../machines/tooling/redact.ts';
import { currentBuildId } from '@/lib/config.ts';
import type { AppStorage } from '@/lib/storage.ts';
import { type PersistedFlow, readSavedFlows, replaceSavedFlows } from '../flows/flow-host.ts';

/** The customer's support code: the app actor's persisted snapshot, storage and route, redacted. */
export async function createSupportCode(appActor: AnyActorRef, storage: AppStorage): Promise<string> {
  const { pathname, search, hash } = window.location;
  return encodeCapsule(
    createCapsule({
      buildId: currentBuildId,
      route: `${pathname}${search}${hash}`,
      storage: storage.read(),
      appSnapshot: appActor.getPersistedSnapshot(),
      flows: readSavedFlows(),
      now: new Date(),
    }),
  );
}

/** A loaded capsule waits here across the full page load that applies it (this tab only). */
const PENDING_KEY = 'support.pendingCapsule';

export function stashCapsuleForNextLoad(capsule: Capsule) {
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(capsule));
}

/** The capsule support asked to open, taken once (a reload afterwards is a normal start). */
export function takePendingCapsule(): Capsule | null {
  try {
    const text = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return text ? (JSON.parse(text) as Capsule) : null;
  } catch {
    return null;
  }
}

/**
 * Put the capsule's stored keys in place of this browser's own: nothing of support's session stays,
 * and redacted values (tokens, personal fields) are left out rather than stored as placeholders, so
 * no request ever carries them.
 */
export function applyCapsuleStorage(capsule: Capsule, storage: AppStorage) {
  storage.wipe();
  // The flows' saved snapshots wait in this tab's session storage until each flow's page opens.
  replaceSavedFlows(capsule.flows as Record<string, PersistedFlow>);
  for (const [key, value] of Object.entries(capsule.storage)) {
    if (typeof value === 'boolean') storage.setFlag(key as Parameters<AppStorage['setFlag']>[0], value);
    else if (typeof value === 'string' && value !== REDACTED) storage.setText(key as Parameters<AppStorage['setText']>[0], value);
  }
}
