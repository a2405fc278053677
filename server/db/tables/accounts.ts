// Accounts: users, pending registrations, codes, links, outbox, broker applications, OAuth
// states and rate-limit hits. Secrets (passwords, codes, link tokens, OAuth states) are stored hashed.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt, timestamps } from './columns.ts';


/**
 * Everyone who can have a session bound to them. kind: customer | guest | backend (staff) | broker.
 * Emails are stored lower-case; a verified customer mobile is unique among non-guests.
 */
export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    kind: text('kind', { enum: ['customer', 'guest', 'backend', 'broker'] }).notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** E.164. */
    mobile: text('mobile'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** `scrypt$N$r$p$salt$hash` (base64url); null for guests and Google-only accounts. */
    passwordHash: text('password_hash'),
    insuranceCountry: text('insurance_country'),
    /** The Google account's `sub`, once linked. */
    googleSubject: text('google_subject'),
    /** Licence code of a broker user. */
    brokerCode: text('broker_code'),
    /**
     * A guest whose verified mobile was used by a later sign-up: the account it was merged into
     * (see accountUserIds: the account sees the policies of its merged guests too).
     */
    mergedIntoUserId: uuid('merged_into_user_id'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_uq').on(table.email),
    uniqueIndex('users_google_subject_uq').on(table.googleSubject),
    uniqueIndex('users_account_mobile_uq').on(table.mobile).where(sql`kind <> 'guest'`),
    index('users_mobile_idx').on(table.mobile),
  ],
);

/** A sign-up waiting for its SMS code, bound to the server session that started it. */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuidKey(),
    sessionId: uuid('session_id').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    insuranceCountry: text('insurance_country').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('pending_registrations_session_uq').on(table.sessionId)],
);

/** One-time codes (SMS or email). Only a hash is kept; a newer code for the same purpose and subject supersedes. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuidKey(),
    purpose: text('purpose', { enum: ['registration', 'guest_mobile', 'password_reset', 'mobile_change', 'policy_access'] }).notNull(),
    /** The registration id, the user id, or (policy_access) the policy id. */
    subject: text('subject').notNull(),
    /** The mobile number or email address the code went to. */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, or superseded by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_subject_idx').on(table.purpose, table.subject)],
);

export const emailVerificationTokens = pgTable('email_verification_tokens', {
  id: uuidKey(),
  userId: uuid('user_id').notNull(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every SMS and email the server sends, for the record and for the development outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuidKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    /** The message; production providers store it with the code masked. */
    body: text('body').notNull(),
    /** The code or link token: kept only by the development provider (for the dev outbox endpoint). */
    code: text('code'),
    provider: text('provider').notNull(),
    /** The files sent with an email (name, type and size; the bytes are not kept). */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; bytes: number }[]>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

export const brokerApplications = pgTable(
  'broker_applications',
  {
    id: uuidKey(),
    /** The session that applied: only it may read the status. */
    sessionId: uuid('session_id').notNull(),
    brokerName: text('broker_name').notNull(),
    brokerCode: text('broker_code').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    insuranceCountry: text('insurance_country').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['pending_review', 'approved', 'rejected'] }).notNull().default('pending_review'),
    /** The broker user created when the application is approved. */
    userId: uuid('user_id'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('broker_applications_code_uq').on(table.brokerCode),
    uniqueIndex('broker_applications_email_uq').on(table.email),
  ],
);

/** OAuth `state` values handed out by /auth/google/start (hashed), with the PKCE verifier. */
export const oauthStates = pgTable('oauth_states', {
  id: uuidKey(),
  sessionId: uuid('session_id').notNull(),
  stateHash: text('state_hash').notNull().unique(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Rate-limit hits, one row each, counted in a sliding window per bucket (shared by every server instance). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_bucket_at_idx').on(table.bucket, table.at)],
);

/** How a session's user signed in (for /auth/me and the stored loginTypeEnumId). One row per signed-in session. */
export const sessionLogins = pgTable('session_logins', {
  sessionId: uuid('session_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  loginType: text('login_type', { enum: ['EMAIL', 'MOBILE', 'GUEST', 'GOOGLE', 'POLICY'] }).notNull(),
  createdAt: createdAt(),
});
