// The rules a claim is held to when it is started, changed and sent: the policy covers the incident
// (issued, the date within its period, not cancelled by then), a trip within the cover, and one open
// claim per incident. Each refusal names the field it concerns, so the form shows it there.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { type ClaimDetails, openClaimStatuses } from '../../contract/claims.ts';
import type { AppDatabase } from '../db/database.ts';
import { claims } from '../db/tables/claims.ts';
import type { orders, policies } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';

type PolicyRow = typeof policies.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const DATE_FIELD = 'details.incidentDate';

/** Checks the details against the policy on `today`; throws the first problem found. */
export function assertCovered(policy: PolicyRow, order: OrderRow, details: ClaimDetails, today: string): void {
  if (order.categoryId === 'life') {
    throw new ApiHttpError(422, 'claim_offline_only', 'Life claims are not made online: call us and we will tell you what to bring.', {
      policyNumber: 'Life claims are made by phone.',
    });
  }
  if (details.categoryId !== order.categoryId) {
    throw new ApiHttpError(400, 'validation_failed', 'These details are for another kind of policy.', { 'details.categoryId': `This is a ${order.categoryId} policy.` });
  }
  if (policy.status !== 'issued') {
    throw new ApiHttpError(422, 'policy_not_claimable', 'This policy is not issued yet: a claim can be made once it is.', { policyNumber: 'This policy is not issued yet.' });
  }
  const day = details.incidentDate;
  if (day > today) throw new ApiHttpError(400, 'validation_failed', 'The incident date cannot be in the future.', { [DATE_FIELD]: 'The date cannot be in the future.' });
  if (day < policy.startDate) {
    throw new ApiHttpError(422, 'incident_outside_cover', `The policy covers from ${policy.startDate}: this date is before its cover.`, {
      [DATE_FIELD]: `The cover starts on ${policy.startDate}.`,
    });
  }
  if (policy.cancelledOn && day >= policy.cancelledOn) {
    throw new ApiHttpError(422, 'policy_cancelled', `The policy was cancelled from ${policy.cancelledOn}: it did not cover this date.`, {
      [DATE_FIELD]: `The policy was cancelled from ${policy.cancelledOn}.`,
    });
  }
  if (day > policy.endDate) {
    throw new ApiHttpError(422, 'policy_expired', `The policy ended on ${policy.endDate}: it did not cover this date.`, { [DATE_FIELD]: `The cover ended on ${policy.endDate}.` });
  }
  if (details.categoryId === 'travel') {
    const fields: Record<string, string> = {};
    if (details.tripStartDate < policy.startDate) fields['details.tripStartDate'] = `The cover starts on ${policy.startDate}.`;
    if (details.tripEndDate > policy.endDate) fields['details.tripEndDate'] = `The cover ends on ${policy.endDate}.`;
    if (Object.keys(fields).length > 0) {
      throw new ApiHttpError(422, 'trip_outside_cover', `The trip must lie within the cover, ${policy.startDate} to ${policy.endDate}.`, fields);
    }
  }
}

/** The incident's key: motor claims tell incidents of one day apart by their time. */
export const incidentTimeOf = (details: ClaimDetails) => (details.categoryId === 'motor' ? details.incidentTime : '');

export const duplicateError = (claimNumber?: string) =>
  new ApiHttpError(409, 'claim_duplicate', `A claim for this incident is already open${claimNumber ? ` (${claimNumber})` : ''}: follow it in My claims.`, {
    [DATE_FIELD]: 'A claim for this incident is already open.',
  });

/** 409 claim_duplicate when a sent, open claim on the policy has the same kind, date (and time). */
export async function assertNoOpenClaimForIncident(db: AppDatabase, policyId: string, details: ClaimDetails, exceptClaimId?: string): Promise<void> {
  const [open] = await db
    .select({ claimNumber: claims.claimNumber })
    .from(claims)
    .where(
      and(
        eq(claims.policyId, policyId),
        eq(claims.kind, details.kind),
        eq(claims.incidentDate, details.incidentDate),
        eq(claims.incidentTime, incidentTimeOf(details)),
        inArray(claims.status, [...openClaimStatuses]),
        exceptClaimId ? ne(claims.id, exceptClaimId) : undefined,
      ),
    );
  if (open) throw duplicateError(open.claimNumber);
}

/** The amount a claim asks for, where its category has one. */
export function claimedAmount(details: ClaimDetails): number | null {
  switch (details.categoryId) {
    case 'motor':
      return details.repairEstimateMinor;
    case 'travel':
    case 'health':
      return details.amountMinor;
    case 'home':
      return details.damagedValueMinor;
  }
}
