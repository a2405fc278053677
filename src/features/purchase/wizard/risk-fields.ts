import { type CategoryId, type RiskDetails, categoryIds, destinationZones, memberRelations, propertyTypes, riskSchemaByCategory } from '../../../../contract/catalogue.ts';
import { minorAsText, typedInteger, typedMinor } from '@/lib/i18n/typed-numbers.ts';
import { isOneOf } from '@/lib/one-of.ts';

/**
 * The risk-details form of each category, as data: fields, their kinds and how the typed text
 * becomes the contract's risk object (amounts typed in riyals become halalas). Validation is the
 * contract's own schema (riskSchemaByCategory), the one the server applies. The table is `as const`,
 * so a field's name and a choice's options are literal types: the message keys built from them
 * (`purchase.risk.<name>`, `.error`, `.hint`, `purchase.risk.option.<option>`) are checked against
 * en.json by the compiler.
 *
 * `hint`: a text field with a hint under it (how to write a plate, a VIN, a postal code); `digits`:
 * typed with the digits keypad (text, leading zeros kept); `upper`: letters shown as capitals (a VIN).
 */
interface FieldSpec {
  name: string;
  kind: 'text' | 'integer' | 'money' | 'date' | 'select' | 'boolean' | 'ages' | 'members';
  options?: readonly string[];
  hint?: true;
  digits?: true;
  upper?: true;
}

export const riskForms = {
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
  health: [{ name: 'members', kind: 'members' }],
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
} as const satisfies Record<CategoryId, readonly FieldSpec[]>;

export type RiskField = (typeof riskForms)[CategoryId][number];
export type Member = { relation: string; age: string };
export type RiskValues = Record<string, string | boolean | Member[]>;

/** Whether a field shows a hint under it: an amount (typed in riyals), the ages, and the fields marked so. */
export const hasHint = (field: RiskField): field is Extract<RiskField, { hint: true } | { kind: 'money' | 'ages' }> => 'hint' in field || field.kind === 'money' || field.kind === 'ages';


/** The form of a category named by a route (none for an unknown one). */
export const riskFormOf = (categoryId: string): readonly RiskField[] => (isOneOf(categoryIds, categoryId) ? riskForms[categoryId] : []);


/** A number kept in a risk object (an age, an amount), or NaN where there is none. */
export const numberIn = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
/** A trip's traveller ages kept in a risk object. */
export const agesIn = (value: unknown): number[] => (Array.isArray(value) ? value.filter((age) => typeof age === 'number') : []);
/** A health policy's members kept in a risk object. */
export const membersIn = (value: unknown) =>
  (Array.isArray(value) ? value : []).flatMap((member: unknown) =>
    typeof member === 'object' && member !== null && 'relation' in member && isOneOf(memberRelations, member.relation) && 'age' in member ? [{ relation: member.relation, age: numberIn(member.age) }] : [],
  );

const textIn = (value: RiskValues[string] | undefined) => (typeof value === 'string' ? value : '');
const typedMembers = (value: RiskValues[string] | undefined) => (Array.isArray(value) ? value : []);

export function emptyValues(categoryId: CategoryId): RiskValues {
  const values: RiskValues = {};
  for (const field of riskForms[categoryId]) {
    values[field.name] = field.kind === 'boolean' ? false : field.kind === 'members' ? [{ relation: 'self', age: '' }] : field.kind === 'select' ? field.options[0] : '';
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
    if (field.kind === 'money') values[field.name] = minorAsText(value);
    else if (field.kind === 'ages') values[field.name] = agesIn(value).join(', ');
    else if (field.kind === 'members') values[field.name] = membersIn(value).map((member) => ({ relation: member.relation, age: String(member.age) }));
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
    if (field.kind === 'integer') risk[field.name] = typedInteger(textIn(value));
    else if (field.kind === 'money') risk[field.name] = typedMinor(textIn(value));
    else if (field.kind === 'ages') risk[field.name] = textIn(value).split(/[,،\s]+/).filter(Boolean).map(typedInteger);
    else if (field.kind === 'members') risk[field.name] = typedMembers(value).map((member) => ({ relation: member.relation, age: typedInteger(member.age) }));
    else if (field.kind === 'text') risk[field.name] = textIn(value).trim();
    else risk[field.name] = value;
  }
  const parsed = riskSchemaByCategory[categoryId].safeParse(risk);
  if (parsed.success) return { risk: parsed.data };
  const errors: Record<string, true> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] = true;
  return { errors };
}
