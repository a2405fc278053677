import type { Address, AddressInput, GroupMember, GroupMemberInput } from '../../contract/account-area.ts';
import { createCollectionMachine } from './collection.machine.ts';

export type AddressItem = Address & { id: string };
export type GroupMemberItem = GroupMember & { id: string };

/** My Account > Addresses: several, exactly one default (the server decides which after each change). */
export const addressesMachine = createCollectionMachine<AddressItem, AddressInput>('addresses', { withDefault: true });

/** My Account > My Groups: family or group members, picked again in the purchase people step. */
export const groupMembersMachine = createCollectionMachine<GroupMemberItem, GroupMemberInput>('groupMembers', { withDefault: false });
