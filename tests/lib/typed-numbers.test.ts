import { describe, expect, it } from 'vitest';
import { typedInteger, typedMinor } from '../../src/lib/i18n/typed-numbers.ts';

describe('numbers as a customer types them, in either language', () => {
  it('reads amounts in riyals as halalas: Arabic-Indic and Persian digits, group separators, the Arabic decimal point', () => {
    expect(typedMinor('1,250.5')).toBe(125_050);
    expect(typedMinor('١٬٢٥٠٫٥')).toBe(125_050);
    expect(typedMinor('۳۰۰')).toBe(30_000);
    expect(typedMinor(' 12 000 ')).toBe(1_200_000);
  });

  it('refuses what is not an amount rather than guessing: three decimals, exponents, signs, letters, nothing', () => {
    for (const text of ['12.345', '1e3', '-5', '12abc', '', '.']) expect(typedMinor(text), text).toBeNaN();
  });

  it('reads whole numbers and refuses fractions and words', () => {
    expect(typedInteger('٤٠')).toBe(40);
    expect(typedInteger('-3')).toBe(-3);
    for (const text of ['12.5', 'forty', '']) expect(typedInteger(text), text).toBeNaN();
  });
});
