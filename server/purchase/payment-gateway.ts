// The card gateway interface, the built-in simulator, and an adapter for a generic HTTP gateway.
// Card numbers go to the gateway and nowhere else: nothing here stores or logs them.
import type { CardDetails } from '../../contract/purchase.ts';
import type { PurchaseConfig } from './purchase-config.ts';

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'challenge_failed' | 'gateway_error';

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reason: DeclineReason; reference: string | null }
  | { status: 'challenge_required'; reference: string; challengeId: string; hint: string }
  /** The outcome is not known (timeout, HTTP 5xx, an answer we do not understand): the card may be charged. */
  | { status: 'pending'; reference: string | null };

/** What the gateway says about a charge asked by our idempotency key; `unknown` when it has none. */
export type LookupResult = ChargeResult | { status: 'unknown' };

export interface ChargeRequest {
  /** Our payment id: the gateway's idempotency key, so a retried call cannot charge twice. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  card: CardDetails;
  now: Date;
}

export interface RefundRequest {
  /** Our refund's id: the gateway's idempotency key, so a retried or repeated refund pays back once. */
  refundId: string;
  /** The payment refunded, and the gateway's reference of its charge. */
  paymentId: string;
  chargeReference: string | null;
  amountMinor: number;
  currency: string;
}

export type RefundResult = { status: 'succeeded'; reference: string } | { status: 'failed'; reference: string | null };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  answerChallenge(request: { paymentId: string; reference: string; challengeId: string; code: string }): Promise<ChargeResult>;
  /** Pays back part or all of a charge to the card that paid it. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The charge made with this idempotency key (our payment id), as the gateway has it now. */
  lookup(request: { paymentId: string; reference: string | null; now: Date }): Promise<LookupResult>;
  /**
   * Cancels a charge waiting for its challenge. Answers the charge as it ends: declined when cancelled,
   * succeeded when the challenge was passed before the cancel arrived (that success must be kept).
   */
  cancel(request: { paymentId: string; reference: string; now: Date }): Promise<ChargeResult>;
}

export const cardDigits = (number: string) => number.replace(/\D/g, '');
export const lastFour = (number: string) => cardDigits(number).slice(-4);

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function expired(card: CardDetails, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < month);
}

/** Test cards of the simulator (documented in the README and contract/purchase.ts). */
export const SIMULATOR_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
  /** Takes the charge but answers only after PAYMENT_GATEWAY_TIMEOUT_MS (we give up waiting first). */
  slowAnswer: '4000000000000259',
  /** Answers HTTP 500 "processing" and settles (succeeded) SIMULATOR_SETTLE_MS later. */
  processing: '4000000000000267',
} as const;
export const SIMULATOR_CHALLENGE_CODE = '123456';
export const SIMULATOR_SETTLE_MS = 3000;

type SimulatedCharge =
  | { status: 'settled'; result: Exclude<ChargeResult, { status: 'pending' }> }
  | { status: 'processing'; settlesAt: number; reference: string };

/**
 * The simulator's own record of charges by idempotency key, as a real gateway keeps one on its side:
 * shared by every simulator instance of the process (the purchase routes, refunds, the reconciliation
 * job), bounded so a long demo does not grow it without end.
 */
const simulatedCharges = new Map<string, SimulatedCharge>();
function remember(paymentId: string, charge: SimulatedCharge): void {
  if (simulatedCharges.size > 10_000) simulatedCharges.delete(simulatedCharges.keys().next().value!);
  simulatedCharges.set(paymentId, charge);
}
const settled = <T extends Exclude<ChargeResult, { status: 'pending' }>>(paymentId: string, result: T): T => {
  remember(paymentId, { status: 'settled', result });
  return result;
};

/**
 * The simulated gateway: 4242 4242 4242 4242 (and any other Luhn-valid number) succeeds, 4000 0000 0000 0002
 * is declined, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0000 0000 3220 asks for a
 * challenge whose code is 123456, 4000 0000 0000 0259 takes the charge but answers after the gateway
 * timeout, 4000 0000 0000 0267 answers "processing" and succeeds SIMULATOR_SETTLE_MS later; a past expiry
 * date is declined as expired_card, a number failing the Luhn check as card_declined. It keeps outcomes
 * by payment id (for look-ups and cancels), never card data.
 */
