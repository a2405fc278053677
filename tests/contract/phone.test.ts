import { describe, expect, it } from 'vitest';
import { enableDigitLevelPhoneValidation, isCountryAllowed, mobileNumberSchema, normalizeDigits, parsePhone, toE164 } from '../../contract/phone.ts';

// As the server (createApp) and the phone input's module do.
enableDigitLevelPhoneValidation();

describe('normalizeDigits', () => {
  it('turns Arabic-Indic, Persian and full-width digits into ASCII and leaves the rest', () => {
    for (const [text, expected] of [['٠١٢٣٤٥٦٧٨٩', '0123456789'], ['۰۱۲۳۴۵۶۷۸۹', '0123456789'], ['＋９６６', '+966'], ['+966 (50) 12-34', '+966 (50) 12-34']] as const) expect(normalizeDigits(text), text).toBe(expected);
  });
});

describe('parsePhone', () => {
  it('parses a national number with the active country', () => {
    expect(parsePhone('0501234567', 'SA')).toEqual({
      country: 'SA', countryCode: '966', formatted: '050 123 4567', valid: true, possible: true, nationalNumber: '501234567', e164: '+966501234567',
    });
  });

  it('parses a number starting with + as international, whatever the active country', () => {
    const parsed = parsePhone('+971501234567', 'SA');
    expect(parsed).toMatchObject({ country: 'AE', countryCode: '971', valid: true, formatted: '+971 50 123 4567' });
  });

  it('reads Arabic-Indic digits', () => {
    expect(parsePhone('٠٥٠١٢٣٤٥٦٧', 'SA')).toMatchObject({ valid: true, e164: '+966501234567' });
    expect(parsePhone('+٩٦٦٥٠١٢٣٤٥٦٧')).toMatchObject({ valid: true, country: 'SA' });
  });

  it('gives valid and possible as the parser says (digit-level validity from the max metadata)', () => {
    // Right length, but Saudi numbers never start with 1 after the national prefix: possible, not valid.
    expect(parsePhone('0101234567', 'SA')).toMatchObject({ valid: false, possible: true });
    expect(parsePhone('0501', 'SA')).toMatchObject({ valid: false, possible: false });
  });

  it('is neither valid nor possible when an only list or an ignore list refuses the country', () => {
    expect(parsePhone('+971501234567', 'SA', { onlyCountries: ['sa', 'KW'] })).toMatchObject({ country: 'AE', valid: false, possible: false });
    expect(parsePhone('+971501234567', 'SA', { ignoredCountries: ['AE'] })).toMatchObject({ valid: false, possible: false });
    expect(parsePhone('+971501234567', 'SA', { onlyCountries: ['AE'], ignoredCountries: ['SA'] })).toMatchObject({ valid: true, possible: true });
  });

  it('returns an empty result for text that is no number', () => {
    for (const text of ['', '   ', '+', 'hello', '()--']) {
      expect(parsePhone(text, 'SA')).toMatchObject({ valid: false, possible: false, country: undefined, countryCode: '', e164: null });
    }
  });

  it('does not read a number hidden in other text', () => {
    expect(parsePhone('call me on +966501234567').valid).toBe(false);
  });
});

describe('isCountryAllowed', () => {
  it('applies the only list, then the ignore list, case-insensitively', () => {
    expect(isCountryAllowed('SA', {})).toBe(true);
    expect(isCountryAllowed('SA', { onlyCountries: ['sa'] })).toBe(true);
    expect(isCountryAllowed('AE', { onlyCountries: ['sa'] })).toBe(false);
    expect(isCountryAllowed(undefined, { onlyCountries: ['sa'] })).toBe(false);
    expect(isCountryAllowed('SA', { ignoredCountries: ['sa'] })).toBe(false);
    expect(isCountryAllowed(undefined, { ignoredCountries: ['sa'] })).toBe(true);
  });
});

describe('toE164 and mobileNumberSchema', () => {
  it('converts national and international text to E.164', () => {
    expect(toE164('050 123 4567', 'SA')).toBe('+966501234567');
    expect(toE164('+966 50 123 4567')).toBe('+966501234567');
    expect(toE164('nothing', 'SA')).toBeNull();
  });

  it('accepts a valid E.164 number only, with the one message', () => {
    expect(mobileNumberSchema.safeParse('+966501234567').success).toBe(true);
    for (const bad of ['0501234567', '+966 50 123 4567', '+966101234567', '+9665', '', ' +966501234567']) {
      const result = mobileNumberSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a valid mobile number.');
    }
  });
});
