import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CreatePaymentRequest } from '../../contract/purchase.ts';
import type { AppDatabase } from '../db/database.ts';
import { splitPayment } from '../../contract/payment-split.ts';
import { giftCards, giftCardTransactions, notifications, orders, payments, policies, quotes, wallets } from '../db/tables/purchase.ts';
import { usableGiftCard } from '../wallet/gift-cards.ts';
import { creditWallet, debitWallet } from '../wallet/ledger.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { pick } from '../catalogue/catalogue-store.ts';
import { type ChargeResult, lastFour } from './payment-gateway.ts';
import { newPolicyNumber } from './numbers.ts';
import { retryTransaction } from './retry.ts';
import type { PurchaseDeps } from './purchase-deps.ts';
import { isoDay, type OrderRow, type PaymentRow } from './views.ts';
import { assertRenewalPayable } from '../policies/renewal.ts';

type Tx = AppDatabase;

const LIVE_STATUSES = ['pending', 'challenge_required'] as const;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** Takes from the wallet through its ledger (refused when the balance does not cover it: never below zero). */
async function takeFromWallet(tx: Tx, payment: PaymentRow, orderNumber: string): Promise<void> {
  if (payment.walletMinor === 0) return;
  await debitWallet(tx, {
    userId: payment.userId,
    amountMinor: payment.walletMinor,
    descriptionEn: `Payment for order ${orderNumber}`,
    descriptionAr: `دفع الطلب ${orderNumber}`,
    orderNumber,
    paymentId: payment.id,
  });
}

async function debitGiftCard(tx: Tx, payment: PaymentRow): Promise<void> {
  if (payment.giftCardMinor === 0 || !payment.giftCardSerial) return;
  const [card] = await tx
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${payment.giftCardMinor}` })
    .where(and(eq(giftCards.serial, payment.giftCardSerial), gte(giftCards.balanceMinor, payment.giftCardMinor)))
    .returning({ balanceMinor: giftCards.balanceMinor });
  if (!card) throw new ApiHttpError(422, 'gift_card_unusable', 'This gift card no longer has that balance.');
  await tx.insert(giftCardTransactions).values({
    serial: payment.giftCardSerial,
    amountMinor: -payment.giftCardMinor,
    balanceAfterMinor: card.balanceMinor,
    paymentId: payment.id,
    userId: payment.userId,
  });
}

/** Gives back what a declined or abandoned payment held (gift card, then wallet: the lock order of startPayment). */
async function releaseHolds(tx: Tx, payment: PaymentRow, orderNumber: string): Promise<void> {
  if (payment.giftCardMinor > 0 && payment.giftCardSerial) {
    const [card] = await tx
      .update(giftCards)
      .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${payment.giftCardMinor}` })
      .where(eq(giftCards.serial, payment.giftCardSerial))
      .returning({ balanceMinor: giftCards.balanceMinor });
    await tx.insert(giftCardTransactions).values({
      serial: payment.giftCardSerial,
      amountMinor: payment.giftCardMinor,
      balanceAfterMinor: card!.balanceMinor,
      paymentId: payment.id,
      userId: payment.userId,
    });
  }
  if (payment.walletMinor > 0) {
    await creditWallet(tx, {
      userId: payment.userId,
      kind: 'refund',
      amountMinor: payment.walletMinor,
      descriptionEn: `Refund: payment for order ${orderNumber} did not go through`,
      descriptionAr: `استرداد: لم يكتمل دفع الطلب ${orderNumber}`,
      orderNumber,
      paymentId: payment.id,
    });
  }
}

/**
 * Phase 1, in one transaction with the order row locked: checks, the payment row (status pending; the
 * partial unique index allows one live payment per order), and the wallet and gift card held.
 */
