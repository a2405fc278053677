import { useForm } from 'react-hook-form';
import { type GroupMemberInput, groupMemberInputSchema, groupRelations } from '../../../../contract/account-area.ts';
import type { GroupMemberItem } from '../../../../machines/account/account-lists.ts';
import { Field, Form, Input, Select } from '@/components/forms/form-ui.tsx';
import { GenderSelect } from '@/components/forms/gender-select.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { EntryFormFooter } from '../collection-parts.tsx';
import type { EntryFormProps } from '../collection-section.tsx';
import { problemResolver, useServerErrors } from '../field-problems.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** One member: names, relation, date of birth, gender (chosen, never guessed) and national ID. */
export function GroupMemberForm({ item, busy, error, onSave, onCancel }: EntryFormProps<GroupMemberItem, GroupMemberInput>) {
  const t = useT();
  const form = useForm<GroupMemberInput>({
    resolver: problemResolver(groupMemberInputSchema, t),
    errors: useServerErrors<GroupMemberInput>(error),
    defaultValues: {
      firstName: item?.firstName ?? '',
      lastName: item?.lastName ?? '',
      // Relation and gender are chosen, never guessed: left out, each select shows its empty first option.
      relation: item?.relation,
      dateOfBirth: item?.dateOfBirth ?? '',
      gender: item?.gender,
      nationalId: item?.nationalId ?? '',
    },
  });
  const { errors } = form.formState;
  const problem = (name: keyof GroupMemberInput) => errors[name]?.message;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Field label={t('myAccount.groups.firstName')} error={problem('firstName')}>
        {(ids) => <Input {...ids} autoComplete="off" {...form.register('firstName')} />}
      </Field>
      <Field label={t('myAccount.groups.lastName')} error={problem('lastName')}>
        {(ids) => <Input {...ids} autoComplete="off" {...form.register('lastName')} />}
      </Field>
      <Field label={t('myAccount.groups.relation')} error={problem('relation')}>
        {(ids) => (
          <Select {...ids} {...form.register('relation')}>
            <option value="">{t('myAccount.choose')}</option>
            {groupRelations.map((relation) => (
              <option key={relation} value={relation}>
                {t(`myAccount.relation.${relation}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('myAccount.groups.dateOfBirth')} error={problem('dateOfBirth')}>
        {(ids) => <Input {...ids} type="date" min="1900-01-01" max={today()} {...form.register('dateOfBirth')} />}
      </Field>
      <Field label={t('myAccount.groups.gender')} error={problem('gender')}>
        {(ids) => <GenderSelect {...ids} wording="myAccount" {...form.register('gender')} />}
      </Field>
      <Field label={t('myAccount.groups.nationalId')} hint={t('myAccount.groups.nationalIdHint')} error={problem('nationalId')}>
        {(ids) => <Input {...ids} inputMode="numeric" autoComplete="off" dir="ltr" {...form.register('nationalId')} />}
      </Field>
      <EntryFormFooter busy={busy} error={error} onCancel={onCancel} saveLabel={t('myAccount.groups.save')} />
    </Form>
  );
}
