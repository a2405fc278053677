import type { CountryCode } from 'libphonenumber-js/max';
import { withExamples } from './examples.ts';
import * as z from 'zod/mini';

/**
 * The light half of the phone contract: no libphonenumber-js here, so the endpoint table (and with it
 * the API client, loaded at start on every page) can use `mobileNumberSchema` without the ~50 KiB
 * gzip of max metadata. The schema checks the E.164 shape always, and the digits once the full check
 * is installed: `enableDigitLevelPhoneValidation()` of contract/phone.ts, which the server runs in
 * `createApp` and the phone input's module runs when it loads (so every form with a phone field
 * validates fully). Import from contract/phone.ts everywhere else; it re-exports all of this.
 */

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

/** The parsed result the phone input's value carries (docs/product-spec.md, "Entities and their fields"), plus its E.164 form. */
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

let digitLevelCheck: ((e164: string) => boolean) | null = null;

/** Installs the digit-level check (contract/phone.ts's `enableDigitLevelPhoneValidation` does). */
export function installDigitLevelCheck(check: (e164: string) => boolean): void {
  digitLevelCheck = check;
}

/** Whether `mobileNumberSchema` checks digits in this process or page. */
export const digitLevelPhoneValidationEnabled = (): boolean => digitLevelCheck !== null;

/**
 * The mobile number every form submits and every server accepts: E.164, valid per libphonenumber-js
 * (max metadata) once `enableDigitLevelPhoneValidation()` has run (the server and every page with a
 * phone field do). Forms convert the phone input's text with `toE164` before submitting.
 */
export const mobileNumberSchema = withExamples(
  z.string().check(
    z.refine((value) => E164_PATTERN.test(value) && (digitLevelCheck === null || digitLevelCheck(value)), { error: INVALID_MOBILE_NUMBER_MESSAGE }),
  ),
  '+966501234567',
);
export type MobileNumber = z.infer<typeof mobileNumberSchema>;
