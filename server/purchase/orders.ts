import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RiskDetails } from '../../contract/catalogue.ts';
import { type CreateOrderRequest, insuredAgeMismatches, insuredAgeMismatchMessage } from '../../contract/purchase.ts';
import type { AppDatabase } from '../db/database.ts';
import { orders, payments, policies, quotes } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { CustomerRow } from './customer.ts';
import { newOrderNumber } from './numbers.ts';
import { addDays, orderAmounts, policyPeriod } from './pricing.ts';
import { retryTransaction } from './retry.ts';
import type { PurchaseDeps } from './purchase-deps.ts';
import { isoDay, type OrderBundle, type OrderRow, type QuoteRow } from './views.ts';
import { assertMayRenew } from '../policies/renewal.ts';

const invalid = (field: string, message: string) => new ApiHttpError(400, 'validation_failed', message, { [field]: message });

/** How many insured persons a risk needs: one per traveller or member, else exactly one. */
export function insuredPersonsNeeded(risk: RiskDetails): number {
  if (risk.categoryId === 'travel') return risk.travellerAges.length;
  if (risk.categoryId === 'health') return risk.members.length;
  return 1;
}

/** A guest must prove a mobile number before ordering. */
export function assertMayOrder(user: CustomerRow): void {
  if (user.kind === 'guest' && !user.mobileVerifiedAt) {
    throw new ApiHttpError(403, 'mobile_not_verified', 'Verify your mobile number before placing an order as a guest.');
  }
}

/**
 * Creates the order of a quote's offer, or (the quote already has an unpaid order: another tab, a retry
 * with a new key) updates that order. Prices come from the stored quote only. The quote row is locked
 * first, so concurrent orders of one quote run one after the other.
 */
/**
 * `language`: the request's, in which the messages about the policy are written. Answers the order with
 * its quote, and whether the order is new (then it has no payment or policy yet).
 */
