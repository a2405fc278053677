// Catalogue and purchase: reference data (categories, insurers, brokers, products, plans,
// add-ons, pricing rules as data) and the customer's quotes, orders, payments, policies, wallet,
// gift cards and notifications. Amounts are integer minor units (bigint-free: integers up to 2^31-1
// halalas, i.e. 21 million SAR, which every limit of the catalogue stays under).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt, updatedAt, timestamps, names, descriptions } from './columns.ts';


// ---------------------------------------------------------------------------------------------------
// Catalogue (seeded; see server/catalogue/catalogue-seed.ts)

export const catalogueCategories = pgTable('catalogue_categories', {
  id: text('id').primaryKey(),
  ...names(),
  ...descriptions(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** The policy start date must be within today .. today + this many days. */
  startDateWindowDays: integer('start_date_window_days').notNull(),
  insuresSeveralPeople: boolean('insures_several_people').notNull(),
});

/**
 * One pricing rule per category, as data: the pricing engine (server/purchase/pricing.ts) reads
 * `rule` (rates, factors, bands; shape per category in pricing.ts), the tax rate, the currency and
 * how long a quote stays valid.
 */
export const pricingRules = pgTable('pricing_rules', {
  categoryId: text('category_id')
    .primaryKey()
    .references(() => catalogueCategories.id),
  currency: text('currency').notNull(),
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
  quoteValiditySeconds: integer('quote_validity_seconds').notNull(),
  rule: jsonb('rule').notNull(),
});

export const insurers = pgTable('insurers', {
  id: text('id').primaryKey(),
  ...names(),
  logoUrl: text('logo_url').notNull(),
});

export const brokers = pgTable('brokers', {
  id: text('id').primaryKey(),
  ...names(),
  logoUrl: text('logo_url').notNull(),
  licenceCode: text('licence_code').notNull().unique(),
  /** Rating in tenths (45 = 4.5 of 5). */
  ratingTenths: integer('rating_tenths').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const brokerCategories = pgTable(
  'broker_categories',
  {
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => catalogueCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.brokerId, table.categoryId] })],
);

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => catalogueCategories.id),
  insurerId: text('insurer_id')
    .notNull()
    .references(() => insurers.id),
  ...names(),
  ...descriptions(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A coverage of a plan: its label in both languages and its limit (null: no money limit). */
export interface CoverageRow {
  key: string;
  labelEn: string;
  labelAr: string;
  limitMinor: number | null;
  /** A cover of one part of a home ('building' or 'contents'): listed only when the risk insures that part. */
  insures?: 'building' | 'contents';
}

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  ...names(),
  coverages: jsonb('coverages').$type<CoverageRow[]>().notNull(),
  deductibleMinor: integer('deductible_minor').notNull(),
  needsManualReview: boolean('needs_manual_review').notNull(),
  /** Multiplier on the category's base premium, basis points (10000 = 1.0). */
  priceFactorBasisPoints: integer('price_factor_basis_points').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const addOns = pgTable('add_ons', {
  id: text('id').primaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  ...names(),
  ...descriptions(),
  /** flat: value in minor units; percentOfPremium: value in basis points of the plan premium. */
  pricingKind: text('pricing_kind', { enum: ['flat', 'percentOfPremium'] }).notNull(),
  pricingValue: integer('pricing_value').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Purchase

/** A priced offer as stored with its quote (names are looked up from the catalogue when answering). */
export interface StoredOffer {
  offerId: string;
  productId: string;
  planId: string;
  premiumMinor: number;
  taxMinor: number;
  addOns: { addOnId: string; priceMinor: number }[];
}

export const quotes = pgTable(
  'quotes',
  {
    id: uuidKey(),
    userId: uuid('user_id').notNull(),
    categoryId: text('category_id').notNull(),
    brokerId: text('broker_id').notNull(),
    risk: jsonb('risk').notNull(),
    currency: text('currency').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    offers: jsonb('offers').$type<StoredOffer[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('quotes_user_idx').on(table.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuidKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id').notNull(),
    /** One order per quote: a second tab or a retry with a new key finds this row. */
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id),
    offerId: text('offer_id').notNull(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    planId: text('plan_id').notNull(),
    brokerId: text('broker_id').notNull(),
    addOns: jsonb('add_ons').$type<{ addOnId: string; priceMinor: number }[]>().notNull(),
    policyholder: jsonb('policyholder').notNull(),
    insuredPersons: jsonb('insured_persons').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    premiumMinor: integer('premium_minor').notNull(),
    addOnsMinor: integer('add_ons_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    needsManualReview: boolean('needs_manual_review').notNull(),
    status: text('status', { enum: ['awaiting_payment', 'issued', 'pending_review'] }).notNull(),
    /** A renewal: the policy it renews (checked against the renewal rules when ordered and paid). */
    renewsPolicyNumber: text('renews_policy_number'),
    /** The language the customer bought in: the messages about the policy (email, SMS) are written in it. */
    language: text('language', { enum: ['en', 'ar'] }).notNull().default('en'),
    ...timestamps(),
  },
  (table) => [index('orders_user_idx').on(table.userId), index('orders_renews_policy_idx').on(table.renewsPolicyNumber)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuidKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: ['pending', 'challenge_required', 'succeeded', 'declined'] }).notNull(),
    declineReason: text('decline_reason'),
    walletMinor: integer('wallet_minor').notNull(),
    giftCardMinor: integer('gift_card_minor').notNull(),
    cardMinor: integer('card_minor').notNull(),
    giftCardSerial: text('gift_card_serial'),
    /** Only ever the last four digits. */
    cardLast4: text('card_last4'),
    gatewayReference: text('gateway_reference'),
    challengeId: text('challenge_id'),
    /** `INV-2026-000123`: the tax invoice (and receipt) number, given when the payment succeeds, sequential per year. */
    invoiceNumber: text('invoice_number'),
    /** When the invoice was issued (the moment the payment succeeded). */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    uniqueIndex('payments_invoice_number_uq').on(table.invoiceNumber),
    // At most one payment in flight or succeeded per order: the second of two concurrent payments
    // (two tabs, two keys) fails on this index instead of charging twice.
    uniqueIndex('payments_one_live_per_order_uq')
      .on(table.orderId)
      .where(sql`status in ('pending', 'challenge_required', 'succeeded')`),
    check('payments_amounts_non_negative', sql`wallet_minor >= 0 and gift_card_minor >= 0 and card_minor >= 0`),
  ],
);

/** The last invoice number given in each calendar year (UTC): invoice numbers run 1, 2, 3... per year. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const policies = pgTable(
  'policies',
  {
    id: uuidKey(),
    policyNumber: text('policy_number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: ['issued', 'pending_review'] }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Set when a cancellation is approved: the first day without cover (the policy is cancelled from then). */
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    /** A renewal: the policy it renews. A policy is renewed at most once (the index). */
    renewsPolicyNumber: text('renews_policy_number'),
  },
  (table) => [
    index('policies_user_idx').on(table.userId),
    uniqueIndex('policies_renews_policy_uq').on(table.renewsPolicyNumber).where(sql`renews_policy_number is not null`),
  ],
);

/**
 * Idempotency keys of state-changing calls, per user and scope (`orders`, `payments:<orderNumber>`):
 * the SHA-256 of the validated body and, once done, the answer to replay. The primary key makes the
 * first request win; concurrent repeats wait for its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.key] })],
);

export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id').primaryKey(),
    balanceMinor: integer('balance_minor').notNull().default(0),
    currency: text('currency').notNull(),
    updatedAt: updatedAt(),
  },
  (_table) => [check('wallets_balance_non_negative', sql`balance_minor >= 0`)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuidKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: ['credit', 'payment', 'refund', 'gift_card'] }).notNull(),
    /** Signed. */
    amountMinor: integer('amount_minor').notNull(),
    balanceAfterMinor: integer('balance_after_minor').notNull(),
    ...descriptions(),
    orderNumber: text('order_number'),
    paymentId: uuid('payment_id'),
    /** A seed credit's marker, so the seed adds it once. */
    reference: text('reference').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('wallet_transactions_user_idx').on(table.userId, table.createdAt)],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    serial: text('serial').primaryKey(),
    balanceMinor: integer('balance_minor').notNull(),
    currency: text('currency').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (_table) => [check('gift_cards_balance_non_negative', sql`balance_minor >= 0`)],
);

export const giftCardTransactions = pgTable('gift_card_transactions', {
  id: uuidKey(),
  serial: text('serial')
    .notNull()
    .references(() => giftCards.serial),
  /** Signed: negative when redeemed, positive when given back (declined card). */
  amountMinor: integer('amount_minor').notNull(),
  balanceAfterMinor: integer('balance_after_minor').notNull(),
  paymentId: uuid('payment_id'),
  userId: uuid('user_id'),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuidKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: ['policy_issued', 'policy_pending_review', 'payment_declined', 'wallet_credit', 'policy_request_approved', 'policy_request_rejected', 'renewal_reminder', 'claim_update'] }).notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    policyNumber: text('policy_number'),
    orderNumber: text('order_number'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
