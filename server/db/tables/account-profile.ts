// My Account: a customer's postal addresses, the family or group members they insure, and profile
// settings the users table does not hold. Every row belongs to one user; the routes answer 404 for
// another customer's row, so ids are never a way to learn about someone else.
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidKey, updatedAt, timestamps } from './columns.ts';


/**
 * Postal addresses. At most one default per user by a partial unique index; the domain code keeps
 * exactly one while the customer has any (the first is the default, deleting it promotes the newest).
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuidKey(),
    userId: uuid('user_id').notNull(),
    /** ISO 3166-1 alpha-2, one of geo_countries. */
    countryCode: text('country_code').notNull(),
    /** The region's short code, else its English name (what the region select gives). */
    region: text('region').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('customer_addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('customer_addresses_one_default_uq').on(table.userId).where(sql`is_default`),
  ],
);

/** People a customer insures again and again (family, a group); picked in the purchase people step. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: uuidKey(),
    userId: uuid('user_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relation: text('relation', { enum: ['spouse', 'child', 'parent'] }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    /** National ID or iqama number, 10 digits. */
    nationalId: text('national_id').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('group_members_user_idx').on(table.userId, table.createdAt),
    // The same person twice in one customer's group is a mistake, not a second member.
    uniqueIndex('group_members_user_national_id_uq').on(table.userId, table.nationalId),
  ],
);

/** Profile settings beyond the users table: the language messages are written in. */
export const profileSettings = pgTable('profile_settings', {
  userId: uuid('user_id').primaryKey(),
  preferredLanguage: text('preferred_language', { enum: ['en', 'ar'] }).notNull(),
  updatedAt: updatedAt(),
});