async function startPayment(deps: PurchaseDeps, order: OrderRow, request: CreatePaymentRequest): Promise<PaymentRow> {
  const at = deps.now();
  try {
    return await retryTransaction(() => deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (!locked) throw new ApiHttpError(404, 'not_found', 'There is no such order.');
      if (locked.status !== 'awaiting_payment') {
        throw new ApiHttpError(409, 'order_already_paid', `Order ${locked.orderNumber} is already paid.`);
      }
      const [quote] = await tx.select({ expiresAt: quotes.expiresAt }).from(quotes).where(eq(quotes.id, locked.quoteId));
      if (!quote || quote.expiresAt.getTime() <= at.getTime()) {
        throw new ApiHttpError(409, 'quote_expired', 'The price of this order has expired. Get a new price to continue.');
      }
      await assertRenewalPayable(tx, locked, isoDay(at));
      const live = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, locked.id), inArray(payments.status, [...LIVE_STATUSES])))
        .for('update');
      for (const previous of live) {
        if (previous.status === 'pending') {
          throw new ApiHttpError(409, 'payment_in_progress', 'A payment of this order is being processed. Ask for the order again in a moment.');
        }
        // A challenge left unanswered: the new attempt replaces it, and what it held is given back.
        await tx.update(payments).set({ status: 'declined', declineReason: 'challenge_failed', updatedAt: at }).where(eq(payments.id, previous.id));
        await releaseHolds(tx, previous, locked.orderNumber);
      }

      let giftCardAvailableMinor = 0;
      let giftCardSerial: string | null = null;
      if (request.giftCardSerial) {
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.serial, request.giftCardSerial)).for('update');
        // Unknown, used up and expired are told apart, so the customer knows what to do about it.
        usableGiftCard(card, isoDay(at), 'giftCardSerial', 422);
        if (card!.currency !== locked.currency) {
          throw new ApiHttpError(422, 'gift_card_unusable', 'This gift card is in another currency than the order.', { giftCardSerial: 'This gift card cannot pay this order.' });
        }
        giftCardSerial = card!.serial;
        giftCardAvailableMinor = card!.balanceMinor;
      }
      const asked = request.walletAmountMinor ?? 0;
      let walletBalanceMinor = 0;
      if (asked > 0) {
        const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, locked.userId)).for('update');
        walletBalanceMinor = wallet?.balanceMinor ?? 0;
      }
      // The same split the checkout shows (contract/payment-split.ts): gift card, then wallet, then card.
      const split = splitPayment({ dueMinor: locked.totalMinor, giftCardAvailableMinor, walletBalanceMinor: asked, walletRequestedMinor: asked });
      if (split.walletMinor > walletBalanceMinor) {
        throw new ApiHttpError(422, 'insufficient_balance', 'Your wallet balance does not cover this amount.', {
          walletAmountMinor: 'Use at most your wallet balance.',
        });
      }
      const { giftCardMinor, walletMinor, cardMinor } = split;
      if (cardMinor > 0 && !request.card) {
        throw new ApiHttpError(422, 'card_required', 'Add a card for the amount the wallet and gift card do not cover.', {
          card: 'Enter a card.',
        });
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: locked.id,
          userId: locked.userId,
          status: 'pending',
          walletMinor,
          giftCardMinor,
          cardMinor,
          giftCardSerial,
          cardLast4: cardMinor > 0 && request.card ? lastFour(request.card.number) : null,
          updatedAt: at,
        })
        .returning();
      await debitGiftCard(tx, payment!);
      await takeFromWallet(tx, payment!, locked.orderNumber);
      return payment!;
    }));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiHttpError(409, 'payment_in_progress', 'A payment of this order is being processed. Ask for the order again in a moment.');
    }
    throw error;
  }
}

