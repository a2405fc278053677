import { type CategoryId, type RiskDetails, destinationZones, memberRelations, propertyTypes, riskSchemaByCategory } from '../../../../contract/catalogue.ts';
import { typedInteger, typedMinor } from '@/lib/i18n/typed-numbers.ts';

/**
 * The risk-details form of each category, as data: fields, their kinds and how the typed text
 * becomes the contract's risk object (amounts typed in riyals become halalas). Validation is the
 * contract's own schema (riskSchemaByCategory), the one the server applies.
 */
export type FieldKind = 'text' | 'integer' | 'money' | 'date' | 'select' | 'boolean' | 'ages' | 'members';
export interface RiskField {
  name: string;
  kind: FieldKind;
  options?: readonly string[];
  /** A text field with a hint under it (how to write a plate, a VIN, a postal code). */
  hint?: true;
  /** Typed with the digits keypad (a building number, a postal code: text, leading zeros kept). */
  digits?: true;
  /** Letters shown as capitals while typed (a VIN). */
  upper?: true;
}

export const riskForms: Record<CategoryId, RiskField[]> = {
  motor: [
    { name: 'vehicleMake', kind: 'text' },
    { name: 'vehicleModel', kind: 'text' },
    { name: 'vehicleYear', kind: 'integer' },
    { name: 'vehicleValueMinor', kind: 'money' },
    { name: 'driverAge', kind: 'integer' },
    { name: 'noClaimsYears', kind: 'integer' },
    { name: 'plateNumber', kind: 'text', hint: true },
    { name: 'vin', kind: 'text', hint: true, upper: true },
  ],
  travel: [
    { name: 'destinationZone', kind: 'select', options: destinationZones },
    { name: 'departureDate', kind: 'date' },
    { name: 'returnDate', kind: 'date' },
    { name: 'travellerAges', kind: 'ages' },
  ],
  health: [{ name: 'members', kind: 'members', options: memberRelations }],
  home: [
    { name: 'propertyType', kind: 'select', options: propertyTypes },
    { name: 'buildingValueMinor', kind: 'money' },
    { name: 'contentsValueMinor', kind: 'money' },
    { name: 'city', kind: 'text' },
    { name: 'district', kind: 'text' },
    { name: 'street', kind: 'text' },
    { name: 'buildingNumber', kind: 'text', hint: true, digits: true },
    { name: 'postalCode', kind: 'text', hint: true, digits: true },
  ],
  life: [
    { name: 'age', kind: 'integer' },
    { name: 'termYears', kind: 'integer' },
    { name: 'sumAssuredMinor', kind: 'money' },
    { name: 'smoker', kind: 'boolean' },
  ],
};

export type Member = { relation: string; age: string };
export type RiskValues = Record<string, string | boolean | Member[]>;


export function emptyValues(categoryId: CategoryId): RiskValues {
  const values: RiskValues = {};
  for (const field of riskForms[categoryId]) {
    values[field.name] = field.kind === 'boolean' ? false : field.kind === 'members' ? [{ relation: 'self', age: '' }] : field.kind === 'select' ? field.options![0]! : '';
  }
  return values;
}

/** A risk object (a renewal's, or one typed before) back into the form's text. */
export function valuesFrom(categoryId: CategoryId, risk: Record<string, unknown> | null): RiskValues {
  const values = emptyValues(categoryId);
  if (!risk || risk.categoryId !== categoryId) return values;
  for (const field of riskForms[categoryId]) {
    const value = risk[field.name];
    if (value === undefined) continue;
    if (field.kind === 'money') values[field.name] = String((value as number) / 100);
    else if (field.kind === 'ages') values[field.name] = (value as number[]).join(', ');
    else if (field.kind === 'members') values[field.name] = (value as { relation: string; age: number }[]).map((m) => ({ relation: m.relation, age: String(m.age) }));
    else if (field.kind === 'boolean') values[field.name] = Boolean(value);
    else values[field.name] = String(value);
  }
  return values;
}

/** The typed values as the contract's risk details, checked by the contract's schema; errors by field name. */
export function parseRisk(categoryId: CategoryId, values: RiskValues): { risk: RiskDetails } | { errors: Record<string, true> } {
  const risk: Record<string, unknown> = { categoryId };
  for (const field of riskForms[categoryId]) {
    const value = values[field.name];
    if (field.kind === 'integer') risk[field.name] = typedInteger(value as string);
    else if (field.kind === 'money') risk[field.name] = typedMinor(value as string);
    else if (field.kind === 'ages') risk[field.name] = (value as string).split(/[,،\s]+/).filter(Boolean).map(typedInteger);
    else if (field.kind === 'members') risk[field.name] = (value as Member[]).map((member) => ({ relation: member.relation, age: typedInteger(member.age) }));
    else if (field.kind === 'text') risk[field.name] = (value as string).trim();
    else risk[field.name] = value;
  }
  const parsed = riskSchemaByCategory[categoryId].safeParse(risk);
  if (parsed.success) return { risk: parsed.data as RiskDetails };
  const errors: Record<string, true> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] = true;
  return { errors };
}
