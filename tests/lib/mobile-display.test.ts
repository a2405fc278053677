import { describe, expect, it } from 'vitest';
import { displayMobile, groupMobile } from '../../src/lib/i18n/mobile-display.ts';

const arabic = { formatNumber: (value: number) => new Intl.NumberFormat('ar-u-nu-arab').format(value) };
const english = { formatNumber: (value: number) => new Intl.NumberFormat('en').format(value) };

describe('mobile numbers for reading', () => {
  it('groups a Saudi, an Emirati, a Kuwaiti and a US number by their national plan', () => {
    for (const [text, expected] of [['+966501234567', '+966 50 123 4567'], ['+971501234567', '+971 50 123 4567'], ['+96550123456', '+965 5012 3456'], ['+12025550123', '+1 202 555 0123']] as const) expect(groupMobile(text), text).toBe(expected);
  });

  it('leaves a number of another country, of an unexpected length, or not in E.164 as it is', () => {
    for (const [text, expected] of [['+33612345678', '+33612345678'], ['+9665012345', '+9665012345'], ['0501234567', '0501234567'], ['', '']] as const) expect(groupMobile(text), text).toBe(expected);
  });

  it('writes the digits in the reader\'s language, keeping the plus and the spaces', () => {
    expect(displayMobile(english, '+966501234567')).toBe('+966 50 123 4567');
    // Left-to-right marks beside the spaces keep the groups in order between Arabic-Indic digits.
    expect(displayMobile(arabic, '+966501234567')).toBe('+٩٦٦\u200e \u200e٥٠\u200e \u200e١٢٣\u200e \u200e٤٥٦٧');
  });
});
