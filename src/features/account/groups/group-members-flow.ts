import type { GroupMember } from '../../../../contract/account-area.ts';
import { type GroupMemberItem, groupMembersMachine } from '../../../../machines/account/account-lists.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { collectionFlow } from '../collection-flow.ts';

const itemsOf = ({ members }: { members: GroupMember[] }): GroupMemberItem[] => members.map((member) => ({ ...member, id: member.memberId }));

/** My Account > My Groups: the list's endpoints. */
export const groupMembersFlow = collectionFlow('groupMembers', groupMembersMachine, {
  list: async (api) => itemsOf(await api.call('groupMembers')),
  add: async (api, body) => itemsOf(await api.call('addGroupMember', { body })),
  update: async (api, memberId, body) => itemsOf(await api.call('updateGroupMember', { params: { memberId }, body })),
  remove: async (api, memberId) => itemsOf(await api.call('deleteGroupMember', { params: { memberId } })),
});
export const GroupMembers = createFlowContext(groupMembersFlow);
