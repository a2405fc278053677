import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { notifications } from '../db/tables/purchase.ts';

/** Marks every unread notification of these owners read at `at` (only one policy's, for a Find my policy session); answers how many changed. */
export async function markAllRead(db: AppDatabase, owners: string[], at: Date, policyNumber: string | null = null): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(inArray(notifications.userId, owners), isNull(notifications.readAt), policyNumber === null ? undefined : eq(notifications.policyNumber, policyNumber)))
    .returning({ id: notifications.id });
  return rows.length;
}
