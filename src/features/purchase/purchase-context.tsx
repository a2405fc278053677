import type { SnapshotFrom } from 'xstate';
import type { PurchaseMachine } from '../../../machines/purchase/purchase.machine.ts';
import { Purchase } from './purchase-flow.ts';

export type PurchaseSnapshot = SnapshotFrom<PurchaseMachine>;

/** A narrow selection of the purchase snapshot (the wizard's views read the flow through these). */
export const usePurchase = Purchase.useSelect;
/** Sends a purchase event (typed with the machine's events). */
export const usePurchaseSend = Purchase.useSend;
