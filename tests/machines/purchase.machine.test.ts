import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, SimulatedClock, createActor, fromPromise } from 'xstate';
import { type PurchaseInput, purchaseMachine } from '../../machines/purchase/purchase.machine.ts';
import { amountDueMinor, offerTotalMinor } from '../../machines/purchase/purchase.selectors.ts';
import { card, insured, motorCategory, motorRisk, order, outcome, policyholder, quote, renewal } from '../../machines/purchase/purchase.samples.ts';

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

type Handler = (input: never) => unknown;
const networkError = () => Object.assign(new Error('Network Error'), { kind: 'network', code: null });
const httpError = (code: string) => Object.assign(new Error(code), { kind: 'http', code });

/** Each actor answers with the next handler of its queue (the last one repeats); calls are recorded. */
function start(options: { input?: Partial<PurchaseInput>; answers?: Partial<Record<string, Handler[]>>; snapshot?: unknown; clock?: SimulatedClock } = {}) {
  const calls: Record<string, unknown[]> = {};
  const remembered: Record<string, unknown[]> = {};
  const defaults: Record<string, Handler[]> = {
    loadCategory: [() => ({ category: motorCategory, renewal: null })],
    requestQuote: [() => quote('q1')],
    repriceQuote: [() => quote('q2')],
    sendMobileCode: [() => undefined],
    verifyMobileCode: [() => undefined],
    placeOrder: [() => order()],
    fetchWallet: [() => ({ balanceMinor: 50_000 })],
    checkGiftCard: [() => ({ serial: 'GIFT-1000', balanceMinor: 100_000 })],
    submitPayment: [() => outcome('succeeded')],
    submitChallenge: [() => outcome('succeeded')],
    fetchOutcome: [() => order()],
  };
  const answers = { ...defaults, ...options.answers } as Record<string, Handler[]>;
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of Object.keys(defaults)) {
    actors[name] = fromPromise(async ({ input }) => {
      (calls[name] ??= []).push(input);
      const queue = answers[name]!;
      const handler = queue.length > 1 ? queue.shift()! : queue[0]!;
      return handler(input as never);
    });
  }
  const remember = (name: string) => (_: unknown, params: unknown) => (remembered[name] ??= []).push(params);
  const machine = purchaseMachine.provide({
    actors: actors as never,
    actions: {
      rememberCategory: remember('category'),
      rememberBrokerLogo: remember('brokerLogo'),
      rememberProduct: remember('product'),
      rememberOrderNumber: remember('orderNumber'),
    },
  });
  const clock = options.clock ?? new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { flowId: 'flow-1234', categoryId: 'motor', ...options.input },
    snapshot: options.snapshot as never,
  }).start();
  return { actor, calls, remembered, clock, machine };
}

const state = (actor: { getSnapshot: () => { value: unknown } }) => JSON.stringify(actor.getSnapshot().value);

async function toQuotes(setup: ReturnType<typeof start>) {
  await flush();
  setup.actor.send({ type: 'purchase.chooseBroker', brokerId: 'broker-a' });
  setup.actor.send({ type: 'purchase.submitRisk', risk: motorRisk });
  await flush();
}

