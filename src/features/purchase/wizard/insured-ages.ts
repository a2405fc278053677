import type { FieldError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { RiskDetails } from '../../../../contract/catalogue.ts';
import { type InsuredPerson, insuredAgeMismatches } from '../../../../contract/purchase.ts';
import type { FieldProblem } from '@/components/forms/with-rules.ts';
import { addDays } from './dates.ts';
import type { PeopleValues } from './people-step.tsx';

/**
 * The server's rule, said on the field before anything is sent: each traveller's date of birth must
 * give the age the trip was priced for. `people` are the insured persons in the order sent (the
 * policyholder first when they travel). A problem for each field that does not fit.
 */
export function quotedAgeProblems(risk: RiskDetails | null, people: Pick<InsuredPerson, 'dateOfBirth'>[], holderFirst: boolean): FieldProblem<PeopleValues>[] {
  if (!risk) return [];
  return insuredAgeMismatches(risk, people, addDays(0)).map(({ index, age, quotedAge }) => ({
    name: holderFirst && index === 0 ? 'policyholder.dateOfBirth' : (`insuredPersons.${holderFirst ? index - 1 : index}.dateOfBirth` as const),
    type: 'quotedAge',
    message: `${age}/${quotedAge}`,
  }));
}

/** The age a traveller was priced for, by their place among the insured persons (the policyholder is 0), if the price depends on it. */
export function quotedAgeOf(risk: unknown, index: number): number | undefined {
  return (risk as { travellerAges?: number[] } | null)?.travellerAges?.[index];
}

/** A date of birth's problem in words: too young for a policyholder, not the age priced, or missing. */
export function dateOfBirthProblem(intl: IntlShape, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'quotedAge') {
    const [age = 0, quotedAge = 0] = (error.message ?? '').split('/').map(Number);
    return intl.formatMessage({ id: 'purchase.people.dateOfBirth.quotedAge' }, { age: intl.formatNumber(age), quotedAge: intl.formatNumber(quotedAge) });
  }
  return intl.formatMessage({ id: error.message === 'adult' ? 'purchase.people.dateOfBirth.adult' : 'purchase.people.dateOfBirth.error' });
}

/** The hint under a traveller's date of birth: the age the price is for. */
export function quotedAgeHint(intl: IntlShape, quotedAge: number | undefined): string | undefined {
  return quotedAge === undefined ? undefined : intl.formatMessage({ id: 'purchase.people.dateOfBirth.quotedHint' }, { quotedAge: intl.formatNumber(quotedAge) });
}
