import { assign } from 'xstate';
import { failureOf } from '../shared/failure.ts';
import { repricedChoices, selectedOffer } from './purchase.selectors.ts';
import { orderChanged, purchaseSetup } from './purchase.setup.ts';
import { keptOutage, outageRetryWait, retryAfterOutage } from '../shared/service-retry.ts';

/**
 * From the quotes to the review: the offer (plan, add-ons), the people, a guest's mobile code, the
 * review; and the quote's expiry, which re-prices and comes back to the step the customer was on.
 */
export const offerStates = {
  offer: purchaseSetup.createStateConfig({
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
  }),
  quoteExpired: purchaseSetup.createStateConfig({
    meta: { step: 'quotes' },
    on: { 'purchase.reprice': 'repricing' },
  }),
  repricing: purchaseSetup.createStateConfig({
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
      onError: [
        { ...retryAfterOutage('repriceRetryWait'), actions: assign({ error: keptOutage }) },
        { target: 'repriceFailed', actions: assign({ error: failureOf }) },
      ],
    },
  }),
  repriceRetryWait: purchaseSetup.createStateConfig({ ...outageRetryWait('repricing', 'purchase.resume'), meta: { step: 'quotes' } }),
  repriceFailed: purchaseSetup.createStateConfig({
    tags: ['failed'],
    meta: { step: 'quotes' },
    on: { 'purchase.retry': 'repricing', 'purchase.back': 'risk' },
  }),
};
