import type { AnyEventObject } from 'xstate';
import { purchaseMachine } from '../purchase/purchase.machine.ts';
import { card, insured, motorCategory, motorRisk, order, outcome, policy, policyholder, quote, renewal } from '../purchase/purchase.samples.ts';
import { type FlowModel, afterEvent, invokeDone, invokeError } from './test-paths.ts';

/**
 * UI-level models (machines/flow-models.ts `ui`): the events a person (or the clock, or the network)
 * can cause in the real app, with the payloads the real server and API client produce, and the
 * transitions nothing in the UI can cause. e2e/model-paths.spec.ts maps each event to an action.
 */

/** What the API client makes of a 500 answer, and of a request that got no answer. */
const serverError = { kind: 'http', code: 'internal_error', message: 'Internal Server Error' };
const network = { kind: 'network', code: null, message: 'Network Error' };

const m = purchaseMachine;
/** The order as GET /orders/:orderNumber reports it after a payment whose answer was lost. */
const latestPayment = (status: 'pending' | 'challenge_required') => ({
  paymentId: 'pay-1',
  status,
  walletMinor: 0,
  giftCardMinor: 0,
  cardMinor: 230_000,
  cardLast4: status === 'pending' ? '4242' : '3220',
  createdAt: '2026-11-23T00:00:00.000Z',
});
/** A quote held 15 minutes; fixed instants, so the paths (and their ids) never depend on today's clock. */
const heldQuote = { ...quote('q1'), createdAt: '2026-11-23T00:00:00.000Z', expiresAt: '2026-11-23T00:15:00.000Z', validUntil: 4_102_444_800_000 };

/**
 * The purchase wizard as a signed-in customer (not a guest: the guest's SMS step has its own e2e
 * spec) sees it. Server answers the seeded data cannot give are the real answer changed by
 * `page.route` in the test model: no offers (every valid risk is priced), a pending payment (the
 * simulated gateway decides at once), 500s and lost connections.
 */
export const purchaseUiModel: FlowModel = {
  id: 'purchase',
  machine: purchaseMachine,
  input: { flowId: 'ui-flow-0001', categoryId: 'motor', isGuest: false, currentBrokerId: 'broker-a' },
  events: [
    invokeDone(m, 'loadCategory', { category: motorCategory, renewal: null }),
    invokeDone(m, 'loadCategory', { category: motorCategory, renewal }),
    invokeError(m, 'loadCategory', serverError),
    { type: 'purchase.retry' },
    { type: 'purchase.back' },
    { type: 'purchase.chooseBroker', brokerId: 'broker-b' },
    { type: 'purchase.next' },
    { type: 'purchase.submitRisk', risk: motorRisk },
    invokeDone(m, 'requestQuote', heldQuote),
    invokeDone(m, 'requestQuote', { ...heldQuote, offers: [] }),
    invokeError(m, 'requestQuote', serverError),
    { type: 'purchase.selectOffer', offerId: 'q1-o2' },
    { type: 'purchase.toggleAddOn', addOnId: 'roadside' },
    { type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-01' },
    { type: 'purchase.edit', section: 'people' },
    { type: 'purchase.edit', section: 'broker' },
    { type: 'purchase.placeOrder', termsAccepted: true },
    afterEvent(m, 'offer', 'quoteExpiry'),
    { type: 'purchase.reprice' },
    invokeDone(m, 'repriceQuote', { ...heldQuote, quoteId: 'q2' }),
    invokeError(m, 'repriceQuote', serverError),
    invokeDone(m, 'placeOrder', order()),
    invokeError(m, 'placeOrder', serverError),
    invokeError(m, 'placeOrder', { kind: 'http', code: 'quote_expired', message: 'This quote has expired. Get a new price to continue.' }),
    invokeDone(m, 'fetchWallet', { balanceMinor: 50_000 }),
    invokeError(m, 'fetchWallet', serverError),
    { type: 'purchase.applyGiftCard', serial: 'GIFT-1000-TEST' },
    invokeDone(m, 'checkGiftCard', { serial: 'GIFT-1000-TEST', balanceMinor: 10_000 }),
    invokeError(m, 'checkGiftCard', { kind: 'http', code: 'gift_card_unusable', message: 'This gift card cannot be used.' }),
    { type: 'purchase.pay', card },
    { type: 'purchase.cancelPay' },
    { type: 'purchase.confirmPay' },
    invokeDone(m, 'submitPayment', outcome('succeeded')),
    invokeDone(m, 'submitPayment', outcome('declined')),
    invokeDone(m, 'submitPayment', outcome('challenge_required')),
    invokeDone(m, 'submitPayment', outcome('pending')),
    invokeError(m, 'submitPayment', network),
    invokeError(m, 'submitPayment', serverError),
    { type: 'purchase.submitChallenge', code: '123456' },
    invokeDone(m, 'submitChallenge', outcome('succeeded')),
    invokeDone(m, 'submitChallenge', outcome('declined')),
    invokeError(m, 'submitChallenge', network),
    invokeDone(m, 'fetchOutcome', order({ status: 'issued', policy })),
    invokeDone(m, 'fetchOutcome', order()),
    invokeDone(m, 'fetchOutcome', order({ latestPayment: latestPayment('challenge_required') })),
    invokeDone(m, 'fetchOutcome', order({ latestPayment: latestPayment('pending') })),
    invokeError(m, 'fetchOutcome', network),
    afterEvent(m, 'payment.awaitingOutcome', 'outcomePoll'),
  ] as AnyEventObject[],
  noUiTrigger: [
    ...['quotes', 'plan', 'people'].map((step) => ({
      state: JSON.stringify({ offer: step }),
      event: 'purchase.edit',
      why: 'the Edit buttons are on the review only; the earlier steps go back with Back',
    })),
    { state: '{"payment":"declined"}', event: 'purchase.back', why: 'the declined card view hides its back button: the customer pays with another card' },
  ],
};
