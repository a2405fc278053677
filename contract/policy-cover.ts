/** The day before an ISO day (`YYYY-MM-DD`, calendar arithmetic in UTC). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The last day a policy covers: the day before its cancellation takes effect (`cancelledOn` is the
 * first day without cover) when it is cancelled before its end, else its end date. Shown alike on the
 * policy page, in My Policies, on the printed certificate and in the PDF.
 */
export function lastDayOfCover(policy: { endDate: string; cancelledOn: string | null }): string {
  return policy.cancelledOn !== null && policy.cancelledOn <= policy.endDate ? dayBefore(policy.cancelledOn) : policy.endDate;
}
