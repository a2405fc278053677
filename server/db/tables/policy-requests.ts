// After the sale: a customer's requests on a policy (cancellation, broker change), their audit trail,
// the policy's broker changes, and the cancellation rules (as data, seeded). Amounts are integer minor
// units, dates `YYYY-MM-DD` (the server's UTC calendar).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { policies } from './purchase.ts';
import { uuidKey, createdAt, timestamps } from './columns.ts';


export const policyRequests = pgTable(
  'policy_requests',
  {
    id: uuidKey(),
    /** What people read and type (the back-office script): `PR-` + date + random. */
    requestNumber: text('request_number').notNull().unique(),
    kind: text('kind', { enum: ['cancellation', 'broker_change'] }).notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    policyNumber: text('policy_number').notNull(),
    /** The customer who asked (an owner of the policy). */
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] }).notNull(),
    reasonCode: text('reason_code').notNull(),
    reasonText: text('reason_text'),
    /** Cancellation: the day the cover ends (chosen). Broker change: the day of approval (set then). */
    effectiveDate: date('effective_date', { mode: 'string' }),
    /** The broker of the policy when the request was made, and (broker change) the one asked for. */
    fromBrokerId: text('from_broker_id').notNull(),
    toBrokerId: text('to_broker_id'),
    /** Broker change: when the customer accepted the consent text. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    // Cancellation refund, priced when the request was made (the customer confirmed these figures).
    currency: text('currency'),
    paidMinor: integer('paid_minor'),
    grossRefundMinor: integer('gross_refund_minor'),
    feeMinor: integer('fee_minor'),
    refundMinor: integer('refund_minor'),
    unusedDays: integer('unused_days'),
    totalDays: integer('total_days'),
    coolingOff: boolean('cooling_off'),
    refundDestination: text('refund_destination', { enum: ['wallet', 'card'] }),
    /** Of refundMinor: what goes back to the card (the rest, if any, to the wallet). */
    cardRefundMinor: integer('card_refund_minor'),
    /** none (nothing to pay back yet), credited (done), card_failed_to_wallet (the gateway refused; the wallet got it). */
    refundStatus: text('refund_status', { enum: ['none', 'credited', 'card_failed_to_wallet'] }).notNull().default('none'),
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    ...timestamps(),
  },
  (table) => [
    index('policy_requests_policy_idx').on(table.policyId, table.createdAt),
    index('policy_requests_status_idx').on(table.status, table.createdAt),
    // At most one open request per policy, whatever its kind: the second of two concurrent requests
    // fails on this index (409 request_open) instead of both being accepted.
    uniqueIndex('policy_requests_one_open_per_policy_uq').on(table.policyId).where(sql`status = 'pending'`),
    check(
      'policy_requests_amounts_non_negative',
      sql`coalesce(refund_minor, 0) >= 0 and coalesce(fee_minor, 0) >= 0 and coalesce(card_refund_minor, 0) >= 0`,
    ),
  ],
);

/** Every transition of a request: who (user and role), when, from which status to which. */
export const policyRequestEvents = pgTable(
  'policy_request_events',
  {
    id: uuidKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => policyRequests.id),
    /** Null when the system decided (the development auto-decide switch). */
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role', { enum: ['customer', 'staff', 'broker', 'system'] }).notNull(),
    /** Null for the creation. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('policy_request_events_request_idx').on(table.requestId, table.at)],
);

/** A policy's broker from `effectiveDate` on (the first broker is the order's; rows are the changes). */
export const policyBrokerChanges = pgTable(
  'policy_broker_changes',
  {
    id: uuidKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    fromBrokerId: text('from_broker_id').notNull(),
    toBrokerId: text('to_broker_id').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    requestId: uuid('request_id')
      .notNull()
      .unique()
      .references(() => policyRequests.id),
    createdAt: createdAt(),
  },
  (table) => [index('policy_broker_changes_policy_idx').on(table.policyId, table.effectiveDate)],
);

/**
 * How a cancellation is priced, per category (a row with a null category is the default): the refund
 * is the paid total pro rata on the unused days, minus `feeFlatMinor` + `feeBasisPoints` of that
 * pro-rata amount (capped at `feeMaxMinor` when set, never more than the refund), and no fee at all
 * when the request is made within `coolingOffDays` of the purchase.
 */
export const cancellationRules = pgTable('cancellation_rules', {
  id: text('id').primaryKey(),
  categoryId: text('category_id').unique(),
  coolingOffDays: integer('cooling_off_days').notNull(),
  feeFlatMinor: integer('fee_flat_minor').notNull(),
  feeBasisPoints: integer('fee_basis_points').notNull(),
  feeMaxMinor: integer('fee_max_minor'),
});
