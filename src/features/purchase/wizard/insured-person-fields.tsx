import { Stack, Text } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { memberRelations } from '../../../../contract/catalogue.ts';
import type { InsuredPerson } from '../../../../contract/purchase.ts';
import { textProblemKey } from '@/components/forms/translated-resolver.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Field, Input, Select } from '../ui.tsx';
import type { GroupMember } from '../../../../contract/account-area.ts';
import { addDays } from './dates.ts';
import { dateOfBirthProblem, quotedAgeHint, quotedAgeOf } from './insured-ages.ts';
import { coversPolicyholder } from '../../../../machines/purchase/purchase.selectors.ts';
import { usePurchase } from '../purchase-context.tsx';
import { MemberPicker } from './member-picker.tsx';
import type { PeopleValues } from './people-values.ts';

/**
 * One more insured person: name, date of birth, gender; a member's relation comes from the risk details
 * (`relation`), a traveller's is asked (null). Someone saved in My Groups can be picked instead of typed.
 */
export function InsuredPersonFields({ index, relation, form, members }: { index: number; relation: InsuredPerson['relation'] | null; form: UseFormReturn<PeopleValues>; members: GroupMember[] }) {
  const t = useT();
  const intl = useIntl();
  const errors = form.formState.errors.insuredPersons?.[index];
  const number = intl.formatNumber(index + 2);
  // The others come after the policyholder (priced first when insured: always a traveller, a member when `self`).
  const holderInsured = usePurchase((snapshot) => coversPolicyholder(snapshot.context.risk));
  const quotedAge = usePurchase((snapshot) => quotedAgeOf(snapshot.context.risk, index + (holderInsured ? 1 : 0)), (a, b) => a?.quotedAge === b?.quotedAge);
  return (
    <Stack as="fieldset" gap="3" borderTopWidth="1px" borderColor="border" pt="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        {relation ? t('purchase.people.insured', { number, relation: t(`purchase.relation.${relation}`) }) : t('purchase.people.traveller', { number })}
      </Text>
      {members.length > 0 && <MemberPicker index={index} form={form} members={members} relationFixed={relation !== null} />}
      <Field label={t('purchase.people.firstName')} error={errors?.firstName ? t(textProblemKey(errors.firstName.message) ?? 'purchase.people.firstName.error') : undefined}>
        {(ids) => <Input {...ids} autoComplete="off" {...form.register(`insuredPersons.${index}.firstName`)} />}
      </Field>
      <Field label={t('purchase.people.lastName')} error={errors?.lastName ? t(textProblemKey(errors.lastName.message) ?? 'purchase.people.lastName.error') : undefined}>
        {(ids) => <Input {...ids} autoComplete="off" {...form.register(`insuredPersons.${index}.lastName`)} />}
      </Field>
      <Field label={t('purchase.people.dateOfBirth')} hint={quotedAgeHint(intl, quotedAge)} error={dateOfBirthProblem(intl, errors?.dateOfBirth)}>
        {(ids) => <Input {...ids} type="date" max={addDays(0)} {...form.register(`insuredPersons.${index}.dateOfBirth`)} />}
      </Field>
      <Field label={t('purchase.people.gender')} error={errors?.gender ? t('purchase.people.gender.error') : undefined}>
        {(ids) => (
          <Select {...ids} {...form.register(`insuredPersons.${index}.gender`)}>
            <option value="">{t('purchase.people.gender.choose')}</option>
            <option value="female">{t('purchase.people.gender.female')}</option>
            <option value="male">{t('purchase.people.gender.male')}</option>
          </Select>
        )}
      </Field>
      {relation === null && (
        <Field label={t('purchase.people.relation')}>
          {(ids) => (
            <Select {...ids} {...form.register(`insuredPersons.${index}.relation`)}>
              {memberRelations.filter((option) => option !== 'self').map((option) => (
                <option key={option} value={option}>
                  {t(`purchase.relation.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </Stack>
  );
}
