// Rows -> the contract's answer shapes, names in the request's language (or both for certificates).
import type { RiskDetails } from '../../contract/catalogue.ts';
import type { InsuredPerson, Order, Payment, PaymentSummary, Policyholder, PolicySummary, Quote } from '../../contract/purchase.ts';
import { bilingual, type CatalogueSnapshot, coveragesFor, coveragesView, insurerView, pick } from '../catalogue/catalogue-store.ts';
import type { orders, payments, policies, quotes } from '../db/tables/purchase.ts';
import type { ApiLanguage } from '../http/request-language.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;

/** `YYYY-MM-DD` of a moment, in UTC (the server's calendar). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export function brokerRef(s: CatalogueSnapshot, brokerId: string, language: ApiLanguage) {
  const broker = s.brokerById.get(brokerId)!;
  return { brokerId: broker.id, name: pick(language, broker), logoUrl: broker.logoUrl, licenceCode: broker.licenceCode };
}

/** What an offer and the order made of it both name: the product, the plan, the insurer and the broker. */
function offeredParts(s: CatalogueSnapshot, offer: { productId: string; planId: string }, brokerId: string, language: ApiLanguage) {
  const product = s.productById.get(offer.productId)!;
  const plan = s.planById.get(offer.planId)!;
  return {
    productId: product.id,
    productName: pick(language, product),
    productImageUrl: product.imageUrl,
    planId: plan.id,
    planName: pick(language, plan),
    insurer: insurerView(s, product.insurerId, language),
    broker: brokerRef(s, brokerId, language),
  };
}

export function quoteView(s: CatalogueSnapshot, row: QuoteRow, language: ApiLanguage): Quote {
  return {
    quoteId: row.id,
    categoryId: row.categoryId as Quote['categoryId'],
    brokerId: row.brokerId,
    risk: row.risk as RiskDetails,
    currency: row.currency,
    taxRateBasisPoints: row.taxRateBasisPoints,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    offers: row.offers.map((offer) => {
      const plan = s.planById.get(offer.planId)!;
      return {
        offerId: offer.offerId,
        ...offeredParts(s, offer, row.brokerId, language),
        premiumMinor: offer.premiumMinor,
        taxMinor: offer.taxMinor,
        totalMinor: offer.premiumMinor + offer.taxMinor,
        coverages: coveragesView(plan.coverages, language, row.risk as RiskDetails),
        deductibleMinor: plan.deductibleMinor,
        addOns: offer.addOns.map((a) => {
          const addOn = s.addOnById.get(a.addOnId)!;
          return {
            addOnId: addOn.id,
            name: pick(language, addOn),
            description: language === 'ar' ? addOn.descriptionAr : addOn.descriptionEn,
            priceMinor: a.priceMinor,
          };
        }),
        needsManualReview: plan.needsManualReview,
      };
    }),
  };
}

export function paymentSummaryView(row: PaymentRow): PaymentSummary {
  return {
    paymentId: row.id,
    status: row.status,
    ...(row.declineReason ? { declineReason: row.declineReason as NonNullable<PaymentSummary['declineReason']> } : {}),
    walletMinor: row.walletMinor,
    giftCardMinor: row.giftCardMinor,
    cardMinor: row.cardMinor,
    cardLast4: row.cardLast4,
    createdAt: row.createdAt.toISOString(),
    ...(row.invoiceNumber && row.invoicedAt ? { invoiceNumber: row.invoiceNumber, invoicedAt: row.invoicedAt.toISOString() } : {}),
  };
}

/** active: issued and not ended; expired: ended; pending: under review; cancelled: from the day an approved cancellation takes effect. */
export function policyState(policy: Pick<PolicyRow, 'status' | 'endDate'> & { cancelledOn?: string | null }, today: string): PolicySummary['state'] {
  if (policy.cancelledOn && policy.cancelledOn <= today) return 'cancelled';
  if (policy.status === 'pending_review') return 'pending';
  return policy.endDate < today ? 'expired' : 'active';
}