/** Phase 3: the gateway's answer recorded; on success the policy is issued and the customer notified. */
async function settle(deps: PurchaseDeps, paymentId: string, result: ChargeResult): Promise<PaymentRow> {
  const at = deps.now();
  const s = await deps.catalogue.snapshot();
  const [ref] = await deps.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  if (!ref) throw new Error(`Payment ${paymentId} vanished.`);
  return retryTransaction(() => deps.db.transaction(async (tx) => {
    // Locks in the same order as startPayment (the order, then its payments), so the two never deadlock.
    const [order] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`Payment ${paymentId} vanished.`);
    if (payment.status === 'succeeded' || payment.status === 'declined') return payment; // settled already
    if (result.status === 'challenge_required') {
      const [updated] = await tx
        .update(payments)
        .set({ status: 'challenge_required', gatewayReference: result.reference, challengeId: result.challengeId, updatedAt: at })
        .where(eq(payments.id, payment.id))
        .returning();
      return updated!;
    }
    if (result.status === 'declined') {
      await releaseHolds(tx, payment, order!.orderNumber);
      const [updated] = await tx
        .update(payments)
        .set({ status: 'declined', declineReason: result.reason, gatewayReference: result.reference ?? payment.gatewayReference, updatedAt: at })
        .where(eq(payments.id, payment.id))
        .returning();
      return updated!;
    }
    const [updated] = await tx
      .update(payments)
      .set({ status: 'succeeded', gatewayReference: result.reference, updatedAt: at })
      .where(eq(payments.id, payment.id))
      .returning();
    const status = order!.needsManualReview ? 'pending_review' : 'issued';
    await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, order!.id));
    const policyNumber = newPolicyNumber(at);
    await tx.insert(policies).values({
      policyNumber,
      orderId: order!.id,
      userId: order!.userId,
      status,
      startDate: order!.startDate,
      endDate: order!.endDate,
      issuedAt: at,
      renewsPolicyNumber: order!.renewsPolicyNumber,
    });
    const product = s.productById.get(order!.productId)!;
    await tx.insert(notifications).values(
      status === 'issued'
        ? {
            userId: order!.userId,
            kind: 'policy_issued',
            titleEn: 'Your policy is issued',
            titleAr: 'تم إصدار وثيقتك',
            bodyEn: `${pick('en', product)}: policy ${policyNumber} (order ${order!.orderNumber}) starts on ${order!.startDate}.`,
            bodyAr: `${pick('ar', product)}: الوثيقة ${policyNumber} (الطلب ${order!.orderNumber}) تبدأ في ${order!.startDate}.`,
            policyNumber,
            orderNumber: order!.orderNumber,
            createdAt: at,
          }
        : {
            userId: order!.userId,
            kind: 'policy_pending_review',
            titleEn: 'Payment received: your policy is being reviewed',
            titleAr: 'تم استلام الدفع: وثيقتك قيد المراجعة',
            bodyEn: `${pick('en', product)}: policy ${policyNumber} (order ${order!.orderNumber}) will be confirmed after the insurer's review.`,
            bodyAr: `${pick('ar', product)}: سيتم تأكيد الوثيقة ${policyNumber} (الطلب ${order!.orderNumber}) بعد مراجعة شركة التأمين.`,
            policyNumber,
            orderNumber: order!.orderNumber,
            createdAt: at,
          },
    );
    return updated!;
  }));
}

/** A challenge not answered within this time is declined and what its payment held is given back. */
export const CHALLENGE_TIMEOUT_MS = 30 * 60_000;

/**
 * Declines challenges left unanswered past CHALLENGE_TIMEOUT_MS, giving back the wallet amount and gift
 * card balance they held. Run lazily before anything reads or spends a balance (no background job).
 */
export async function expireStaleChallenges(deps: PurchaseDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - CHALLENGE_TIMEOUT_MS);
  const stale = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'challenge_required'), lt(payments.updatedAt, cutoff)))
    .limit(50);
  for (const { id } of stale) await settle(deps, id, { status: 'declined', reason: 'challenge_failed', reference: null });
  return stale.length;
}

/** POST /orders/:orderNumber/payments: hold, charge, settle. */
export async function payOrder(deps: PurchaseDeps, order: OrderRow, request: CreatePaymentRequest): Promise<PaymentRow> {
  await expireStaleChallenges(deps);
  const payment = await startPayment(deps, order, request);
  if (payment.cardMinor === 0) return settle(deps, payment.id, { status: 'succeeded', reference: `internal_${payment.id}` });
  let result: ChargeResult;
  try {
    result = await deps.gateway.charge({
      paymentId: payment.id,
      amountMinor: payment.cardMinor,
      currency: order.currency,
      card: request.card!,
      now: deps.now(),
    });
  } catch (error) {
    deps.logger.error(`Payment gateway failed for payment ${payment.id}`, error);
    result = { status: 'declined', reason: 'gateway_error', reference: null };
  }
  return settle(deps, payment.id, result);
}

/** POST /payments/:paymentId/challenge. Answering a payment that is settled already returns it unchanged. */
export async function answerChallenge(deps: PurchaseDeps, payment: PaymentRow, code: string): Promise<PaymentRow> {
  if (payment.status !== 'challenge_required' || !payment.challengeId || !payment.gatewayReference) return payment;
  let result: ChargeResult;
  try {
    result = await deps.gateway.answerChallenge({
      paymentId: payment.id,
      reference: payment.gatewayReference,
      challengeId: payment.challengeId,
      code,
    });
  } catch (error) {
    deps.logger.error(`Payment gateway failed for the challenge of payment ${payment.id}`, error);
    result = { status: 'declined', reason: 'gateway_error', reference: payment.gatewayReference };
  }
  if (result.status === 'challenge_required') result = { status: 'declined', reason: 'challenge_failed', reference: result.reference };
  // settle() locks the payment and leaves a settled one alone: of two answers at once, one counts.
  return settle(deps, payment.id, result);
}

export async function findPayment(db: AppDatabase, owners: string[], paymentId: string): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), inArray(payments.userId, owners)));
  if (!payment) throw new ApiHttpError(404, 'not_found', 'There is no such payment.');
  return payment;
}
