import fc from 'fast-check';
import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { enableDigitLevelPhoneValidation, mobileNumberSchema, normalizeDigits, parsePhone, toE164 } from '../../contract/phone.ts';
import { applyEdit, formatAsYouType } from '@/components/phone-input/input-format.ts';

// As the server (createApp) and the phone input's module do.
enableDigitLevelPhoneValidation();

const RUNS = { numRuns: 1000 };
const countries = getCountries();
const country = fc.oneof(fc.constantFrom(...countries), fc.constant(undefined), fc.string({ maxLength: 3 }));
const phoneChars = fc.constantFrom(...'0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹+() -.ext#*x'.split(''));
/** Any text at all, and text made of the characters phone numbers are typed with. */
const anyText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: phoneChars, maxLength: 30 }));

/** Real mobile numbers of every country, then mutated: digits changed, added or dropped, separators, Arabic digits. */
const nearRealNumber = fc
  .record({
    iso2: fc.constantFrom(...countries),
    international: fc.boolean(),
    edits: fc.array(fc.record({ at: fc.nat(), digit: fc.integer({ min: 0, max: 9 }), kind: fc.constantFrom('keep', 'replace', 'insert', 'delete') }), { maxLength: 2 }),
    arabic: fc.boolean(),
    separator: fc.constantFrom('', ' ', '-'),
  })
  .map(({ iso2, international, edits, arabic, separator }) => {
    const example = getExampleNumber(iso2, examples);
    if (!example) return { text: '', iso2 };
    let digits = (international ? example.number.slice(1) : example.formatNational().replace(/\D/g, '')).split('');
    for (const { at, digit, kind } of edits) {
      const index = at % (digits.length + 1);
      if (kind === 'replace') digits[index] = String(digit);
      if (kind === 'insert') digits.splice(index, 0, String(digit));
      if (kind === 'delete') digits.splice(index, 1);
    }
    digits = digits.filter((d) => d !== undefined);
    let text = (international ? '+' : '') + digits.join(separator);
    if (arabic) text = text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    return { text, iso2 };
  });

describe('phone parsing never crashes', () => {
  it('parsePhone and toE164 accept any text and any active country', () => {
    fc.assert(
      fc.property(anyText, country, (text, active) => {
        const parsed = parsePhone(text, active);
        expect(typeof parsed.valid).toBe('boolean');
        expect(typeof parsed.formatted).toBe('string');
        // Valid implies possible; a number with an E.164 form has a calling code.
        if (parsed.valid) expect(parsed.possible).toBe(true);
        if (parsed.e164 !== null) expect(parsed.countryCode).not.toBe('');
        expect(toE164(text, active)).toBe(parsed.e164);
      }),
      RUNS,
    );
  });

  it('the as-you-type formatter and the edit function accept any text, caret and edit', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.nat(50), fc.constantFrom('insertText', 'deleteContentBackward', 'deleteContentForward', 'insertFromPaste'), country, fc.boolean(), (previous, next, caret, inputType, active, allowedOnly) => {
        expect(typeof formatAsYouType(next, active)).toBe('string');
        const result = applyEdit(previous, { text: next, caret }, inputType, { country: active, allowedCharactersOnly: allowedOnly });
        if (result) {
          expect(result.text.length).toBeLessThanOrEqual(25);
          expect(result.caret).toBeGreaterThanOrEqual(0);
          expect(result.caret).toBeLessThanOrEqual(result.text.length);
          // Formatting never changes the digits the customer typed (Arabic-Indic ones become ASCII).
          if (inputType.startsWith('insert')) expect(result.text.replace(/\D/g, '')).toBe(normalizeDigits(next).replace(/\D/g, '').slice(0, result.text.replace(/\D/g, '').length));
        }
      }),
      RUNS,
    );
  });
});

describe('what the phone input calls valid is what the schema (and so the server) accepts', () => {
  const schemaAccepts = (value: string | null) => value !== null && mobileNumberSchema.safeParse(value).success;

  it('for real numbers of every country, slightly changed', () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(nearRealNumber, fc.constantFrom(...countries), ({ text, iso2 }, other) => {
        for (const active of [iso2, other]) {
          const parsed = parsePhone(text, active);
          expect(schemaAccepts(toE164(text, active)), `${text} (${active})`).toBe(parsed.valid);
          if (parsed.valid) valid++;
          else invalid++;
        }
      }),
      RUNS,
    );
    // The generator reaches both sides of the equivalence often, not just the invalid one.
    expect(valid).toBeGreaterThan(400);
    expect(invalid).toBeGreaterThan(400);
  });

  it('for any text', () => {
    fc.assert(
      fc.property(anyText, country, (text, active) => {
        expect(schemaAccepts(toE164(text, active))).toBe(parsePhone(text, active).valid);
      }),
      RUNS,
    );
  });

  it('a restricted list only ever makes the input stricter than the schema', () => {
    fc.assert(
      fc.property(nearRealNumber, fc.array(fc.constantFrom(...countries), { maxLength: 5 }), fc.array(fc.constantFrom(...countries), { maxLength: 5 }), ({ text, iso2 }, onlyCountries, ignoredCountries) => {
        const parsed = parsePhone(text, iso2, { onlyCountries, ignoredCountries });
        if (parsed.valid) expect(schemaAccepts(parsed.e164)).toBe(true);
      }),
      RUNS,
    );
  });
});
