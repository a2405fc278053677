// Database schema (drizzle). Migrations in ./migrations are generated from this file:
//   npx drizzle-kit generate --name <what-changed>
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Server-side sessions. Only the SHA-256 of the token is stored, so a database leak does not hand out
 * live tokens. A session is live while ended_at is null, expires_at (absolute) is in the future and
 * last_seen_at is within the idle timeout.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    // Filled in by login once users exist; an anonymous session has none.
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The XSRF-TOKEN cookie's value: random, bound to this session and not the token itself (the cookie
    // is readable by the page and rides on every request, so it must not be a credential on its own).
    xsrfToken: text('xsrf_token'),
    // While an anonymous session has never been used: the hash of the address it was issued to (cleared
    // by its first use). Bounds the unused sessions one address can hold (GET /security/token).
    unusedFrom: text('unused_from'),
    // A session opened by "Find my policy" (a guest's number + mobile + SMS code): the one policy number
    // it may read and ask on; null for every other session (server/http/policy-scope.ts).
    policyScope: text('policy_scope'),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt), index('sessions_unused_from_idx').on(table.unusedFrom).where(sql`${table.unusedFrom} is not null`)],
);

/** Countries of country-region-data, named in English and Arabic. */
export const geoCountries = pgTable('geo_countries', {
  shortCode: text('short_code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** Regions of a country. Not every region has a short code, so a region is known by (country, English name). */
export const geoRegions = pgTable(
  'geo_regions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryShortCode: text('country_short_code')
      .notNull()
      .references(() => geoCountries.shortCode, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar'),
    shortCode: text('short_code'),
  },
  (table) => [unique('geo_regions_country_name_en_uq').on(table.countryShortCode, table.nameEn)],
);

export const schema = { sessions, geoCountries, geoRegions };
