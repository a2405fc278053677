import { useEffect, useSyncExternalStore } from 'react';
import { adoptSavedFlow, endFlow, type PersistedFlow, readSavedFlows, runningFlowOf, startFlow } from '@/app/flows/flow-host.ts';
import { useAppServices } from '@/lib/app-context.tsx';
import { appStorage } from '@/lib/storage.ts';
import { purchaseFlow } from '../purchase-flow.ts';

/**
 * One purchase, one tab at a time. A flow lives in its tab's session storage, so a second tab opening
 * the same purchase would silently start a blank wizard while the first holds what was typed. The
 * tabs talk over a BroadcastChannel (same origin, same browser, so the same signed-in account; the
 * owner is checked anyway): a tab opening a blank wizard asks whether the purchase is in progress
 * elsewhere; the tab holding it answers; "Continue here" asks it to hand its saved flow over, and it
 * then ends its own copy and says the purchase moved (and can take it back the same way).
 */
type Message =
  | { type: 'purchase.anyone'; from: string; owner: string; key: string }
  | { type: 'purchase.here'; from: string; to: string; key: string }
  | { type: 'purchase.takeOver'; from: string; to: string; key: string }
  | { type: 'purchase.handOver'; from: string; to: string; key: string; flow: PersistedFlow };

export type TabState = { kind: 'alone' } | { kind: 'elsewhere'; holder: string } | { kind: 'moved'; to: string };

const CHANNEL = 'amanah.purchase';
const tabId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());
const states = new Map<string, TabState>();
const listeners = new Set<() => void>();
const alone: TabState = { kind: 'alone' };
let channel: BroadcastChannel | null = null;
let adopt: ((key: string) => void) | null = null;

const owner = () => appStorage.getText('username') ?? '';
const setState = (key: string, state: TabState) => {
  states.set(key, state);
  for (const listener of listeners) listener();
};
const post = (message: Message) => channel?.postMessage(message);

/** This tab holds the purchase with something in it (a blank wizard is not "in progress"). */
function holding(key: string): boolean {
  const saved = readSavedFlows()[purchaseFlow.id];
  const actor = runningFlowOf(purchaseFlow);
  if (!saved || saved.key !== key || !actor || states.get(key)?.kind === 'moved') return false;
  return actor.getSnapshot().context.risk !== null;
}

function receive(message: Message) {
  if (message.from === tabId || ('to' in message && message.to !== tabId)) return;
  switch (message.type) {
    case 'purchase.anyone':
      if (message.owner === owner() && holding(message.key)) post({ type: 'purchase.here', from: tabId, to: message.from, key: message.key });
      return;
    case 'purchase.here':
      if (states.get(message.key)?.kind !== 'moved') setState(message.key, { kind: 'elsewhere', holder: message.from });
      return;
    case 'purchase.takeOver': {
      const saved = readSavedFlows()[purchaseFlow.id];
      if (!saved || saved.key !== message.key) return;
      post({ type: 'purchase.handOver', from: tabId, to: message.from, key: message.key, flow: saved });
      endFlow(purchaseFlow.id);
      setState(message.key, { kind: 'moved', to: message.from });
      return;
    }
    case 'purchase.handOver':
      if ((message.flow.owner ?? null) !== (owner() || null) || message.flow.key !== message.key) return;
      adoptSavedFlow(purchaseFlow.id, message.flow);
      setState(message.key, alone);
      adopt?.(message.key);
      return;
  }
}

function connect() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => receive(event.data);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For the wizard: whether this purchase is in progress in another tab, or moved there, and the way
 * to continue it here. A blank wizard asks once when it opens.
 */
export function usePurchaseTabs(key: string, blank: boolean) {
  const services = useAppServices();
  const state = useSyncExternalStore(subscribe, () => states.get(key) ?? alone, () => alone);
  useEffect(() => {
    connect();
    adopt = (handedKey) => startFlow(purchaseFlow, services, handedKey);
  }, [services]);
  useEffect(() => {
    if (blank && state.kind === 'alone') post({ type: 'purchase.anyone', from: tabId, owner: owner(), key });
    // Asked once per blank opening; the answer (if any) changes the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, blank]);
  return {
    state,
    /** Ask the tab holding the purchase to hand it over. */
    continueHere: () => {
      if (state.kind === 'elsewhere') post({ type: 'purchase.takeOver', from: tabId, to: state.holder, key });
      if (state.kind === 'moved') post({ type: 'purchase.takeOver', from: tabId, to: state.to, key });
    },
    /** Keep the blank wizard here (two purchases of the same insurance side by side). */
    startHere: () => setState(key, alone),
  };
}
