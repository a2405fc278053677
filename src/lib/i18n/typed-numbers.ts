import { normalizeDigits } from '../../../contract/phone-number.ts';

/**
 * Numbers as a customer types them into a form, in either language: Arabic-Indic or Persian digits,
 * group separators (`,` `٬` spaces) and the Arabic decimal separator `٫`. Anything else is NaN, so
 * the contract's schema refuses it with its own message on the field.
 */
const plain = (text: string) => normalizeDigits(text).replace(/[\s,٬]/g, '').replace('٫', '.');

/** A whole number as typed; NaN when it is not one. */
export function typedInteger(text: string): number {
  const clean = plain(text);
  return /^-?\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

/** An amount in riyals as typed (at most two decimals), in halalas; NaN when it is not one. */
export function typedMinor(text: string): number {
  const clean = plain(text);
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}

/** An amount in halalas back as the riyals a customer types (`''` for none: a form field left empty). */
export function minorAsText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value / 100) : '';
}
