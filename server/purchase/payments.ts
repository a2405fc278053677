import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { nextInvoiceNumber } from '../documents/invoice-numbers.ts';
import type { CreatePaymentRequest } from '../../contract/purchase.ts';
import type { AppDatabase } from '../db/database.ts';
import { splitPayment } from '../../contract/payment-split.ts';
import { giftCards, giftCardTransactions, notifications, orders, payments, policies, quotes, wallets } from '../db/tables/purchase.ts';
import { usableGiftCard } from '../wallet/gift-cards.ts';
import { creditWallet, debitWallet } from '../wallet/ledger.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { pick } from '../catalogue/catalogue-store.ts';
import { type ChargeResult, lastFour, type LookupResult } from './payment-gateway.ts';
import { newPolicyNumber } from './numbers.ts';
import { noticeDay } from '../notifications/notification-format.ts';
import { retryTransaction } from './retry.ts';
import { paymentsTotal } from '../observability/metrics.ts';
import type { PurchaseDeps } from './purchase-deps.ts';
import { isoDay, type OrderRow, type PaymentRow } from './views.ts';
import { assertRenewalPayable } from '../policies/renewal.ts';

type Tx = AppDatabase;

const LIVE_STATUSES = ['pending', 'challenge_required'] as const;

const paymentInProgress = () =>
  new ApiHttpError(409, 'payment_in_progress', 'A payment of this order is being confirmed with the bank. Wait for its outcome before paying again.');

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

/** A payment as settled, with its order as it stands after that (for the answer: no second read). */
export interface Settled {
  payment: PaymentRow;
  order: OrderRow;
}

/**
 * The order locked in a payment's transaction. The request has read the row already (`known`): the lock
 * reads only its status and time of change, and the whole row again only when it changed since that
 * read (the customer placed the order again, with other details, in another tab meanwhile).
 */
async function lockOrder(tx: Tx, known: OrderRow): Promise<OrderRow | undefined> {
  const [lock] = await tx.select({ status: orders.status, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, known.id)).for('update');
  if (!lock) return undefined;
  if (lock.status === known.status && lock.updatedAt.getTime() === known.updatedAt.getTime()) return known;
  const [current] = await tx.select().from(orders).where(eq(orders.id, known.id));
  return current;
}

/** The lock alone, for an order that cannot have changed since it was read (it has a live payment). */
async function lockKnownOrder(tx: Tx, known: OrderRow): Promise<OrderRow | undefined> {
  const [lock] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, known.id)).for('update');
  return lock ? known : undefined;
}

/**
 * Phase 1, in one transaction with the order row locked: checks, the payment row (status pending; the
 * partial unique index allows one live payment per order), and the wallet and gift card held.
 */
async function startPayment(deps: PurchaseDeps, order: OrderRow, request: CreatePaymentRequest): Promise<Settled> {
  const at = deps.now();
  try {
    return await retryTransaction(() => deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order);
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
      // Pending (outcome unknown) and challenged payments were reconciled or cancelled at the gateway just
      // before this transaction; one still live here may yet charge the card, so no second payment starts.
      if (live.length > 0) throw paymentInProgress();

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
      return { payment: payment!, order: locked };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw paymentInProgress();
    throw error;
  }
}

/**
 * Phase 3: the gateway's answer recorded (and counted in payments_total once it is committed). `known`:
 * the order as the payment's own request locked it (not read again); unset, the order is read here.
 */
async function settle(deps: PurchaseDeps, paymentId: string, result: ChargeResult, known?: OrderRow): Promise<Settled> {
  const written = { changed: false };
  const settled = await settleOnce(deps, paymentId, result, written, known);
  if (written.changed) paymentsTotal.inc({ outcome: settled.payment.status });
  return settled;
}

