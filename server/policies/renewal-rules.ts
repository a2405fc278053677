// When a policy may be renewed: the rule lives here, on the server; the policy's detail answer carries
// the outcome (renewal.allowed), so every client shows Renew on the same days.
import type { RenewalWindow } from '../../contract/policies.ts';
import { addDays } from '../purchase/pricing.ts';

/** Renew is offered once the new policy (starting the day after the old one ends) is at most this many days away. */
export const RENEWAL_OPENS_DAYS_AHEAD = 30;
/** ...and until this many days after the old policy's last day (then it starts today: cover cannot start in the past). */
export const RENEWAL_GRACE_DAYS = 30;

/** Whole days from `from` to `to` (`YYYY-MM-DD`, UTC calendar); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function renewalWindow(policy: { status: string; endDate: string }, today: string): RenewalWindow {
  const opensOn = addDays(policy.endDate, 1 - RENEWAL_OPENS_DAYS_AHEAD);
  const closesOn = addDays(policy.endDate, RENEWAL_GRACE_DAYS);
  const reason: RenewalWindow['reason'] =
    policy.status !== 'issued' ? 'not_issued' : today < opensOn ? 'not_yet' : today > closesOn ? 'grace_over' : 'open';
  return { allowed: reason === 'open', reason, opensOn, closesOn };
}
