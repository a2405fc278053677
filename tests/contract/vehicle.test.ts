import { describe, expect, it } from 'vitest';
import { arabicPlate, canonicalPlate, normalizeVin, VIN_PATTERN } from '../../contract/vehicle.ts';
import type { RiskDetails } from '../../contract/catalogue.ts';
import { ageOn, insuredAgeMismatches } from '../../contract/purchase.ts';

describe('Saudi plates', () => {
  it('reads Latin or Arabic letters, either order, any spacing, Arabic-Indic digits', () => {
    for (const [text, expected] of [['1234 ABD', '1234 ABD'], ['abd-1234', '1234 ABD'], ['١٢٣٤ ا ب د', '1234 ABD'], ['أ ب د ١٢٣٤', '1234 ABD'], ['7 هـ', '7 H'], ['٩ ى', '9 V']] as const) expect(canonicalPlate(text), text).toBe(expected);
  });

  it('refuses more than 4 digits or 3 letters, letters no plate carries, digits and letters mixed', () => {
    for (const text of ['', '12345 A', '1 ABCD', '12 O', '12 Q', '12 ف', '1A2B', 'ABD']) expect(canonicalPlate(text), text).toBeNull();
  });

  it('writes a canonical plate back in Arabic letters and digits', () => {
    expect(arabicPlate('1234 ABD')).toEqual({ digits: '١٢٣٤', letters: 'ا ب د' });
  });
});

describe('VIN', () => {
  it('17 characters without I, O, Q, read upper case without spaces', () => {
    expect(normalizeVin('jtdbr32e7 2012-3456')).toBe('JTDBR32E720123456');
    expect(VIN_PATTERN.test('JTDBR32E720123456')).toBe(true);
    for (const vin of ['JTDBR32E72012345', 'JTDBR32E7201234567', 'JTDBR32E72012345I', 'JTDBR32E72012345O', 'JTDBR32E72012345Q']) expect(VIN_PATTERN.test(vin), vin).toBe(false);
  });
});

describe('ages priced', () => {
  it('counts full years, a 29 February birthday a year older on 1 March', () => {
    expect(ageOn('1990-04-01', '2026-03-31')).toBe(35);
    expect(ageOn('1990-04-01', '2026-04-01')).toBe(36);
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26);
    expect(ageOn('2000-02-29', '2027-03-01')).toBe(27);
  });

  it('health: the policyholder (self) first, then the other members, on the start date', () => {
    const health: RiskDetails = { categoryId: 'health', members: [{ relation: 'child', age: 4 }, { relation: 'self', age: 36 }] };
    expect(insuredAgeMismatches(health, [{ dateOfBirth: '1990-04-01' }, { dateOfBirth: '2022-01-01' }], '2026-12-01', '2026-11-23')).toEqual([]);
    expect(insuredAgeMismatches(health, [{ dateOfBirth: '1990-04-01' }, { dateOfBirth: '2016-01-01' }], '2026-12-01', '2026-11-23')).toEqual([{ index: 1, age: 10, quotedAge: 4, kind: 'member' }]);
  });

  it('names each traveller whose age fits neither the start date nor today; other categories are not age-checked here', () => {
    const trip: RiskDetails = { categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-12-01', returnDate: '2026-12-08', travellerAges: [36, 34] };
    expect(insuredAgeMismatches(trip, [{ dateOfBirth: '1990-04-01' }, { dateOfBirth: '2016-05-05' }], '2026-12-01', '2026-11-23')).toEqual([{ index: 1, age: 10, quotedAge: 34, kind: 'traveller' }]);
    expect(insuredAgeMismatches(trip, [{ dateOfBirth: '1990-04-01' }, { dateOfBirth: '1992-02-02' }], '2026-12-01', '2026-11-23')).toEqual([]);
    // Not typed yet: nothing said.
    expect(insuredAgeMismatches(trip, [{ dateOfBirth: '' }], '2026-12-01', '2026-11-23')).toEqual([]);
    expect(insuredAgeMismatches({ categoryId: 'life', age: 40, termYears: 10, sumAssuredMinor: 10_000_000, smoker: false }, [{ dateOfBirth: '2000-01-01' }], '2026-12-01', '2026-11-23')).toEqual([]);
  });
});
