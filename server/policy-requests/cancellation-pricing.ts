// The price of a cancellation, from the rules (data: cancellation_rules). Pure: the same inputs give
// the same refund on the estimate screen, when the request is made and in the tests.
import { addDays } from '../purchase/pricing.ts';

export interface CancellationRule {
  coolingOffDays: number;
  feeFlatMinor: number;
  feeBasisPoints: number;
  feeMaxMinor: number | null;
}

export interface CancellationPriceInput {
  /** What was paid for the policy (all payment means together). */
  paidMinor: number;
  startDate: string;
  endDate: string;
  /** The first day without cover. */
  effectiveDate: string;
  /** The day of purchase (the policy's issue day). */
  purchasedOn: string;
  /** The day the customer asks. */
  today: string;
  rule: CancellationRule;
}

export interface CancellationPrice {
  totalDays: number;
  unusedDays: number;
  grossRefundMinor: number;
  feeMinor: number;
  refundMinor: number;
  coolingOff: boolean;
  coolingOffEndsOn: string;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (`YYYY-MM-DD`, UTC). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The paid total pro rata on the unused days (the effective date to the last day, both counted;
 * rounded down to a halala), minus the rule's fee: flat + basis points of the pro-rata amount, capped
 * at `feeMaxMinor` and never above the pro-rata amount itself; no fee when asked within the
 * cooling-off period (the purchase day plus `coolingOffDays`, inclusive).
 */
export function priceCancellation(input: CancellationPriceInput): CancellationPrice {
  const totalDays = daysBetween(input.startDate, input.endDate) + 1;
  const firstUnused = input.effectiveDate < input.startDate ? input.startDate : input.effectiveDate;
  const unusedDays = Math.min(totalDays, Math.max(0, daysBetween(firstUnused, input.endDate) + 1));
  const grossRefundMinor = Math.floor((input.paidMinor * unusedDays) / totalDays);
  const coolingOffEndsOn = addDays(input.purchasedOn, input.rule.coolingOffDays);
  const coolingOff = input.today <= coolingOffEndsOn;
  const ruleFee = input.rule.feeFlatMinor + Math.floor((grossRefundMinor * input.rule.feeBasisPoints) / 10_000);
  const capped = input.rule.feeMaxMinor === null ? ruleFee : Math.min(ruleFee, input.rule.feeMaxMinor);
  const feeMinor = coolingOff ? 0 : Math.min(grossRefundMinor, capped);
  return { totalDays, unusedDays, grossRefundMinor, feeMinor, refundMinor: grossRefundMinor - feeMinor, coolingOff, coolingOffEndsOn };
}
