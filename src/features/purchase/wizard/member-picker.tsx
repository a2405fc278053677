import type { UseFormReturn } from 'react-hook-form';
import type { GroupMember } from '../../../../contract/account-area.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Field, Select } from '../ui.tsx';
import type { PeopleValues } from './people-values.ts';

/** Someone from My Groups fills this insured person's fields (still editable); their relation too where the risk did not fix it. */
export function MemberPicker({ index, form, members, relationFixed }: { index: number; form: UseFormReturn<PeopleValues>; members: GroupMember[]; relationFixed: boolean }) {
  const t = useT();
  const pick = (memberId: string) => {
    const member = members.find((candidate) => candidate.memberId === memberId);
    if (!member) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(`insuredPersons.${index}.firstName`, member.firstName, options);
    form.setValue(`insuredPersons.${index}.lastName`, member.lastName, options);
    form.setValue(`insuredPersons.${index}.dateOfBirth`, member.dateOfBirth, options);
    form.setValue(`insuredPersons.${index}.gender`, member.gender, options);
    if (!relationFixed) form.setValue(`insuredPersons.${index}.relation`, member.relation, options);
  };
  return (
    <Field label={t('purchase.people.pickMember')} hint={t('purchase.people.pickMemberHint')}>
      {(ids) => (
        <Select {...ids} defaultValue="" onChange={(event) => pick(event.target.value)}>
          <option value="">{t('purchase.people.pickMemberNone')}</option>
          {members.map((member) => (
            <option key={member.memberId} value={member.memberId}>
              {member.firstName} {member.lastName}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
