// Renewal reminders: one row per policy and milestone (30, 7 or 1 days before the end), written in the
// same transaction as the notification it sent. The primary key is what makes the scheduled job
// idempotent: a second run, a second server or a retried run cannot send the same reminder twice.
import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notifications, policies } from './purchase.ts';

export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    /** Days before the policy's last day: 30, 7 or 1. */
    daysBefore: integer('days_before').notNull(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.daysBefore] })],
);
