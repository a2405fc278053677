import { randomInt } from 'node:crypto';

// No 0/O or 1/I: numbers are read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** `ORD-20260301-7KQ2MX`: the day and 6 random characters (a unique index catches the rare clash). */
export const newOrderNumber = (at: Date) => `ORD-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${randomCode(6)}`;

/** `POL-2026-4HX9TQ2A`. */
export const newPolicyNumber = (at: Date) => `POL-${at.getUTCFullYear()}-${randomCode(8)}`;
