import {
  type CountryCode,
  type PhoneNumber,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { type CountryRestrictions, E164_PATTERN, type ParsedPhone, installDigitLevelCheck, isCountryAllowed, normalizeDigits } from './phone-number.ts';

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
 * Bytes: this module carries the max metadata (~50 KiB gzip with its code): import it from the server
 * and from lazily loaded code only. Contract files used by the endpoint table (and so by the API
 * client, loaded at start on every page) import `mobileNumberSchema` from ./phone-number.ts instead.
 */

export type { CountryCode };
export * from './phone-number.ts';

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

/** Makes `mobileNumberSchema` check the digits with libphonenumber-js (max metadata), not only the E.164 shape. */
export function enableDigitLevelPhoneValidation(): void {
  installDigitLevelCheck(isValidE164);
}
