import { and, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { notifications } from '../db/tables/purchase.ts';

/** Marks every unread notification of these owners read at `at`; answers how many changed. */
export async function markAllRead(db: AppDatabase, owners: string[], at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(inArray(notifications.userId, owners), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