/** The gateway's answer recorded; on success the policy is issued and the customer notified. */
async function settleOnce(deps: PurchaseDeps, paymentId: string, result: ChargeResult, written: { changed: boolean }, known?: OrderRow): Promise<Settled> {
  const at = deps.now();
  const s = await deps.catalogue.snapshot();
  const [ref] = known ? [{ orderId: known.id }] : await deps.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  if (!ref) throw new Error(`Payment ${paymentId} vanished.`);
  // The policy this settlement issues, told after the commit (a retried transaction starts afresh).
  let issued: { policyNumber: string; renewal: boolean } | null = null;
  const settled = await retryTransaction(() => deps.db.transaction(async (tx): Promise<Settled> => {
    issued = null;
    // Locks in the same order as startPayment (the order, then its payments), so the two never deadlock.
    // A known order cannot have changed since its payment started: placing an order again is refused
    // while it has a live payment, so locking it is enough.
    const order = known ? await lockKnownOrder(tx, known) : (await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update'))[0];
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || !order) throw new Error(`Payment ${paymentId} vanished.`);
    // Set on every try of the transaction: the one that commits says whether this call wrote the answer.
    written.changed = !(payment.status === 'succeeded' || payment.status === 'declined');
    if (!written.changed) {
      // Settled already (the reconciliation job, say): the order may have moved on since it was known.
      const [current] = known ? await tx.select().from(orders).where(eq(orders.id, known.id)) : [order];
      return { payment, order: current ?? order };
    }
    if (result.status === 'pending') {
      // Outcome unknown: the card may be charged, so the wallet and gift card stay held until it is known.
      const [updated] = await tx
        .update(payments)
        .set({ status: 'pending', gatewayReference: result.reference ?? payment.gatewayReference, updatedAt: at })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: updated!, order };
    }
    if (result.status === 'challenge_required') {
      const [updated] = await tx
        .update(payments)
        .set({ status: 'challenge_required', gatewayReference: result.reference, challengeId: result.challengeId, updatedAt: at })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: updated!, order };
    }
    if (result.status === 'declined') {
      await releaseHolds(tx, payment, order.orderNumber);
      const [updated] = await tx
        .update(payments)
        .set({ status: 'declined', declineReason: result.reason, gatewayReference: result.reference ?? payment.gatewayReference, updatedAt: at })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: updated!, order };
    }
    const status = order.needsManualReview ? 'pending_review' : 'issued';
    const [paidOrder] = await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, order.id)).returning();
    const policyNumber = newPolicyNumber(at);
    issued = { policyNumber, renewal: order.renewsPolicyNumber !== null };
    await tx.insert(policies).values({
      policyNumber,
      orderId: order.id,
      userId: order.userId,
      status,
      startDate: order.startDate,
      endDate: order.endDate,
      issuedAt: at,
      renewsPolicyNumber: order.renewsPolicyNumber,
    });
    const product = s.productById.get(order.productId)!;
    await tx.insert(notifications).values(
      status === 'issued'
        ? {
            userId: order.userId,
            kind: 'policy_issued',
            titleEn: 'Your policy is issued',
            titleAr: 'تم إصدار وثيقتك',
            bodyEn: `${pick('en', product)}: policy ${policyNumber} (order ${order.orderNumber}) starts on ${noticeDay('en', order.startDate)}.`,
            bodyAr: `${pick('ar', product)}: الوثيقة ${policyNumber} (الطلب ${order.orderNumber}) تبدأ في ${noticeDay('ar', order.startDate)}.`,
            policyNumber,
            orderNumber: order.orderNumber,
            createdAt: at,
          }
        : {
            userId: order.userId,
            kind: 'policy_pending_review',
            titleEn: 'Payment received: your policy is being reviewed',
            titleAr: 'تم استلام الدفع: وثيقتك قيد المراجعة',
            bodyEn: `${pick('en', product)}: policy ${policyNumber} (order ${order.orderNumber}) will be confirmed after the insurer's review.`,
            bodyAr: `${pick('ar', product)}: سيتم تأكيد الوثيقة ${policyNumber} (الطلب ${order.orderNumber}) بعد مراجعة شركة التأمين.`,
            policyNumber,
            orderNumber: order.orderNumber,
            createdAt: at,
          },
    );
    // The invoice number last: its row lock orders every payment of the year on every instance, so it
    // is held from here to the commit only, not across the writes above.
    const [updated] = await tx
      .update(payments)
      .set({ status: 'succeeded', gatewayReference: result.reference, updatedAt: at, invoiceNumber: await nextInvoiceNumber(tx, at), invoicedAt: at })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: updated!, order: paidOrder! };
  }));
  const told = issued as { policyNumber: string; renewal: boolean } | null;
  if (told) deps.events?.happened({ kind: told.renewal ? 'renewed' : 'issued', policyNumber: told.policyNumber });
  return settled;
}

