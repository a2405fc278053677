// Columns many tables share, written once: a row's generated id, when it was written, and the texts
// the catalogue shows in both languages. Each is a function, so every table gets its own builder.
import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const uuidKey = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A row that is changed after it is written: when it was created and last updated. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
export const names = () => ({ nameEn: text('name_en').notNull(), nameAr: text('name_ar').notNull() });
export const descriptions = () => ({ descriptionEn: text('description_en').notNull(), descriptionAr: text('description_ar').notNull() });
