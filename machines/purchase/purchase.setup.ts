import { assign, setup } from 'xstate';
import type { RiskDetails } from '../../contract/catalogue.ts';
import type { FlowExit } from '../shared/exit.ts';
import { asFailure, failedWith } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import { outageRetry, serviceRetry } from '../shared/service-retry.ts';
import type { FlowTag } from '../shared/tags.ts';
import { amountDueMinor, repricedOffer } from './purchase.selectors.ts';
import type {
  GiftCardApplied,
  HeldQuote,
  LoadedCategory,
  Order,
  OrderRequest,
  PaymentOutcome,
  PaymentRequest,
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseStep,
} from './purchase.types.ts';

/**
 * The purchase machine's setup: its types, the effects it names (provided by
 * src/features/purchase/purchase-flow.ts or by tests), its guards and delays, and the small helpers its
 * states share. The states are in purchase.machine.ts (start to quote), purchase-offer.states.ts
 * (quotes to review) and purchase-payment.states.ts (order to confirmation).
 */
/** No answer: the request may or may not have reached the server. */
export const isConnectionLost = (error: unknown) => asFailure(error).reason === 'offline';
const hasCode = (error: unknown, codes: readonly string[]) => codes.includes(asFailure(error).code ?? '');

/** Server error codes meaning "this quote may no longer be used" (re-price it). */
export const QUOTE_EXPIRED_CODES = ['quote_expired', 'quote_not_found'] as const;

export const paid = (outcome: PaymentOutcome) => ({ payment: outcome.payment, order: outcome.order, policy: outcome.policy });