/** A gateway call; no answer within the configured time, or a failure to reach it, leaves the outcome unknown. */
async function callGateway(deps: PurchaseDeps, what: string, call: () => Promise<ChargeResult>, reference: string | null): Promise<ChargeResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ChargeResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'pending', reference }), deps.config.gateway.timeoutMs);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch (error) {
    deps.logger.error(`Payment gateway failed (${what})`, error);
    return { status: 'pending', reference };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A payment whose outcome is unknown is asked about at the gateway by its idempotency key (our payment id)
 * and settled by the answer. A charge the gateway never received is declined (what it held given back)
 * only once no call made for it can still arrive there.
 */
export async function reconcilePayment(deps: PurchaseDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'pending') return payment;
  let found: LookupResult;
  try {
    found = await deps.gateway.lookup({ paymentId: payment.id, reference: payment.gatewayReference, now: deps.now() });
  } catch (error) {
    deps.logger.error(`Payment gateway look-up failed for payment ${payment.id}`, error);
    return payment;
  }
  if (found.status === 'pending') return payment;
  if (found.status === 'unknown') {
    const quietSince = deps.now().getTime() - payment.updatedAt.getTime();
    if (quietSince < 2 * deps.config.gateway.timeoutMs + 5_000) return payment;
    return (await settle(deps, payment.id, { status: 'declined', reason: 'gateway_error', reference: payment.gatewayReference })).payment;
  }
  return (await settle(deps, payment.id, found)).payment;
}

/** Cancels a challenge at the gateway first and records how it ended (a challenge passed meanwhile pays the order). */
async function cancelChallenge(deps: PurchaseDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'challenge_required' || !payment.gatewayReference) return payment;
  const reference = payment.gatewayReference;
  const ended = await callGateway(deps, `cancel of payment ${payment.id}`, () => deps.gateway.cancel({ paymentId: payment.id, reference, now: deps.now() }), reference);
  // Not cancelled for sure: the payment stays live (pending), so nothing else starts until it is known.
  return (await settle(deps, payment.id, ended.status === 'challenge_required' ? { status: 'pending', reference } : ended)).payment;
}

/** Settles what can be settled of an order's live payments: pending ones looked up, challenges cancelled when replaced. */
export async function reconcileOrder(deps: PurchaseDeps, orderId: string, options: { cancelChallenges: boolean }): Promise<void> {
  const live = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...LIVE_STATUSES])));
  for (const payment of live) {
    if (payment.status === 'pending') await reconcilePayment(deps, payment);
    else if (options.cancelChallenges) await cancelChallenge(deps, payment);
  }
}

/**
 * A customer has one bank-code step open at a time. Starting a payment ends the ones they left on their
 * other orders (a closed tab at the bank-code screen, say) and, for a renewal, any other payment renewing
 * the same policy: challenges are cancelled at the gateway first (one passed meanwhile counts: its order
 * is paid and this payment is then refused, never a second charge), payments of unknown outcome are
 * asked about. What they held (wallet, gift card) is given back, so the new payment can use it.
 */
