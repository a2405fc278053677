import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config.ts';
import { createHttpGateway, createSimulatedGateway, luhnValid } from '../../server/purchase/payment-gateway.ts';
import { loadPurchaseConfig } from '../../server/purchase/purchase-config.ts';

const card = (number: string, expiryYear = 2030) => ({ number, expiryMonth: 12, expiryYear, cvc: '123', holderName: 'Sara Alharbi' });
const now = new Date('2026-03-01T10:00:00Z');

describe('simulated gateway', () => {
  const gateway = createSimulatedGateway({ timeoutMs: 100 });
  let n = 0;
  const id = () => `sim-test-${process.pid}-${++n}`;
  const charge = (number: string, expiryYear?: number, paymentId = id(), at = now) =>
    gateway.charge({ paymentId, amountMinor: 100, currency: 'SAR', card: card(number, expiryYear), now: at });

  it('answers the documented test cards', async () => {
    expect(await charge('4242 4242 4242 4242')).toMatchObject({ status: 'succeeded' });
    expect(await charge('4000 0000 0000 0002')).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(await charge('4000 0000 0000 9995')).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
    const challenged = id();
    expect(await charge('4000 0000 0000 3220', undefined, challenged)).toMatchObject({ status: 'challenge_required', challengeId: `simch_${challenged}` });
    expect(await charge('4242 4242 4242 4242', 2025)).toMatchObject({ status: 'declined', reason: 'expired_card' });
    expect(await charge('4242 4242 4242 4241')).toMatchObject({ status: 'declined', reason: 'card_declined' }); // Luhn fails
    expect(await gateway.answerChallenge({ paymentId: challenged, reference: 'r', challengeId: 'c', code: '123456' })).toMatchObject({ status: 'succeeded' });
    const wrong = id();
    await charge('4000 0000 0000 3220', undefined, wrong);
    expect(await gateway.answerChallenge({ paymentId: wrong, reference: 'r', challengeId: 'c', code: '654321' })).toMatchObject({ status: 'declined', reason: 'challenge_failed' });
    expect(luhnValid('5555555555554444')).toBe(true);
  });

  it('keeps one charge per idempotency key; the slow and processing cards settle where a look-up finds them', async () => {
    const same = id();
    expect(await charge('4242 4242 4242 4242', undefined, same)).toMatchObject({ status: 'succeeded' });
    expect(await charge('4000 0000 0000 0002', undefined, same)).toMatchObject({ status: 'succeeded' }); // a retry, not a new charge
    expect(await gateway.lookup({ paymentId: id(), reference: null, now })).toEqual({ status: 'unknown' });

    const slow = id();
    const started = Date.now();
    const answer = charge('4000 0000 0000 0259', undefined, slow);
    // The charge is taken at once, but the answer comes only after the timeout.
    expect(await gateway.lookup({ paymentId: slow, reference: null, now })).toMatchObject({ status: 'succeeded' });
    expect(await answer).toMatchObject({ status: 'succeeded' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    const processing = id();
    expect(await charge('4000 0000 0000 0267', undefined, processing)).toMatchObject({ status: 'pending' });
    expect(await gateway.lookup({ paymentId: processing, reference: null, now: new Date(now.getTime() + 1000) })).toMatchObject({ status: 'pending' });
    expect(await gateway.lookup({ paymentId: processing, reference: null, now: new Date(now.getTime() + 3000) })).toMatchObject({ status: 'succeeded' });
  });

  it('cancels a waiting challenge, but a challenge passed first stays paid', async () => {
    const waiting = id();
    await charge('4000 0000 0000 3220', undefined, waiting);
    expect(await gateway.cancel({ paymentId: waiting, reference: 'r', now })).toMatchObject({ status: 'declined', reason: 'challenge_failed' });
    expect(await gateway.answerChallenge({ paymentId: waiting, reference: 'r', challengeId: 'c', code: '123456' })).toMatchObject({ status: 'declined' });
    const passed = id();
    await charge('4000 0000 0000 3220', undefined, passed);
    await gateway.answerChallenge({ paymentId: passed, reference: 'r', challengeId: 'c', code: '123456' });
    expect(await gateway.cancel({ paymentId: passed, reference: 'r', now })).toMatchObject({ status: 'succeeded' });
  });
});

describe('HTTP gateway adapter', () => {
  const config = { kind: 'http' as const, url: 'https://pay.example/v1', apiKey: 'sk_test', timeoutMs: 1000 };
  function fakeFetch(answer: unknown | Error) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it('posts the charge with the bearer key and our payment id as idempotency key, and maps the answers', async () => {
    const ok = fakeFetch({ id: 'ch_1', status: 'succeeded' });
    const result = await createHttpGateway(config, ok.fetchImpl).charge({ paymentId: 'pay-1', amountMinor: 258_750, currency: 'SAR', card: card('4242 4242 4242 4242'), now });
    expect(result).toEqual({ status: 'succeeded', reference: 'ch_1' });
    expect(ok.calls[0]!.url).toBe('https://pay.example/v1/charges');
    const headers = ok.calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer sk_test');
    expect(headers['Idempotency-Key']).toBe('pay-1');
    expect(JSON.parse(String(ok.calls[0]!.init.body))).toMatchObject({ amount: 258_750, currency: 'SAR', card: { number: '4242424242424242', exp_month: 12 } });

    const action = fakeFetch({ id: 'ch_2', status: 'requires_action', action: { challenge_id: 'ac_1', hint: 'Enter the code' } });
    expect(await createHttpGateway(config, action.fetchImpl).charge({ paymentId: 'pay-2', amountMinor: 1, currency: 'SAR', card: card('4242424242424242'), now })).toEqual({
      status: 'challenge_required',
      reference: 'ch_2',
      challengeId: 'ac_1',
      hint: 'Enter the code',
    });
    const answer = fakeFetch({ id: 'ch_2', status: 'succeeded' });
    await createHttpGateway(config, answer.fetchImpl).answerChallenge({ paymentId: 'pay-2', reference: 'ch_2', challengeId: 'ac_1', code: '123456' });
    expect(answer.calls[0]!.url).toBe('https://pay.example/v1/charges/ch_2/challenge');

    const declined = fakeFetch({ id: 'ch_3', status: 'declined', decline_code: 'insufficient_funds' });
    expect(await createHttpGateway(config, declined.fetchImpl).charge({ paymentId: 'p', amountMinor: 1, currency: 'SAR', card: card('4242424242424242'), now })).toMatchObject({
      status: 'declined',
      reason: 'insufficient_funds',
    });
  });

  it('leaves the outcome unknown (pending) on a network failure, an HTTP 500 or an answer it does not understand; looks a charge up by our key', async () => {
    const pay = (fetchImpl: typeof fetch) => createHttpGateway(config, fetchImpl).charge({ paymentId: 'p', amountMinor: 1, currency: 'SAR', card: card('4242424242424242'), now });
    expect(await pay(fakeFetch(new TypeError('fetch failed')).fetchImpl)).toEqual({ status: 'pending', reference: null });
    expect(await pay(fakeFetch({ hello: 'world' }).fetchImpl)).toEqual({ status: 'pending', reference: null });
    const processing = (async () => new Response(JSON.stringify({ id: 'ch_9', status: 'processing' }), { status: 500 })) as unknown as typeof fetch;
    expect(await pay(processing)).toEqual({ status: 'pending', reference: 'ch_9' });

    const found = fakeFetch({ id: 'ch_9', status: 'succeeded' });
    expect(await createHttpGateway(config, found.fetchImpl).lookup({ paymentId: 'pay 9', reference: null, now })).toEqual({ status: 'succeeded', reference: 'ch_9' });
    expect(found.calls[0]!.url).toBe('https://pay.example/v1/charges?idempotency_key=pay%209');
    const missing = (async () => new Response('{}', { status: 404 })) as unknown as typeof fetch;
    expect(await createHttpGateway(config, missing).lookup({ paymentId: 'p', reference: null, now })).toEqual({ status: 'unknown' });
    const cancelled = fakeFetch({ id: 'ch_9', status: 'declined', decline_code: 'challenge_failed' });
    expect(await createHttpGateway(config, cancelled.fetchImpl).cancel({ paymentId: 'p', reference: 'ch_9', now })).toMatchObject({ status: 'declined' });
    expect(cancelled.calls[0]!.url).toBe('https://pay.example/v1/charges/ch_9/cancel');
  });
});


describe('purchase configuration', () => {
  it('defaults to the simulator outside production and requires a gateway choice in production', () => {
    expect(loadPurchaseConfig({})).toEqual({ gateway: { kind: 'simulated', timeoutMs: 15_000 }, devWalletCredit: false });
    expect(loadPurchaseConfig({ NODE_ENV: 'development' }).devWalletCredit).toBe(true);
    expect(() => loadPurchaseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadPurchaseConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' })).toThrow(/ALLOW_SIMULATED_GATEWAY=staging/);
    expect(loadPurchaseConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated', ALLOW_SIMULATED_GATEWAY: 'staging' }).devWalletCredit).toBe(false);
    expect(() => loadPurchaseConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated', ALLOW_SIMULATED_GATEWAY: 'yes' })).toThrow(ConfigError);
    expect(() => loadPurchaseConfig({ PAYMENT_GATEWAY: 'http' })).toThrow(/PAYMENT_GATEWAY_URL/);
    expect(() => loadPurchaseConfig({ PAYMENT_GATEWAY: 'http', PAYMENT_GATEWAY_URL: 'https://pay.example' })).toThrow(/API_KEY/);
    expect(loadPurchaseConfig({ PAYMENT_GATEWAY: 'http', PAYMENT_GATEWAY_URL: 'https://pay.example/', PAYMENT_GATEWAY_API_KEY: 'k', DEV_OUTBOX: 'false' })).toEqual({
      gateway: { kind: 'http', url: 'https://pay.example', apiKey: 'k', timeoutMs: 15_000 },
      devWalletCredit: false,
    });
    expect(() => loadPurchaseConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(ConfigError);
  });
});
