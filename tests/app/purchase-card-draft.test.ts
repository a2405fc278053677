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
    expect(parseCard({ ...card, expiry: '10/26' }, today)).toEqual({ errors: { expiry: 'expired' } });
    expect(parseCard({ ...card, expiry: '12/20' }, today)).toEqual({ errors: { expiry: 'expired' } });
    expect('card' in parseCard({ ...card, expiry: '11/26' }, today)).toBe(true);
  });
  test('a number with a wrong check digit is refused; the gateway test cards pass', () => {
    expect(parseCard({ ...card, number: '4242 4242 4242 4241' }, today)).toEqual({ errors: { number: 'checkDigit' } });
    for (const number of ['4242424242424242', '4000000000000002', '4000000000003220', '4000000000009995']) expect('card' in parseCard({ ...card, number }, today), number).toBe(true);
  });
  test('bad fields are named, each with what is wrong, in the fields\' order', () => {
    const parsed = parseCard({ number: '4242', expiry: '13/30', cvc: '1', holderName: ' ' }, today);
    expect(parsed).toEqual({ errors: { number: 'incomplete', expiry: 'month', cvc: 'format', holderName: 'missing' } });
    expect(Object.keys('errors' in parsed ? parsed.errors : {})).toEqual(['number', 'expiry', 'cvc', 'holderName']);
    expect(parseCard({ ...card, number: '', expiry: '' }, today)).toEqual({ errors: { number: 'missing', expiry: 'missing' } });
    expect(parseCard({ ...card, number: '4242-4242-abcd', expiry: '12/3' }, today)).toEqual({ errors: { number: 'format', expiry: 'format' } });
  });
  test('an expiry without the "/" a phone keypad may lack is month then year', () => {
    for (const expiry of ['1229', '12 29', '12-29', '122029', '١٢٢٩', '12/2029']) {
      expect(parseCard({ ...card, expiry }, today), expiry).toEqual({ card: expect.objectContaining({ expiryMonth: 12, expiryYear: 2029 }) });
    }
    expect(parseCard({ ...card, expiry: '1320' }, today)).toEqual({ errors: { expiry: 'month' } });
  });
});
