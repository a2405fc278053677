import { assign } from 'xstate';
import { asFailure, failureOf, onError, refusal } from '../shared/failure.ts';
import { keptOutage, outageRetryWait, retryAfterOutage } from '../shared/service-retry.ts';
import { fromSummary } from './purchase.selectors.ts';
import { orderChanged, paid, paymentChoices, purchaseSetup } from './purchase.setup.ts';

/**
 * From the placed order to the confirmation: the order (one Idempotency-Key per attempt), then the
 * payment (wallet, gift card, card; a bank code; a pending outcome followed until the bank decides).
 * Never charged twice: a lost answer is followed by a look at the order before anything is sent again.
 */
export const paymentStates = {
  placingOrder: purchaseSetup.createStateConfig({
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
        // 503: sent again on its own under the same key (an order that did reach the server comes back).
        { ...retryAfterOutage('orderRetryWait'), actions: assign({ error: keptOutage }) },
        { target: 'orderFailed', actions: assign({ error: failureOf }) },
      ],
    },
  }),
  orderRetryWait: purchaseSetup.createStateConfig({ ...outageRetryWait('placingOrder', 'purchase.resume'), meta: { step: 'review' } }),
  orderFailed: purchaseSetup.createStateConfig({
    tags: ['failed'],
    meta: { step: 'review' },
    on: {
      // Same key: if the first attempt did reach the server, its order comes back.
      'purchase.retry': 'placingOrder',
      'purchase.back': 'offer.review',
    },
  }),
  payment: purchaseSetup.createStateConfig({
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
            // 503: the same attempt (same key, same card) is sent again on its own: the key charges once.
            { ...retryAfterOutage('payRetryWait'), actions: assign({ error: keptOutage }) },
            // Still unavailable after the tries: the same attempt is offered again, nothing typed is dropped.
            { guard: onError('serviceUnavailable'), target: 'interrupted', actions: assign({ error: failureOf }) },
            // Refused (wallet or gift card no longer covers it, say): nothing was charged; change and try again.
            { target: 'failed', actions: assign(({ event }) => ({ error: asFailure(event.error), card: null, paymentKey: null })) },
          ],
        },
      },
      payRetryWait: outageRetryWait('paying', 'purchase.resume'),
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
  }),
};
