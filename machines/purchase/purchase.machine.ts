import { assign, setup } from 'xstate';
import type { RiskDetails } from '../../contract/catalogue.ts';
import { type FlowExit, exitOutput } from '../shared/exit.ts';
import { type FlowFailure, asFailure, failureOf, refusal } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';
import { amountDueMinor, fromSummary, repricedChoices, repricedOffer, selectedOffer } from './purchase.selectors.ts';
import type {
  CardDetails,
  CategoryDetailResponse,
  GiftCardApplied,
  HeldQuote,
  InsuredPerson,
  Order,
  PaymentAttempt,
  PaymentOutcome,
  Policyholder,
  PolicySummary,
  RenewalResponse,
} from './purchase.types.ts';

/**
 * The guided purchase: from a category to a paid, issued policy.
 *
 *   loading -> risk -> quoting -> offer { quotes -> plan -> people [-> mobile] -> review }
 *           -> placingOrder -> payment { loadingWallet -> editing -> paying
 *                                        [-> declined | challenge | checkingOutcome] } -> confirmation
 *
 * Seven steps on six screens after the category page (a phone's eight, confirmation included): the
 * broker is kept or chosen on the details screen (`risk`), beside what is priced, and the payment
 * screen's Pay button, which names the amount and what pays it, is the last look before the charge.
 *
 * Pure: every effect is named here (actors, actions) and provided by the app
 * (src/features/purchase/purchase-flow.ts) or by tests. What views compute from the context lives in
 * purchase.selectors.ts. The server prices everything; the machine
 * only carries ids and what the customer typed. The quote's validity is a timer (`after`, named
 * delay `quoteExpiry`): an expired quote sends the customer to `quoteExpired`, where it is re-priced
 * on request and the customer comes back to the step they were on, with everything they typed.
 *
 * Never charged twice: one Idempotency-Key per order attempt (`orderKey`) and per payment attempt
 * (`paymentKey`) is kept in context, so a double click, a retry, a reload (the snapshot is persisted)
 * or a duplicated tab re-sends the same key. A lost connection during payment asks the server for the
 * order's outcome (`checkingOutcome`) before anything is sent again.
 */
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

/** No answer: the request may or may not have reached the server. */
const isConnectionLost = (error: unknown) => asFailure(error).reason === 'offline';
const hasCode = (error: unknown, codes: readonly string[]) => codes.includes(asFailure(error).code ?? '');

/** Server error codes meaning "this quote may no longer be used" (re-price it). */
export const QUOTE_EXPIRED_CODES = ['quote_expired', 'quote_not_found'] as const;

const paid = (outcome: PaymentOutcome) => ({ payment: outcome.payment, order: outcome.order, policy: outcome.policy });

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
const orderChanged = { orderKey: null, order: null } as const;

