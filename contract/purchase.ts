import * as z from 'zod/mini';
import { twoLetters } from './letters-rule.ts';
import {
  bilingualTextSchema,
  categoryIdSchema,
  coverageSchema,
  currencySchema,
  isoDateSchema,
  isoDateTimeSchema,
  memberRelationSchema,
  minorAmountSchema,
  type RiskDetails,
  riskDetailsSchema,
  storedRiskDetailsSchema,
} from './catalogue.ts';
import { birthDateSchema } from './accounts.ts';
import { mobileNumberSchema, normalizeDigits } from './phone-number.ts';
import { renewalWindowSchema } from './policies.ts';
import { lineTextChecks } from './text-rules.ts';

/**
 * Quotes, orders, payments, policies, wallet, gift cards and notifications. Paths (relative to
 * `/{product}`) are in contract/endpoints.ts. Every answer's amounts are integer minor units (halalas)
 * with the ISO currency next to them. The server prices everything from the quote it stored: nothing
 * price-like a client sends is trusted (unknown fields of an order body are dropped, not used).
 *
 * Who: every call here needs a session whose user is a customer or a guest (401 `unauthorized` without
 * one). A guest needs a verified mobile number before `POST /orders` (403 `mobile_not_verified`).
 */

/**
 * Header that makes a state-changing call safe to repeat: `POST /orders` and `POST /orders/:n/payments`
 * require it (400 `validation_failed` without). The same key with the same body returns the first
 * answer again (even while the first is still running: the repeat waits for it); the same key with
 * another body is refused with 422 `idempotency_key_reused`. Keys are per customer; use a new random
 * key (a UUID) for each new intent, and the SAME key when retrying after a lost connection.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'An Idempotency-Key of 8 to 100 letters, digits, - or _.'));

const idSchema = z.string().check(z.minLength(1), z.maxLength(100));

// ---------------------------------------------------------------------------------------------------
// Quotes

/**
 * POST /quotes. `categoryId` must equal `risk.categoryId`; the broker must sell the category; a travel
 * departure must be today .. today + the category's startDateWindowDays (400 with `risk.departureDate`).
 */
export const createQuoteRequestSchema = z
  .strictObject({
    categoryId: categoryIdSchema,
    brokerId: idSchema,
    risk: riskDetailsSchema,
  })
  .check(
    z.refine((body) => body.categoryId === body.risk.categoryId, {
      message: 'The risk details are for another category.',
      path: ['risk', 'categoryId'],
    }),
  );
export type CreateQuoteRequest = z.infer<typeof createQuoteRequestSchema>;

export const brokerRefSchema = z.object({ brokerId: z.string(), name: z.string(), logoUrl: z.string(), licenceCode: z.string() });
export const insurerRefSchema = z.object({ insurerId: z.string(), name: z.string(), logoUrl: z.string() });

export const offerAddOnSchema = z.object({
  addOnId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price of this add-on for this offer, before tax. */
  priceMinor: minorAmountSchema,
});
export type OfferAddOn = z.infer<typeof offerAddOnSchema>;