export function createSimulatedGateway(options: { timeoutMs?: number } = {}): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const outcome = (paymentId: string, at: number): LookupResult => {
    const charge = simulatedCharges.get(paymentId);
    if (!charge) return { status: 'unknown' };
    if (charge.status === 'settled') return charge.result;
    if (at < charge.settlesAt) return { status: 'pending', reference: charge.reference };
    return settled(paymentId, { status: 'succeeded', reference: charge.reference });
  };
  return {
    async charge({ paymentId, card, now }) {
      const previous = outcome(paymentId, now.getTime());
      if (previous.status !== 'unknown') return previous; // same idempotency key, same charge
      const digits = cardDigits(card.number);
      const reference = `sim_${paymentId}`;
      if (expired(card, now)) return settled(paymentId, { status: 'declined', reason: 'expired_card', reference });
      if (digits === SIMULATOR_CARDS.declined || !luhnValid(digits)) return settled(paymentId, { status: 'declined', reason: 'card_declined', reference });
      if (digits === SIMULATOR_CARDS.insufficientFunds) return settled(paymentId, { status: 'declined', reason: 'insufficient_funds', reference });
      if (digits === SIMULATOR_CARDS.challenge) {
        return settled(paymentId, {
          status: 'challenge_required',
          reference,
          challengeId: `simch_${paymentId}`,
          hint: `Simulated bank check: enter ${SIMULATOR_CHALLENGE_CODE}.`,
        });
      }
      if (digits === SIMULATOR_CARDS.processing) {
        remember(paymentId, { status: 'processing', settlesAt: now.getTime() + SIMULATOR_SETTLE_MS, reference });
        return { status: 'pending', reference };
      }
      const result = settled(paymentId, { status: 'succeeded', reference });
      if (digits === SIMULATOR_CARDS.slowAnswer) await new Promise((resolve) => setTimeout(resolve, timeoutMs + 1000).unref?.());
      return result;
    },
    async answerChallenge({ paymentId, reference, code }) {
      const charge = simulatedCharges.get(paymentId);
      // A cancelled or finished charge answers as it ended; only a waiting challenge takes a code.
      if (charge?.status === 'settled' && charge.result.status !== 'challenge_required') return charge.result;
      return settled(
        paymentId,
        code === SIMULATOR_CHALLENGE_CODE ? { status: 'succeeded', reference } : { status: 'declined', reason: 'challenge_failed', reference },
      );
    },
    // Same refund id, same reference: a repeat is the same refund, as a real gateway's idempotency key makes it.
    async refund({ refundId, chargeReference }) {
      return chargeReference ? { status: 'succeeded', reference: `simrf_${refundId}` } : { status: 'failed', reference: null };
    },
    async lookup({ paymentId, now }) {
      return outcome(paymentId, now.getTime());
    },
    async cancel({ paymentId, reference, now }) {
      const current = outcome(paymentId, now.getTime());
      if (current.status === 'succeeded' || current.status === 'declined') return current;
      return settled(paymentId, { status: 'declined', reason: 'challenge_failed', reference });
    },
  };
}

/**
 * A card gateway over HTTP, written against a generic API:
 * - `POST {url}/charges` with `Authorization: Bearer {key}`, `Idempotency-Key: {paymentId}` and JSON
 *   `{ amount, currency, reference, card: { number, exp_month, exp_year, cvc, name } }`;
 * - `POST {url}/charges/{id}/challenge` with `{ challenge_id, code }`;
 * both answering `{ id, status: 'succeeded' | 'declined' | 'requires_action', decline_code?,
 * action?: { challenge_id, hint } }`. A timeout, a network error, an HTTP 5xx or a status we do not know
 * leaves the payment pending (the card may be charged): it is settled later by a look-up;
 * - `GET {url}/charges?idempotency_key={paymentId}` answering the same charge object (404: no such charge);
 * - `POST {url}/charges/{id}/cancel` answering the charge object as it ends (a challenge passed before the
 *   cancel arrived answers succeeded);
 * - `POST {url}/refunds` with `Idempotency-Key: {refundId}` and `{ charge, amount, currency, reference }`,
 *   answering `{ id, status: 'succeeded' | 'failed' }`; anything else is a failed refund.
 */
