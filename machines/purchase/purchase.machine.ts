import { assign } from 'xstate';
import type { RiskDetails } from '../../contract/catalogue.ts';
import { exitOutput } from '../shared/exit.ts';
import { failureOf } from '../shared/failure.ts';
import { keptOutage, outageRetryWait, retryAfterOutage } from '../shared/service-retry.ts';
import { offerStates } from './purchase-offer.states.ts';
import { paymentStates } from './purchase-payment.states.ts';
import { selectedOffer } from './purchase.selectors.ts';
import { orderChanged, purchaseSetup, rememberChosenBroker } from './purchase.setup.ts';

// The flow's types (context, events, input, steps) are the machine's to import from.
export type * from './purchase.types.ts';
export { OUTCOME_POLL_FIRST_MS, OUTCOME_POLL_MAX_MS, QUOTE_EXPIRED_CODES, outcomePollMs } from './purchase.setup.ts';

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
 * Pure: every effect is named in the setup (actors, actions) and provided by the app
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
 *
 * In parts: types in purchase.types.ts, the setup (effects, guards, delays) in purchase.setup.ts, the
 * start to the quote here, the offer to the review in purchase-offer.states.ts, the order and the
 * payment in purchase-payment.states.ts.
 */
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
        onError: [
          { ...retryAfterOutage('loadRetryWait'), actions: assign({ error: keptOutage }) },
          { target: 'loadFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    /** The server answered 503 (the database is away for a moment): tried again on its own, a few times. */
    loadRetryWait: outageRetryWait('loading', 'purchase.resume'),
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
        onError: [
          { ...retryAfterOutage('quoteRetryWait'), actions: assign({ error: keptOutage }) },
          { target: 'quoteFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    /** 503: the same details are priced again on their own after the wait; what was typed stays in context. */
    quoteRetryWait: { ...outageRetryWait('quoting', 'purchase.resume'), meta: { step: 'quotes' } },
    noOffers: {
      meta: { step: 'quotes' },
      on: { 'purchase.back': 'risk', 'purchase.edit': { guard: ({ event }) => event.section === 'broker', target: 'risk' } },
    },
    quoteFailed: {
      tags: ['failed'],
      meta: { step: 'quotes' },
      on: { 'purchase.retry': 'quoting', 'purchase.back': 'risk' },
    },
    ...offerStates,
    ...paymentStates,
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
