import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { GroupMemberItem } from '../../../../machines/account/account-lists.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { CollectionSection } from '../collection-section.tsx';
import { ltr } from '../field-problems.ts';
import { GroupMemberForm } from './group-member-form.tsx';
import { GroupMembers } from './group-members-flow.ts';

/** My Account > My Groups: the family or group members picked again in the purchase people step. */
export default function GroupMembersSection() {
  return <CollectionSection flow={GroupMembers} prefix="myAccount.groups" Summary={MemberSummary} Form={GroupMemberForm} nameOf={(member) => `${member.firstName} ${member.lastName}`} />;
}

function MemberSummary({ item }: { item: GroupMemberItem }) {
  const t = useT();
  const intl = useIntl();
  const born = intl.formatDate(`${item.dateOfBirth}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <Text fontWeight="semibold">
        {item.firstName} {item.lastName}
      </Text>
      <Text>{t('myAccount.groups.summary', { relation: t(`myAccount.kin.${item.relation}.${item.gender}`), born })}</Text>
      <Text>{t('myAccount.groups.idLine', { id: ltr(item.nationalId) })}</Text>
    </>
  );
}
