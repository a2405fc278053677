import type { CategoryDetailResponse, RiskDetails } from '../../contract/catalogue.ts';
import type { FlowFailure } from '../shared/failure.ts';
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

export type PurchaseStep = 'risk' | 'quotes' | 'plan' | 'people' | 'review' | 'payment' | 'confirmation';
export type EditableSection = 'broker' | 'risk' | 'quotes' | 'plan' | 'people';

export interface PurchaseInput {
  /** Random per flow, from the app: the stem of this flow's idempotency keys. */
  flowId: string;
  categoryId: string;
  /** A guest verifies the policyholder's mobile by SMS before the review. */
  isGuest?: boolean;
  /** The customer's current broker, offered to keep. */
  currentBrokerId?: string | null;
  /** Policyholder details known from the profile or the sign-in. */
  prefill?: Partial<Policyholder> | null;
  /** Renewal: the policy number whose details prefill the flow. */
  renewalOf?: string | null;
}

export interface PurchaseContext {
  flowId: string;
  categoryId: string;
  isGuest: boolean;
  renewalOf: string | null;
  category: CategoryDetailResponse | null;
  brokerId: string | null;
  risk: RiskDetails | null;
  quote: HeldQuote | null;
  /** A renewal's plan, chosen again when the new quote offers it. */
  preferredPlanId: string | null;
  /** The quote was re-priced after it expired: the screen says so once. */
  repriced: boolean;
  offerId: string | null;
  addOnIds: string[];
  prefill: Partial<Policyholder> | null;
  policyholder: Policyholder | null;
  insuredPersons: InsuredPerson[];
  startDate: string | null;
  mobileVerified: boolean;
  termsAccepted: boolean;
  orderSeq: number;
  orderKey: string | null;
  order: Order | null;
  paySeq: number;
  paymentKey: string | null;
  walletBalanceMinor: number | null;
  walletAmountMinor: number;
  giftCard: GiftCardApplied | null;
  /** Only for the attempt in flight (a re-send must carry the same body); dropped once it is decided. */
  card: CardDetails | null;
  payment: PaymentAttempt | null;
  /** Checks made since the bank answered "pending": each waits twice as long as the last (capped). */
  outcomeChecks: number;
  policy: PolicySummary | null;
  error: FlowFailure | null;
}

export type PurchaseEvent =
  | { type: 'purchase.retry' }
  | { type: 'purchase.back' }
  /**
   * The browser's Forward after a Back: to the next step again, only where what it needs is still
   * there (the quote priced for these details, the chosen offer, the people, the placed order).
   */
  | { type: 'purchase.forward' }
  | { type: 'purchase.resume' }
  | { type: 'purchase.chooseBroker'; brokerId: string }
  | { type: 'purchase.next' }
  | { type: 'purchase.submitRisk'; risk: RiskDetails }
  | { type: 'purchase.selectOffer'; offerId: string }
  | { type: 'purchase.toggleAddOn'; addOnId: string }
  | { type: 'purchase.submitPeople'; policyholder: Policyholder; insuredPersons: InsuredPerson[]; startDate: string }
  | { type: 'purchase.verifyMobile'; code: string }
  | { type: 'purchase.resendCode' }
  | { type: 'purchase.edit'; section: EditableSection }
  | { type: 'purchase.acceptTerms'; accepted: boolean }
  /** The review's terms checkbox goes with the order: nothing is ordered without it. */
  | { type: 'purchase.placeOrder'; termsAccepted: boolean }
  | { type: 'purchase.reprice' }
  | { type: 'purchase.setWallet'; amountMinor: number }
  | { type: 'purchase.applyGiftCard'; serial: string }
  | { type: 'purchase.removeGiftCard' }
  | { type: 'purchase.pay'; card: CardDetails | null }
  | { type: 'purchase.submitChallenge'; code: string }
  /** A pending payment: ask the bank now instead of waiting for the next scheduled check. */
  | { type: 'purchase.checkNow' }
  /** From the confirmation: this purchase ends and the customer starts another in the same category. */
  | { type: 'purchase.startAnother' }
  /** The category read again in the page's language (a purchase resumed after a language switch). */
  | { type: 'purchase.categoryNamed'; category: CategoryDetailResponse };

export interface LoadedCategory {
  category: CategoryDetailResponse;
  renewal: RenewalResponse | null;
}

export interface PaymentRequest {
  orderNumber: string;
  idempotencyKey: string;
  walletAmountMinor: number;
  giftCardSerial: string | null;
  card: CardDetails | null;
}

export interface OrderRequest {
  idempotencyKey: string;
  quoteId: string;
  offerId: string;
  addOnIds: string[];
  policyholder: Policyholder;
  insuredPersons: InsuredPerson[];
  startDate: string;
  acceptTerms: true;
  /** A renewal: the policy it renews (the server checks the renewal rules and records it). */
  renewsPolicyNumber?: string;
}
