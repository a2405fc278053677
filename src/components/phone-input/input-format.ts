import { AsYouType, Metadata } from 'libphonenumber-js/max';
import { asCountryCode, normalizeDigits } from '../../../contract/phone.ts';

/** Spec section 9: the field's maximum length. */
export const PHONE_MAX_LENGTH = 25;

/** Spec section 5: digits, spaces, parentheses, plus and hyphen. */
const ALLOWED_CHARACTERS = /^[\d\s()+-]*$/;

export interface EditOptions {
  /** The active country, for national formatting. */
  country?: string | undefined;
  autoFormat?: boolean;
  /** Restrict input to digits, spaces, parentheses, plus and hyphen. */
  allowedCharactersOnly?: boolean;
  /** A custom filter: text it does not match (whole) is refused. */
  pattern?: RegExp | undefined;
  maxLength?: number;
}

export interface TextWithCaret {
  text: string;
  caret: number;
}

/** The characters that carry meaning: digits, and a leading plus. */
const significant = (text: string) => {
  const digits = text.replace(/\D/g, '');
  return text.trimStart().startsWith('+') ? `+${digits}` : digits;
};
const isSignificant = (char: string, index: number, text: string) => /\d/.test(char) || (char === '+' && text.slice(0, index).trim() === '');

/** How many significant characters precede `caret`. */
function significantBefore(text: string, caret: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(caret, text.length); i++) if (isSignificant(text[i]!, i, text)) count++;
  return count;
}

/** The caret position just after the `count`-th significant character of `text`. */
function caretAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSignificant(text[i]!, i, text) && ++seen === count) return i + 1;
  }
  return text.length;
}

/** Formats as the customer types: national form for the active country, international after a `+`. */
export function formatAsYouType(text: string, country: string | undefined): string {
  const raw = significant(normalizeDigits(text));
  if (raw === '' || raw === '+') return raw;
  try {
    const formatter = raw.startsWith('+') ? new AsYouType() : new AsYouType(asCountryCode(country));
    return formatter.input(raw);
  } catch {
    return raw;
  }
}

/**
 * One edit of the field: the text before and after the browser applied a keystroke (or a paste), and
 * where the caret ended up. Returns the text to show and where the caret goes, or null to refuse the
 * edit (the previous value stays). Arabic-Indic and Persian digits become ASCII; with auto formatting
 * the text is rewritten as you type, the caret kept after the same digit; deleting only a formatting
 * character deletes the digit beside it instead (otherwise the formatter would put it straight back).
 */
export function applyEdit(previous: string, next: TextWithCaret, inputType: string, options: EditOptions = {}): TextWithCaret | null {
  const { autoFormat = true, allowedCharactersOnly = false, pattern, maxLength = PHONE_MAX_LENGTH } = options;
  let text = normalizeDigits(next.text);
  let caret = Math.min(next.caret, text.length);
  if (allowedCharactersOnly && !ALLOWED_CHARACTERS.test(text)) return null;
  if (pattern && !new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, '')).test(text)) return null;
  if (!autoFormat) return text.length > maxLength ? null : { text, caret };

  if (inputType.startsWith('delete') && significant(text) === significant(normalizeDigits(previous)) && text !== '') {
    // Only punctuation went: remove the digit before (backspace) or after (delete) the caret too.
    const backward = inputType !== 'deleteContentForward';
    const at = backward ? lastSignificantIndexBefore(text, caret) : firstSignificantIndexFrom(text, caret);
    if (at !== -1) {
      text = text.slice(0, at) + text.slice(at + 1);
      caret = backward ? at : caret;
    }
  }
  const count = significantBefore(text, caret);
  const atEnd = caret >= text.length;
  const formatted = formatAsYouType(text, options.country);
  const shown = formatted.length <= maxLength ? formatted : significant(text);
  if (shown.length > maxLength) return null;
  return { text: shown, caret: atEnd ? shown.length : caretAfter(shown, count) };
}

function lastSignificantIndexBefore(text: string, caret: number): number {
  for (let i = Math.min(caret, text.length) - 1; i >= 0; i--) if (/\d/.test(text[i]!)) return i;
  return -1;
}
function firstSignificantIndexFrom(text: string, caret: number): number {
  for (let i = caret; i < text.length; i++) if (/\d/.test(text[i]!)) return i;
  return -1;
}

/** The countries of a calling code, the main one first (`1` → US, AG, AI, …). */
function countriesOfCallingCode(callingCode: string): string[] {
  const metadata = new Metadata() as unknown as { getCountryCodesForCallingCode(code: string): string[] | undefined };
  return metadata.getCountryCodesForCallingCode(callingCode) ?? [];
}

/**
 * The country a number typed with `+` points to, while it is typed: the parser's answer once the
 * digits decide it; before that, the current country if it shares the calling code, else the first
 * country of `offered` with it (the list's order: preferred ones first), else undefined.
 */
export function countryOfTypedNumber(text: string, current: string | undefined, offered: readonly string[]): string | undefined {
  const raw = significant(normalizeDigits(text));
  if (!raw.startsWith('+') || raw.length < 2) return undefined;
  const formatter = new AsYouType();
  formatter.input(raw);
  const country = formatter.getCountry();
  if (country && offered.includes(country)) return country;
  const callingCode = formatter.getCallingCode();
  if (!callingCode) return undefined;
  const sharing = countriesOfCallingCode(callingCode);
  if (current && sharing.includes(current.toUpperCase())) return current.toUpperCase();
  return offered.find((code) => sharing[0] === code) ?? offered.find((code) => sharing.includes(code));
}

/**
 * The text after the customer picks another country: a number typed with `+` gets the new calling
 * code in front of its national digits; a national number stays as typed (read with the new country).
 */
export function switchCountry(text: string, dialCode: string, autoFormat: boolean, newCountry: string): string {
  const raw = significant(normalizeDigits(text));
  if (!raw.startsWith('+')) return autoFormat ? formatAsYouType(raw, newCountry) : text;
  const formatter = new AsYouType();
  formatter.input(raw);
  const callingCode = formatter.getCallingCode() ?? '';
  const national = raw.slice(1 + callingCode.length);
  const next = `+${dialCode}${national}`;
  return autoFormat ? formatAsYouType(next, newCountry) : next;
}