export async function endAbandonedPayments(deps: PurchaseDeps, order: Pick<OrderRow, 'id' | 'userId' | 'renewsPolicyNumber'>): Promise<void> {
  const sameCustomer = eq(payments.userId, order.userId);
  const left = await deps.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        ne(payments.orderId, order.id),
        inArray(payments.status, [...LIVE_STATUSES]),
        order.renewsPolicyNumber ? or(sameCustomer, eq(orders.renewsPolicyNumber, order.renewsPolicyNumber)) : sameCustomer,
      ),
    );
  for (const { payment } of left) {
    if (payment.status === 'challenge_required') await cancelChallenge(deps, payment);
    else if (order.renewsPolicyNumber) await reconcilePayment(deps, payment);
  }
}

/** A challenge not answered within this time is declined and what its payment held is given back. */
export const CHALLENGE_TIMEOUT_MS = 30 * 60_000;

/**
 * Cancels at the gateway challenges left unanswered past CHALLENGE_TIMEOUT_MS, giving back what they
 * held. Run lazily before anything reads or spends a balance, and by the reconciliation job.
 */
export async function expireStaleChallenges(deps: PurchaseDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - CHALLENGE_TIMEOUT_MS);
  const stale = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'challenge_required'), lt(payments.updatedAt, cutoff)))
    .limit(50);
  for (const payment of stale) await cancelChallenge(deps, payment);
  return stale.length;
}

/** Payments of unknown outcome not touched for this long are looked up by the scheduled job. */
const RECONCILE_AFTER_MS = 5_000;

/** The scheduled job's round: pending payments looked up at the gateway, stale challenges cancelled. */
export async function reconcilePendingPayments(deps: PurchaseDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - RECONCILE_AFTER_MS);
  const pending = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.updatedAt, cutoff)))
    .limit(100);
  let settledCount = 0;
  for (const payment of pending) if ((await reconcilePayment(deps, payment)).status !== 'pending') settledCount += 1;
  return settledCount + (await expireStaleChallenges(deps));
}

/**
 * POST /orders/:orderNumber/payments: settle what is live, hold, charge, settle. `order` is the row the
 * request read; the answer's order comes back with the payment, so the order is not read again.
 */
export async function payOrder(deps: PurchaseDeps, order: OrderRow, request: CreatePaymentRequest): Promise<Settled> {
  await expireStaleChallenges(deps);
  await reconcileOrder(deps, order.id, { cancelChallenges: true });
  await endAbandonedPayments(deps, order);
  const started = await startPayment(deps, order, request);
  const { payment } = started;
  if (payment.cardMinor === 0) return settle(deps, payment.id, { status: 'succeeded', reference: `internal_${payment.id}` }, started.order);
  const result = await callGateway(
    deps,
    `charge of payment ${payment.id}`,
    () => deps.gateway.charge({ paymentId: payment.id, amountMinor: payment.cardMinor, currency: started.order.currency, card: request.card!, now: deps.now() }),
    null,
  );
  return settle(deps, payment.id, result, started.order);
}

/** POST /payments/:paymentId/challenge. Answering a payment that is settled already returns it unchanged. */
export async function answerChallenge(deps: PurchaseDeps, payment: PaymentRow, code: string): Promise<PaymentRow> {
  if (payment.status !== 'challenge_required' || !payment.challengeId || !payment.gatewayReference) return payment;
  const reference = payment.gatewayReference;
  const challengeId = payment.challengeId;
  let result = await callGateway(
    deps,
    `challenge of payment ${payment.id}`,
    () => deps.gateway.answerChallenge({ paymentId: payment.id, reference, challengeId, code }),
    reference,
  );
  if (result.status === 'challenge_required') result = { status: 'declined', reason: 'challenge_failed', reference: result.reference };
  // settle() locks the payment and leaves a settled one alone: of two answers at once, one counts.
  return (await settle(deps, payment.id, result)).payment;
}

export async function findPayment(db: AppDatabase, owners: string[], paymentId: string): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), inArray(payments.userId, owners)));
  if (!payment) throw new ApiHttpError(404, 'not_found', 'There is no such payment.');
  return payment;
}
