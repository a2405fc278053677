import type { FieldError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { RiskDetails } from '../../../../contract/catalogue.ts';
import { type InsuredPerson, insuredAgeMismatches, quotedAges } from '../../../../contract/purchase.ts';
import type { FieldProblem } from '@/components/forms/with-rules.ts';
import { addDays } from './dates.ts';
import type { PeopleValues } from './people-values.ts';

/**
 * The server's rule, said on the field before anything is sent: each traveller's (member's) date of
 * birth must give the age the price was quoted for. `people` are the insured persons in the order sent
 * (the policyholder first when insured). A problem for each field that does not fit.
 */
export function quotedAgeProblems(risk: RiskDetails | null, people: Pick<InsuredPerson, 'dateOfBirth'>[], holderFirst: boolean, startDate: string): FieldProblem<PeopleValues>[] {
  if (!risk) return [];
  return insuredAgeMismatches(risk, people, startDate, addDays(0)).map(({ index, age, quotedAge, kind }) => ({
    name: holderFirst && index === 0 ? 'policyholder.dateOfBirth' : (`insuredPersons.${holderFirst ? index - 1 : index}.dateOfBirth` as const),
    type: 'quotedAge',
    message: `${age}/${quotedAge}/${kind}`,
  }));
}

/** The age an insured person was priced for, by their place among the insured persons (the policyholder, when insured, is 0), if the price depends on it. */
export function quotedAgeOf(risk: RiskDetails | null, index: number): { quotedAge: number; kind: 'traveller' | 'member' } | undefined {
  const quoted = risk ? quotedAges(risk, addDays(0)) : null;
  const quotedAge = quoted?.ages[index];
  return quoted && quotedAge !== undefined ? { quotedAge, kind: quoted.kind } : undefined;
}

/** A date of birth's problem in words: too young for a policyholder, not the age priced, or missing. */
export function dateOfBirthProblem(intl: IntlShape, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'quotedAge') {
    const [age = '0', quotedAge = '0', kind] = (error.message ?? '').split('/');
    const id = kind === 'member' ? 'purchase.people.dateOfBirth.quotedAge.member' : 'purchase.people.dateOfBirth.quotedAge';
    return intl.formatMessage({ id }, { age: intl.formatNumber(Number(age)), quotedAge: intl.formatNumber(Number(quotedAge)) });
  }
  return intl.formatMessage({ id: error.message === 'adult' ? 'purchase.people.dateOfBirth.adult' : 'purchase.people.dateOfBirth.error' });
}

/** The hint under a traveller's (member's) date of birth: the age the price is for. */
export function quotedAgeHint(intl: IntlShape, quoted: ReturnType<typeof quotedAgeOf>): string | undefined {
  if (!quoted) return undefined;
  const id = quoted.kind === 'member' ? 'purchase.people.dateOfBirth.quotedHint.member' : 'purchase.people.dateOfBirth.quotedHint';
  return intl.formatMessage({ id }, { quotedAge: intl.formatNumber(quoted.quotedAge) });
}
