import * as z from 'zod/mini';
import { isoDateSchema, isoDateTimeSchema } from './scalars.ts';

/**
 * After the sale, as the policy pages see it: whether a policy may be renewed now (the server decides:
 * from 30 days before its last day until a grace period after it), and the development switches that
 * let tests reach a policy's last month without waiting for it.
 */

/**
 * Why a policy can or cannot be renewed today: `cancelled` (an approved cancellation ends it: never
 * renewed) and `renewed` (already renewed once) close it for good.
 */
export const renewalReasons = ['open', 'not_yet', 'grace_over', 'not_issued', 'cancelled', 'renewed'] as const;
export type RenewalReason = (typeof renewalReasons)[number];

export const renewalWindowSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(renewalReasons),
  /** The first day Renew is offered (30 days before the policy's last day). */
  opensOn: isoDateSchema,
  /** The last day Renew is offered (the grace period after the policy's last day). */
  closesOn: isoDateSchema,
});
export type RenewalWindow = z.infer<typeof renewalWindowSchema>;

/** POST /dev/renewal-reminders/run: run the reminder job as if the clock showed `at` (default: now). */
export const runRemindersRequestSchema = z.strictObject({ at: z.optional(isoDateTimeSchema) });
export const runRemindersResponseSchema = z.object({ sent: z.int(), at: isoDateTimeSchema });

/** POST /dev/policies/:policyNumber/period: move a policy of the caller so that it ends on `endsOn` (same length). */
export const movePolicyPeriodRequestSchema = z.strictObject({ endsOn: isoDateSchema });
export const movePolicyPeriodResponseSchema = z.object({ startDate: isoDateSchema, endDate: isoDateSchema });
