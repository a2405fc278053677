import type { ClaimDetails } from '../../../contract/claims.ts';
import { healthIncidentKinds, homeIncidentKinds, motorIncidentKinds, motorReportSources, travelIncidentKinds } from '../../../contract/claims.ts';
import { typedInteger, typedMinor } from '@/lib/i18n/typed-numbers.ts';

/**
 * What the "what happened" step asks, per category: each field's name (the contract's), its control
 * and, for a choice, its options. The form keeps text as typed; `toDetails` turns it into the
 * contract's details (amounts in riyals -> halalas) and `fromDetails` back, so nothing is lost.
 */
export type FieldControl = 'date' | 'time' | 'text' | 'textarea' | 'amount' | 'percent' | 'select' | 'radio' | 'checkbox';
/** The fields asked as text, a date, an amount or a tick (each has `claims.field.<name>` and `claims.problem.<name>`). */
type PlainFieldName =
  | 'incidentDate'
  | 'incidentTime'
  | 'city'
  | 'reportNumber'
  | 'liabilityPercent'
  | 'otherVehicleInvolved'
  | 'repairEstimateMinor'
  | 'description'
  | 'tripStartDate'
  | 'tripEndDate'
  | 'place'
  | 'amountMinor'
  | 'providerName'
  | 'damagedItems'
  | 'damagedValueMinor';
type Choice<Name, Control, Option> = { name: Name; control: Control; options: readonly Option[]; optional?: boolean };
export type IncidentKind = ClaimDetails['kind'];
/** Every kind of incident a claim can be, of any category (each has `claims.kind.<kind>`). */
export const incidentKinds: readonly IncidentKind[] = [...motorIncidentKinds, ...travelIncidentKinds, ...healthIncidentKinds, ...homeIncidentKinds];
export type FieldSpec =
  | { name: PlainFieldName; control: Exclude<FieldControl, 'select' | 'radio'>; options?: undefined; optional?: boolean }
  | Choice<'kind', 'select', IncidentKind>
  | Choice<'reportSource', 'radio', (typeof motorReportSources)[number]>;
export type FieldName = FieldSpec['name'];
export type ClaimedCategory = ClaimDetails['categoryId'];

/** The category a claim on this policy reports under (its details' shape); motor when none is known yet. */
export function claimedCategory(categoryId: string | undefined): ClaimedCategory {
  return categoryId === 'travel' || categoryId === 'health' || categoryId === 'home' ? categoryId : 'motor';
}

const description: FieldSpec = { name: 'description', control: 'textarea' };
export const detailFields: Record<ClaimedCategory, FieldSpec[]> = {
  motor: [
    { name: 'kind', control: 'select', options: motorIncidentKinds },
    { name: 'incidentDate', control: 'date' },
    { name: 'incidentTime', control: 'time' },
    { name: 'city', control: 'text' },
    { name: 'reportSource', control: 'radio', options: motorReportSources },
    { name: 'reportNumber', control: 'text' },
    { name: 'liabilityPercent', control: 'percent' },
    { name: 'otherVehicleInvolved', control: 'checkbox' },
    { name: 'repairEstimateMinor', control: 'amount', optional: true },
    description,
  ],
  travel: [
    { name: 'kind', control: 'select', options: travelIncidentKinds },
    { name: 'tripStartDate', control: 'date' },
    { name: 'tripEndDate', control: 'date' },
    { name: 'incidentDate', control: 'date' },
    { name: 'place', control: 'text' },
    { name: 'amountMinor', control: 'amount' },
    description,
  ],
  health: [
    { name: 'providerName', control: 'text' },
    { name: 'incidentDate', control: 'date' },
    { name: 'amountMinor', control: 'amount' },
    description,
  ],
  home: [
    { name: 'kind', control: 'select', options: homeIncidentKinds },
    { name: 'incidentDate', control: 'date' },
    { name: 'damagedItems', control: 'textarea' },
    { name: 'damagedValueMinor', control: 'amount' },
    description,
  ],
};

export type DetailValues = Record<string, string>;

export function toDetails(category: ClaimedCategory, values: DetailValues): ClaimDetails {
  const out: Record<string, unknown> = { categoryId: category };
  if (category === 'health') out.kind = healthIncidentKinds[0];
  for (const field of detailFields[category]) {
    const raw = values[field.name] ?? '';
    if (field.control === 'amount') out[field.name] = field.optional && raw.trim() === '' ? null : typedMinor(raw);
    else if (field.control === 'percent') out[field.name] = typedInteger(raw);
    else if (field.control === 'checkbox') out[field.name] = raw === 'true';
    else out[field.name] = raw;
  }
  return out as ClaimDetails;
}

export function fromDetails(details: ClaimDetails | null, category: ClaimedCategory): DetailValues {
  const values: DetailValues = {};
  for (const field of detailFields[category]) {
    const value: unknown = details && details.categoryId === category ? new Map(Object.entries(details)).get(field.name) : undefined;
    if (field.control === 'amount') values[field.name] = typeof value === 'number' && Number.isFinite(value) ? String(value / 100) : '';
    else if (field.control === 'checkbox') values[field.name] = value === true ? 'true' : 'false';
    else if (field.control === 'select' || field.control === 'radio') values[field.name] = typeof value === 'string' ? value : (field.options?.[0] ?? '');
    else values[field.name] = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value : '';
  }
  return values;
}
