import * as z from 'zod/mini';
import { currencySchema, isoDateSchema, isoDateTimeSchema, minorAmountSchema } from './scalars.ts';
import { brokerChangeReasons, cancellationReasons } from './policy-request-reasons.ts';
import { freeTextChecks, lineTextChecks } from './text-rules.ts';

/**
 * Requests on a policy after the sale: a cancellation (with a refund priced by the server) or a
 * change of broker. Rules held by the server: only an owner of the policy may ask (another
 * customer's policy answers 404 `not_found`); never on a cancelled policy (422 `policy_cancelled`)
 * or an expired one (422 `policy_expired`); at most one open (pending) request per policy (409
 * `request_open`). A pending request is approved or rejected by the back office, or withdrawn by the
 * customer; once decided it cannot change (409 `request_not_pending`). Every transition is audited.
 */

export { brokerChangeReasons, cancellationReasons };
export const policyRequestKinds = ['cancellation', 'broker_change'] as const;
export const policyRequestStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const refundDestinations = ['wallet', 'card'] as const;

export const policyRequestKindSchema = z.enum(policyRequestKinds);
export const policyRequestStatusSchema = z.enum(policyRequestStatuses);
export const refundDestinationSchema = z.enum(refundDestinations);

/** Free text of a reason: optional, except that `other` needs it (checked by the server: `reasonText`). */
const reasonTextSchema = z.optional(z.string().check(z.trim(), ...freeTextChecks(), z.maxLength(500, 'At most 500 characters.')));

export const policyNumberParamsSchema = z.object({ policyNumber: z.string().check(...lineTextChecks(), z.minLength(1), z.maxLength(60)) });
export const requestIdParamsSchema = z.object({ requestId: z.string().check(...lineTextChecks(), z.minLength(1), z.maxLength(60)) });

// ---------------------------------------------------------------------------------------------------
// Cancellation

/** GET /policies/:policyNumber/cancellation/estimate?effectiveDate=YYYY-MM-DD (no date: the earliest). */
export const cancellationEstimateQuerySchema = z.object({ effectiveDate: z.optional(isoDateSchema) });

export const refundOptionSchema = z.object({
  destination: refundDestinationSchema,
  /** Card: the last four digits of the card that paid. */
  cardLast4: z.nullable(z.string()),
  /** What this destination would receive; with `card`, what the card cannot take goes to the wallet. */
  cardMinor: minorAmountSchema,
  walletMinor: minorAmountSchema,
});
export type RefundOption = z.infer<typeof refundOptionSchema>;

export const cancellationEstimateSchema = z.object({
  policyNumber: z.string(),
  effectiveDate: isoDateSchema,
  /** The dates a cancellation may take effect: today (or the start) .. the policy's last day. */
  earliestDate: isoDateSchema,
  latestDate: isoDateSchema,
  currency: currencySchema,
  /** What was paid for the policy (wallet, gift card and card together). */
  paidMinor: minorAmountSchema,
  totalDays: z.int(),
  unusedDays: z.int(),
  /** paidMinor pro rata on the unused days. */
  grossRefundMinor: minorAmountSchema,
  feeMinor: minorAmountSchema,
  /** grossRefundMinor - feeMinor: what the customer gets back. */
  refundMinor: minorAmountSchema,
  /** Asked within the cooling-off period: no fee. */
  coolingOff: z.boolean(),
  coolingOffDays: z.int(),
  /** The last day of the cooling-off period. */
  coolingOffEndsOn: isoDateSchema,
  options: z.array(refundOptionSchema),
});
export type CancellationEstimate = z.infer<typeof cancellationEstimateSchema>;

/**
 * POST /policies/:policyNumber/requests/cancellation. `refundMinor` is the refund the customer saw and
 * confirmed: when the server's price differs (the estimate changed since), 409 `estimate_changed`.
 */
export const cancellationRequestBodySchema = z.strictObject({
  reasonCode: z.enum(cancellationReasons),
  reasonText: reasonTextSchema,
  effectiveDate: isoDateSchema,
  refundDestination: refundDestinationSchema,
  refundMinor: minorAmountSchema,
});
export type CancellationRequestBody = z.infer<typeof cancellationRequestBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Broker change

export const brokerChoiceSchema = z.object({
  brokerId: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  licenceCode: z.string(),
  /** 0.0 .. 5.0 in tenths (45 = 4.5). */
  ratingTenths: z.int(),
});
export type BrokerChoice = z.infer<typeof brokerChoiceSchema>;

