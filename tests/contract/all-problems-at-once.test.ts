import { describe, expect, it } from 'vitest';
import { healthRiskSchema, homeRiskSchema, travelRiskSchema } from '../../contract/catalogue.ts';

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

/** A form checked with these schemas shows every problem on the first submit: a rule over several fields runs once the fields it reads are valid, whatever else is wrong. */
describe('risk forms: every problem at once', () => {
  it('travel: a return before the departure is said beside ages typed as letters', () => {
    const result = travelRiskSchema.safeParse({ categoryId: 'travel', destinationZone: 'gcc', departureDate: '2026-12-10', returnDate: '2026-12-01', travellerAges: [Number.NaN] });
    expect(problems(result)).toEqual(['travellerAges.0', 'returnDate']);
  });

  it('travel: the order of dates is not judged while a date itself is wrong', () => {
    const result = travelRiskSchema.safeParse({ categoryId: 'travel', destinationZone: 'gcc', departureDate: 'soon', returnDate: '2026-12-01', travellerAges: [35] });
    expect(problems(result)).toEqual(['departureDate']);
  });

  it('health: two members as the policyholder is said beside an age typed as letters', () => {
    const result = healthRiskSchema.safeParse({ categoryId: 'health', members: [{ relation: 'self', age: 30 }, { relation: 'self', age: Number.NaN }] });
    expect(problems(result)).toEqual(['members.1.age', 'members']);
  });

  it('home: nothing to insure is said beside an empty address', () => {
    const result = homeRiskSchema.safeParse({ categoryId: 'home', propertyType: 'villa', buildingValueMinor: 0, contentsValueMinor: 0, city: 'Riyadh', district: '', street: 'x', buildingNumber: '12', postalCode: '1' });
    expect(problems(result)).toEqual(['district', 'street', 'buildingNumber', 'postalCode', 'contentsValueMinor']);
  });
});
