import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { orders, policies } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { addDays } from '../purchase/pricing.ts';
import { daysBetween } from './renewal-rules.ts';

/**
 * Development only: slides one of the owners' policies (and its order) in time so that it ends on
 * `endsOn`, keeping its length, so tests reach its renewal window and reminders without waiting.
 */
export async function movePolicyPeriod(db: AppDatabase, owners: string[], policyNumber: string, endsOn: string) {
  return db.transaction(async (tx) => {
    const [policy] = await tx
      .select()
      .from(policies)
      .where(and(eq(policies.policyNumber, policyNumber), inArray(policies.userId, owners)));
    if (!policy) throw new ApiHttpError(404, 'not_found', 'There is no such policy.');
    const shift = daysBetween(policy.endDate, endsOn);
    const period = { startDate: addDays(policy.startDate, shift), endDate: endsOn };
    await tx.update(policies).set(period).where(eq(policies.id, policy.id));
    await tx.update(orders).set(period).where(eq(orders.id, policy.orderId));
    return period;
  });
}
