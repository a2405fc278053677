// Renewal reminders: a notification 30, 7 and 1 days before a policy's last day. The job runs on the
// job queue (server/jobs/app-jobs.ts) and, for tests, at a chosen instant (POST /dev/renewal-reminders/run). Each
// reminder is sent once: its (policy, milestone) row is the primary key of renewal_reminders, written
// in the notification's transaction, so repeated or concurrent runs add nothing.
import { and, eq, gte, lte } from 'drizzle-orm';
import { pick } from '../catalogue/catalogue-store.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import type { AppDatabase } from '../db/database.ts';
import { notifications, orders, policies } from '../db/tables/purchase.ts';
import { renewalReminders } from '../db/tables/renewals.ts';
import { addDays } from '../purchase/pricing.ts';
import { isoDay } from '../purchase/views.ts';
import { daysBetween } from './renewal-rules.ts';

/** Days before the last day of cover, largest first. */
export const REMINDER_MILESTONES = [30, 7, 1] as const;

/**
 * The reminder due on `today` for a policy ending on `endDate`: the smallest milestone not below the
 * days left, so a policy first seen with 5 days left gets the 7-day reminder, not the 30-day one too.
 */
export function dueMilestone(endDate: string, today: string): number | null {
  const daysLeft = daysBetween(today, endDate);
  if (daysLeft < 0) return null;
  return [...REMINDER_MILESTONES].reverse().find((m) => daysLeft <= m) ?? null;
}

function reminderText(s: CatalogueSnapshot, productId: string, policyNumber: string, endDate: string, daysBefore: number) {
  const product = s.productById.get(productId);
  const day = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${endDate}T00:00:00Z`));
  const arabicDays = daysBefore === 1 ? 'يوم واحد' : daysBefore === 7 ? '٧ أيام' : '٣٠ يومًا';
  const englishDays = daysBefore === 1 ? '1 day' : `${daysBefore} days`;
  const productEn = product ? pick('en', product) : '';
  const productAr = product ? pick('ar', product) : '';
  return {
    titleEn: `Your policy ends in ${englishDays}`,
    titleAr: `تنتهي وثيقتك خلال ${arabicDays}`,
    bodyEn: `${productEn}: policy ${policyNumber} ends on ${day('en-GB')}. Renew it to stay covered.`,
    bodyAr: `${productAr}: تنتهي الوثيقة ${policyNumber} في ${day('ar-SA-u-nu-arab')}. جدّدها لتبقى مغطّى.`,
  };
}

class AlreadySent extends Error {}

/** Sends every reminder due at `at`; answers how many were sent. */
export async function sendRenewalReminders(db: AppDatabase, catalogue: { snapshot(): Promise<CatalogueSnapshot> }, at: Date): Promise<number> {
  const today = isoDay(at);
  const s = await catalogue.snapshot();
  const due = await db
    .select({ policy: policies, productId: orders.productId })
    .from(policies)
    .innerJoin(orders, eq(orders.id, policies.orderId))
    .where(and(eq(policies.status, 'issued'), gte(policies.endDate, today), lte(policies.endDate, addDays(today, REMINDER_MILESTONES[0]))));
  let sent = 0;
  for (const { policy, productId } of due) {
    const daysBefore = dueMilestone(policy.endDate, today);
    if (daysBefore === null) continue;
    const [known] = await db
      .select({ policyId: renewalReminders.policyId })
      .from(renewalReminders)
      .where(and(eq(renewalReminders.policyId, policy.id), eq(renewalReminders.daysBefore, daysBefore)));
    if (known) continue;
    try {
      await db.transaction(async (tx) => {
        const [notification] = await tx
          .insert(notifications)
          .values({
            userId: policy.userId,
            kind: 'renewal_reminder',
            ...reminderText(s, productId, policy.policyNumber, policy.endDate, daysBefore),
            policyNumber: policy.policyNumber,
            orderNumber: null,
            createdAt: at,
          })
          .returning({ id: notifications.id });
        const claimed = await tx
          .insert(renewalReminders)
          .values({ policyId: policy.id, daysBefore, notificationId: notification!.id, sentAt: at })
          .onConflictDoNothing()
          .returning({ policyId: renewalReminders.policyId });
        // Another run got there first: take the notification back with the transaction.
        if (claimed.length === 0) throw new AlreadySent();
      });
      sent += 1;
    } catch (error) {
      if (!(error instanceof AlreadySent)) throw error;
    }
  }
  return sent;
}
