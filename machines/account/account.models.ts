import type { CodeSent, GroupMember, Profile } from '../../contract/account-area.ts';
import { type FlowModel, invokeDone, invokeError } from '../tooling/test-paths.ts';
import { addressesMachine, type AddressItem, groupMembersMachine, type GroupMemberItem } from './account-lists.ts';
import { mobileChangeMachine, profileMachine } from './profile.machine.ts';
import { savedPeopleMachine } from './saved-people.machine.ts';

/** Sample data of the My Account flows' model-based paths (machines/flow-models.ts lists the models). */
export const sampleProfile: Profile = {
  firstName: 'Sara',
  middleName: '',
  lastName: 'Al-Harbi',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  emailAddress: 'sara@example.com',
  emailVerified: true,
  pendingEmail: null,
  mobileNumber: '+966501234567',
  preferredLanguage: 'en',
  isGuest: false,
};
const sampleCodeSent: CodeSent = { maskedMobile: '+966 •••• 568', codeExpiresAt: '2099-01-01T00:05:00.000Z', resendAvailableAt: '2099-01-01T00:01:00.000Z', attemptsLeft: 5 };
const sampleAddress: AddressItem = { id: 'a1', addressId: 'a1', countryCode: 'SA', region: '01', city: 'Riyadh', street: 'King Fahd Road 12', postalCode: '12211', isDefault: true };
export const sampleMember: GroupMember = { memberId: 'm1', firstName: 'Omar', lastName: 'Al-Harbi', relation: 'child', dateOfBirth: '2015-03-04', gender: 'male', nationalId: '1012345678' };
const sampleMemberItem: GroupMemberItem = { ...sampleMember, id: 'm1' };
const fail = (reason: string, code: string | null = null) => ({ reason, code, message: reason });

const { memberId: _id, ...memberValues } = sampleMember;
const { id: _a, addressId: _b, isDefault: _c, ...addressValues } = sampleAddress;

export const profileModel: FlowModel = {
  id: 'profile',
  machine: profileMachine,
  events: [
    invokeDone(profileMachine, 'loadProfile', sampleProfile),
    invokeError(profileMachine, 'loadProfile', fail('offline')),
    { type: 'profile.retry' },
    { type: 'profile.save', values: { firstName: 'Sara', lastName: 'Al-Harbi', dateOfBirth: '1990-04-01', gender: 'female', preferredLanguage: 'ar' } },
    invokeDone(profileMachine, 'saveProfile', { ...sampleProfile, preferredLanguage: 'ar' }),
    invokeError(profileMachine, 'saveProfile', fail('invalid', 'validation_failed')),
  ],
};

export const mobileChangeModel: FlowModel = {
  id: 'mobileChange',
  machine: mobileChangeMachine,
  input: { currentMobile: '+966501234567' },
  events: [
    { type: 'mobile.send', mobileNumber: '+966501234568' },
    invokeDone(mobileChangeMachine, 'sendCode', sampleCodeSent),
    invokeError(mobileChangeMachine, 'sendCode', fail('rateLimited', 'rate_limited')),
    { type: 'mobile.verify', code: '123456' },
    invokeDone(mobileChangeMachine, 'verifyCode', { ...sampleProfile, mobileNumber: '+966501234568' }),
    invokeError(mobileChangeMachine, 'verifyCode', fail('wrongCode', 'code_invalid')),
    { type: 'mobile.resend' },
    { type: 'mobile.back' },
    { type: 'mobile.again' },
  ],
};

const collectionEvents = <Item>(machine: typeof addressesMachine | typeof groupMembersMachine, item: Item, values: unknown) => [
  invokeDone(machine, 'load', [item]),
  invokeError(machine, 'load', fail('offline')),
  { type: 'collection.retry' },
  { type: 'collection.add' },
  { type: 'collection.edit', id: 'a1' },
  { type: 'collection.save', values },
  invokeDone(machine, 'save', [item]),
  invokeError(machine, 'save', fail('invalid', 'validation_failed')),
  { type: 'collection.cancel' },
  { type: 'collection.delete', id: 'a1' },
  { type: 'collection.confirmDelete' },
  invokeDone(machine, 'remove', []),
  invokeError(machine, 'remove', fail('offline')),
];

export const addressesModel: FlowModel = {
  id: 'addresses',
  machine: addressesMachine,
  events: [
    ...collectionEvents(addressesMachine, sampleAddress, addressValues),
    { type: 'collection.makeDefault', id: 'a1' },
    invokeDone(addressesMachine, 'makeDefault', [sampleAddress]),
    invokeError(addressesMachine, 'makeDefault', fail('notFound', 'not_found')),
  ],
};

export const groupMembersModel: FlowModel = { id: 'groupMembers', machine: groupMembersMachine, events: collectionEvents(groupMembersMachine, sampleMemberItem, memberValues) };

export const savedPeopleModel: FlowModel = {
  id: 'savedPeople',
  machine: savedPeopleMachine,
  input: { isGuest: false },
  events: [
    invokeDone(savedPeopleMachine, 'loadSavedPeople', { profile: sampleProfile, members: [sampleMember] }),
    invokeError(savedPeopleMachine, 'loadSavedPeople', fail('offline')),
    { type: 'savedPeople.retry' },
    { type: 'savedPeople.skip' },
  ],
};

export const accountModels = [profileModel, mobileChangeModel, addressesModel, groupMembersModel, savedPeopleModel];
