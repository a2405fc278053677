import { describe, expect, test } from 'vitest';
import { parseCard } from '@/features/purchase/wizard/card-draft.ts';

const today = new Date(2026, 10, 23);
const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Sara Al-Harbi' };

describe('parseCard', () => {
  test('a card typed in Arabic-Indic digits is the same card', () => {
    const parsed = parseCard({ ...card, number: '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢', expiry: '١٢/٣٠', cvc: '١٢٣' }, today);
    expect(parsed).toEqual({ card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Sara Al-Harbi' } });
  });
  test('an expiry before the current month is refused; the current month is still valid', () => {
    expect(parseCard({ ...card, expiry: '10/26' }, today)).toEqual({ errors: ['expiry'] });
    expect(parseCard({ ...card, expiry: '12/20' }, today)).toEqual({ errors: ['expiry'] });
    expect('card' in parseCard({ ...card, expiry: '11/26' }, today)).toBe(true);
  });
  test('a number with a wrong check digit is refused; the gateway test cards pass', () => {
    expect(parseCard({ ...card, number: '4242 4242 4242 4241' }, today)).toEqual({ errors: ['number'] });
    for (const number of ['4242424242424242', '4000000000000002', '4000000000003220', '4000000000009995']) expect('card' in parseCard({ ...card, number }, today), number).toBe(true);
  });
  test('bad fields are named', () => {
    expect(parseCard({ number: '4242', expiry: '13/30', cvc: '1', holderName: ' ' }, today)).toEqual({ errors: ['number', 'expiry', 'cvc', 'holderName'] });
  });
});