/** Same keys and values, whatever the order of the keys (the server echoes the risk it priced). */
function sameValues(a: object, b: object): boolean {
  const sorted = (value: object) => JSON.stringify(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
  return sorted(a) === sorted(b);
}

/** The wait before the next check of a pending payment, after `checks` checks already made. */
export const outcomePollMs = (checks: number) => Math.min(OUTCOME_POLL_FIRST_MS * 2 ** Math.max(0, checks), OUTCOME_POLL_MAX_MS);
export const OUTCOME_POLL_FIRST_MS = 2000;
export const OUTCOME_POLL_MAX_MS = 30_000;

/** Invalidate an order built from data that just changed: its next attempt gets a new key. */
export const orderChanged = { orderKey: null, order: null } as const;

export const purchaseSetup = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    tags: {} as FlowTag,
    output: {} as FlowExit<'anotherPurchase'>,
    /** Each state's wizard step, read by the views (currentStep). */
    meta: {} as { step?: PurchaseStep },
  },
  actors: {
    /** GET /catalogue/categories/:categoryId (+ GET /policies/:policyNumber/renewal for a renewal). */
    loadCategory: notProvided<LoadedCategory, { categoryId: string; renewalOf: string | null }>('loadCategory'),
    /** POST /quotes: the server prices every matching plan. */
    requestQuote: notProvided<HeldQuote, { categoryId: string; brokerId: string; risk: RiskDetails }>('requestQuote'),
    /** POST /quotes/:quoteId/reprice. */
    repriceQuote: notProvided<HeldQuote, { quoteId: string }>('repriceQuote'),
    /** POST /auth/guest/mobile: an SMS code to the policyholder's mobile. */
    sendMobileCode: notProvided<void, { mobile: string }>('sendMobileCode'),
    /** POST /auth/guest/mobile/verify. */
    verifyMobileCode: notProvided<void, { mobile: string; code: string }>('verifyMobileCode'),
    /** POST /orders with the Idempotency-Key header. */
    placeOrder: notProvided<Order, OrderRequest>('placeOrder'),
    /** GET /wallet: the balance usable at checkout (none for a guest). */
    fetchWallet: notProvided<{ balanceMinor: number }, { isGuest: boolean }>('fetchWallet'),
    /** POST /wallet/gift-cards/check. */
    checkGiftCard: notProvided<GiftCardApplied, { serial: string }>('checkGiftCard'),
    /** POST /orders/:orderNumber/payments with the Idempotency-Key header. */
    submitPayment: notProvided<PaymentOutcome, PaymentRequest>('submitPayment'),
    /** POST /payments/:paymentId/challenge. */
    submitChallenge: notProvided<PaymentOutcome, { paymentId: string; code: string }>('submitChallenge'),
    /** GET /orders/:orderNumber: what happened to a payment whose answer was lost. */
    fetchOutcome: notProvided<Order, { orderNumber: string }>('fetchOutcome'),
  },
  actions: {
    /** Spec keys categoryId, categoryName. */
    rememberCategory: (_, _params: { categoryId: string; categoryName: string }) => {},
    /** Spec key brokerLogo. */
    rememberBrokerLogo: (_, _params: { brokerLogo: string }) => {},
    /** Spec keys productCategoryId, productCategoryName, productCategoryImage. */
    rememberProduct: (_, _params: { productCategoryId: string; productCategoryName: string; productCategoryImage: string }) => {},
    /** Spec key orderNumber. */
    rememberOrderNumber: (_, _params: { orderNumber: string }) => {},
  },
  delays: {
    /** Until the quote's expiresAt, on the actor system's clock (Playwright's clock in e2e). */
    quoteExpiry: ({ context }) => (context.quote ? Math.max(0, context.quote.validUntil - Date.now()) : 0),
    /**
     * A pending payment (the gateway has not decided yet) is asked about again after 2 s, then 4, 8,
     * 16 and every 30 s: most settle within seconds, and a slow one is not hammered.
     */
    outcomePoll: ({ context }) => outcomePollMs(context.outcomeChecks),
    /** After a 503: the wait service-retry.ts sets (Retry-After, bounded). */
    serviceRetry,
  },
  guards: {
    failedWith,
    outageRetry,
    /** The quote in hand was priced for these details and this broker (Forward from the details). */
    quoteFitsRisk: ({ context }) =>
      context.quote !== null && context.risk !== null && context.quote.brokerId === context.brokerId && sameValues(context.quote.risk, context.risk),
    hasOffer: ({ context }) => context.offerId !== null,
    peopleDone: ({ context }) => context.policyholder !== null && (!context.isGuest || context.mobileVerified),
    hasOrder: ({ context }) => context.order !== null,
    hasBroker: ({ context }) => context.brokerId !== null && (context.category?.brokers.some((broker) => broker.brokerId === context.brokerId) ?? false),
    brokerSellsCategory: ({ context, event }) => event.type === 'purchase.chooseBroker' && (context.category?.brokers.some((broker) => broker.brokerId === event.brokerId) ?? false),
    isRenewal: (_, params: { loaded: LoadedCategory }) => params.loaded.renewal !== null,
    hasOffers: (_, params: { quote: HeldQuote }) => params.quote.offers.length > 0,
    planStillOffered: ({ context }, params: { quote: HeldQuote }) => repricedOffer(context, params.quote) !== null,
    needsMobileVerification: ({ context, event }) =>
      context.isGuest &&
      !(context.mobileVerified && event.type === 'purchase.submitPeople' && event.policyholder.mobileNumber === context.policyholder?.mobileNumber),
    termsAccepted: ({ event }) => event.type === 'purchase.placeOrder' && event.termsAccepted,
    quoteExpired: (_, params: { error: unknown }) => hasCode(params.error, QUOTE_EXPIRED_CODES),
    connectionLost: (_, params: { error: unknown }) => isConnectionLost(params.error),
    paymentSucceeded: (_, params: { outcome: PaymentOutcome }) => params.outcome.payment.status === 'succeeded' || params.outcome.policy !== null,
    paymentDeclined: (_, params: { outcome: PaymentOutcome }) => params.outcome.payment.status === 'declined',
    paymentChallenged: (_, params: { outcome: PaymentOutcome }) => params.outcome.payment.status === 'challenge_required',
    outcomePaid: (_, params: { order: Order }) => params.order.policy !== null,
    outcomeChallenged: (_, params: { order: Order }) => params.order.latestPayment?.status === 'challenge_required',
    outcomePending: (_, params: { order: Order }) => params.order.latestPayment?.status === 'pending',
    /** The card is only needed for what the wallet and the gift card leave to pay. */
    cardReady: ({ context, event }) => {
      if (event.type !== 'purchase.pay') return false;
      return amountDueMinor(context) === 0 || event.card !== null;
    },
    walletAmountAllowed: ({ context, event }) =>
      event.type === 'purchase.setWallet' &&
      Number.isInteger(event.amountMinor) &&
      event.amountMinor >= 0 &&
      event.amountMinor <= (context.walletBalanceMinor ?? 0) &&
      event.amountMinor <= (context.order?.breakdown.dueMinor ?? 0),
  },
});

/** Spec key brokerLogo: the logo of the broker the details were sent with. */
export const rememberChosenBroker = {
  type: 'rememberBrokerLogo',
  params: ({ context }: { context: PurchaseContext }) => ({ brokerLogo: context.category!.brokers.find((broker) => broker.brokerId === context.brokerId)!.logoUrl }),
} as const;

/** What is paid with, changeable while editing the payment and after a declined card alike. */
export const paymentChoices = purchaseSetup.createStateConfig({
  on: {
    'purchase.setWallet': { guard: 'walletAmountAllowed', actions: assign(({ event }) => ({ walletAmountMinor: event.amountMinor, paymentKey: null })) },
    'purchase.applyGiftCard': '#purchase.payment.checkingGiftCard',
    'purchase.removeGiftCard': { actions: assign({ giftCard: null, paymentKey: null }) },
    'purchase.back': '#purchase.offer.review',
  },
}).on;
