import type { IntlShape } from 'react-intl';
import { localDigits } from './digits.ts';

/**
 * How the national part of a mobile number is grouped when read out, by calling code (the Gulf and a
 * few common ones). Without the phone metadata (a 49 KiB chunk the review must not wait for): a number
 * of another country, or of an unexpected length, is shown as stored.
 */
const groupsByCallingCode: Record<string, readonly number[]> = {
  '966': [2, 3, 4],
  '971': [2, 3, 4],
  '965': [4, 4],
  '973': [4, 4],
  '974': [4, 4],
  '968': [4, 4],
  '20': [2, 4, 4],
  '44': [4, 6],
  '1': [3, 3, 4],
};

/** "+966501234567" as "+966 50 123 4567": the calling code, then the national number in groups. */
export function groupMobile(e164: string): string {
  const digits = /^\+(\d{8,15})$/.exec(e164)?.[1];
  if (!digits) return e164;
  for (const [code, groups] of Object.entries(groupsByCallingCode)) {
    const national = digits.slice(code.length);
    if (!digits.startsWith(code) || national.length !== groups.reduce((sum, size) => sum + size, 0)) continue;
    const parts: string[] = [];
    let at = 0;
    for (const size of groups) {
      parts.push(national.slice(at, at + size));
      at += size;
    }
    return `+${code} ${parts.join(' ')}`;
  }
  return e164;
}

/**
 * A mobile number for reading, grouped and in the reader's digits (Arabic-Indic in Arabic); show it
 * left to right (`<bdi dir="ltr">`, or an isolate in a sentence). Arabic-Indic digits are Arabic
 * numbers to the bidi algorithm, which turns the spaces between them right to left and shows the
 * groups reversed ("+٤٥٦٧ ١٢٣ ٥٠ ٩٦٦") even inside a left-to-right isolate: a left-to-right mark
 * beside each space keeps their order.
 */
export function displayMobile(intl: Pick<IntlShape, 'formatNumber'>, e164: string): string {
  const text = localDigits(intl, groupMobile(e164));
  return /[\u0660-\u0669]/.test(text) ? text.replace(/ /g, '\u200e \u200e') : text;
}
