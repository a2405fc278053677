import { normalizeDigits } from '../../../../contract/phone-number.ts';
import type { CardDetails } from '../../../../contract/purchase.ts';

/**
 * What the customer typed into the card fields, kept in memory only (never in the saved flow or
 * storage) while the payment views come and go; the card goes to the machine only with "Pay".
 */
export const cardDraft = { number: '', expiry: '', cvc: '', holderName: '' };

export type CardDraft = typeof cardDraft;

/** What is wrong with a field, each with its own message (`purchase.card.<field>.<problem>`). */
export interface CardErrors {
  number?: 'missing' | 'format' | 'incomplete' | 'checkDigit';
  expiry?: 'missing' | 'format' | 'month' | 'expired';
  cvc?: 'format';
  holderName?: 'missing';
}

/**
 * The expiry as typed: MM/YY, MM/YYYY, or without the "/" a phone keypad may lack (1229, 12 29,
 * 12-29, 122029). Null when it is not month-then-year.
 */
export function readExpiry(typed: string): { month: number; year: number } | null {
  const expiry = /^\s*(\d{1,2})\s*[/\-.\s]?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!expiry) return null;
  return { month: Number(expiry[1]), year: expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]) };
}

/** The typed card as the contract's card, or each field to correct with what is wrong with it (in the fields' order). */
export function parseCard(typed: CardDraft, today: Date = new Date()): { card: CardDetails } | { errors: CardErrors } {
  // Arabic-Indic (and Persian) digits from an Arabic keyboard are the same digits.
  const draft = { ...typed, number: normalizeDigits(typed.number), expiry: normalizeDigits(typed.expiry), cvc: normalizeDigits(typed.cvc) };
  const number = draft.number.replace(/[\s-]/g, '');
  const expiry = readExpiry(draft.expiry);
  const errors: CardErrors = {};
  if (number === '') errors.number = 'missing';
  else if (!/^\d+$/.test(number) || number.length > 19) errors.number = 'format';
  else if (number.length < 12) errors.number = 'incomplete';
  else if (!passesLuhn(number)) errors.number = 'checkDigit';
  if (draft.expiry.trim() === '') errors.expiry = 'missing';
  else if (!expiry || expiry.year < 2000 || expiry.year > 2100) errors.expiry = 'format';
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = 'month';
  // A card is valid to the end of its expiry month: an earlier month is refused here, not at the gateway.
  else if (expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1) errors.expiry = 'expired';
  if (!/^\d{3,4}$/.test(draft.cvc.trim())) errors.cvc = 'format';
  if (draft.holderName.trim().length < 2) errors.holderName = 'missing';
  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  return { card: { number, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: draft.cvc.trim(), holderName: draft.holderName.trim() } };
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
