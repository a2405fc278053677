import * as z from 'zod/mini';
import { LETTERS_PROBLEM, twoLetters } from './letters-rule.ts';
import { withExamples } from './examples.ts';
import { birthDateProblem, birthDateSchema, type CodeSent, codeSentSchema, dateOfBirthSchema, emailSchema, genders, smsCodeSchema } from './accounts.ts';
import { mobileNumberSchema, normalizeDigits } from './phone-number.ts';
import { lineTextChecks, textProblems } from './text-rules.ts';

/**
 * My Account: the profile, postal addresses and group members of the signed-in customer (a guest has a
 * profile, addresses and members too, but no email, mobile change or password). Every id belongs to
 * the caller: another customer's id answers 404. Messages are English for the API; the app shows its
 * own translation of each (`accountAreaProblems` names them).
 */

/** Every problem a field can have, in the API's words (the app maps each to its translation). */
export const accountAreaProblems = {
  nameRequired: 'Enter a name.',
  nameTooLong: 'At most 60 characters.',
  nameCharacters: 'Use letters, spaces, hyphens and apostrophes only.',
  textRequired: 'Fill in this field.',
  textTooLong: 'At most 120 characters.',
  textCharacters: textProblems.controlCharacters,
  countryRequired: 'Choose a country.',
  regionRequired: 'Choose a region.',
  postalCode: 'Enter the postal code as it is written in this country.',
  nationalId: 'Enter the 10-digit national ID (starting with 1) or iqama number (starting with 2).',
  memberBirth: birthDateProblem,
  gender: 'Choose a gender.',
  relation: 'Choose how this person is related to you.',
  language: 'Choose English or Arabic.',
  sameEmail: 'This is already your email address.',
  sameMobile: 'This is already your mobile number.',
  mobileTaken: 'Another account uses this mobile number.',
  memberTwice: 'This national ID is already in your group.',
  samePassword: 'Choose a new password, not the current one.',
  letters: LETTERS_PROBLEM,
} as const;
const P = accountAreaProblems;

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/**
 * A person's name: trimmed, 1-60 characters, letters (any script) with spaces, hyphens, apostrophes, dots;
 * no control, direction or zero-width characters (contract/text-rules.ts, checked first for a precise message).
 */
export const personNameSchema = z
  .string()
  .check(
    z.trim(),
    ...lineTextChecks(),
    z.minLength(1, P.nameRequired),
    z.maxLength(60, P.nameTooLong),
    z.refine((value) => NAME_PATTERN.test(value), P.nameCharacters),
    twoLetters(),
  );
const optionalNameSchema = z
  .string()
  .check(z.trim(), ...lineTextChecks(), z.maxLength(60, P.nameTooLong), z.refine((value) => value === '' || NAME_PATTERN.test(value), P.nameCharacters));
/** Free text of an address line: trimmed, 1-120 characters, no control, direction or zero-width characters. */
const addressTextSchema = z.string().check(z.trim(), ...lineTextChecks(), z.minLength(1, P.textRequired), z.maxLength(120, P.textTooLong));

export const preferredLanguages = ['en', 'ar'] as const;
export type PreferredLanguage = (typeof preferredLanguages)[number];
const genderSchema = z.enum(genders, P.gender);

// ---------------------------------------------------------------------------------------------------
// Profile

