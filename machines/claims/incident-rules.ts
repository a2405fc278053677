import { type ClaimDetails, claimDetailsSchema } from '../../contract/claims.ts';
import type { FlowFailure } from '../shared/failure.ts';

/**
 * What the "what happened" step checks before anything is sent: the contract's own schema of the
 * category's details, so the phone asks exactly what the server will. What only the server knows
 * (the day against the policy's cover, a claim already open for the same incident, a day in the
 * future) comes back as a refusal naming its field, shown there.
 */
export function detailsProblems(details: ClaimDetails): string[] {
  const parsed = claimDetailsSchema.safeParse(details);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'details')))];
}

/** The server's refusal codes of a claim's details, each shown on its field. */
const fieldOfCode: Record<string, string> = {
  incident_outside_cover: 'incidentDate',
  policy_cancelled: 'incidentDate',
  policy_expired: 'incidentDate',
  claim_duplicate: 'incidentDate',
  trip_outside_cover: 'tripStartDate',
};

/** The fields a refusal of the details names (`fields`: `details.incidentDate` -> `incidentDate`), or its code's field. */
export function refusedFields(failure: FlowFailure): string[] {
  const named = Object.keys(failure.fields ?? {}).map((key) => key.replace(/^details\./, ''));
  if (named.length > 0) return named;
  const field = fieldOfCode[failure.code ?? ''];
  return field ? [field] : [];
}

/** Codes that refuse the details themselves (the flow goes back to that step, the field marked). */
export const detailsRefusalCodes = [...Object.keys(fieldOfCode), 'validation_failed'];
