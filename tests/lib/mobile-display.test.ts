import { describe, expect, it } from 'vitest';
import { displayMobile, groupMobile } from '../../src/lib/i18n/mobile-display.ts';

const arabic = { formatNumber: (value: number) => new Intl.NumberFormat('ar-u-nu-arab').format(value) };
const english = { formatNumber: (value: number) => new Intl.NumberFormat('en').format(value) };

describe('mobile numbers for reading', () => {
  it('groups a Saudi, an Emirati, a Kuwaiti and a US number by their national plan', () => {
    expect(groupMobile('+966501234567')).toBe('+966 50 123 4567');
    expect(groupMobile('+971501234567')).toBe('+971 50 123 4567');
    expect(groupMobile('+96550123456')).toBe('+965 5012 3456');
    expect(groupMobile('+12025550123')).toBe('+1 202 555 0123');
  });

  it('leaves a number of another country, of an unexpected length, or not in E.164 as it is', () => {
    expect(groupMobile('+33612345678')).toBe('+33612345678');
    expect(groupMobile('+9665012345')).toBe('+9665012345');
    expect(groupMobile('0501234567')).toBe('0501234567');
    expect(groupMobile('')).toBe('');
  });

  it('writes the digits in the reader\'s language, keeping the plus and the spaces', () => {
    expect(displayMobile(english, '+966501234567')).toBe('+966 50 123 4567');
    // Left-to-right marks beside the spaces keep the groups in order between Arabic-Indic digits.
    expect(displayMobile(arabic, '+966501234567')).toBe('+٩٦٦\u200e \u200e٥٠\u200e \u200e١٢٣\u200e \u200e٤٥٦٧');
  });
});