export const profileSchema = z.object({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.nullable(z.string()),
  gender: z.nullable(z.enum(genders)),
  emailAddress: z.nullable(z.string()),
  emailVerified: z.boolean(),
  /** A new address waiting for its link to be opened; the current one stays until then. */
  pendingEmail: z.nullable(z.string()),
  /** E.164. */
  mobileNumber: z.nullable(z.string()),
  preferredLanguage: z.enum(preferredLanguages),
  /** A guest: no email, mobile change or password here (creating an account is offered instead). */
  isGuest: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.strictObject({
  firstName: personNameSchema,
  middleName: z.optional(optionalNameSchema),
  lastName: personNameSchema,
  dateOfBirth: dateOfBirthSchema,
  gender: genderSchema,
  preferredLanguage: z.enum(preferredLanguages, P.language),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const emailChangeSchema = z.strictObject({ emailAddress: emailSchema });
export const emailChangeSentSchema = z.object({ pendingEmail: z.string() });
export const mobileChangeSchema = z.strictObject({ mobileNumber: mobileNumberSchema });
export const mobileChangeCodeSchema = z.strictObject({ code: smsCodeSchema });
export { codeSentSchema, type CodeSent };

// ---------------------------------------------------------------------------------------------------
// Addresses

/** Countries whose addresses have no postal code (the field may stay empty there). */
export const COUNTRIES_WITHOUT_POSTAL_CODES: readonly string[] = ['AE', 'QA', 'HK', 'IE', 'PA', 'BO'];
const POSTAL_CODE_PATTERNS: Record<string, RegExp> = {
  SA: /^\d{5}(-\d{4})?$/,
  KW: /^\d{5}$/,
  BH: /^\d{3,4}$/,
  OM: /^\d{3}$/,
  EG: /^\d{5}$/,
  JO: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
};
const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/** Postal codes are read upper case, with Arabic-Indic digits as digits. */
export const normalizePostalCode = (text: string) => normalizeDigits(text).trim().toUpperCase();

/** Whether a postal code is written as the country writes them ('' only where a country has none). */
export function isPostalCodeOf(countryCode: string, postalCode: string): boolean {
  if (postalCode === '') return COUNTRIES_WITHOUT_POSTAL_CODES.includes(countryCode);
  return (POSTAL_CODE_PATTERNS[countryCode] ?? ANY_POSTAL_CODE).test(postalCode);
}

export const addressInputSchema = z
  .strictObject({
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, P.countryRequired)),
    region: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(1, P.regionRequired), z.maxLength(120, P.textTooLong)),
    city: addressTextSchema.check(twoLetters()),
    street: addressTextSchema,
    postalCode: withExamples(z.string().check(z.overwrite(normalizePostalCode), z.maxLength(12, P.postalCode)), '12345'),
    /** Make this the default address (the first address is the default anyway). */
    makeDefault: z.optional(z.boolean()),
  })
  .check(z.refine((value) => isPostalCodeOf(value.countryCode, value.postalCode), { message: P.postalCode, path: ['postalCode'] }));
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  addressId: z.string(),
  countryCode: z.string(),
  region: z.string(),
  city: z.string(),
  street: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
/** The caller's addresses, the default first, then newest first. */
export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;
export const addressParamsSchema = z.strictObject({ addressId: z.string().check(z.uuid()) });

// ---------------------------------------------------------------------------------------------------
// Group members

/** How a member is related to the customer: the purchase's insured-person relations, besides "self". */
export const groupRelations = ['spouse', 'child', 'parent'] as const;
export type GroupRelation = (typeof groupRelations)[number];

/** A member's date of birth: a real date from 1900 to today (children are members too). */
export const memberBirthDateSchema = birthDateSchema;

/** National ID (starts with 1) or iqama (starts with 2): 10 digits; Arabic-Indic digits, spaces and hyphens are read as typed. */
export const nationalIdSchema = z.string().check(
  ...lineTextChecks(),
  z.overwrite((text) => normalizeDigits(text).replace(/[\s-]/g, '')),
  z.regex(/^[12]\d{9}$/, P.nationalId),
);

export const groupMemberInputSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  relation: z.enum(groupRelations, P.relation),
  dateOfBirth: memberBirthDateSchema,
  gender: genderSchema,
  nationalId: nationalIdSchema,
});
export type GroupMemberInput = z.input<typeof groupMemberInputSchema>;

export const groupMemberSchema = z.object({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  relation: z.enum(groupRelations),
  dateOfBirth: z.string(),
  gender: z.enum(genders),
  nationalId: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMemberListSchema = z.object({ members: z.array(groupMemberSchema) });
export const groupMemberParamsSchema = z.strictObject({ memberId: z.string().check(z.uuid()) });
