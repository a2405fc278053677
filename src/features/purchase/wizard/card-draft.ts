import { normalizeDigits } from '../../../../contract/phone-number.ts';
import type { CardDetails } from '../../../../contract/purchase.ts';

/**
 * What the customer typed into the card fields, kept in memory only (never in the saved flow or
 * storage) while the payment views come and go; the card goes to the machine only with "Pay".
 */
export const cardDraft = { number: '', expiry: '', cvc: '', holderName: '' };

export type CardDraft = typeof cardDraft;

/** The typed card as the contract's card, or the names of the fields to correct. */
export function parseCard(typed: CardDraft, today: Date = new Date()): { card: CardDetails } | { errors: (keyof CardDraft)[] } {
  // Arabic-Indic (and Persian) digits from an Arabic keyboard are the same digits.
  const draft = { ...typed, number: normalizeDigits(typed.number), expiry: normalizeDigits(typed.expiry), cvc: normalizeDigits(typed.cvc) };
  const number = draft.number.replace(/[\s-]/g, '');
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(draft.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  const errors: (keyof CardDraft)[] = [];
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) errors.push('number');
  // A card is valid to the end of its expiry month: an earlier month is refused here, not at the gateway.
  const expired = year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year < 2000 || year > 2100 || expired) errors.push('expiry');
  if (!/^\d{3,4}$/.test(draft.cvc.trim())) errors.push('cvc');
  if (draft.holderName.trim().length < 2) errors.push('holderName');
  if (errors.length > 0) return { errors };
  return { card: { number, expiryMonth: month, expiryYear: year, cvc: draft.cvc.trim(), holderName: draft.holderName.trim() } };
}

/** The card number's check digit (Luhn): a mistyped digit is caught before anything is sent. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
