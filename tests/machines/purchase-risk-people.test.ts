import { describe, expect, it } from 'vitest';
import { coversPolicyholder, departureDateOf, othersInsured } from '../../machines/purchase/purchase.selectors.ts';

const travel = { categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-12-01', returnDate: '2026-12-10', travellerAges: [34, 33, 5] } as const;
const health = (relations: ('self' | 'spouse' | 'child' | 'parent')[]) => ({ categoryId: 'health' as const, members: relations.map((relation) => ({ relation, age: 30 })) });

describe('the people a purchase insures, read from its risk details', () => {
  it('a trip insures its travellers after the first, whose relation the customer chooses', () => {
    expect(othersInsured({ ...travel, travellerAges: [...travel.travellerAges] })).toEqual([
      { relation: 'spouse', fixed: false },
      { relation: 'spouse', fixed: false },
    ]);
    expect(departureDateOf({ ...travel, travellerAges: [34] })).toBe('2026-12-01');
    expect(coversPolicyholder({ ...travel, travellerAges: [34] })).toBe(true);
  });

  it('a health policy insures its members but self, with their relation fixed, and the policyholder only when self is a member', () => {
    expect(othersInsured(health(['self', 'child', 'parent']))).toEqual([
      { relation: 'child', fixed: true },
      { relation: 'parent', fixed: true },
    ]);
    expect(coversPolicyholder(health(['self', 'child']))).toBe(true);
    expect(coversPolicyholder(health(['child']))).toBe(false);
    expect(departureDateOf(health(['self']))).toBeNull();
  });

  it('other categories, or no details yet, insure nobody else', () => {
    expect(othersInsured(null)).toEqual([]);
    expect(othersInsured({ categoryId: 'life', age: 40, termYears: 10, sumAssuredMinor: 10_000_000, smoker: false })).toEqual([]);
    expect(coversPolicyholder(null)).toBe(true);
    expect(departureDateOf(null)).toBeNull();
  });
});