export function policySummaryView(s: CatalogueSnapshot, policy: PolicyRow, order: OrderRow, language: ApiLanguage, today: string): PolicySummary {
  const category = s.categories.find((c) => c.id === order.categoryId)!;
  const product = s.productById.get(order.productId)!;
  const broker = s.brokerById.get(order.brokerId)!;
  return {
    policyNumber: policy.policyNumber,
    orderNumber: order.orderNumber,
    status: policy.status,
    state: policyState(policy, today),
    categoryId: order.categoryId as PolicySummary['categoryId'],
    categoryName: pick(language, category),
    productId: product.id,
    productName: pick(language, product),
    planName: pick(language, s.planById.get(order.planId)!),
    insurerName: pick(language, s.insurers.get(product.insurerId)!),
    brokerName: pick(language, broker),
    brokerLogoUrl: broker.logoUrl,
    startDate: policy.startDate,
    endDate: policy.endDate,
    totalMinor: order.totalMinor,
    currency: order.currency,
    issuedAt: policy.issuedAt.toISOString(),
    cancelledOn: policy.cancelledOn,
  };
}

export function breakdownOf(order: OrderRow, paid: PaymentRow | undefined) {
  const walletMinor = paid?.walletMinor ?? 0;
  const giftCardMinor = paid?.giftCardMinor ?? 0;
  const cardMinor = paid?.cardMinor ?? 0;
  return {
    currency: order.currency,
    premiumMinor: order.premiumMinor,
    addOnsMinor: order.addOnsMinor,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
    walletMinor,
    giftCardMinor,
    cardMinor,
    dueMinor: order.totalMinor - walletMinor - giftCardMinor - cardMinor,
  };
}

export interface OrderBundle {
  order: OrderRow;
  quote: QuoteRow;
  latestPayment: PaymentRow | undefined;
  policy: PolicyRow | undefined;
}

export function orderView(s: CatalogueSnapshot, bundle: OrderBundle, language: ApiLanguage, today: string): Order {
  const { order, quote, latestPayment, policy } = bundle;
  const category = s.categories.find((c) => c.id === order.categoryId)!;
  const paid = latestPayment?.status === 'succeeded' ? latestPayment : undefined;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    quoteId: order.quoteId,
    offerId: order.offerId,
    categoryId: order.categoryId as Order['categoryId'],
    categoryName: pick(language, category),
    ...offeredParts(s, order, order.brokerId, language),
    addOns: order.addOns.map((a) => ({ addOnId: a.addOnId, name: pick(language, s.addOnById.get(a.addOnId)!), priceMinor: a.priceMinor })),
    policyholder: order.policyholder as Policyholder,
    insuredPersons: order.insuredPersons as InsuredPerson[],
    startDate: order.startDate,
    endDate: order.endDate,
    needsManualReview: order.needsManualReview,
    breakdown: breakdownOf(order, paid),
    payableUntil: quote.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    latestPayment: latestPayment ? paymentSummaryView(latestPayment) : null,
    policy: policy ? policySummaryView(s, policy, order, language, today) : null,
  };
}

export function paymentView(s: CatalogueSnapshot, payment: PaymentRow, bundle: OrderBundle, language: ApiLanguage, today: string, hint?: string): Payment {
  const order = orderView(s, bundle, language, today);
  return {
    ...paymentSummaryView(payment),
    ...(payment.status === 'challenge_required' && payment.challengeId
      ? { challenge: { challengeId: payment.challengeId, hint: hint ?? challengeHint(language) } }
      : {}),
    order,
    policy: payment.status === 'succeeded' ? order.policy : null,
  };
}

export const challengeHint = (language: ApiLanguage) =>
  language === 'ar' ? 'أدخل الرمز الذي أرسله البنك (في المحاكي: 123456).' : 'Enter the code your bank sent you (simulator: 123456).';

export function policyDetailBilingual(s: CatalogueSnapshot, order: OrderRow, risk: RiskDetails) {
  const category = s.categories.find((c) => c.id === order.categoryId)!;
  const product = s.productById.get(order.productId)!;
  const plan = s.planById.get(order.planId)!;
  const insurer = s.insurers.get(product.insurerId)!;
  const broker = s.brokerById.get(order.brokerId)!;
  return {
    categoryName: bilingual(category),
    productName: bilingual(product),
    planName: bilingual(plan),
    insurer: { insurerId: insurer.id, name: bilingual(insurer), logoUrl: insurer.logoUrl },
    broker: { brokerId: broker.id, name: bilingual(broker), logoUrl: broker.logoUrl, licenceCode: broker.licenceCode },
    coverages: coveragesFor(plan.coverages, risk).map((c) => ({ key: c.key, label: { en: c.labelEn, ar: c.labelAr }, limitMinor: c.limitMinor })),
    deductibleMinor: plan.deductibleMinor,
    addOns: order.addOns.map((a) => ({ addOnId: a.addOnId, name: bilingual(s.addOnById.get(a.addOnId)!), priceMinor: a.priceMinor })),
  };
}