/** GET /policies/:policyNumber/broker-change/options: the current broker and those who sell the product. */
export const brokerChangeOptionsSchema = z.object({
  policyNumber: z.string(),
  currentBroker: brokerChoiceSchema,
  brokers: z.array(brokerChoiceSchema),
});
export type BrokerChangeOptions = z.infer<typeof brokerChangeOptionsSchema>;

/** POST /policies/:policyNumber/requests/broker-change: `consent` must be true (the customer accepted the consent text). */
export const brokerChangeRequestBodySchema = z.strictObject({
  toBrokerId: z.string().check(z.minLength(1), z.maxLength(100)),
  reasonCode: z.enum(brokerChangeReasons),
  reasonText: reasonTextSchema,
  consent: z.literal(true),
});
export type BrokerChangeRequestBody = z.infer<typeof brokerChangeRequestBodySchema>;

// ---------------------------------------------------------------------------------------------------
// A request as the customer (and the back office) sees it

export const brokerRefSchema = z.object({ brokerId: z.string(), name: z.string(), logoUrl: z.string(), licenceCode: z.string() });

export const policyRequestEventSchema = z.object({
  at: isoDateTimeSchema,
  actorRole: z.enum(['customer', 'staff', 'broker', 'system']),
  fromStatus: z.nullable(policyRequestStatusSchema),
  toStatus: policyRequestStatusSchema,
  note: z.nullable(z.string()),
});

export const policyRequestSchema = z.object({
  requestId: z.string(),
  requestNumber: z.string(),
  kind: policyRequestKindSchema,
  policyNumber: z.string(),
  status: policyRequestStatusSchema,
  reasonCode: z.string(),
  reasonText: z.nullable(z.string()),
  /** Cancellation: the chosen day. Broker change: the day it was approved (null before). */
  effectiveDate: z.nullable(isoDateSchema),
  fromBroker: brokerRefSchema,
  toBroker: z.nullable(brokerRefSchema),
  /** Cancellation only (null for a broker change). */
  refund: z.nullable(
    z.object({
      currency: currencySchema,
      paidMinor: minorAmountSchema,
      grossRefundMinor: minorAmountSchema,
      feeMinor: minorAmountSchema,
      refundMinor: minorAmountSchema,
      unusedDays: z.int(),
      totalDays: z.int(),
      coolingOff: z.boolean(),
      destination: refundDestinationSchema,
      cardMinor: minorAmountSchema,
      walletMinor: minorAmountSchema,
      /** none until approved; credited once paid back; card_failed_to_wallet when the card could not take it. */
      status: z.enum(['none', 'credited', 'card_failed_to_wallet']),
      refundedAt: z.nullable(isoDateTimeSchema),
    }),
  ),
  decisionNote: z.nullable(z.string()),
  decidedAt: z.nullable(isoDateTimeSchema),
  createdAt: isoDateTimeSchema,
  events: z.array(policyRequestEventSchema),
});
export type PolicyRequest = z.infer<typeof policyRequestSchema>;

export const brokerPeriodSchema = z.object({
  broker: brokerRefSchema,
  fromDate: isoDateSchema,
  /** Null: still the broker. */
  toDate: z.nullable(isoDateSchema),
});
export type BrokerPeriod = z.infer<typeof brokerPeriodSchema>;

/** GET /policies/:policyNumber/requests: every request on the policy (newest first) and its broker history. */
export const policyRequestsResponseSchema = z.object({
  policyNumber: z.string(),
  /** The day a cancellation takes (or took) effect, once approved. */
  cancelledOn: z.nullable(isoDateSchema),
  currentBroker: brokerRefSchema,
  brokerHistory: z.array(brokerPeriodSchema),
  requests: z.array(policyRequestSchema),
});
export type PolicyRequestsResponse = z.infer<typeof policyRequestsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Back office (backend users: staff decide; a broker sees requests on the policies it sells)

export const backofficeRequestsQuerySchema = z.object({
  status: z.optional(policyRequestStatusSchema),
  kind: z.optional(policyRequestKindSchema),
});

export const backofficeRequestSchema = z.extend(policyRequestSchema, {
  customerName: z.string(),
});
export type BackofficeRequest = z.infer<typeof backofficeRequestSchema>;

export const backofficeRequestsResponseSchema = z.object({ requests: z.array(backofficeRequestSchema) });

export const approveBodySchema = z.strictObject({ note: z.optional(z.string().check(z.trim(), ...freeTextChecks(), z.maxLength(500))) });
export const rejectBodySchema = z.strictObject({ reason: z.string().check(z.trim(), ...freeTextChecks(), z.minLength(1, 'Say why.'), z.maxLength(500)) });
export const emptyBodySchema = z.strictObject({});