export const offerSchema = z.object({
  offerId: z.string(),
  /** The spec's `productCategoryId`. */
  productId: z.string(),
  productName: z.string(),
  productImageUrl: z.string(),
  planId: z.string(),
  planName: z.string(),
  insurer: insurerRefSchema,
  broker: brokerRefSchema,
  /** Before tax, no add-ons. */
  premiumMinor: minorAmountSchema,
  /** Tax (VAT) on the premium alone. */
  taxMinor: minorAmountSchema,
  /** premiumMinor + taxMinor: what the plan costs with no add-ons. */
  totalMinor: minorAmountSchema,
  coverages: z.array(coverageSchema),
  deductibleMinor: minorAmountSchema,
  addOns: z.array(offerAddOnSchema),
  needsManualReview: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

export const quoteSchema = z.object({
  quoteId: z.string(),
  categoryId: categoryIdSchema,
  brokerId: z.string(),
  /** The risk details priced (echoed, so a reload can show them). */
  risk: riskDetailsSchema,
  currency: currencySchema,
  /** VAT in basis points (1500 = 15%), applied to premium and add-ons. */
  taxRateBasisPoints: z.int(),
  createdAt: isoDateTimeSchema,
  /** After this moment the quote cannot be ordered or paid (409 `quote_expired`): re-price it. */
  expiresAt: isoDateTimeSchema,
  /** Cheapest first. Empty when no plan covers the risk. */
  offers: z.array(offerSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteParamsSchema = z.strictObject({ quoteId: z.string().check(z.uuid()) });

// ---------------------------------------------------------------------------------------------------
// Orders

export const genders = ['male', 'female'] as const;
const personName = z.string().check(z.trim(), ...lineTextChecks(), z.minLength(1, 'Enter a name.'), z.maxLength(60, 'At most 60 characters.'), twoLetters());

export const policyholderSchema = z.object({
  firstName: personName,
  middleName: z.optional(z.string().check(z.trim(), ...lineTextChecks(), z.maxLength(60))),
  lastName: personName,
  /** 1900-01-01 .. today (contract/accounts.ts); the server also wants 18 or older. */
  dateOfBirth: birthDateSchema,
  gender: z.enum(genders),
  /** E.164 (contract/phone-number.ts; the server checks every digit). */
  mobileNumber: mobileNumberSchema,
  emailAddress: z.string().check(z.trim(), ...lineTextChecks(), z.maxLength(254), z.email('Enter a valid email address.')),
  /** National ID or iqama number, 10 digits (Arabic-Indic digits, spaces and hyphens as typed or pasted are normalised first). */
  nationalId: z.string().check(
    ...lineTextChecks(),
    z.overwrite((text) => normalizeDigits(text).replace(/[\s-]/g, '')),
    z.regex(/^\d{10}$/, 'Enter the 10-digit national ID or iqama number.'),
  ),
});
export type Policyholder = z.infer<typeof policyholderSchema>;

export const insuredPersonSchema = z.object({
  firstName: personName,
  lastName: personName,
  dateOfBirth: birthDateSchema,
  gender: z.enum(genders),
  relation: memberRelationSchema,
});
export type InsuredPerson = z.infer<typeof insuredPersonSchema>;

/** Full years of someone born on dateOfBirth, on the day `on` (both `YYYY-MM-DD`; born 29 February: a year older on 1 March). */
export function ageOn(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

export interface InsuredAgeMismatch {
  /** Index in insuredPersons (a traveller: the policyholder first; a member: the policyholder first when a member). */
  index: number;
  /** The age on the start date. */
  age: number;
  quotedAge: number;
  /** Who was priced: a traveller (travel) or a member (health). */
  kind: 'traveller' | 'member';
}

/**
 * The ages the price was quoted for, one per insured person in the order's order, and the day they
 * are counted on; null when the price does not depend on who is insured. A trip: each traveller's age
 * (the policyholder first) on the departure date. Health: the policyholder's age when a member
 * (`self`), then the other members' in the order given, on the policy's start date.
 */
export function quotedAges(risk: RiskDetails, startDate: string): { ages: number[]; on: string; kind: InsuredAgeMismatch['kind'] } | null {
  if (risk.categoryId === 'travel') return { ages: risk.travellerAges, on: risk.departureDate, kind: 'traveller' };
  if (risk.categoryId === 'health') {
    const self = risk.members.filter((member) => member.relation === 'self');
    const others = risk.members.filter((member) => member.relation !== 'self');
    return { ages: [...self, ...others].map((member) => member.age), on: startDate, kind: 'member' };
  }
  return null;
}

/**
 * The insured persons whose date of birth does not fit the ages the price was quoted for (quotedAges):
 * each must be that age on the start date, or on the day of ordering (a birthday between the two does
 * not make the price wrong).
 */
export function insuredAgeMismatches(risk: RiskDetails, insuredPersons: readonly Pick<InsuredPerson, 'dateOfBirth'>[], startDate: string, today: string): InsuredAgeMismatch[] {
  const quoted = quotedAges(risk, startDate);
  if (!quoted) return [];
  const mismatches: InsuredAgeMismatch[] = [];
  insuredPersons.forEach((person, index) => {
    const quotedAge = quoted.ages[index];
    if (quotedAge === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(person.dateOfBirth)) return;
    const age = ageOn(person.dateOfBirth, quoted.on);
    if (age !== quotedAge && ageOn(person.dateOfBirth, today) !== quotedAge) mismatches.push({ index, age, quotedAge, kind: quoted.kind });
  });
  return mismatches;
}

/** The server's words for a mismatch (the wizard says the same in the reader's language). */
export const insuredAgeMismatchMessage = ({ age, quotedAge, kind }: InsuredAgeMismatch) =>
  `This ${kind} is ${age} on the start date, but the price was quoted for ${quotedAge}. Change the date of birth or go back and change the ages.`;

/**
 * POST /orders (header Idempotency-Key). The server prices from the quote: unknown fields (a
 * `premiumMinor`, `totalMinor`, …) are dropped and never used. Checks: the quote is the caller's and
 * not expired (409 `quote_expired`), the offer is in it, the add-ons belong to the offer, the start
 * date is within the category's window (today .. today + startDateWindowDays; a travel policy starts
 * on the departure date and ends on the return date), and insured persons: travel one per traveller,
 * health one per member, other categories exactly one. A policyholder is at least 18. A traveller's
 * or member's date of birth must give the age the price was quoted for (400 `insured_age_mismatch`, the
 * field `insuredPersons.N.dateOfBirth` named: see insuredAgeMismatches).
 * One order per quote: ordering the same quote again (new key) while its order is unpaid updates that
 * order (same orderNumber); once paid it is refused (409 `order_already_paid`).
 */
export const createOrderRequestSchema = z.object({
  quoteId: z.string().check(z.uuid()),
  offerId: idSchema,
  addOnIds: z.array(idSchema).check(z.maxLength(10)),
  policyholder: policyholderSchema,
  insuredPersons: z.array(insuredPersonSchema).check(z.minLength(1), z.maxLength(9)),
  startDate: isoDateSchema,
  acceptTerms: z.literal(true, 'Accept the terms to continue.'),
  /**
   * A renewal: the policy renewed (the caller's, within its renewal window: 409 `renewal_closed`; not
   * cancelled: 409 `policy_cancelled`; not renewed yet: 409 `policy_already_renewed`). The start date must then
   * be the day after the old policy ends (today once it has ended); a trip must not start before it.
   */
  renewsPolicyNumber: z.optional(z.string().check(z.regex(/^POL-[0-9A-Z-]{4,40}$/))),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const orderStatuses = ['awaiting_payment', 'issued', 'pending_review'] as const;
export const orderStatusSchema = z.enum(orderStatuses);

/**
 * What the customer pays. premium + addOns + tax = total; total - wallet - giftCard - card = due
 * (wallet/giftCard/card: what succeeded payments took from each; due: what is still to pay).
 */
export const breakdownSchema = z.object({
  currency: currencySchema,
  premiumMinor: minorAmountSchema,
  addOnsMinor: minorAmountSchema,
  taxMinor: minorAmountSchema,
  totalMinor: minorAmountSchema,
  walletMinor: minorAmountSchema,
  giftCardMinor: minorAmountSchema,
  cardMinor: minorAmountSchema,
  dueMinor: minorAmountSchema,
});
export type Breakdown = z.infer<typeof breakdownSchema>;

export const paymentStatuses = ['pending', 'challenge_required', 'succeeded', 'declined'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export const declineReasons = ['card_declined', 'insufficient_funds', 'expired_card', 'challenge_failed', 'gateway_error'] as const;

export const paymentSummarySchema = z.object({
  paymentId: z.string(),
  status: paymentStatusSchema,
  declineReason: z.optional(z.enum(declineReasons)),
  walletMinor: minorAmountSchema,
  giftCardMinor: minorAmountSchema,
  cardMinor: minorAmountSchema,
  /** Only the last four digits are ever kept. */
  cardLast4: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  /** `INV-2026-000123`, the tax invoice and receipt number: only on a payment that succeeded. */
  invoiceNumber: z.optional(z.string()),
  /** When the invoice was issued (the payment's success). */
  invoicedAt: z.optional(isoDateTimeSchema),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const policyStatuses = ['issued', 'pending_review'] as const;
export const policyStatusSchema = z.enum(policyStatuses);
/** How a policy is listed: pending (under review), active (issued, not ended yet), expired (ended), cancelled (from its cancellation's day; listed under all). */
export const policyStates = ['active', 'expired', 'pending', 'cancelled'] as const;
export const policyStateSchema = z.enum(policyStates);

export const policySummarySchema = z.object({
  policyNumber: z.string(),
  orderNumber: z.string(),
  status: policyStatusSchema,
  state: policyStateSchema,
  categoryId: categoryIdSchema,
  categoryName: z.string(),
  productId: z.string(),
  productName: z.string(),
  planName: z.string(),
  insurerName: z.string(),
  brokerName: z.string(),
  brokerLogoUrl: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  totalMinor: minorAmountSchema,
  currency: currencySchema,
  issuedAt: isoDateTimeSchema,
  /** An approved cancellation's day: the policy stays active until then ("cancellation effective on …"). */
  cancelledOn: z.nullable(isoDateSchema),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

export const orderSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  quoteId: z.string(),
  offerId: z.string(),
  categoryId: categoryIdSchema,
  categoryName: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImageUrl: z.string(),
  planId: z.string(),
  planName: z.string(),
  insurer: insurerRefSchema,
  broker: brokerRefSchema,
  addOns: z.array(z.object({ addOnId: z.string(), name: z.string(), priceMinor: minorAmountSchema })),
  policyholder: policyholderSchema,
  insuredPersons: z.array(insuredPersonSchema),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  needsManualReview: z.boolean(),
  breakdown: breakdownSchema,
  /** The quote's expiry: an unpaid order cannot be paid after it (409 `quote_expired`). */
  payableUntil: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  /** The newest payment attempt, if any: what a client reads after a lost connection. */
  latestPayment: z.nullable(paymentSummarySchema),
  policy: z.nullable(policySummarySchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderParamsSchema = z.strictObject({ orderNumber: z.string().check(z.regex(/^ORD-[0-9A-Z-]{4,40}$/)) });

// ---------------------------------------------------------------------------------------------------
// Payments

export const cardSchema = z.strictObject({
  /** 12 to 19 digits, spaces allowed. Never stored: only the last four digits are kept. */
  number: z.string().check(z.regex(/^[0-9 ]{12,23}$/, 'Enter the card number.')),
  expiryMonth: z.int().check(z.minimum(1), z.maximum(12)),
  expiryYear: z.int().check(z.minimum(2000), z.maximum(2100)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.')),
  holderName: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(2), z.maxLength(80)),
});
export type CardDetails = z.infer<typeof cardSchema>;

/**
 * POST /orders/:orderNumber/payments (header Idempotency-Key). Applied in this order: the gift card
 * (its balance, up to what is due), then the wallet (up to walletAmountMinor, never more than the
 * balance or what is still due: 422 `insufficient_balance` when the wallet cannot cover the amount asked),
 * then the card for the rest (422 `card_required` when something is left and no card was given).
 * Wallet and gift card are held while the card is charged and given back if the card is declined.
 * An order has at most one payment in flight (409 `payment_in_progress`) and is paid once
 * (409 `order_already_paid`).
 *
 * Simulated gateway test cards (any future expiry, any CVC): 4242 4242 4242 4242 succeeds;
 * 4000 0000 0000 0002 is declined (card_declined); 4000 0000 0000 9995 is declined (insufficient_funds);
 * 4000 0000 0000 3220 asks for a challenge whose code is 123456.
 */
export const createPaymentRequestSchema = z.strictObject({
  walletAmountMinor: z.optional(minorAmountSchema),
  giftCardSerial: z.optional(z.string().check(z.trim(), z.toUpperCase(), ...lineTextChecks(), z.regex(/^[A-Z0-9-]{4,40}$/, 'Enter the gift card serial.'))),
  card: z.optional(cardSchema),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const paymentSchema = z.object({
  paymentId: z.string(),
  status: paymentStatusSchema,
  declineReason: z.optional(z.enum(declineReasons)),
  /** Present while status is challenge_required: answer with POST /payments/:paymentId/challenge. */
  challenge: z.optional(z.object({ challengeId: z.string(), hint: z.string() })),
  walletMinor: minorAmountSchema,
  giftCardMinor: minorAmountSchema,
  cardMinor: minorAmountSchema,
  cardLast4: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  order: orderSchema,
  /** Once the payment succeeded. */
  policy: z.nullable(policySummarySchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentParamsSchema = z.strictObject({ paymentId: z.string().check(z.uuid()) });

/**
 * POST /payments/:paymentId/challenge. A wrong code declines the payment (challenge_failed); so does
 * leaving it unanswered for 30 minutes (what it held from wallet and gift card is given back).
 */
export const paymentChallengeRequestSchema = z.strictObject({
  code: z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'Enter the code.')),
});

// ---------------------------------------------------------------------------------------------------
// Policies

export const policiesFilters = ['active', 'expired', 'pending', 'all'] as const;
export const policiesQuerySchema = z.strictObject({ filter: z.optional(z.enum(policiesFilters)) });
export const policiesResponseSchema = z.object({ policies: z.array(policySummarySchema) });
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;

export const policyParamsSchema = z.strictObject({ policyNumber: z.string().check(z.regex(/^POL-[0-9A-Z-]{4,40}$/)) });

/** GET /policies/:policyNumber: everything a certificate needs, names in both languages. */
export const policyDetailSchema = z.object({
  policyNumber: z.string(),
  orderNumber: z.string(),
  status: policyStatusSchema,
  state: policyStateSchema,
  categoryId: categoryIdSchema,
  categoryName: bilingualTextSchema,
  productId: z.string(),
  productName: bilingualTextSchema,
  planId: z.string(),
  planName: bilingualTextSchema,
  insurer: z.object({ insurerId: z.string(), name: bilingualTextSchema, logoUrl: z.string() }),
  broker: z.object({ brokerId: z.string(), name: bilingualTextSchema, logoUrl: z.string(), licenceCode: z.string() }),
  coverages: z.array(z.object({ key: z.string(), label: bilingualTextSchema, limitMinor: z.nullable(z.int()) })),
  deductibleMinor: minorAmountSchema,
  addOns: z.array(z.object({ addOnId: z.string(), name: bilingualTextSchema, priceMinor: minorAmountSchema })),
  policyholder: policyholderSchema,
  insuredPersons: z.array(insuredPersonSchema),
  /** As bought: older policies may lack the fields asked since (storedRiskDetailsSchema). */
  risk: storedRiskDetailsSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  issuedAt: isoDateTimeSchema,
  /** An approved cancellation's day: the policy stays active until then. */
  cancelledOn: z.nullable(isoDateSchema),
  breakdown: breakdownSchema,
  /** The payment that paid for it (the receipt), null while none succeeded. */
  payment: z.nullable(paymentSummarySchema),
  /** Whether Renew is offered today and the days it is offered (the server's rules). */
  renewal: renewalWindowSchema,
  /** The policy this one renews, if it is a renewal. */
  renewsPolicyNumber: z.nullable(z.string()),
  /** The policy that renewed this one, once paid for. */
  renewedByPolicyNumber: z.nullable(z.string()),
});
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

/** GET /policies/:policyNumber/renewal: what a renewal purchase starts from (the client re-quotes it). */
export const renewalResponseSchema = z.object({
  fromPolicyNumber: z.string(),
  categoryId: categoryIdSchema,
  brokerId: z.string(),
  productId: z.string(),
  planId: z.string(),
  addOnIds: z.array(z.string()),
  /**
   * The old risk details (an older policy may lack the fields asked since: the wizard asks them); ages are moved on by the years passed; a trip is moved to start on
   * suggestedStartDate, same length (the wizard asks for the dates again, prefilled with these).
   */
  risk: storedRiskDetailsSchema,
  policyholder: policyholderSchema,
  insuredPersons: z.array(insuredPersonSchema),
  /** The day after the old policy ends, or today when it has ended: the only start the server accepts (a trip may start later). */
  suggestedStartDate: isoDateSchema,
  /** The old policy's period (the wizard explains the fixed start date with it). */
  previousStartDate: isoDateSchema,
  previousEndDate: isoDateSchema,
});
export type RenewalResponse = z.infer<typeof renewalResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Wallet, gift cards, notifications

export const walletTransactionSchema = z.object({
  transactionId: z.string(),
  kind: z.enum(['credit', 'payment', 'refund', 'gift_card']),
  /** Signed: positive adds to the balance, negative takes from it. */
  amountMinor: z.int(),
  balanceAfterMinor: minorAmountSchema,
  description: z.string(),
  orderNumber: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** GET /wallet: the balance and the newest 50 transactions, newest first. */
export const walletResponseSchema = z.object({
  balanceMinor: minorAmountSchema,
  currency: currencySchema,
  transactions: z.array(walletTransactionSchema),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const notificationSchema = z.object({
  notificationId: z.string(),
  kind: z.enum(['policy_issued', 'policy_pending_review', 'payment_declined', 'wallet_credit', 'policy_request_approved', 'policy_request_rejected', 'renewal_reminder', 'claim_update']),
  /** In the request's language. */
  title: z.string(),
  body: z.string(),
  policyNumber: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  readAt: z.nullable(isoDateTimeSchema),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: the customer's, newest first (at most 100). */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationParamsSchema = z.strictObject({ notificationId: z.string().check(z.uuid()) });

/** Body of the POSTs that take none (`{}`). */
export const emptyBodySchema = z.strictObject({});

/** POST /dev/wallet/credit (development only, same switch as the dev outbox): credit the caller's wallet. */
export const devWalletCreditRequestSchema = z.strictObject({
  amountMinor: z.int().check(z.minimum(1), z.maximum(10_000_000)),
});
