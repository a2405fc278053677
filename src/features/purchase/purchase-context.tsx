import { useSelector } from '@xstate/react';
import { type ReactNode, createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PurchaseEvent, PurchaseMachine } from '../../../machines/purchase/purchase.machine.ts';

type PurchaseActor = ActorRefFrom<PurchaseMachine>;
export type PurchaseSnapshot = SnapshotFrom<PurchaseMachine>;

const PurchaseActorContext = createContext<PurchaseActor | null>(null);

/** The running purchase actor for the wizard's views (never passed down as a prop). */
export function PurchaseActorProvider({ actor, children }: { actor: PurchaseActor; children: ReactNode }) {
  return <PurchaseActorContext.Provider value={actor}>{children}</PurchaseActorContext.Provider>;
}

function usePurchaseActor(): PurchaseActor {
  const actor = useContext(PurchaseActorContext);
  if (!actor) throw new Error('usePurchase needs <PurchaseActorProvider>');
  return actor;
}

/** A narrow selection of the purchase snapshot. */
export function usePurchase<T>(selector: (snapshot: PurchaseSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(usePurchaseActor(), selector, compare);
}

export function usePurchaseSend(): (event: PurchaseEvent) => void {
  const actor = usePurchaseActor();
  return (event) => actor.send(event);
}

export const isBusy = (snapshot: PurchaseSnapshot) => snapshot.hasTag('busy');
