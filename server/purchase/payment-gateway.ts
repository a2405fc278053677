// The card gateway interface, the built-in simulator, and an adapter for a generic HTTP gateway.
// Card numbers go to the gateway and nowhere else: nothing here stores or logs them.
import type { CardDetails } from '../../contract/purchase.ts';
import type { PurchaseConfig } from './purchase-config.ts';

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'challenge_failed' | 'gateway_error';

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reason: DeclineReason; reference: string | null }
  | { status: 'challenge_required'; reference: string; challengeId: string; hint: string };

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
} as const;
export const SIMULATOR_CHALLENGE_CODE = '123456';

/**
 * The simulated gateway: 4242 4242 4242 4242 (and any other Luhn-valid number) succeeds, 4000 0000 0000 0002
 * is declined, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0000 0000 3220 asks for a
 * challenge whose code is 123456; a past expiry date is declined as expired_card, a number failing the
 * Luhn check as card_declined. Stateless: it keeps no card data at all.
 */
export function createSimulatedGateway(): PaymentGateway {
  return {
    async charge({ paymentId, card, now }) {
      const digits = cardDigits(card.number);
      const reference = `sim_${paymentId}`;
      if (expired(card, now)) return { status: 'declined', reason: 'expired_card', reference };
      if (digits === SIMULATOR_CARDS.declined || !luhnValid(digits)) return { status: 'declined', reason: 'card_declined', reference };
      if (digits === SIMULATOR_CARDS.insufficientFunds) return { status: 'declined', reason: 'insufficient_funds', reference };
      if (digits === SIMULATOR_CARDS.challenge) {
        return {
          status: 'challenge_required',
          reference,
          challengeId: `simch_${paymentId}`,
          hint: `Simulated bank check: enter ${SIMULATOR_CHALLENGE_CODE}.`,
        };
      }
      return { status: 'succeeded', reference };
    },
    async answerChallenge({ reference, code }) {
      return code === SIMULATOR_CHALLENGE_CODE ? { status: 'succeeded', reference } : { status: 'declined', reason: 'challenge_failed', reference };
    },
    // Same refund id, same reference: a repeat is the same refund, as a real gateway's idempotency key makes it.
    async refund({ refundId, chargeReference }) {
      return chargeReference ? { status: 'succeeded', reference: `simrf_${refundId}` } : { status: 'failed', reference: null };
    },
  };
}

/**
 * A card gateway over HTTP, written against a generic API:
 * - `POST {url}/charges` with `Authorization: Bearer {key}`, `Idempotency-Key: {paymentId}` and JSON
 *   `{ amount, currency, reference, card: { number, exp_month, exp_year, cvc, name } }`;
 * - `POST {url}/charges/{id}/challenge` with `{ challenge_id, code }`;
 * both answering `{ id, status: 'succeeded' | 'declined' | 'requires_action', decline_code?,
 * action?: { challenge_id, hint } }`. A timeout, a network error or an unexpected answer declines the
 * payment as gateway_error (the wallet and gift card are given back).
 * - `POST {url}/refunds` with `Idempotency-Key: {refundId}` and `{ charge, amount, currency, reference }`,
 *   answering `{ id, status: 'succeeded' | 'failed' }`; anything else is a failed refund.
 */
export function createHttpGateway(config: Extract<PurchaseConfig['gateway'], { kind: 'http' }>, fetchImpl: typeof fetch = fetch): PaymentGateway {
  async function post(path: string, idempotencyKey: string, body: unknown): Promise<ChargeResult> {
    try {
      const response = await fetchImpl(`${config.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}`, 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const json = (await response.json()) as {
        id?: string;
        status?: string;
        decline_code?: string;
        action?: { challenge_id?: string; hint?: string };
      };
      const reference = typeof json.id === 'string' ? json.id : null;
      if (json.status === 'succeeded' && reference) return { status: 'succeeded', reference };
      if (json.status === 'requires_action' && reference && json.action?.challenge_id) {
        return { status: 'challenge_required', reference, challengeId: json.action.challenge_id, hint: json.action.hint ?? '' };
      }
      if (json.status === 'declined') {
        const known: DeclineReason[] = ['card_declined', 'insufficient_funds', 'expired_card', 'challenge_failed'];
        const reason = known.find((r) => r === json.decline_code) ?? 'card_declined';
        return { status: 'declined', reason, reference };
      }
      return { status: 'declined', reason: 'gateway_error', reference };
    } catch {
      return { status: 'declined', reason: 'gateway_error', reference: null };
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
      post(`/charges/${encodeURIComponent(reference)}/challenge`, `${paymentId}:challenge`, { challenge_id: challengeId, code }),
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
  return config.gateway.kind === 'http' ? createHttpGateway(config.gateway) : createSimulatedGateway();
}
