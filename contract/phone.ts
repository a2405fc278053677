import * as z from 'zod/mini';
import {
  type CountryCode,
  type PhoneNumber,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

/**
 * Phone numbers: the one definition of "valid" shared by the phone input (src/components/phone-input),
 * the forms and the server.
 *
 * - `mobileNumberSchema`: what forms submit and servers accept, an E.164 string (`+9665…`) the parser
 *   (libphonenumber-js, max metadata: digit-level validity) calls valid.
 * - `parsePhone`: what the phone input shows (country, formatted text, valid, possible).
 * - `toE164`: the input's text as E.164, for submitting.
 * A number the input calls valid (with no country restrictions) converts with `toE164` to a string the
 * schema accepts, and only such numbers do (tests/contract/phone.property.test.ts).
 *
 * Bytes: the max metadata is ~50 KiB gzip with its code. The endpoint table uses `mobileNumberSchema`,
 * and the API client (loaded at start on every page) imports the endpoint table, so the schema itself
 * must not pull the metadata in. It checks the E.164 shape always, and the digits once
 * `enableDigitLevelPhoneValidation()` has run: the server runs it in `createApp`, the phone input's
 * module runs it on load (so every form with a phone field validates fully). Everything else here
 * uses the metadata and is tree-shaken out of bundles that only use the schema.
 */

export type { CountryCode };

export const INVALID_MOBILE_NUMBER_MESSAGE = 'Enter a valid mobile number.';

/** E.164: a plus, then at most 15 digits, the first not 0. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

const DIGIT_BLOCKS = [
  0x0660, // Arabic-Indic ٠١٢٣٤٥٦٧٨٩
  0x06f0, // Extended Arabic-Indic (Persian, Urdu) ۰۱۲۳۴۵۶۷۸۹
  0xff10, // Full-width ０１２３４５６７８９
];

/** Arabic-Indic, Persian and full-width digits (and the full-width plus) to ASCII; everything else unchanged. */
export function normalizeDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9);
    if (block !== undefined) out += String(code - block);
    else if (char === '\uff0b') out += '+';
    else out += char;
  }
  return out;
}

export interface CountryRestrictions {
  /** When non-empty, only these countries (ISO 3166-1 alpha-2, any case) are allowed. */
  onlyCountries?: readonly string[] | undefined;
  /** These countries are never allowed. */
  ignoredCountries?: readonly string[] | undefined;
}

/** Whether a country passes the only / ignored lists. A number with no country passes an ignore list only. */
export function isCountryAllowed(iso2: string | undefined, { onlyCountries, ignoredCountries }: CountryRestrictions = {}): boolean {
  const code = iso2?.toUpperCase();
  if (onlyCountries && onlyCountries.length > 0 && (!code || !onlyCountries.some((c) => c.toUpperCase() === code))) return false;
  if (code && ignoredCountries?.some((c) => c.toUpperCase() === code)) return false;
  return true;
}

/** The parsed result the phone input's value carries (spec section 3), plus its E.164 form. */
export interface ParsedPhone {
  /** ISO 3166-1 alpha-2 of the number's country (undefined while unknown or for non-geographic numbers). */
  country: CountryCode | undefined;
  /** Calling code without the plus: `966`. Empty while unknown. */
  countryCode: string;
  /** National form (`050 123 4567`), or international (`+966 50 123 4567`) when typed with a plus. */
  formatted: string;
  valid: boolean;
  possible: boolean;
  /** Digits after the calling code and national prefix: `501234567`. */
  nationalNumber: string;
  /** `+966501234567` when the text parses as a number, else null. */
  e164: string | null;
}

/** A country code libphonenumber-js knows, upper-cased, or undefined. */
export function asCountryCode(code: string | undefined | null): CountryCode | undefined {
  const upper = code?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : undefined;
}

/** The calling code of a country (`SA` → `966`), or '' for an unknown one. */
export function dialCodeOf(iso2: string | undefined): string {
  const country = asCountryCode(iso2);
  return country ? getCountryCallingCode(country) : '';
}

function parseNumber(text: string, activeCountryCode: string | undefined): PhoneNumber | undefined {
  try {
    return text.startsWith('+')
      ? parsePhoneNumberFromString(text, { extract: false })
      : parsePhoneNumberFromString(text, { defaultCountry: asCountryCode(activeCountryCode), extract: false });
  } catch {
    return undefined;
  }
}

/**
 * Spec section 5: a number starting with `+` is parsed as international, otherwise with the active
 * country; valid / possible as the parser says; a number whose country the only or ignore list
 * refuses is neither valid nor possible. Digits in Arabic-Indic or Persian are read as digits.
 */
export function parsePhone(phone: string, activeCountryCode?: string, restrictions: CountryRestrictions = {}): ParsedPhone {
  const text = normalizeDigits(phone).trim();
  const number = text === '' ? undefined : parseNumber(text, activeCountryCode);
  if (!number) {
    return { country: undefined, countryCode: '', formatted: text, valid: false, possible: false, nationalNumber: '', e164: null };
  }
  const allowed = isCountryAllowed(number.country, restrictions);
  return {
    country: number.country,
    countryCode: number.countryCallingCode,
    formatted: text.startsWith('+') ? number.formatInternational() : number.formatNational(),
    valid: allowed && number.isValid(),
    possible: allowed && number.isPossible(),
    nationalNumber: number.nationalNumber,
    e164: number.number,
  };
}

/** The text as E.164 (`+966501234567`) when it parses as a phone number, else null. Validity is not checked. */
export function toE164(phone: string, country?: CountryCode | string): string | null {
  return parsePhone(phone, country).e164;
}

/** True when `value` is an E.164 string of a number the parser (max metadata) calls valid. */
export function isValidE164(value: string): boolean {
  if (!E164_PATTERN.test(value)) return false;
  const number = parseNumber(value, undefined);
  return number !== undefined && number.number === value && number.isValid();
}

let digitLevelCheck: ((e164: string) => boolean) | null = null;

/** Makes `mobileNumberSchema` check the digits with libphonenumber-js (max metadata), not only the E.164 shape. */
export function enableDigitLevelPhoneValidation(): void {
  digitLevelCheck = isValidE164;
}

/** Whether `mobileNumberSchema` checks digits in this process or page (see the module comment). */
export const digitLevelPhoneValidationEnabled = (): boolean => digitLevelCheck !== null;

/**
 * The mobile number every form submits and every server accepts: E.164, valid per libphonenumber-js
 * (max metadata) once `enableDigitLevelPhoneValidation()` has run (the server and every page with a
 * phone field do). Forms convert the phone input's text with `toE164` before submitting.
 */
export const mobileNumberSchema = z.string().check(
  z.refine((value) => E164_PATTERN.test(value) && (digitLevelCheck === null || digitLevelCheck(value)), { error: INVALID_MOBILE_NUMBER_MESSAGE }),
);
export type MobileNumber = z.infer<typeof mobileNumberSchema>;
