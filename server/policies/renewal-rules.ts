// When a policy may be renewed: the rule lives here, on the server; the policy's detail answer carries
// the outcome (renewal.allowed), so every client shows Renew on the same days.
import type { RenewalWindow } from '../../contract/policies.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { addDays } from '../purchase/pricing.ts';

/** Renew is offered once the new policy (starting the day after the old one ends) is at most this many days away. */
export const RENEWAL_OPENS_DAYS_AHEAD = 30;
/** ...and until this many days after the old policy's last day (then it starts today: cover cannot start in the past). */
export const RENEWAL_GRACE_DAYS = 30;

/** Whole days from `from` to `to` (`YYYY-MM-DD`, UTC calendar); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What the rules read of a policy: its status, first and last days, cancellation, and the policy that renewed it. */
export interface RenewablePolicy {
  status: string;
  startDate: string;
  endDate: string;
  cancelledOn?: string | null;
  renewedBy?: string | null;
}

export function renewalWindow(policy: RenewablePolicy, today: string): RenewalWindow {
  // Never before the cover has started: renewing a trip not yet taken would insure a second trip.
  const nearEnd = addDays(policy.endDate, 1 - RENEWAL_OPENS_DAYS_AHEAD);
  const opensOn = nearEnd > policy.startDate ? nearEnd : policy.startDate;
  const closesOn = addDays(policy.endDate, RENEWAL_GRACE_DAYS);
  const reason: RenewalWindow['reason'] = policy.cancelledOn
    ? 'cancelled'
    : policy.renewedBy
      ? 'renewed'
      : policy.status !== 'issued'
        ? 'not_issued'
        : today < opensOn
          ? 'not_yet'
          : today > closesOn
            ? 'grace_over'
            : 'open';
  return { allowed: reason === 'open', reason, opensOn, closesOn };
}

/** The renewal's first day: the day after the old policy's last, or today once that has passed (cover never starts in the past). */
export function renewalStart(endDate: string, today: string): string {
  const dayAfter = addDays(endDate, 1);
  return dayAfter > today ? dayAfter : today;
}

const refusals: Record<Exclude<RenewalWindow['reason'], 'open'>, (w: RenewalWindow) => string> = {
  not_yet: (w) => `This policy can be renewed from ${w.opensOn}.`,
  grace_over: (w) => `This policy could be renewed until ${w.closesOn}; buy a new policy instead.`,
  not_issued: () => 'This policy is not issued yet, so it cannot be renewed.',
  cancelled: () => 'This policy was cancelled, so it cannot be renewed.',
  renewed: () => 'This policy has already been renewed.',
};

const refusalCodes = { cancelled: 'policy_cancelled', renewed: 'policy_already_renewed' } as const;

/** Refuses with 409 unless the window is open: `policy_cancelled`, `policy_already_renewed`, else `renewal_closed`. */
export function assertRenewalOpen(window: RenewalWindow): void {
  if (window.reason === 'open') return;
  const code = window.reason === 'cancelled' || window.reason === 'renewed' ? refusalCodes[window.reason] : 'renewal_closed';
  throw new ApiHttpError(409, code, refusals[window.reason](window));
}
