import type { RiskDetails } from '../../contract/catalogue.ts';
import type { HeldQuote, InsuredPerson, Order, PaymentAttempt, PurchaseContext } from './purchase.types.ts';

/**
 * What is computed from the purchase context, for the machine's own transitions and for the views
 * (the chosen offer, its total, what the card still pays). Kept out of the machine file so views
 * import numbers, not the machine.
 */
export const selectedOffer = (context: Pick<PurchaseContext, 'quote' | 'offerId'>) => context.quote?.offers.find((offer) => offer.offerId === context.offerId) ?? null;

/** The offer's total with the chosen add-ons, as the server priced them (display only: the order is priced again). */
export function offerTotalMinor(context: PurchaseContext): number | null {
  const offer = selectedOffer(context);
  if (!offer) return null;
  const addOns = offer.addOns.filter((addOn) => context.addOnIds.includes(addOn.addOnId)).reduce((sum, addOn) => sum + addOn.priceMinor, 0);
  return offer.totalMinor + addOns;
}

/** What the card still has to pay once the gift card and the wallet part are taken (display and the card check; the server decides). */
export function amountDueMinor(context: Pick<PurchaseContext, 'order' | 'giftCard' | 'walletAmountMinor'>): number {
  const due = context.order?.breakdown.dueMinor ?? 0;
  const gift = Math.min(context.giftCard?.balanceMinor ?? 0, due);
  return Math.max(0, due - gift - context.walletAmountMinor);
}

/** The attempt an order reports (after a lost connection), keeping the challenge hint already known for it. */
export function fromSummary(order: Order, known: PaymentAttempt | null): PaymentAttempt | null {
  const latest = order.latestPayment;
  if (!latest) return known;
  return {
    paymentId: latest.paymentId,
    status: latest.status,
    declineReason: latest.declineReason ?? null,
    challengeHint: known?.paymentId === latest.paymentId ? known.challengeHint : null,
    cardLast4: latest.cardLast4,
  };
}

/** The plan chosen before, in a new quote (null when it is no longer offered). */
export function repricedOffer(context: PurchaseContext, quote: HeldQuote) {
  const previous = selectedOffer(context);
  return quote.offers.find((offer) => offer.planId === (previous?.planId ?? context.preferredPlanId)) ?? null;
}

/** The choices kept across a re-price: the same plan and the add-ons it still offers; the order is built again. */
export function repricedChoices(context: PurchaseContext, quote: HeldQuote) {
  const again = repricedOffer(context, quote);
  return {
    quote,
    repriced: true,
    offerId: again?.offerId ?? null,
    addOnIds: again ? context.addOnIds.filter((id) => again.addOns.some((addOn) => addOn.addOnId === id)) : [],
    error: null,
    orderKey: null,
    order: null,
  };
}

/**
 * The people insured beside the policyholder, from the risk details: a health policy's members other
 * than `self` (relation fixed), or a trip's travellers after the first (relation chosen on the step).
 */
export function othersInsured(risk: RiskDetails | null): { relation: InsuredPerson['relation']; fixed: boolean }[] {
  if (risk?.categoryId === 'health') return risk.members.filter((member) => member.relation !== 'self').map(({ relation }) => ({ relation, fixed: true }));
  if (risk?.categoryId === 'travel') return risk.travellerAges.slice(1).map(() => ({ relation: 'spouse' as const, fixed: false }));
  return [];
}

/** Whether the policyholder is insured too: always, but for a health policy whose members leave out `self`. */
export const coversPolicyholder = (risk: RiskDetails | null) => risk?.categoryId !== 'health' || risk.members.some((member) => member.relation === 'self');

/** A trip's departure date (a travel policy starts on it), else null. */
export const departureDateOf = (risk: RiskDetails | null) => (risk?.categoryId === 'travel' ? risk.departureDate : null);

/** The category being bought, as the contract names it, once its details are loaded (the risk form and its summary); null before. */
export const loadedCategoryId = (context: Pick<PurchaseContext, 'category'>) => context.category?.category.categoryId ?? null;
