import type { RiskDetails } from '../../../../contract/catalogue.ts';
import type { FieldProblem } from '@/components/forms/with-rules.ts';
import { addDays } from './dates.ts';
import { quotedAgeProblems } from './insured-ages.ts';
import type { PeopleValues } from './people-values.ts';

export interface PeopleRules {
  /** The days the cover may start on; null when the start is fixed (a trip's departure, a renewal). */
  window: { min: string; max: string } | null;
  risk: RiskDetails | null;
  /** The policyholder is insured too (first among the insured persons sent). */
  includeSelf: boolean;
}

/**
 * The server's rules for the people step that its schema cannot hold, each said on its field before
 * anything is sent, all in one pass with the schema's own problems (form resolver, withRules): the
 * start date in its window, nobody born in the future, a policyholder of 18 (18 x 365 days), and each
 * traveller the age the trip was priced for.
 */
export function peopleProblems(values: PeopleValues, { window, risk, includeSelf }: PeopleRules): FieldProblem<PeopleValues>[] {
  const problems: FieldProblem<PeopleValues>[] = [];
  if (window && (values.startDate < window.min || values.startDate > window.max)) problems.push({ name: 'startDate', type: 'window', message: 'window' });
  values.insuredPersons.forEach((person, index) => {
    if (person.dateOfBirth > addDays(0)) problems.push({ name: `insuredPersons.${index}.dateOfBirth`, type: 'future', message: 'future' });
  });
  if (values.policyholder.dateOfBirth > addDays(-18 * 365)) problems.push({ name: 'policyholder.dateOfBirth', type: 'adult', message: 'adult' });
  problems.push(...quotedAgeProblems(risk, [...(includeSelf ? [values.policyholder] : []), ...values.insuredPersons], includeSelf, values.startDate));
  return problems;
}
