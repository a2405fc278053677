import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { localDigits } from '@/lib/i18n/digits.ts';

describe('localDigits', () => {
  it('writes the digits of an identifier in the reader’s digits, keeping leading zeros and every other character', () => {
    const ar = createIntl({ locale: 'ar-u-nu-arab', messages: {} });
    const en = createIntl({ locale: 'en', messages: {} });
    expect(localDigits(ar, '4242')).toBe('٤٢٤٢');
    expect(localDigits(ar, '0042')).toBe('٠٠٤٢');
    expect(localDigits(ar, '•• 0931')).toBe('•• ٠٩٣١');
    expect(localDigits(en, '0042')).toBe('0042');
  });
});
