import type { AnyEventObject } from 'xstate';
import type { Order } from '../../contract/purchase.ts';
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

/**
 * The samples the machine model and the UI model (machines/tooling/ui-models.ts) tell apart: the UI
 * model's are what the real server and API client answer, the machine model's are plain.
 */
export interface PurchaseSamples {
  brokerId: string;
  quote: ReturnType<typeof quote>;
  offerId: string;
  /** A failure the customer may try again after (a 500, a lost connection). */
  failed: object;
  /** The placeOrder refusal of an expired quote, a gift card that cannot be used, a payment refused. */
  quoteExpired: object;
  giftCard: { serial: string; balanceMinor: number };
  giftCardUnusable: object;
  paymentRefused: object;
  /** Whether Place order is sent without the terms accepted (the UI's button is disabled then). */
  termsRefused: boolean;
  latest: (status: 'pending' | 'challenge_required') => Order['latestPayment'];
}

/** The purchase flow's sample events, in the order the paths are searched (their ids hash them). */
export const purchaseEvents = (s: PurchaseSamples): AnyEventObject[] => [
  invokeDone(m, 'loadCategory', { category: motorCategory, renewal: null }),
  invokeDone(m, 'loadCategory', { category: motorCategory, renewal }),
  invokeError(m, 'loadCategory', s.failed),
  { type: 'purchase.retry' },
  { type: 'purchase.back' },
  { type: 'purchase.chooseBroker', brokerId: s.brokerId },
  { type: 'purchase.next' },
  { type: 'purchase.submitRisk', risk: motorRisk },
  invokeDone(m, 'requestQuote', s.quote),
  invokeDone(m, 'requestQuote', { ...s.quote, offers: [] }),
  invokeError(m, 'requestQuote', s.failed),
  { type: 'purchase.selectOffer', offerId: s.offerId },
  { type: 'purchase.toggleAddOn', addOnId: 'roadside' },
  { type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-01' },
  { type: 'purchase.edit', section: 'people' },
  { type: 'purchase.edit', section: 'broker' },
  ...(s.termsRefused ? [{ type: 'purchase.placeOrder', termsAccepted: false }] : []),
  { type: 'purchase.placeOrder', termsAccepted: true },
  afterEvent(m, 'offer', 'quoteExpiry'),
  { type: 'purchase.reprice' },
  invokeDone(m, 'repriceQuote', { ...s.quote, quoteId: 'q2' }),
  invokeError(m, 'repriceQuote', s.failed),
  invokeDone(m, 'placeOrder', order()),
  invokeError(m, 'placeOrder', s.failed),
  invokeError(m, 'placeOrder', s.quoteExpired),
  invokeDone(m, 'fetchWallet', { balanceMinor: 50_000 }),
  invokeError(m, 'fetchWallet', s.failed),
  { type: 'purchase.applyGiftCard', serial: s.giftCard.serial },
  invokeDone(m, 'checkGiftCard', s.giftCard),
  invokeError(m, 'checkGiftCard', s.giftCardUnusable),
  { type: 'purchase.pay', card },
  invokeDone(m, 'submitPayment', outcome('succeeded')),
  invokeDone(m, 'submitPayment', outcome('declined')),
  invokeDone(m, 'submitPayment', outcome('challenge_required')),
  invokeDone(m, 'submitPayment', outcome('pending')),
  invokeError(m, 'submitPayment', network),
  invokeError(m, 'submitPayment', s.paymentRefused),
  { type: 'purchase.submitChallenge', code: '123456' },
  invokeDone(m, 'submitChallenge', outcome('succeeded')),
  invokeDone(m, 'submitChallenge', outcome('declined')),
  invokeError(m, 'submitChallenge', network),
  invokeDone(m, 'fetchOutcome', order({ status: 'issued', policy })),
  invokeDone(m, 'fetchOutcome', order()),
  invokeDone(m, 'fetchOutcome', order({ latestPayment: s.latest('challenge_required') })),
  invokeDone(m, 'fetchOutcome', order({ latestPayment: s.latest('pending') })),
  invokeError(m, 'fetchOutcome', network),
  afterEvent(m, 'payment.awaitingOutcome', 'outcomePoll'),
  { type: 'purchase.startAnother' },
];

export const purchaseModelEvents = purchaseEvents({
  brokerId: 'broker-a',
  quote: sampleQuote,
  offerId: 'q1-o1',
  failed: network,
  quoteExpired: refused('quote_expired'),
  giftCard: { serial: 'GIFT-1000', balanceMinor: 100_000 },
  giftCardUnusable: refused('gift_card_unusable'),
  paymentRefused: refused('insufficient_balance'),
  termsRefused: true,
  latest,
});
