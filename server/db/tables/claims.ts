// Claims (contract/claims.ts): a claim on a policy, its documents (metadata here; the bytes through
// ClaimDocumentStore, by default in claim_document_contents) and every change of its status. Amounts
// are integer minor units, dates `YYYY-MM-DD`.
import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { claimStatuses } from '../../../contract/claims.ts';
import { policies } from './purchase.ts';
import { uuidKey, createdAt, timestamps } from './columns.ts';


/** PostgreSQL `bytea` as a Buffer, whichever driver answers (PGlite: Uint8Array, postgres.js: Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  toDriver: (value) => value,
});

export const claims = pgTable(
  'claims',
  {
    id: uuidKey(),
    /** What people read and type (the back-office script): `CLM-` + date + random. */
    claimNumber: text('claim_number').notNull().unique(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    policyNumber: text('policy_number').notNull(),
    /** The customer who made it (the wallet a wallet payout credits). Who may read it: the policy's owners. */
    userId: uuid('user_id').notNull(),
    categoryId: text('category_id').notNull(),
    kind: text('kind').notNull(),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    /** Motor: HH:MM; the other categories have none (''), so the one-open-claim index compares equal values. */
    incidentTime: text('incident_time').notNull().default(''),
    /** The details as sent (contract claimDetailsSchema). */
    details: jsonb('details').notNull(),
    claimedMinor: integer('claimed_minor'),
    currency: text('currency').notNull(),
    status: text('status', { enum: claimStatuses }).notNull(),
    payoutMethod: text('payout_method', { enum: ['wallet', 'iban'] }),
    /** The full IBAN, for the bank transfer; never in an answer, a log or a notification (ibanMasked is). */
    payoutIban: text('payout_iban'),
    payoutIbanMasked: text('payout_iban_masked'),
    payoutHolderName: text('payout_holder_name'),
    infoRequestMessage: text('info_request_message'),
    infoRequestedAt: timestamp('info_requested_at', { withTimezone: true }),
    documentsCompleteAt: timestamp('documents_complete_at', { withTimezone: true }),
    paymentDueOn: date('payment_due_on', { mode: 'string' }),
    approvedMinor: integer('approved_minor'),
    deductibleMinor: integer('deductible_minor'),
    payableMinor: integer('payable_minor'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** `wallet` or the masked IBAN, as paid. */
    paidTo: text('paid_to'),
    paidReference: text('paid_reference'),
    walletTransactionId: uuid('wallet_transaction_id'),
    ...timestamps(),
  },
  (table) => [
    index('claims_policy_idx').on(table.policyId, table.createdAt),
    index('claims_user_idx').on(table.userId, table.createdAt),
    index('claims_status_idx').on(table.status, table.submittedAt),
    // One open claim per incident: the second of two concurrent submissions fails here (409 claim_duplicate).
    uniqueIndex('claims_one_open_per_incident_uq')
      .on(table.policyId, table.kind, table.incidentDate, table.incidentTime)
      .where(sql`status in ('submitted', 'under_review', 'information_requested', 'approved')`),
    check('claims_amounts_non_negative', sql`coalesce(payable_minor, 0) >= 0 and coalesce(approved_minor, 0) >= 0 and coalesce(claimed_minor, 0) >= 0`),
  ],
);

export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: uuid('id').primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** As uploaded: shown only, never used to tell the type. */
    fileName: text('file_name').notNull(),
    /** Told from the content (file-type). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sent with the claim or an answer: it can no longer be removed. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('claim_documents_claim_idx').on(table.claimId, table.uploadedAt)],
);

/** The bytes of each document, for the database ClaimDocumentStore (server/claims/document-store.ts). */
export const claimDocumentContents = pgTable('claim_document_contents', {
  documentId: uuid('document_id').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Every change of a claim's status: who (user and role), when, from which status to which, and what was said. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuidKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role', { enum: ['customer', 'staff', 'system'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.at)],
);
