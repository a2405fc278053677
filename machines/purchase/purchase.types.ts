import type { CategoryDetailResponse } from '../../contract/catalogue.ts';
import type { CardDetails, InsuredPerson, Order, Payment, Policyholder, PolicySummary, Quote, RenewalResponse } from '../../contract/purchase.ts';

/**
 * The data the purchase machine carries between steps: the contract's shapes (contract/catalogue.ts,
 * contract/purchase.ts), plus the little the flow adds.
 */
export type { CardDetails, CategoryDetailResponse, InsuredPerson, Order, Policyholder, PolicySummary, RenewalResponse };

/** A quote as the flow keeps it: the server's answer plus when it stops being valid on this device's clock. */
export interface HeldQuote extends Quote {
  /** Epoch ms on the client's clock: receipt time + (expiresAt - createdAt), so clock skew cannot shorten or stretch it. */
  validUntil: number;
}

/** The payment attempt the flow is following (never card data: the server keeps only the last four digits). */
export interface PaymentAttempt {
  paymentId: string;
  status: Payment['status'];
  declineReason: Payment['declineReason'] | null;
  challengeHint: string | null;
  cardLast4: string | null;
}

/** What a payment call answers, reduced for the flow. */
export interface PaymentOutcome {
  payment: PaymentAttempt;
  order: Order;
  policy: PolicySummary | null;
}

export interface GiftCardApplied {
  serial: string;
  balanceMinor: number;
}