async function toReview(setup: ReturnType<typeof start>) {
  await toQuotes(setup);
  setup.actor.send({ type: 'purchase.selectOffer', offerId: 'q1-o1' });
  setup.actor.send({ type: 'purchase.next' });
  setup.actor.send({ type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-01' });
  await flush();
}

async function toPayment(setup: ReturnType<typeof start>) {
  await toReview(setup);
  setup.actor.send({ type: 'purchase.placeOrder', termsAccepted: true });
  await flush();
}

describe('purchase machine: catalogue and broker', () => {
  it('loads the category, remembers categoryId and categoryName, and asks for the broker and the details on one screen', async () => {
    const setup = start();
    expect(setup.actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(state(setup.actor)).toBe('"risk"');
    expect(setup.remembered.category).toEqual([{ categoryId: 'motor', categoryName: 'Motor' }]);
  });

  it('takes the category named in the page\'s language where it is (a resumed purchase), not another category\'s', async () => {
    const setup = start();
    await toQuotes(setup);
    const at = state(setup.actor);
    const arabic = { ...motorCategory, category: { ...motorCategory.category, name: 'تأمين المركبات' } };
    setup.actor.send({ type: 'purchase.categoryNamed', category: { ...arabic, category: { ...arabic.category, categoryId: 'home' } } });
    expect(setup.actor.getSnapshot().context.category?.category.name).toBe('Motor');
    setup.actor.send({ type: 'purchase.categoryNamed', category: arabic });
    expect(state(setup.actor)).toBe(at);
    expect(setup.actor.getSnapshot().context.category?.category.name).toBe('تأمين المركبات');
    expect(setup.remembered.category?.at(-1)).toEqual({ categoryId: 'motor', categoryName: 'تأمين المركبات' });
  });

  it('a failed load is a state with a retry', async () => {
    const setup = start({ answers: { loadCategory: [() => Promise.reject(networkError()), () => ({ category: motorCategory, renewal: null })] } });
    await flush();
    expect(state(setup.actor)).toBe('"loadFailed"');
    expect(setup.actor.getSnapshot().context.error?.reason).toBe('offline');
    setup.actor.send({ type: 'purchase.retry' });
    await flush();
    expect(state(setup.actor)).toBe('"risk"');
  });

  it('keeps the customer\'s broker when it sells the category, drops it otherwise', async () => {
    const kept = start({ input: { currentBrokerId: 'broker-b' } });
    await flush();
    expect(kept.actor.getSnapshot().context.brokerId).toBe('broker-b');
    const dropped = start({ input: { currentBrokerId: 'broker-z' } });
    await flush();
    expect(dropped.actor.getSnapshot().context.brokerId).toBeNull();
  });

  it('prices nothing without a broker selling the category; the broker the details go with stores its logo as brokerLogo', async () => {
    const setup = start();
    await flush();
    setup.actor.send({ type: 'purchase.submitRisk', risk: motorRisk });
    expect(state(setup.actor)).toBe('"risk"');
    setup.actor.send({ type: 'purchase.chooseBroker', brokerId: 'broker-z' });
    expect(setup.actor.getSnapshot().context.brokerId).toBeNull();
    setup.actor.send({ type: 'purchase.submitRisk', risk: motorRisk });
    expect(state(setup.actor)).toBe('"risk"');
    expect(setup.calls.requestQuote ?? []).toEqual([]);
    setup.actor.send({ type: 'purchase.chooseBroker', brokerId: 'broker-a' });
    setup.actor.send({ type: 'purchase.chooseBroker', brokerId: 'broker-b' });
    expect(setup.remembered.brokerLogo ?? []).toEqual([]);
    setup.actor.send({ type: 'purchase.submitRisk', risk: motorRisk });
    expect(state(setup.actor)).toBe('"quoting"');
    expect(setup.remembered.brokerLogo).toEqual([{ brokerLogo: '/images/brokers/b.svg' }]);
  });
});

describe('purchase machine: quotes', () => {
  it('prices the risk on the server and compares the offers', async () => {
    const setup = start();
    await toQuotes(setup);
    expect(state(setup.actor)).toBe('{"offer":"quotes"}');
    expect(setup.calls.requestQuote).toEqual([{ categoryId: 'motor', brokerId: 'broker-a', risk: motorRisk }]);
    expect(setup.actor.getSnapshot().context.quote?.offers).toHaveLength(2);
  });

  it('a failed quote can be retried or the risk changed', async () => {
    const setup = start({ answers: { requestQuote: [() => Promise.reject(httpError('validation_failed')), () => quote('q1')] } });
    await toQuotes(setup);
    expect(state(setup.actor)).toBe('"quoteFailed"');
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('"risk"');
    setup.actor.send({ type: 'purchase.submitRisk', risk: motorRisk });
    await flush();
    expect(state(setup.actor)).toBe('{"offer":"quotes"}');
  });

  it('quoteFailed retry prices again', async () => {
    const setup = start({ answers: { requestQuote: [() => Promise.reject(networkError()), () => quote('q1')] } });
    await toQuotes(setup);
    setup.actor.send({ type: 'purchase.retry' });
    await flush();
    expect(state(setup.actor)).toBe('{"offer":"quotes"}');
  });

  it('no matching plan is its own state, leading back to the details screen (broker and risk)', async () => {
    const setup = start({ answers: { requestQuote: [() => quote('q0', 60_000, [])] } });
    await toQuotes(setup);
    expect(state(setup.actor)).toBe('"noOffers"');
    setup.actor.send({ type: 'purchase.edit', section: 'broker' });
    expect(state(setup.actor)).toBe('"risk"');
  });

  it('choosing an offer remembers the product (productCategoryId/Name/Image); add-ons change the total', async () => {
    const setup = start();
    await toQuotes(setup);
    setup.actor.send({ type: 'purchase.selectOffer', offerId: 'q1-o1' });
    expect(state(setup.actor)).toBe('{"offer":"plan"}');
    expect(setup.remembered.product).toEqual([
      { productCategoryId: 'motor-comprehensive', productCategoryName: 'Comprehensive', productCategoryImage: '/images/products/motor.svg' },
    ]);
    expect(offerTotalMinor(setup.actor.getSnapshot().context)).toBe(230_000);
    setup.actor.send({ type: 'purchase.toggleAddOn', addOnId: 'roadside' });
    expect(offerTotalMinor(setup.actor.getSnapshot().context)).toBe(245_000);
    setup.actor.send({ type: 'purchase.toggleAddOn', addOnId: 'not-offered' });
    expect(setup.actor.getSnapshot().context.addOnIds).toEqual(['roadside']);
    setup.actor.send({ type: 'purchase.toggleAddOn', addOnId: 'roadside' });
    expect(setup.actor.getSnapshot().context.addOnIds).toEqual([]);
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"offer":"quotes"}');
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('"risk"');
  });
});

describe('purchase machine: quote expiry', () => {
  // The sample quote's validUntil and the expiry delay both read Date.now(): with the wall clock
  // running between the two, a busy machine made the delay a few ms short of 15 minutes.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('an expired quote is never ordered: it is re-priced on request, back at the same step with everything kept', async () => {
    const setup = start();
    await toReview(setup);
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    setup.clock.increment(15 * 60_000 - 1);
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    setup.clock.increment(1);
    expect(state(setup.actor)).toBe('"quoteExpired"');
    setup.actor.send({ type: 'purchase.placeOrder', termsAccepted: true });
    expect(setup.calls.placeOrder).toBeUndefined();
    setup.actor.send({ type: 'purchase.reprice' });
    await flush();
    const { context } = setup.actor.getSnapshot();
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    expect(context.quote?.quoteId).toBe('q2');
    expect(context.offerId).toBe('q2-o1');
    expect(context.repriced).toBe(true);
    expect(context.policyholder).toEqual(policyholder);
  });

  it('re-pricing failure can be retried; a plan no longer offered sends the customer to the offers', async () => {
    const setup = start({
      answers: { repriceQuote: [() => Promise.reject(networkError()), () => quote('q3', 60_000, [quoteOfferOnly('bronze')])] },
    });
    await toReview(setup);
    setup.clock.increment(15 * 60_000);
    setup.actor.send({ type: 'purchase.reprice' });
    await flush();
    expect(state(setup.actor)).toBe('"repriceFailed"');
    setup.actor.send({ type: 'purchase.retry' });
    await flush();
    expect(state(setup.actor)).toBe('{"offer":"quotes"}');
    expect(setup.actor.getSnapshot().context.offerId).toBeNull();
  });

  it('a quote the server calls expired at ordering goes to quoteExpired as well', async () => {
    const setup = start({ answers: { placeOrder: [() => Promise.reject(httpError('quote_expired'))] } });
    await toPayment(setup);
    expect(state(setup.actor)).toBe('"quoteExpired"');
  });
});

