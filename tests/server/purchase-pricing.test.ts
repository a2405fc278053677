import { describe, expect, it } from 'vitest';
import type { RiskDetails } from '../../contract/catalogue.ts';
import { categorySeeds } from '../../server/catalogue/catalogue-data.ts';
import {
  addOnPriceMinor,
  applyBasisPoints,
  basePremiumMinor,
  endOfTerm,
  orderAmounts,
  type PricingRule,
  planPremiumMinor,
  policyPeriod,
  RiskNotPriceableError,
  taxMinor,
} from '../../server/purchase/pricing.ts';

const rule = (id: string) => categorySeeds.find((c) => c.id === id)!.rule as PricingRule;
const today = '2026-03-01';
const price = (risk: RiskDetails) => basePremiumMinor(rule(risk.categoryId), risk, { today });

const motor = { categoryId: 'motor', vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2024, vehicleValueMinor: 10_000_000, driverAge: 35, noClaimsYears: 2, plateNumber: '1234 ABD', vin: 'JTDBR32E720123456' } as const;

describe('pricing rules (the seeded data, applied by the pure engine)', () => {
  it('motor: vehicle value x 2.5%, vehicle-age and driver-age factors, no-claims discount, minimum premium', () => {
    // 100,000 SAR x 2.5% = 2,500 SAR; age 2 x1.0; driver 35 x1.0; 2 claim-free years -10%.
    expect(price(motor)).toBe(225_000);
    expect(price({ ...motor, driverAge: 20 })).toBe(405_000); // young driver x1.8
    expect(price({ ...motor, vehicleYear: 2018 })).toBe(270_000); // 8-year-old car x1.2
    expect(price({ ...motor, noClaimsYears: 10 })).toBe(175_000); // discount capped at 30%
    expect(price({ ...motor, vehicleValueMinor: 1_000_000, noClaimsYears: 0 })).toBe(80_000); // 250 SAR -> minimum 800 SAR
  });

  it('travel: zone daily rate x days (both ends counted) x traveller age bands', () => {
    const trip: Extract<RiskDetails, { categoryId: 'travel' }> = { categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-03-10', returnDate: '2026-03-16', travellerAges: [30, 10, 70] };
    // 6 SAR x 7 days = 42 SAR: adult x1, child x0.5, 70-year-old x2.
    expect(price(trip)).toBe(4200 + 2100 + 8400);
    expect(price({ ...trip, destinationZone: 'worldwide', travellerAges: [30] })).toBe(2400 * 7);
    expect(price({ ...trip, travellerAges: [5], returnDate: '2026-03-10' })).toBe(3000); // 3 SAR -> minimum 30 SAR
    expect(() => price({ ...trip, departureDate: '2026-02-27' })).toThrow(RiskNotPriceableError);
  });

  it('health: annual premium per member by age band, family discount from three members', () => {
    const members = [
      { relation: 'self', age: 35 },
      { relation: 'spouse', age: 33 },
    ] as const;
    expect(price({ categoryId: 'health', members: [...members] })).toBe(840_000);
    expect(price({ categoryId: 'health', members: [...members, { relation: 'child', age: 5 }] })).toBe(918_000); // 1,020,000 - 10%
    expect(price({ categoryId: 'health', members: [{ relation: 'parent', age: 70 }] })).toBe(1_100_000);
  });

  it('home: building and contents rates, property type factor, minimum premium', () => {
    const home = { categoryId: 'home', propertyType: 'villa', buildingValueMinor: 200_000_000, contentsValueMinor: 20_000_000, city: 'Riyadh', district: 'Al Olaya', street: 'King Fahd Road', buildingNumber: '2234', postalCode: '12211' } as const;
    expect(price(home)).toBe(200_000 + 60_000); // 0.1% of 2M SAR + 0.3% of 200k SAR
    expect(price({ ...home, propertyType: 'apartment' })).toBe(234_000); // x0.9
    expect(price({ ...home, buildingValueMinor: 0, contentsValueMinor: 1_000_000 })).toBe(30_000); // minimum 300 SAR
  });

  it('life: sum assured x rate by age band x term factor x smoker factor', () => {
    const life = { categoryId: 'life', age: 35, termYears: 20, sumAssuredMinor: 100_000_000, smoker: false } as const;
    expect(price(life)).toBe(216_000); // 1M SAR x 0.2% = 2,000 SAR, 20-year term x1.08
    expect(price({ ...life, smoker: true })).toBe(378_000); // x1.75
    expect(price({ ...life, age: 55, termYears: 10 })).toBe(900_000);
  });

  it('refuses a risk the bands do not cover, naming the field', () => {
    const narrow: PricingRule = { ...(rule('life') as Extract<PricingRule, { kind: 'life' }>), ageBands: [{ maxAge: 40, ratePpm: 2000 }] };
    const error = (() => {
      try {
        basePremiumMinor(narrow, { categoryId: 'life', age: 50, termYears: 10, sumAssuredMinor: 10_000_000, smoker: false }, { today });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RiskNotPriceableError);
    expect((error as RiskNotPriceableError).field).toBe('risk.age');
  });

  it('plans, add-ons, VAT and order totals stay integers, rounded half up', () => {
    expect(applyBasisPoints(1, 5000)).toBe(1); // 0.5 -> 1
    expect(applyBasisPoints(3, 1500)).toBe(0); // 0.45 -> 0
    expect(planPremiumMinor(225_000, 4500)).toBe(101_250);
    expect(addOnPriceMinor({ kind: 'flat', value: 30_000 }, 225_000)).toBe(30_000);
    expect(addOnPriceMinor({ kind: 'percentOfPremium', value: 1000 }, 225_001)).toBe(22_500);
    expect(taxMinor(225_000, 1500)).toBe(33_750);
    expect(orderAmounts(225_000, [30_000, 22_500], 1500)).toEqual({ premiumMinor: 225_000, addOnsMinor: 52_500, taxMinor: 41_625, totalMinor: 319_125 });
  });

  it('policy periods: a year (a leap day too), the life term, the trip', () => {
    expect(endOfTerm('2026-03-05', 1)).toBe('2027-03-04');
    expect(endOfTerm('2024-02-29', 1)).toBe('2025-02-28');
    expect(policyPeriod({ categoryId: 'life', age: 35, termYears: 20, sumAssuredMinor: 10_000_000, smoker: false }, '2026-03-05')).toEqual({ startDate: '2026-03-05', endDate: '2046-03-04' });
    expect(policyPeriod({ categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-03-10', returnDate: '2026-03-16', travellerAges: [30] }, '2026-03-10')).toEqual({ startDate: '2026-03-10', endDate: '2026-03-16' });
  });
});

describe('renewal prefill', () => {
  it('moves ages on by the years passed, within the form limits, and leaves home risks alone', async () => {
    const { agedRisk } = await import('../../server/policies/policy-records.ts');
    expect(agedRisk({ categoryId: 'health', members: [{ relation: 'self', age: 40 }, { relation: 'parent', age: 75 }] }, 1)).toEqual({
      categoryId: 'health',
      members: [{ relation: 'self', age: 41 }, { relation: 'parent', age: 75 }],
    });
    expect(agedRisk({ ...motor, driverAge: 79 }, 2)).toMatchObject({ driverAge: 80 });
    expect(agedRisk({ categoryId: 'life', age: 30, termYears: 10, sumAssuredMinor: 10_000_000, smoker: false }, 1)).toMatchObject({ age: 31 });
    const home = { categoryId: 'home', propertyType: 'villa', buildingValueMinor: 1, contentsValueMinor: 1, city: 'Jeddah', district: 'Al Olaya', street: 'King Fahd Road', buildingNumber: '2234', postalCode: '12211' } as const;
    expect(agedRisk(home, 3)).toEqual(home);
  });
});
