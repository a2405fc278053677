import type { AppDatabase } from '../db/database.ts';
import { cancellationRules } from '../db/tables/policy-requests.ts';

/**
 * The cancellation rules every environment starts with (created when missing; a rule changed in the
 * database is kept). Default: 14 days' cooling-off, then 10% of the pro-rata refund, at most 250 SAR.
 * Motor: 50 SAR + 5%, at most 300 SAR. Travel: a flat 25 SAR.
 */
export const cancellationRuleSeeds = [
  { id: 'default', categoryId: null, coolingOffDays: 14, feeFlatMinor: 0, feeBasisPoints: 1000, feeMaxMinor: 25_000 },
  { id: 'motor', categoryId: 'motor', coolingOffDays: 14, feeFlatMinor: 5_000, feeBasisPoints: 500, feeMaxMinor: 30_000 },
  { id: 'travel', categoryId: 'travel', coolingOffDays: 14, feeFlatMinor: 2_500, feeBasisPoints: 0, feeMaxMinor: null },
];

export async function seedCancellationRules(db: AppDatabase): Promise<void> {
  await db.insert(cancellationRules).values(cancellationRuleSeeds).onConflictDoNothing();
}
