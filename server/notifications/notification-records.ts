// The customer's notifications: the list with its unread count, and marking one read.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notification } from '../../contract/purchase.ts';
import { notifications } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';

type NotificationRow = typeof notifications.$inferSelect;

export function notificationView(row: NotificationRow, language: ApiLanguage): Notification {
  return {
    notificationId: row.id,
    kind: row.kind,
    title: language === 'ar' ? row.titleAr : row.titleEn,
    body: language === 'ar' ? row.bodyAr : row.bodyEn,
    policyNumber: row.policyNumber,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** `policyNumber`: only that policy's (a Find my policy session hears about its one policy only). */
const ofOwners = (owners: string[], policyNumber: string | null) =>
  and(inArray(notifications.userId, owners), policyNumber === null ? undefined : eq(notifications.policyNumber, policyNumber));

export async function notificationsOf(deps: Pick<PurchaseDeps, 'db'>, owners: string[], language: ApiLanguage, policyNumber: string | null = null) {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(ofOwners(owners, policyNumber))
    .orderBy(desc(notifications.createdAt))
    .limit(100);
  const unread = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(ofOwners(owners, policyNumber), isNull(notifications.readAt)));
  return { notifications: rows.map((row) => notificationView(row, language)), unreadCount: unread.length };
}

export async function markRead(deps: PurchaseDeps, owners: string[], notificationId: string, language: ApiLanguage, policyNumber: string | null = null): Promise<Notification> {
  const [row] = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), ofOwners(owners, policyNumber)));
  if (!row) throw new ApiHttpError(404, 'not_found', 'There is no such notification.');
  if (row.readAt) return notificationView(row, language);
  const [updated] = await deps.db.update(notifications).set({ readAt: deps.now() }).where(eq(notifications.id, row.id)).returning();
  return notificationView(updated!, language);
}