export function createHttpGateway(config: Extract<PurchaseConfig['gateway'], { kind: 'http' }>, fetchImpl: typeof fetch = fetch): PaymentGateway {
  type ChargeJson = { id?: string; status?: string; decline_code?: string; action?: { challenge_id?: string; hint?: string } };
  function chargeOf(response: Response, json: ChargeJson, fallbackReference: string | null): ChargeResult {
    const reference = typeof json.id === 'string' ? json.id : fallbackReference;
    if (!response.ok) return { status: 'pending', reference };
    if (json.status === 'succeeded' && reference) return { status: 'succeeded', reference };
    if (json.status === 'requires_action' && reference && json.action?.challenge_id) {
      return { status: 'challenge_required', reference, challengeId: json.action.challenge_id, hint: json.action.hint ?? '' };
    }
    if (json.status === 'declined') {
      const known: DeclineReason[] = ['card_declined', 'insufficient_funds', 'expired_card', 'challenge_failed'];
      const reason = known.find((r) => r === json.decline_code) ?? 'card_declined';
      return { status: 'declined', reason, reference };
    }
    return { status: 'pending', reference };
  }
  async function request(method: 'GET' | 'POST', path: string, idempotencyKey: string | null, body?: unknown): Promise<{ response: Response; json: ChargeJson }> {
    const response = await fetchImpl(`${config.url}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${config.apiKey}`,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const json = (await response.json().catch(() => ({}))) as ChargeJson;
    return { response, json };
  }
  async function post(path: string, idempotencyKey: string, body: unknown, knownReference: string | null = null): Promise<ChargeResult> {
    try {
      const { response, json } = await request('POST', path, idempotencyKey, body);
      // A 4xx is an answer (the charge was refused as asked); a 5xx or a timeout is not.
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
        return { status: 'declined', reason: 'gateway_error', reference: knownReference };
      }
      return chargeOf(response, json, knownReference);
    } catch {
      return { status: 'pending', reference: knownReference };
    }
  }
  return {
    charge: ({ paymentId, amountMinor, currency, card }) =>
      post('/charges', paymentId, {
        amount: amountMinor,
        currency,
        reference: paymentId,
        card: { number: cardDigits(card.number), exp_month: card.expiryMonth, exp_year: card.expiryYear, cvc: card.cvc, name: card.holderName },
      }),
    answerChallenge: ({ paymentId, reference, challengeId, code }) =>
      post(`/charges/${encodeURIComponent(reference)}/challenge`, `${paymentId}:challenge`, { challenge_id: challengeId, code }, reference),
    cancel: ({ paymentId, reference }) => post(`/charges/${encodeURIComponent(reference)}/cancel`, `${paymentId}:cancel`, {}, reference),
    async lookup({ paymentId, reference }) {
      try {
        const { response, json } = await request('GET', `/charges?idempotency_key=${encodeURIComponent(paymentId)}`, null);
        if (response.status === 404) return { status: 'unknown' };
        return chargeOf(response, json, reference);
      } catch {
        return { status: 'pending', reference };
      }
    },
    async refund({ refundId, chargeReference, amountMinor, currency }) {
      try {
        const response = await fetchImpl(`${config.url}/refunds`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}`, 'Idempotency-Key': refundId },
          body: JSON.stringify({ charge: chargeReference, amount: amountMinor, currency, reference: refundId }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        const json = (await response.json()) as { id?: unknown; status?: unknown };
        const reference = typeof json.id === 'string' ? json.id : null;
        return response.ok && json.status === 'succeeded' && reference ? { status: 'succeeded', reference } : { status: 'failed', reference };
      } catch {
        return { status: 'failed', reference: null };
      }
    },
  };
}

export function createGateway(config: PurchaseConfig): PaymentGateway {
  return config.gateway.kind === 'http' ? createHttpGateway(config.gateway) : createSimulatedGateway({ timeoutMs: config.gateway.timeoutMs });
}
