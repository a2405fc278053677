import type { AnyEventObject } from 'xstate';
import { afterEvent, invokeDone, invokeError } from '../tooling/test-paths.ts';
import { purchaseMachine } from './purchase.machine.ts';
import { card, insured, motorCategory, motorRisk, order, outcome, policy, policyholder, quote, renewal } from './purchase.samples.ts';

/**
 * Sample events of the purchase flow for the model-based test paths (machines/flow-models.ts).
 * The paths tell states apart by their value only, so the input keeps context-dependent guards
 * steady: a customer (not a guest: the guest's SMS step is covered by tests/machines) with a broker.
 */
export const purchaseModelInput = { flowId: 'sample-flow-0001', categoryId: 'motor', isGuest: false, currentBrokerId: 'broker-a' };

const m = purchaseMachine;
const network = { kind: 'network', code: null, message: 'Network Error' };
const refused = (code: string) => ({ kind: 'http', code, message: code });
const latest = (status: 'pending' | 'challenge_required') => ({
  paymentId: 'pay-1',
  status,
  walletMinor: 0,
  giftCardMinor: 0,
  cardMinor: 230_000,
  cardLast4: '4242',
  createdAt: '2026-11-23T00:00:00.000Z',
});
// Fixed instants: path ids are a hash of the events, so the sample data must not depend on today.
const sampleQuote = { ...quote('q1'), createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-01T00:15:00.000Z', validUntil: 4_102_444_800_000 };

export const purchaseModelEvents: AnyEventObject[] = [
  invokeDone(m, 'loadCategory', { category: motorCategory, renewal: null }),
  invokeDone(m, 'loadCategory', { category: motorCategory, renewal }),
  invokeError(m, 'loadCategory', network),
  { type: 'purchase.retry' },
  { type: 'purchase.back' },
  { type: 'purchase.chooseBroker', brokerId: 'broker-a' },
  { type: 'purchase.next' },
  { type: 'purchase.submitRisk', risk: motorRisk },
  invokeDone(m, 'requestQuote', sampleQuote),
  invokeDone(m, 'requestQuote', { ...sampleQuote, offers: [] }),
  invokeError(m, 'requestQuote', network),
  { type: 'purchase.selectOffer', offerId: 'q1-o1' },
  { type: 'purchase.toggleAddOn', addOnId: 'roadside' },
  { type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-01' },
  { type: 'purchase.edit', section: 'people' },
  { type: 'purchase.edit', section: 'broker' },
  { type: 'purchase.placeOrder', termsAccepted: false },
  { type: 'purchase.placeOrder', termsAccepted: true },
  afterEvent(m, 'offer', 'quoteExpiry'),
  { type: 'purchase.reprice' },
  invokeDone(m, 'repriceQuote', { ...sampleQuote, quoteId: 'q2' }),
  invokeError(m, 'repriceQuote', network),
  invokeDone(m, 'placeOrder', order()),
  invokeError(m, 'placeOrder', network),
  invokeError(m, 'placeOrder', refused('quote_expired')),
  invokeDone(m, 'fetchWallet', { balanceMinor: 50_000 }),
  invokeError(m, 'fetchWallet', network),
  { type: 'purchase.applyGiftCard', serial: 'GIFT-1000' },
  invokeDone(m, 'checkGiftCard', { serial: 'GIFT-1000', balanceMinor: 100_000 }),
  invokeError(m, 'checkGiftCard', refused('gift_card_unusable')),
  { type: 'purchase.pay', card },
  invokeDone(m, 'submitPayment', outcome('succeeded')),
  invokeDone(m, 'submitPayment', outcome('declined')),
  invokeDone(m, 'submitPayment', outcome('challenge_required')),
  invokeDone(m, 'submitPayment', outcome('pending')),
  invokeError(m, 'submitPayment', network),
  invokeError(m, 'submitPayment', refused('insufficient_balance')),
  { type: 'purchase.submitChallenge', code: '123456' },
  invokeDone(m, 'submitChallenge', outcome('succeeded')),
  invokeDone(m, 'submitChallenge', outcome('declined')),
  invokeError(m, 'submitChallenge', network),
  invokeDone(m, 'fetchOutcome', order({ status: 'issued', policy })),
  invokeDone(m, 'fetchOutcome', order()),
  invokeDone(m, 'fetchOutcome', order({ latestPayment: latest('challenge_required') })),
  invokeDone(m, 'fetchOutcome', order({ latestPayment: latest('pending') })),
  invokeError(m, 'fetchOutcome', network),
  afterEvent(m, 'payment.awaitingOutcome', 'outcomePoll'),
  { type: 'purchase.startAnother' },
];