function quoteOfferOnly(planId: string) {
  return quote('tmp', 60_000).offers.map((candidate) => ({ ...candidate, offerId: `q3-${planId}`, planId }))[0]!;
}

describe('purchase machine: people, guest mobile, review', () => {
  it('review needs the terms accepted before ordering', async () => {
    const setup = start();
    await toReview(setup);
    setup.actor.send({ type: 'purchase.placeOrder', termsAccepted: false });
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    setup.actor.send({ type: 'purchase.acceptTerms', accepted: true });
    expect(setup.actor.getSnapshot().context.termsAccepted).toBe(true);
    setup.actor.send({ type: 'purchase.placeOrder', termsAccepted: true });
    expect(state(setup.actor)).toBe('"placingOrder"');
  });

  it('every section is editable from the review; the steps after it come back prefilled with what was typed', async () => {
    const setup = start();
    await toReview(setup);
    setup.actor.send({ type: 'purchase.edit', section: 'people' });
    expect(state(setup.actor)).toBe('{"offer":"people"}');
    expect(setup.actor.getSnapshot().context.policyholder).toEqual(policyholder);
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"offer":"plan"}');
    setup.actor.send({ type: 'purchase.next' });
    expect(state(setup.actor)).toBe('{"offer":"people"}');
    setup.actor.send({ type: 'purchase.edit', section: 'quotes' });
    expect(state(setup.actor)).toBe('{"offer":"quotes"}');
    setup.actor.send({ type: 'purchase.selectOffer', offerId: 'q1-o2' });
    setup.actor.send({ type: 'purchase.next' });
    expect(setup.actor.getSnapshot().context.policyholder).toEqual(policyholder);
    setup.actor.send({ type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-01' });
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    expect(setup.actor.getSnapshot().context.offerId).toBe('q1-o2');
    setup.actor.send({ type: 'purchase.edit', section: 'risk' });
    expect(state(setup.actor)).toBe('"risk"');
    setup.actor.send({ type: 'purchase.submitRisk', risk: { ...motorRisk, driverAge: 40 } });
    await flush();
    // Priced again: the same plan is chosen again and the people are kept.
    expect(setup.actor.getSnapshot().context.offerId).toBe('q1-o2');
    expect(setup.actor.getSnapshot().context.policyholder).toEqual(policyholder);
    setup.actor.send({ type: 'purchase.edit', section: 'broker' });
    expect(state(setup.actor)).toBe('"risk"');
    setup.actor.send({ type: 'purchase.edit', section: 'plan' });
    expect(state(setup.actor)).toBe('"risk"');
  });

  it('review back goes to the people step', async () => {
    const setup = start();
    await toReview(setup);
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"offer":"people"}');
  });

  it('a guest verifies the mobile by SMS before the review; a wrong code stays with an error; resend and retry work', async () => {
    const setup = start({
      input: { isGuest: true },
      answers: {
        sendMobileCode: [() => Promise.reject(httpError('rate_limited')), () => undefined],
        verifyMobileCode: [() => Promise.reject(httpError('code_invalid')), () => undefined],
      },
    });
    await toReview(setup);
    expect(state(setup.actor)).toBe('{"offer":{"mobile":"sendFailed"}}');
    setup.actor.send({ type: 'purchase.retry' });
    await flush();
    expect(state(setup.actor)).toBe('{"offer":{"mobile":"awaitingCode"}}');
    expect(setup.calls.sendMobileCode).toEqual([{ mobile: '+966501234567' }, { mobile: '+966501234567' }]);
    setup.actor.send({ type: 'purchase.verifyMobile', code: '000000' });
    await flush();
    expect(state(setup.actor)).toBe('{"offer":{"mobile":"awaitingCode"}}');
    expect(setup.actor.getSnapshot().context.error?.code).toBe('code_invalid');
    setup.actor.send({ type: 'purchase.resendCode' });
    await flush();
    setup.actor.send({ type: 'purchase.verifyMobile', code: '123456' });
    await flush();
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    // Verified once: editing the people with the same mobile does not ask again.
    setup.actor.send({ type: 'purchase.edit', section: 'people' });
    setup.actor.send({ type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-02' });
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    setup.actor.send({ type: 'purchase.edit', section: 'people' });
    setup.actor.send({ type: 'purchase.submitPeople', policyholder: { ...policyholder, mobileNumber: '+966501234568' }, insuredPersons: insured, startDate: '2026-12-02' });
    expect(state(setup.actor)).toBe('{"offer":{"mobile":"sending"}}');
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"offer":"people"}');
  });
});

describe('purchase machine: order and its idempotency key', () => {
  it('one key per order attempt: a retry after a failure re-sends the same key; an edit makes a new attempt', async () => {
    const setup = start({ answers: { placeOrder: [() => Promise.reject(networkError()), () => order()] } });
    await toPayment(setup);
    expect(state(setup.actor)).toBe('"orderFailed"');
    setup.actor.send({ type: 'purchase.retry' });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"editing"}');
    const keys = (setup.calls.placeOrder as { idempotencyKey: string }[]).map((call) => call.idempotencyKey);
    expect(keys).toEqual(['flow-1234-order-1', 'flow-1234-order-1']);
    expect(setup.remembered.orderNumber).toEqual([{ orderNumber: 'ORD-2026-0001' }]);
    // Back to the review, unchanged: the same attempt (same key, the server answers with the same order).
    setup.actor.send({ type: 'purchase.back' });
    setup.actor.send({ type: 'purchase.placeOrder', termsAccepted: true });
    await flush();
    expect((setup.calls.placeOrder as { idempotencyKey: string }[])[2]?.idempotencyKey).toBe('flow-1234-order-1');
    setup.actor.send({ type: 'purchase.back' });
    setup.actor.send({ type: 'purchase.edit', section: 'plan' });
    setup.actor.send({ type: 'purchase.toggleAddOn', addOnId: 'roadside' });
    setup.actor.send({ type: 'purchase.next' });
    setup.actor.send({ type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-01' });
    setup.actor.send({ type: 'purchase.placeOrder', termsAccepted: true });
    await flush();
    expect((setup.calls.placeOrder as { idempotencyKey: string }[])[3]?.idempotencyKey).toBe('flow-1234-order-2');
    expect((setup.calls.placeOrder as { addOnIds: string[] }[])[3]?.addOnIds).toEqual(['roadside']);
  });

  it('sends ids and what the customer typed, never a price', async () => {
    const setup = start();
    await toPayment(setup);
    const sent = (setup.calls.placeOrder as Record<string, unknown>[])[0]!;
    expect(Object.keys(sent).sort()).toEqual(['acceptTerms', 'addOnIds', 'idempotencyKey', 'insuredPersons', 'offerId', 'policyholder', 'quoteId', 'startDate']);
  });

  it('orderFailed back returns to the review', async () => {
    const setup = start({ answers: { placeOrder: [() => Promise.reject(httpError('mobile_not_verified'))] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"offer":"review"}');
  });
});

describe('purchase machine: payment', () => {
  it('breakdown: gift card then wallet then card; the card is only needed for what is left', async () => {
    const setup = start();
    await toPayment(setup);
    const snapshot = () => setup.actor.getSnapshot();
    expect(snapshot().context.walletBalanceMinor).toBe(50_000);
    expect(amountDueMinor(snapshot().context)).toBe(230_000);
    setup.actor.send({ type: 'purchase.setWallet', amountMinor: 60_000 });
    expect(snapshot().context.walletAmountMinor).toBe(0);
    setup.actor.send({ type: 'purchase.setWallet', amountMinor: 50_000 });
    expect(amountDueMinor(snapshot().context)).toBe(180_000);
    setup.actor.send({ type: 'purchase.applyGiftCard', serial: 'GIFT-1000' });
    await flush();
    expect(amountDueMinor(snapshot().context)).toBe(80_000);
    setup.actor.send({ type: 'purchase.pay', card: null });
    expect(state(setup.actor)).toBe('{"payment":"editing"}');
    setup.actor.send({ type: 'purchase.removeGiftCard' });
    expect(snapshot().context.giftCard).toBeNull();
    // Pay is the last look (its label names the amount and what pays it): the charge starts at once; a second Pay while it runs is ignored.
    setup.actor.send({ type: 'purchase.pay', card });
    expect(state(setup.actor)).toBe('{"payment":"paying"}');
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    expect(setup.calls.submitPayment).toHaveLength(1);
    expect(setup.calls.submitPayment![0]).toEqual({ orderNumber: 'ORD-2026-0001', idempotencyKey: 'flow-1234-pay-1', walletAmountMinor: 50_000, giftCardSerial: null, card });
    expect(snapshot().hasTag('done')).toBe(true);
    expect(snapshot().value).toBe('confirmation');
    expect(snapshot().context.policy?.policyNumber).toBe('POL-2026-0001');
    expect(snapshot().context.card).toBeNull();
    // "Buy another": the flow ends with its exit, which the app maps to the category page.
    setup.actor.send({ type: 'purchase.startAnother' });
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ exit: 'anotherPurchase' });
  });

  it('no wallet (a guest, or the wallet call failed) still pays; a bad gift card shows an error', async () => {
    const setup = start({ answers: { fetchWallet: [() => Promise.reject(httpError('unauthorized'))], checkGiftCard: [() => Promise.reject(httpError('not_found'))] } });
    await toPayment(setup);
    expect(setup.actor.getSnapshot().context.walletBalanceMinor).toBeNull();
    setup.actor.send({ type: 'purchase.applyGiftCard', serial: 'NOPE' });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"editing"}');
    expect(setup.actor.getSnapshot().context.error?.code).toBe('not_found');
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"offer":"review"}');
  });

  it('a declined card is replaced: a new attempt with a new key', async () => {
    const setup = start({ answers: { submitPayment: [() => outcome('declined'), () => outcome('succeeded')] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card: { ...card, number: '4000000000000002' } });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"declined"}');
    expect(setup.actor.getSnapshot().context.payment?.declineReason).toBe('card_declined');
    // The gift card and the wallet stay open after a decline.
    setup.actor.send({ type: 'purchase.applyGiftCard', serial: 'GIFT-1000' });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"editing"}');
    expect(setup.actor.getSnapshot().context.giftCard?.serial).toBe('GIFT-1000');
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    const calls = setup.calls.submitPayment as { idempotencyKey: string; giftCardSerial: string | null }[];
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['flow-1234-pay-1', 'flow-1234-pay-2']);
    expect(calls[1]!.giftCardSerial).toBe('GIFT-1000');
    expect(setup.actor.getSnapshot().value).toBe('confirmation');
  });

  it('declined: back to the review, the wallet amount changed, or the gift card removed', async () => {
    const setup = start({ answers: { submitPayment: [() => outcome('declined')] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    setup.actor.send({ type: 'purchase.setWallet', amountMinor: 1_000 });
    expect(state(setup.actor)).toBe('{"payment":"declined"}');
    expect(setup.actor.getSnapshot().context.walletAmountMinor).toBe(1_000);
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"offer":"review"}');
  });

  it('declined: pay with another card directly', async () => {
    const setup = start({ answers: { submitPayment: [() => outcome('declined'), () => outcome('succeeded')] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    setup.actor.send({ type: 'purchase.pay', card });
    expect(state(setup.actor)).toBe('{"payment":"paying"}');
  });

  it('3-D Secure challenge: a wrong code asks again, the right one issues the policy', async () => {
    const setup = start({
      answers: {
        submitPayment: [() => outcome('challenge_required')],
        submitChallenge: [() => outcome('challenge_required'), () => Promise.reject(httpError('validation_failed')), () => outcome('succeeded')],
      },
    });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card: { ...card, number: '4000000000003220' } });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"challenge"}');
    expect(setup.actor.getSnapshot().context.payment?.challengeHint).toBe('Code 123456');
    setup.actor.send({ type: 'purchase.submitChallenge', code: '000000' });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"challenge"}');
    expect(setup.actor.getSnapshot().context.error?.code).toBe('challenge_failed');
    setup.actor.send({ type: 'purchase.submitChallenge', code: '1' });
    await flush();
    expect(setup.actor.getSnapshot().context.error?.code).toBe('validation_failed');
    setup.actor.send({ type: 'purchase.submitChallenge', code: '123456' });
    await flush();
    expect(setup.calls.submitChallenge).toEqual([
      { paymentId: 'pay-1', code: '000000' },
      { paymentId: 'pay-1', code: '1' },
      { paymentId: 'pay-1', code: '123456' },
    ]);
    expect(setup.actor.getSnapshot().value).toBe('confirmation');
  });

  it('a challenge answered wrongly enough to decline goes to declined', async () => {
    const setup = start({ answers: { submitPayment: [() => outcome('challenge_required')], submitChallenge: [() => outcome('declined')] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    setup.actor.send({ type: 'purchase.submitChallenge', code: '000000' });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"declined"}');
  });

  it('lost connection while paying: asks the order\'s outcome before anything is sent again (paid: confirmation)', async () => {
    const paidOrder = order({ status: 'issued', policy: outcome('succeeded').policy });
    const setup = start({ answers: { submitPayment: [() => Promise.reject(networkError())], fetchOutcome: [() => Promise.reject(networkError()), () => paidOrder] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"outcomeUnknown"}');
    expect(setup.calls.submitPayment).toHaveLength(1);
    setup.actor.send({ type: 'purchase.retry' });
    await flush();
    expect(setup.calls.submitPayment).toHaveLength(1);
    expect(setup.actor.getSnapshot().value).toBe('confirmation');
    expect(setup.actor.getSnapshot().context.policy?.policyNumber).toBe('POL-2026-0001');
  });

  it('lost connection, nothing charged: the same attempt (same key, same card) is sent again on request', async () => {
    const setup = start({ answers: { submitPayment: [() => Promise.reject(networkError()), () => outcome('succeeded')], fetchOutcome: [() => order()] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"interrupted"}');
    setup.actor.send({ type: 'purchase.retry' });
    await flush();
    const calls = setup.calls.submitPayment as { idempotencyKey: string; card: unknown }[];
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['flow-1234-pay-1', 'flow-1234-pay-1']);
    expect(calls[1]?.card).toEqual(card);
    expect(setup.actor.getSnapshot().value).toBe('confirmation');
  });

  it('interrupted: back to editing; a refused payment (insufficient balance) is failed with a way back', async () => {
    const setup = start({ answers: { submitPayment: [() => Promise.reject(networkError()), () => Promise.reject(httpError('insufficient_balance'))], fetchOutcome: [() => order()] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"payment":"editing"}');
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"failed"}');
    expect(setup.actor.getSnapshot().context.error?.code).toBe('insufficient_balance');
    setup.actor.send({ type: 'purchase.back' });
    expect(state(setup.actor)).toBe('{"payment":"editing"}');
  });

  it('lost connection during a challenge: the outcome check finds the challenge still open', async () => {
    const challenged = order({ latestPayment: { paymentId: 'pay-1', status: 'challenge_required', walletMinor: 0, giftCardMinor: 0, cardMinor: 230_000, cardLast4: '3220', createdAt: '2026-11-23T00:00:00.000Z' } });
    const setup = start({
      answers: { submitPayment: [() => outcome('challenge_required')], submitChallenge: [() => Promise.reject(networkError())], fetchOutcome: [() => challenged] },
    });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    setup.actor.send({ type: 'purchase.submitChallenge', code: '123456' });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"challenge"}');
    expect(setup.calls.fetchOutcome).toHaveLength(1);
    expect(setup.actor.getSnapshot().context.payment?.challengeHint).toBe('Code 123456');
  });

  describe('a pending payment (the bank has not decided yet)', () => {
    const latestPending = { paymentId: 'pay-1', status: 'pending' as const, walletMinor: 0, giftCardMinor: 0, cardMinor: 0, cardLast4: '4242', createdAt: '2026-11-23T00:00:00.000Z' };
    const pending = order({ latestPayment: latestPending });
    const paid = order({ status: 'issued', policy: outcome('succeeded').policy });
    const declinedLater = order({ latestPayment: { ...latestPending, status: 'declined' } });

    async function toPending(answers: Partial<Record<string, Handler[]>>) {
      const setup = start({ answers: { submitPayment: [() => outcome('pending')], ...answers } });
      await toPayment(setup);
      setup.actor.send({ type: 'purchase.pay', card });
        await flush();
      return setup;
    }

    it('backs off: checks after 2, 4, 8, 16 s, then every 30 s, and is confirmed once the bank says paid', async () => {
      const answers = [() => pending, () => pending, () => pending, () => pending, () => pending, () => pending, () => paid];
      const setup = await toPending({ fetchOutcome: answers });
      expect(state(setup.actor)).toBe('{"payment":"awaitingOutcome"}');
      expect(setup.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(setup.actor.getSnapshot().context.outcomeChecks).toBe(0);
      for (const [index, wait] of [2000, 4000, 8000, 16_000, 30_000, 30_000].entries()) {
        setup.clock.increment(wait - 1);
        await flush();
        expect(setup.calls.fetchOutcome ?? []).toHaveLength(index);
        setup.clock.increment(1);
        await flush();
        expect(setup.calls.fetchOutcome).toHaveLength(index + 1);
        expect(state(setup.actor)).toBe('{"payment":"awaitingOutcome"}');
        expect(setup.actor.getSnapshot().context.outcomeChecks).toBe(index + 1);
      }
      setup.clock.increment(30_000);
      await flush();
      expect(setup.actor.getSnapshot().value).toBe('confirmation');
      expect(setup.actor.getSnapshot().context.policy?.policyNumber).toBeTruthy();
      // Asked, never paid again.
      expect(setup.calls.submitPayment).toHaveLength(1);
    });

    it('the wait follows the number of checks: 2 s doubling, capped at 30 s', async () => {
      const { outcomePollMs } = await import('../../machines/purchase/purchase.machine.ts');
      expect([0, 1, 2, 3, 4, 5, 10].map(outcomePollMs)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    });

    it('"check now" asks at once; the next scheduled check then waits longer', async () => {
      const setup = await toPending({ fetchOutcome: [() => pending, () => paid] });
      setup.actor.send({ type: 'purchase.checkNow' });
      expect(state(setup.actor)).toBe('{"payment":"checkingOutcome"}');
      await flush();
      expect(state(setup.actor)).toBe('{"payment":"awaitingOutcome"}');
      expect(setup.calls.fetchOutcome).toHaveLength(1);
      setup.clock.increment(2000);
      await flush();
      expect(setup.calls.fetchOutcome).toHaveLength(1);
      setup.clock.increment(2000);
      await flush();
      expect(setup.actor.getSnapshot().value).toBe('confirmation');
    });

    it('declined later: the decline is shown with the other ways to pay; a check that cannot reach the server asks to retry, never to pay again', async () => {
      const setup = await toPending({ fetchOutcome: [() => Promise.reject(networkError()), () => declinedLater] });
      setup.clock.increment(2000);
      await flush();
      expect(state(setup.actor)).toBe('{"payment":"outcomeUnknown"}');
      expect(setup.actor.getSnapshot().hasTag('failed')).toBe(true);
      setup.actor.send({ type: 'purchase.pay', card });
      expect(state(setup.actor)).toBe('{"payment":"outcomeUnknown"}');
      setup.actor.send({ type: 'purchase.retry' });
      await flush();
      // The order says its latest payment was declined and nothing was charged: the customer may pay again (a new attempt).
      expect(state(setup.actor)).toBe('{"payment":"interrupted"}');
      expect(setup.calls.submitPayment).toHaveLength(1);
    });

    it('a restored page (no timer) asks at once; nothing else leaves the wait', async () => {
      const first = await toPending({ fetchOutcome: [() => paid] });
      const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
      first.actor.stop();
      const setup = start({ snapshot: saved, answers: { fetchOutcome: [() => paid] } });
      for (const type of ['purchase.back', 'purchase.retry'] as const) setup.actor.send({ type });
      setup.actor.send({ type: 'purchase.pay', card });
      expect(state(setup.actor)).toBe('{"payment":"awaitingOutcome"}');
      setup.actor.send({ type: 'purchase.resume' });
      await flush();
      expect(setup.actor.getSnapshot().value).toBe('confirmation');
      expect(setup.calls.submitPayment).toBeUndefined();
    });

    it('a pending answer to the card challenge waits the same way', async () => {
      const setup = start({ answers: { submitPayment: [() => outcome('challenge_required')], submitChallenge: [() => outcome('pending')], fetchOutcome: [() => paid] } });
      await toPayment(setup);
      setup.actor.send({ type: 'purchase.pay', card });
        await flush();
      setup.actor.send({ type: 'purchase.submitChallenge', code: '123456' });
      await flush();
      expect(state(setup.actor)).toBe('{"payment":"awaitingOutcome"}');
      setup.clock.increment(2000);
      await flush();
      expect(setup.actor.getSnapshot().value).toBe('confirmation');
    });
  });
});

describe('purchase machine: the browser\'s Back and Forward (purchase.back / purchase.forward)', () => {
  const back = { type: 'purchase.back' } as const;
  const forward = { type: 'purchase.forward' } as const;

  it('Back walks every step to the details screen; Forward walks them again with everything kept, no new quote asked', async () => {
    const setup = start();
    await toPayment(setup);
    expect(state(setup.actor)).toBe('{"payment":"editing"}');
    const backwards = ['{"offer":"review"}', '{"offer":"people"}', '{"offer":"plan"}', '{"offer":"quotes"}', '"risk"'];
    for (const expected of backwards) {
      setup.actor.send(back);
      expect(state(setup.actor)).toBe(expected);
    }
    // The details screen is the first: Back from it is the browser's own (out of the wizard), not the machine's.
    setup.actor.send(back);
    expect(state(setup.actor)).toBe('"risk"');
    for (const expected of ['{"offer":"quotes"}', '{"offer":"plan"}', '{"offer":"people"}', '{"offer":"review"}']) {
      setup.actor.send(forward);
      expect(state(setup.actor)).toBe(expected);
    }
    setup.actor.send(forward);
    expect(state(setup.actor)).toMatch(/^\{"payment":/);
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"editing"}');
    expect(setup.calls.requestQuote).toHaveLength(1);
    expect(setup.calls.placeOrder).toHaveLength(1);
    expect(setup.actor.getSnapshot().context.order?.orderNumber).toBeTruthy();
  });

  it('Forward only where the next step has what it needs: no quote for these details and broker, no offer, no people, no order', async () => {
    const setup = start({ answers: { requestQuote: [() => quote('q1'), () => Promise.reject(networkError()), () => quote('q1')] } });
    await flush();
    setup.actor.send({ type: 'purchase.chooseBroker', brokerId: 'broker-a' });
    // No quote yet: Forward stays; priced, Forward goes to the quotes again.
    const priceAndForward = async () => {
      setup.actor.send(forward);
      expect(state(setup.actor)).toBe('"risk"');
      setup.actor.send({ type: 'purchase.submitRisk', risk: motorRisk });
      await flush();
      setup.actor.send(forward);
      expect(state(setup.actor)).toBe('{"offer":"quotes"}');
    };
    await priceAndForward();
    setup.actor.send(back);
    // Other details than the quote was priced for (their pricing failed): the quote does not fit them.
    setup.actor.send({ type: 'purchase.submitRisk', risk: { ...motorRisk, driverAge: 50 } });
    await flush();
    expect(state(setup.actor)).toBe('"quoteFailed"');
    setup.actor.send(back);
    expect(state(setup.actor)).toBe('"risk"');
    await priceAndForward();
    setup.actor.send({ type: 'purchase.selectOffer', offerId: 'q1-o1' });
    setup.actor.send(back);
    setup.actor.send(forward);
    expect(state(setup.actor)).toBe('{"offer":"plan"}');
    setup.actor.send(forward);
    expect(state(setup.actor)).toBe('{"offer":"people"}');
    setup.actor.send(forward);
    expect(state(setup.actor)).toBe('{"offer":"people"}');
    setup.actor.send({ type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-01' });
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    setup.actor.send(forward);
    expect(state(setup.actor)).toBe('{"offer":"review"}');
  });

  it('a guest goes Forward to the review only once the mobile is verified', async () => {
    const setup = start({ input: { isGuest: true } });
    await toReview(setup);
    expect(state(setup.actor)).toBe('{"offer":{"mobile":"awaitingCode"}}');
    setup.actor.send(back);
    setup.actor.send(forward);
    expect(state(setup.actor)).toBe('{"offer":"people"}');
    setup.actor.send({ type: 'purchase.submitPeople', policyholder, insuredPersons: insured, startDate: '2026-12-01' });
    await flush();
    setup.actor.send({ type: 'purchase.verifyMobile', code: '123456' });
    await flush();
    expect(state(setup.actor)).toBe('{"offer":"review"}');
    setup.actor.send(back);
    setup.actor.send(forward);
    expect(state(setup.actor)).toBe('{"offer":"review"}');
  });

  it('no way back while a payment is under way or after it: paying, the bank deciding, the confirmation', async () => {
    const setup = start({ answers: { submitPayment: [() => new Promise(() => {})] } });
    await toPayment(setup);
    setup.actor.send({ type: 'purchase.pay', card });
    expect(state(setup.actor)).toBe('{"payment":"paying"}');
    setup.actor.send(back);
    setup.actor.send(forward);
    expect(state(setup.actor)).toBe('{"payment":"paying"}');

    const paid = start();
    await toPayment(paid);
    paid.actor.send({ type: 'purchase.pay', card });
    await flush();
    expect(paid.actor.getSnapshot().value).toBe('confirmation');
    paid.actor.send(back);
    paid.actor.send(forward);
    expect(paid.actor.getSnapshot().value).toBe('confirmation');
  });
});

describe('purchase machine: resume and renewal', () => {
  it('a persisted snapshot resumes at the same step with the same data and the same payment key', async () => {
    const first = start();
    await toPayment(first);
    first.actor.send({ type: 'purchase.setWallet', amountMinor: 20_000 });
    first.actor.send({ type: 'purchase.pay', card });
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();

    // Saved while the payment was in flight: the resumed flow sends the same attempt (same key, same body).
    const second = start({ snapshot: saved });
    expect(state(second.actor)).toBe('{"payment":"paying"}');
    expect(second.actor.getSnapshot().context.walletAmountMinor).toBe(20_000);
    await flush();
    expect((first.calls.submitPayment as { idempotencyKey: string }[]).map((call) => call.idempotencyKey)).toEqual(['flow-1234-pay-1']);
    expect((second.calls.submitPayment as { idempotencyKey: string }[])[0]?.idempotencyKey).toBe('flow-1234-pay-1');
    expect((second.calls.submitPayment as { walletAmountMinor: number }[])[0]?.walletAmountMinor).toBe(20_000);
  });

  it('a duplicated tab (same saved flow) sends the same keys: the server sees one order and one payment', async () => {
    const first = start();
    await toReview(first);
    first.actor.send({ type: 'purchase.acceptTerms', accepted: true });
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    const second = start({ snapshot: saved });
    for (const tab of [first, second]) tab.actor.send({ type: 'purchase.placeOrder', termsAccepted: true });
    await flush();
    for (const tab of [first, second]) {
      tab.actor.send({ type: 'purchase.pay', card });
    }
    await flush();
    const orderKeys = [first, second].map((tab) => (tab.calls.placeOrder as { idempotencyKey: string }[])[0]?.idempotencyKey);
    const payKeys = [first, second].map((tab) => (tab.calls.submitPayment as { idempotencyKey: string }[])[0]?.idempotencyKey);
    expect(new Set(orderKeys).size).toBe(1);
    expect(new Set(payKeys).size).toBe(1);
  });

  it('after a reload the quote timer is re-armed by purchase.resume, keeping the step', async () => {
    const first = start();
    await toReview(first);
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();
    const second = start({ snapshot: saved });
    second.actor.send({ type: 'purchase.resume' });
    expect(state(second.actor)).toBe('{"offer":"review"}');
    second.clock.increment(15 * 60_000);
    expect(state(second.actor)).toBe('"quoteExpired"');
  });

  it('renewal: starts at the prefilled risk details with the old broker, plan and add-ons chosen again', async () => {
    const setup = start({ input: { renewalOf: 'POL-2025-0009' }, answers: { loadCategory: [() => ({ category: motorCategory, renewal })] } });
    await flush();
    expect(setup.calls.loadCategory).toEqual([{ categoryId: 'motor', renewalOf: 'POL-2025-0009' }]);
    expect(state(setup.actor)).toBe('"risk"');
    const { context } = setup.actor.getSnapshot();
    expect(context.brokerId).toBe('broker-b');
    expect(context.risk).toEqual(motorRisk);
    expect(context.policyholder).toEqual(policyholder);
    expect(context.startDate).toBe('2026-12-01');
    setup.actor.send({ type: 'purchase.submitRisk', risk: motorRisk });
    await flush();
    expect(setup.actor.getSnapshot().context.offerId).toBe('q1-o2');
    expect(setup.actor.getSnapshot().context.addOnIds).toEqual(['roadside']);
  });
});

describe('purchase machine: a 503 (the database away for a moment)', () => {
  /** The API client's error for the server's 503; `repeatable` as the client sets it for the call. */
  const outage = (repeatable = true) => () =>
    Promise.reject(Object.assign(new Error('The service is unavailable for a moment.'), { kind: 'http', status: 503, code: 'service_unavailable', retryAfterSeconds: 2, repeatable }));

  it('prices the same details again on its own after the wait, and goes on when the server is back', async () => {
    const setup = start({ answers: { requestQuote: [outage(), outage(), () => quote('q1')] } });
    await toQuotes(setup);
    const snapshot = () => setup.actor.getSnapshot();
    expect(state(setup.actor)).toBe('"quoteRetryWait"');
    expect(snapshot().hasTag('retrying') && snapshot().hasTag('busy')).toBe(true);
    expect(snapshot().context.error).toMatchObject({ reason: 'serviceUnavailable', retryAfterSeconds: 2, autoRetries: 1 });
    setup.clock.increment(1999);
    await flush();
    expect(setup.calls.requestQuote).toHaveLength(1);
    setup.clock.increment(1);
    await flush();
    // Second failure: the wait grows (4 s), the count with it.
    expect(setup.calls.requestQuote).toHaveLength(2);
    expect(snapshot().context.error).toMatchObject({ autoRetries: 2 });
    setup.clock.increment(4000);
    await flush();
    expect(state(setup.actor)).toBe('{"offer":"quotes"}');
    expect(snapshot().context.error).toBeNull();
    // Every try sent what the customer typed, unchanged.
    expect(setup.calls.requestQuote).toEqual(Array(3).fill({ categoryId: 'motor', brokerId: 'broker-a', risk: motorRisk }));
  });

  it('stops after 4 automatic tries with a way on; "Try again" starts a new round; nothing typed is lost', async () => {
    const setup = start({ answers: { requestQuote: [outage()] } });
    await toQuotes(setup);
    for (const wait of [2000, 4000, 8000, 10_000]) {
      expect(state(setup.actor)).toBe('"quoteRetryWait"');
      setup.clock.increment(wait);
      await flush();
    }
    expect(setup.calls.requestQuote).toHaveLength(5);
    expect(state(setup.actor)).toBe('"quoteFailed"');
    expect(setup.actor.getSnapshot().context.error?.reason).toBe('serviceUnavailable');
    expect(setup.actor.getSnapshot().context.risk).toEqual(motorRisk);
    setup.actor.send({ type: 'purchase.retry' });
    await flush();
    expect(state(setup.actor)).toBe('"quoteRetryWait"');
    expect(setup.actor.getSnapshot().context.error?.autoRetries).toBe(1);
  });

  it('a flow saved while waiting (a reload: timers are not saved) tries again at once when its page resumes it', async () => {
    const first = start({ answers: { requestQuote: [outage()] } });
    await toQuotes(first);
    expect(state(first.actor)).toBe('"quoteRetryWait"');
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as unknown;
    first.actor.stop();
    const restored = start({ snapshot: saved });
    await flush();
    restored.actor.send({ type: 'purchase.resume' });
    await flush();
    expect(restored.calls.requestQuote).toEqual([{ categoryId: 'motor', brokerId: 'broker-a', risk: motorRisk }]);
    expect(state(restored.actor)).toBe('{"offer":"quotes"}');
  });

  it('never repeats on its own a request the client says is not safe to send again', async () => {
    const setup = start({ answers: { requestQuote: [outage(false)] } });
    await toQuotes(setup);
    expect(state(setup.actor)).toBe('"quoteFailed"');
    expect(setup.calls.requestQuote).toHaveLength(1);
  });

  it('an order and a payment are sent again under the same Idempotency-Key, with the same card; still away: the same attempt is offered', async () => {
    const setup = start({ answers: { placeOrder: [outage(), () => order()], submitPayment: [outage()] } });
    await toReview(setup);
    setup.actor.send({ type: 'purchase.placeOrder', termsAccepted: true });
    await flush();
    expect(state(setup.actor)).toBe('"orderRetryWait"');
    setup.clock.increment(2000);
    await flush();
    expect(setup.calls.placeOrder!.map((call) => (call as { idempotencyKey: string }).idempotencyKey)).toEqual(['flow-1234-order-1', 'flow-1234-order-1']);
    setup.actor.send({ type: 'purchase.pay', card });
    await flush();
    expect(state(setup.actor)).toBe('{"payment":"payRetryWait"}');
    for (const wait of [2000, 4000, 8000, 10_000]) {
      setup.clock.increment(wait);
      await flush();
    }
    const keys = setup.calls.submitPayment!.map((call) => (call as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual(Array(5).fill('flow-1234-pay-1'));
    expect(state(setup.actor)).toBe('{"payment":"interrupted"}');
    expect(setup.actor.getSnapshot().context.card).toEqual(card);
    expect(setup.actor.getSnapshot().context.paymentKey).toBe('flow-1234-pay-1');
  });
});
