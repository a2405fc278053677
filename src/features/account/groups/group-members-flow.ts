import { fromPromise } from 'xstate';
import type { GroupMember } from '../../../../contract/account-area.ts';
import { type GroupMemberItem, groupMembersMachine } from '../../../../machines/account/account-lists.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

const itemsOf = ({ members }: { members: GroupMember[] }): GroupMemberItem[] => members.map((member) => ({ ...member, id: member.memberId }));

/** My Account > My Groups: every effect of the list, here. */
export const groupMembersFlow: FlowDefinition<typeof groupMembersMachine> = {
  id: 'groupMembers',
  version: 1,
  lifetime: 'page',
  // The server's data: every opening, a reload too, reads it again rather than a saved copy.
  resume: false,
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'groupMembers');
    return groupMembersMachine.provide({
      actors: {
        load: fromPromise(async () => itemsOf(await withSession(() => api.call('groupMembers')))),
        save: fromPromise(async ({ input }) =>
          itemsOf(
            await withSession(() =>
              input.id ? api.call('updateGroupMember', { params: { memberId: input.id }, body: input.values }) : api.call('addGroupMember', { body: input.values }),
            ),
          ),
        ),
        remove: fromPromise(async ({ input }) => itemsOf(await withSession(() => api.call('deleteGroupMember', { params: { memberId: input.id } })))),
      },
    });
  },
};
export const GroupMembers = createFlowContext(groupMembersFlow);
