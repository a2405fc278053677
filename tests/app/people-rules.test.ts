import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { withRules } from '@/components/forms/with-rules.ts';
import { addDays } from '@/features/purchase/wizard/dates.ts';
import { peopleProblems } from '@/features/purchase/wizard/people-rules.ts';
import type { PeopleValues } from '@/features/purchase/wizard/people-values.ts';

const holder = { firstName: 'Sara', lastName: 'Al-Harbi', dateOfBirth: '1990-04-01', gender: 'female', mobileNumber: '+966501234567', emailAddress: 'sara@example.com', nationalId: '1234567890' } as PeopleValues['policyholder'];
const values = (overrides: Partial<PeopleValues> = {}): PeopleValues => ({ policyholder: holder, insuredPersons: [], startDate: addDays(1), ...overrides });
const window = { min: addDays(0), max: addDays(30) };
const trip = { categoryId: 'travel', destinationZone: 'gcc', departureDate: addDays(5), returnDate: addDays(12), travellerAges: [36, 34] } as const;

describe('people step rules', () => {
  it('finds every problem in one pass: start outside its window, a date of birth in the future, a policyholder under 18, a traveller not the age priced', () => {
    const problems = peopleProblems(
      values({
        policyholder: { ...holder, dateOfBirth: addDays(-17 * 365) },
        insuredPersons: [
          { firstName: 'Omar', lastName: 'Al-Harbi', dateOfBirth: addDays(3), gender: 'male', relation: 'spouse' },
          { firstName: 'Lina', lastName: 'Al-Harbi', dateOfBirth: '2016-01-01', gender: 'female', relation: 'child' },
        ],
        startDate: addDays(40),
      }),
      { window, risk: { ...trip, travellerAges: [17, 36, 34] }, includeSelf: true },
    );
    expect(problems.map(({ name, type }) => [name, type])).toEqual([
      ['startDate', 'window'],
      ['insuredPersons.0.dateOfBirth', 'future'],
      ['policyholder.dateOfBirth', 'adult'],
      // Born in the future is not the age priced either; the form shows the first problem of a field (withRules).
      ['insuredPersons.0.dateOfBirth', 'quotedAge'],
      ['insuredPersons.1.dateOfBirth', 'quotedAge'],
    ]);
  });

  it('has nothing to say about a fixed start (a trip, a renewal) or people who fit', () => {
    expect(peopleProblems(values({ startDate: addDays(90) }), { window: null, risk: null, includeSelf: true })).toEqual([]);
  });

  it('withRules adds the rules to the schema’s problems; a field keeps the first one found; nothing to add passes the schema’s answer through', async () => {
    const schema: Resolver<PeopleValues> = async (given) =>
      given.policyholder.firstName
        ? { values: given, errors: {} as Record<string, never> }
        : { values: {} as Record<string, never>, errors: { policyholder: { firstName: { type: 'too_small', message: 'Enter the first name.' } } } };
    const resolve = withRules(schema, (given) => peopleProblems(given, { window, risk: null, includeSelf: true }));
    const options = { fields: {}, shouldUseNativeValidation: false };
    const young = { ...holder, firstName: '', dateOfBirth: addDays(-10 * 365) };
    const both = await resolve(values({ policyholder: young, startDate: addDays(-1) }), undefined, options);
    expect(both.errors).toEqual({
      policyholder: { firstName: { type: 'too_small', message: 'Enter the first name.' }, dateOfBirth: { type: 'adult', message: 'adult' } },
      startDate: { type: 'window', message: 'window' },
    });
    const fine = values();
    expect(await resolve(fine, undefined, options)).toEqual({ values: fine, errors: {} });
  });
});