const purchaseSetup = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    tags: {} as FlowTag,
    output: {} as FlowExit<'anotherPurchase'>,
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
    /** GET /gift-cards/:serial. */
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
  },
  guards: {
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
const rememberChosenBroker = {
  type: 'rememberBrokerLogo',
  params: ({ context }: { context: PurchaseContext }) => ({ brokerLogo: context.category!.brokers.find((broker) => broker.brokerId === context.brokerId)!.logoUrl }),
} as const;

/** What is paid with, changeable while editing the payment and after a declined card alike. */
const paymentChoices = purchaseSetup.createStateConfig({
  on: {
    'purchase.setWallet': { guard: 'walletAmountAllowed', actions: assign(({ event }) => ({ walletAmountMinor: event.amountMinor, paymentKey: null })) },
    'purchase.applyGiftCard': '#purchase.payment.checkingGiftCard',
    'purchase.removeGiftCard': { actions: assign({ giftCard: null, paymentKey: null }) },
    'purchase.back': '#purchase.offer.review',
  },
}).on;

export const purchaseMachine = purchaseSetup.createMachine({
  id: 'purchase',
  output: exitOutput<'anotherPurchase'>,
  context: ({ input }) => ({
    flowId: input.flowId,
    categoryId: input.categoryId,
    isGuest: input.isGuest ?? false,
    renewalOf: input.renewalOf ?? null,
    category: null,
    brokerId: input.currentBrokerId ?? null,
    risk: null,
    quote: null,
    preferredPlanId: null,
    repriced: false,
    offerId: null,
    addOnIds: [],
    prefill: input.prefill ?? null,
    policyholder: null,
    insuredPersons: [],
    startDate: null,
    mobileVerified: false,
    termsAccepted: false,
    orderSeq: 0,
    orderKey: null,
    order: null,
    paySeq: 0,
    paymentKey: null,
    walletBalanceMinor: null,
    walletAmountMinor: 0,
    giftCard: null,
    card: null,
    payment: null,
    outcomeChecks: 0,
    policy: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Names the server wrote in the language the purchase started in give way to the page's language.
    'purchase.categoryNamed': {
      guard: ({ context, event }) => context.category?.category.categoryId === event.category.category.categoryId,
      actions: [
        assign(({ event }) => ({ category: event.category })),
        { type: 'rememberCategory', params: ({ event }) => ({ categoryId: event.category.category.categoryId, categoryName: event.category.category.name }) },
      ],
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadCategory',
        input: ({ context }) => ({ categoryId: context.categoryId, renewalOf: context.renewalOf }),
        onDone: [
          {
            // A renewal starts at the risk details, prefilled: the customer checks them (travel dates are asked again).
            guard: { type: 'isRenewal', params: ({ event }) => ({ loaded: event.output }) },
            target: 'risk',
            actions: [
              assign(({ event }) => {
                const renewal = event.output.renewal!;
                return {
                  category: event.output.category,
                  brokerId: renewal.brokerId,
                  // Only the risk step's prefill until it is sent again through the contract's schema (an older policy may lack the plate, VIN or full address).
                  risk: renewal.risk as RiskDetails,
                  preferredPlanId: renewal.planId,
                  addOnIds: renewal.addOnIds,
                  policyholder: renewal.policyholder,
                  insuredPersons: renewal.insuredPersons,
                  startDate: renewal.suggestedStartDate,
                  error: null,
                };
              }),
              { type: 'rememberCategory', params: ({ event }) => ({ categoryId: event.output.category.category.categoryId, categoryName: event.output.category.category.name }) },
            ],
          },
          {
            target: 'risk',
            actions: [
              assign(({ context, event }) => ({
                category: event.output.category,
                // Keep the customer's broker only where it sells this category.
                brokerId: event.output.category.brokers.some((broker) => broker.brokerId === context.brokerId) ? context.brokerId : null,
                error: null,
              })),
              { type: 'rememberCategory', params: ({ event }) => ({ categoryId: event.output.category.category.categoryId, categoryName: event.output.category.category.name }) },
            ],
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: failureOf }) },
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'purchase.retry': 'loading' },
    },
    /** The details screen: the broker (kept or chosen among those selling the category) and what is priced. */
    risk: {
      meta: { step: 'risk' },
      on: {
        'purchase.chooseBroker': { guard: 'brokerSellsCategory', actions: assign(({ event }) => ({ brokerId: event.brokerId })) },
        'purchase.submitRisk': {
          guard: 'hasBroker',
          target: 'quoting',
          actions: [assign(({ event }) => ({ risk: event.risk, ...orderChanged })), rememberChosenBroker],
        },
        'purchase.forward': { guard: 'quoteFitsRisk', target: 'offer' },
      },
    },
    quoting: {
      tags: ['busy'],
      meta: { step: 'quotes' },
      invoke: {
        src: 'requestQuote',
        input: ({ context }) => ({ categoryId: context.categoryId, brokerId: context.brokerId!, risk: context.risk! }),
        onDone: [
          {
            guard: { type: 'hasOffers', params: ({ event }) => ({ quote: event.output }) },
            target: 'offer',
            actions: assign(({ context, event }) => {
              // A renewal (or an edit) keeps the chosen plan and its add-ons when the new quote still offers it.
              const previous = selectedOffer(context);
              const planId = previous?.planId ?? context.preferredPlanId;
              const again = event.output.offers.find((offer) => offer.planId === planId) ?? null;
              return {
                quote: event.output,
                repriced: false,
                offerId: again?.offerId ?? null,
                addOnIds: again ? context.addOnIds.filter((id) => again.addOns.some((addOn) => addOn.addOnId === id)) : [],
                error: null,
                ...orderChanged,
              };
            }),
          },
          { target: 'noOffers', actions: assign({ error: null }) },
        ],
        onError: { target: 'quoteFailed', actions: assign({ error: failureOf }) },
      },
    },
    noOffers: {
      meta: { step: 'quotes' },
      on: { 'purchase.back': 'risk', 'purchase.edit': { guard: ({ event }) => event.section === 'broker', target: 'risk' } },
    },
    quoteFailed: {
      tags: ['failed'],
      meta: { step: 'quotes' },
      on: { 'purchase.retry': 'quoting', 'purchase.back': 'risk' },
    },
    offer: {
      initial: 'quotes',
      after: { quoteExpiry: 'quoteExpired' },
      on: {
        // A restored page re-arms the expiry timer (timers are not part of a persisted snapshot).
        'purchase.resume': { target: '.hist', reenter: true },
        // Jump back to any step: everything typed stays, and the steps after it come prefilled.
        'purchase.edit': [
          { guard: ({ event }) => event.section === 'broker' || event.section === 'risk', target: 'risk' },
          { guard: ({ event }) => event.section === 'quotes', target: '.quotes' },
          { guard: ({ event }) => event.section === 'plan', target: '.plan' },
          { target: '.people' },
        ],
      },
      states: {
        hist: { type: 'history', history: 'deep' },
        quotes: {
          meta: { step: 'quotes' },
          on: {
            'purchase.selectOffer': {
              target: 'plan',
              actions: [
                assign(({ context, event }) => ({
                  offerId: event.offerId,
                  addOnIds: event.offerId === context.offerId ? context.addOnIds : [],
                  ...(event.offerId === context.offerId ? {} : orderChanged),
                })),
                {
                  type: 'rememberProduct',
                  params: ({ context, event }) => {
                    const offer = context.quote!.offers.find((candidate) => candidate.offerId === event.offerId);
                    return { productCategoryId: offer?.productId ?? '', productCategoryName: offer?.productName ?? '', productCategoryImage: offer?.productImageUrl ?? '' };
                  },
                },
              ],
            },
            'purchase.back': '#purchase.risk',
            'purchase.forward': { guard: 'hasOffer', target: 'plan' },
          },
        },
        plan: {
          meta: { step: 'plan' },
          on: {
            'purchase.toggleAddOn': {
              actions: assign(({ context, event }) => ({
                addOnIds: context.addOnIds.includes(event.addOnId)
                  ? context.addOnIds.filter((id) => id !== event.addOnId)
                  : selectedOffer(context)?.addOns.some((addOn) => addOn.addOnId === event.addOnId)
                    ? [...context.addOnIds, event.addOnId]
                    : context.addOnIds,
                ...orderChanged,
              })),
            },
            'purchase.next': 'people',
            'purchase.forward': 'people',
            'purchase.back': 'quotes',
          },
        },
        people: {
          meta: { step: 'people' },
          on: {
            'purchase.submitPeople': [
              {
                guard: 'needsMobileVerification',
                target: 'mobile',
                actions: assign(({ event }) => ({
                  policyholder: event.policyholder,
                  insuredPersons: event.insuredPersons,
                  startDate: event.startDate,
                  mobileVerified: false,
                  ...orderChanged,
                })),
              },
              {
                target: 'review',
                actions: assign(({ event }) => ({
                  policyholder: event.policyholder,
                  insuredPersons: event.insuredPersons,
                  startDate: event.startDate,
                  ...orderChanged,
                })),
              },
            ],
            'purchase.back': 'plan',
            'purchase.forward': { guard: 'peopleDone', target: 'review' },
          },
        },
        mobile: {
          meta: { step: 'people' },
          initial: 'sending',
          on: { 'purchase.back': '#purchase.offer.people' },
          states: {
            sending: {
              tags: ['busy'],
              invoke: {
                src: 'sendMobileCode',
                input: ({ context }) => ({ mobile: context.policyholder!.mobileNumber }),
                onDone: { target: 'awaitingCode', actions: assign({ error: null }) },
                onError: { target: 'sendFailed', actions: assign({ error: failureOf }) },
              },
            },
            sendFailed: { tags: ['failed'], on: { 'purchase.retry': 'sending' } },
            awaitingCode: {
              tags: ['editable'],
              on: { 'purchase.verifyMobile': 'verifying', 'purchase.resendCode': 'sending' },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                src: 'verifyMobileCode',
                input: ({ context, event }) => ({ mobile: context.policyholder!.mobileNumber, code: event.type === 'purchase.verifyMobile' ? event.code : '' }),
                onDone: { target: '#purchase.offer.review', actions: assign({ mobileVerified: true, error: null }) },
                onError: { target: 'awaitingCode', actions: assign({ error: failureOf }) },
              },
            },
          },
        },
        review: {
          meta: { step: 'review' },
          on: {
            'purchase.acceptTerms': { actions: assign(({ event }) => ({ termsAccepted: event.accepted })) },
            'purchase.placeOrder': { guard: 'termsAccepted', target: '#purchase.placingOrder', actions: assign({ termsAccepted: true }) },
            'purchase.back': 'people',
            // The order placed from this review is still valid (nothing changed since): to its payment again.
            'purchase.forward': { guard: 'hasOrder', target: '#purchase.payment' },
          },
        },
      },
    },
    quoteExpired: {
      meta: { step: 'quotes' },
      on: { 'purchase.reprice': 'repricing' },
    },
    repricing: {
      tags: ['busy'],
      meta: { step: 'quotes' },
      invoke: {
        src: 'repriceQuote',
        input: ({ context }) => ({ quoteId: context.quote!.quoteId }),
        onDone: [
          // The same plan, priced again: back to the step the customer was on, choices kept.
          { guard: { type: 'planStillOffered', params: ({ event }) => ({ quote: event.output }) }, target: 'offer.hist', actions: assign(({ context, event }) => repricedChoices(context, event.output)) },
          // The plan is no longer offered: choose again among the new offers.
          { target: 'offer.quotes', actions: assign(({ context, event }) => repricedChoices(context, event.output)) },
        ],
        onError: { target: 'repriceFailed', actions: assign({ error: failureOf }) },
      },
    },
    repriceFailed: {
      tags: ['failed'],
      meta: { step: 'quotes' },
      on: { 'purchase.retry': 'repricing', 'purchase.back': 'risk' },
    },
    placingOrder: {
      tags: ['busy'],
      meta: { step: 'review' },
      entry: assign(({ context }) =>
        context.orderKey ? {} : { orderSeq: context.orderSeq + 1, orderKey: `${context.flowId}-order-${context.orderSeq + 1}` },
      ),
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          idempotencyKey: context.orderKey!,
          quoteId: context.quote!.quoteId,
          offerId: context.offerId!,
          addOnIds: context.addOnIds,
          policyholder: context.policyholder!,
          insuredPersons: context.insuredPersons,
          startDate: context.startDate!,
          acceptTerms: true as const,
          ...(context.renewalOf ? { renewsPolicyNumber: context.renewalOf } : {}),
        }),
        onDone: {
          target: 'payment',
          actions: [
            assign(({ event }) => ({ order: event.output, error: null, walletAmountMinor: 0, giftCard: null, paymentKey: null, payment: null })),
            { type: 'rememberOrderNumber', params: ({ event }) => ({ orderNumber: event.output.orderNumber }) },
          ],
        },
        onError: [
          { guard: { type: 'quoteExpired', params: ({ event }) => ({ error: event.error }) }, target: 'quoteExpired', actions: assign(({ event }) => ({ error: asFailure(event.error), ...orderChanged })) },
          { target: 'orderFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    orderFailed: {
      tags: ['failed'],
      meta: { step: 'review' },
      on: {
        // Same key: if the first attempt did reach the server, its order comes back.
        'purchase.retry': 'placingOrder',
        'purchase.back': 'offer.review',
      },
    },
    payment: {
      meta: { step: 'payment' },
      initial: 'loadingWallet',
      states: {
        loadingWallet: {
          tags: ['busy'],
          invoke: {
            src: 'fetchWallet',
            input: ({ context }) => ({ isGuest: context.isGuest }),
            onDone: { target: 'editing', actions: assign(({ event }) => ({ walletBalanceMinor: event.output.balanceMinor })) },
            // The wallet is optional: without it the customer still pays by gift card or card.
            onError: { target: 'editing', actions: assign({ walletBalanceMinor: null }) },
          },
        },
        editing: {
          tags: ['editable'],
          on: {
            ...paymentChoices,
            // What is paid with may have changed since an interrupted attempt (checked unpaid): a new attempt.
            'purchase.pay': { guard: 'cardReady', target: 'paying', actions: assign(({ event }) => ({ card: event.card, paymentKey: null, error: null })) },
          },
        },
        checkingGiftCard: {
          tags: ['busy'],
          invoke: {
            // Not "…Card…": support capsules drop any key that looks like card data, the child's id included.
            id: 'voucherCheck',
            src: 'checkGiftCard',
            input: ({ event }) => ({ serial: event.type === 'purchase.applyGiftCard' ? event.serial : '' }),
            onDone: { target: 'editing', actions: assign(({ event }) => ({ giftCard: event.output, paymentKey: null, error: null })) },
            onError: { target: 'editing', actions: assign({ error: failureOf }) },
          },
        },
        paying: {
          tags: ['busy'],
          entry: assign(({ context }) => ({
            outcomeChecks: 0,
            ...(context.paymentKey ? {} : { paySeq: context.paySeq + 1, paymentKey: `${context.flowId}-pay-${context.paySeq + 1}` }),
          })),
          invoke: {
            src: 'submitPayment',
            input: ({ context }) => ({
              orderNumber: context.order!.orderNumber,
              idempotencyKey: context.paymentKey!,
              walletAmountMinor: context.walletAmountMinor,
              giftCardSerial: context.giftCard?.serial ?? null,
              card: context.card,
            }),
            onDone: [
              { guard: { type: 'paymentSucceeded', params: ({ event }) => ({ outcome: event.output }) }, target: '#purchase.confirmation', actions: assign(({ event }) => ({ ...paid(event.output), card: null, error: null })) },
              { guard: { type: 'paymentDeclined', params: ({ event }) => ({ outcome: event.output }) }, target: 'declined', actions: assign(({ event }) => ({ ...paid(event.output), card: null, paymentKey: null, error: null })) },
              { guard: { type: 'paymentChallenged', params: ({ event }) => ({ outcome: event.output }) }, target: 'challenge', actions: assign(({ event }) => ({ ...paid(event.output), error: null })) },
              { target: 'awaitingOutcome', actions: assign(({ event }) => ({ ...paid(event.output), outcomeChecks: 0, error: null })) },
            ],
            onError: [
              { guard: { type: 'connectionLost', params: ({ event }) => ({ error: event.error }) }, target: 'checkingOutcome', actions: assign({ error: failureOf }) },
              // Refused (wallet or gift card no longer covers it, say): nothing was charged; change and try again.
              { target: 'failed', actions: assign(({ event }) => ({ error: asFailure(event.error), card: null, paymentKey: null })) },
            ],
          },
        },
        declined: {
          tags: ['failed'],
          on: {
            // After a decline everything stays open: wallet, gift card, back to the review, or another card.
            ...paymentChoices,
            // A replacement card: a new payment attempt (its own key).
            'purchase.pay': { guard: 'cardReady', target: 'paying', actions: assign(({ event }) => ({ card: event.card })) },
          },
        },
        challenge: {
          on: { 'purchase.submitChallenge': 'verifyingChallenge' },
        },
        verifyingChallenge: {
          tags: ['busy'],
          invoke: {
            src: 'submitChallenge',
            input: ({ context, event }) => ({ paymentId: context.payment!.paymentId, code: event.type === 'purchase.submitChallenge' ? event.code : '' }),
            onDone: [
              { guard: { type: 'paymentSucceeded', params: ({ event }) => ({ outcome: event.output }) }, target: '#purchase.confirmation', actions: assign(({ event }) => ({ ...paid(event.output), card: null, error: null })) },
              { guard: { type: 'paymentDeclined', params: ({ event }) => ({ outcome: event.output }) }, target: 'declined', actions: assign(({ event }) => ({ ...paid(event.output), card: null, paymentKey: null, error: null })) },
              { guard: { type: 'paymentChallenged', params: ({ event }) => ({ outcome: event.output }) }, target: 'challenge', actions: assign(({ event }) => ({ ...paid(event.output), error: refusal('challenge_failed', 'The code was not accepted.', 'wrongCode') })) },
              { target: 'awaitingOutcome', actions: assign(({ event }) => ({ ...paid(event.output), outcomeChecks: 0, error: null })) },
            ],
            onError: [
              { guard: { type: 'connectionLost', params: ({ event }) => ({ error: event.error }) }, target: 'checkingOutcome', actions: assign({ error: failureOf }) },
              { target: 'challenge', actions: assign({ error: failureOf }) },
            ],
          },
        },
        checkingOutcome: {
          tags: ['busy'],
          invoke: {
            src: 'fetchOutcome',
            input: ({ context }) => ({ orderNumber: context.order!.orderNumber }),
            onDone: [
              { guard: { type: 'outcomePaid', params: ({ event }) => ({ order: event.output }) }, target: '#purchase.confirmation', actions: assign(({ event }) => ({ order: event.output, policy: event.output.policy, card: null, error: null })) },
              {
                guard: { type: 'outcomeChallenged', params: ({ event }) => ({ order: event.output }) },
                target: 'challenge',
                actions: assign(({ context, event }) => ({ order: event.output, payment: fromSummary(event.output, context.payment), error: null })),
              },
              {
                guard: { type: 'outcomePending', params: ({ event }) => ({ order: event.output }) },
                target: 'awaitingOutcome',
                actions: assign(({ context, event }) => ({ order: event.output, payment: fromSummary(event.output, context.payment), outcomeChecks: context.outcomeChecks + 1, error: null })),
              },
              // Nothing was charged: the customer may send the same attempt (same key) again.
              { target: 'interrupted', actions: assign(({ event }) => ({ order: event.output })) },
            ],
            onError: { target: 'outcomeUnknown', actions: assign({ error: failureOf }) },
          },
        },
        awaitingOutcome: {
          tags: ['busy'],
          after: { outcomePoll: 'checkingOutcome' },
          on: {
            'purchase.checkNow': 'checkingOutcome',
            // A restored page has no timer (timers are not saved): ask at once.
            'purchase.resume': 'checkingOutcome',
          },
        },
        outcomeUnknown: {
          tags: ['failed'],
          // Still no answer: ask again; never pay again before knowing.
          on: { 'purchase.retry': 'checkingOutcome' },
        },
        interrupted: {
          tags: ['failed'],
          on: { 'purchase.retry': 'paying', 'purchase.back': 'editing' },
        },
        failed: {
          tags: ['failed'],
          on: { 'purchase.back': 'editing' },
        },
      },
    },
    confirmation: {
      tags: ['done'],
      meta: { step: 'confirmation' },
      on: { 'purchase.startAnother': 'finished' },
    },
    /** Ended: the flow host forgets it and the router adapter opens the category again. */
    finished: { type: 'final', output: { exit: 'anotherPurchase' as const } },
  },
});

export type PurchaseMachine = typeof purchaseMachine;