export async function placeOrder(
  deps: PurchaseDeps,
  user: CustomerRow,
  request: CreateOrderRequest,
  language: 'en' | 'ar' = 'en',
): Promise<{ order: OrderRow; quote: QuoteRow; created: boolean }> {
  assertMayOrder(user);
  const at = deps.now();
  const today = isoDay(at);
  const s = await deps.catalogue.snapshot();

  return retryTransaction(() => deps.db.transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, request.quoteId), eq(quotes.userId, user.id)))
      .for('update');
    if (!quote) throw new ApiHttpError(404, 'not_found', 'There is no such quote.');
    if (quote.expiresAt.getTime() <= at.getTime()) {
      throw new ApiHttpError(409, 'quote_expired', 'This quote has expired. Get a new price to continue.');
    }
    const offer = quote.offers.find((o) => o.offerId === request.offerId);
    if (!offer) throw invalid('offerId', 'This offer is not part of the quote.');
    const addOnIds = [...new Set(request.addOnIds)];
    if (addOnIds.length !== request.addOnIds.length) throw invalid('addOnIds', 'Each add-on can be chosen once.');
    const chosen = addOnIds.map((id) => offer.addOns.find((a) => a.addOnId === id));
    if (chosen.some((a) => !a)) throw invalid('addOnIds', 'An add-on does not belong to this plan.');

    const risk = quote.risk as RiskDetails;
    const category = s.categories.find((c) => c.id === quote.categoryId)!;
    // A renewal's own rules first: their refusal says what the customer can do about it.
    if (request.renewsPolicyNumber) {
      await assertMayRenew(tx as unknown as AppDatabase, user.id, { renewsPolicyNumber: request.renewsPolicyNumber, startDate: request.startDate }, risk, today);
    }
    const lastStart = addDays(today, category.startDateWindowDays);
    if (request.startDate < today || request.startDate > lastStart) {
      throw invalid('startDate', `The start date must be between ${today} and ${lastStart}.`);
    }
    if (risk.categoryId === 'travel' && request.startDate !== risk.departureDate) {
      throw invalid('startDate', 'A travel policy starts on the departure date.');
    }
    const needed = insuredPersonsNeeded(risk);
    if (request.insuredPersons.length !== needed) {
      throw invalid('insuredPersons', needed === 1 ? 'Name the one insured person.' : `Name all ${needed} insured persons.`);
    }
    for (const [index, person] of request.insuredPersons.entries()) {
      if (person.dateOfBirth > today) throw invalid(`insuredPersons.${index}.dateOfBirth`, 'The date of birth is in the future.');
    }
    // The price was quoted for the travellers' (members') ages: people of other ages are not what was priced.
    const mismatches = insuredAgeMismatches(risk, request.insuredPersons, request.startDate, today);
    if (mismatches.length > 0) {
      const fields = Object.fromEntries(mismatches.map((m) => [`insuredPersons.${m.index}.dateOfBirth`, insuredAgeMismatchMessage(m)]));
      throw new ApiHttpError(400, 'insured_age_mismatch', insuredAgeMismatchMessage(mismatches[0]!), fields);
    }
    if (request.policyholder.dateOfBirth > addDays(today, -18 * 365)) {
      throw invalid('policyholder.dateOfBirth', 'The policyholder must be at least 18 years old.');
    }

    const addOns = chosen.map((a) => ({ addOnId: a!.addOnId, priceMinor: a!.priceMinor }));
    const amounts = orderAmounts(
      offer.premiumMinor,
      addOns.map((a) => a.priceMinor),
      quote.taxRateBasisPoints,
    );
    const period = policyPeriod(risk, request.startDate);
    const plan = s.planById.get(offer.planId)!;
    const values = {
      offerId: offer.offerId,
      productId: offer.productId,
      planId: offer.planId,
      addOns,
      policyholder: request.policyholder,
      insuredPersons: request.insuredPersons,
      startDate: period.startDate,
      endDate: period.endDate,
      currency: quote.currency,
      ...amounts,
      needsManualReview: plan.needsManualReview,
      renewsPolicyNumber: request.renewsPolicyNumber ?? null,
      language,
    };

    const [existing] = await tx.select().from(orders).where(eq(orders.quoteId, quote.id)).for('update');
    if (existing) {
      if (existing.status !== 'awaiting_payment') {
        throw new ApiHttpError(409, 'order_already_paid', `This quote was already ordered and paid (order ${existing.orderNumber}).`);
      }
      const [live] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, existing.id), inArray(payments.status, ['pending', 'challenge_required'])));
      if (live) throw new ApiHttpError(409, 'payment_in_progress', 'A payment of this order is in progress: finish or replace it first.');
      const [updated] = await tx
        .update(orders)
        .set({ ...values, updatedAt: at })
        .where(eq(orders.id, existing.id))
        .returning();
      return { order: updated!, quote, created: false };
    }
    const [created] = await tx
      .insert(orders)
      .values({
        ...values,
        orderNumber: newOrderNumber(at),
        userId: user.id,
        quoteId: quote.id,
        categoryId: quote.categoryId,
        brokerId: quote.brokerId,
        status: 'awaiting_payment',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return { order: created!, quote, created: true };
  }));
}

/** The order with its quote, newest payment and policy (for answers). */
export async function loadOrderBundle(db: AppDatabase, order: OrderRow): Promise<OrderBundle> {
  const [[quote], [latestPayment], [policy]] = await Promise.all([
    db.select().from(quotes).where(eq(quotes.id, order.quoteId)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.createdAt), desc(payments.updatedAt)).limit(1),
    db.select().from(policies).where(eq(policies.orderId, order.id)),
  ]);
  return { order, quote: quote!, latestPayment, policy };
}

export async function findOrder(db: AppDatabase, owners: string[], orderNumber: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), inArray(orders.userId, owners)));
  if (!order) throw new ApiHttpError(404, 'not_found', 'There is no such order.');
  return order;
}
