import { fromPromise } from 'xstate';
import type { GroupMember, Profile } from '../../../../contract/account-area.ts';
import type { Policyholder } from '../../../../contract/purchase.ts';
import { savedPeopleMachine } from '../../../../machines/account/saved-people.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { pageFlow } from '@/app/flows/page-flow.ts';

/** The people step's saved people: the profile and the group members (My Account), read on each visit. */
export const savedPeopleFlow = pageFlow(
  'savedPeople',
  ({ api, withSession }) =>
    savedPeopleMachine.provide({
      actors: {
        loadSavedPeople: fromPromise(async () => {
          const [profile, { members }] = await withSession(() => Promise.all([api.call('profile'), api.call('groupMembers')]));
          return { profile, members };
        }),
      },
    }),
  { resume: false, input: (_services, key) => ({ isGuest: key === 'guest' }) },
);
export const SavedPeople = createFlowContext(savedPeopleFlow);

/** What the profile knows of the policyholder (only what it has: never a guessed gender or an empty date). */
export function policyholderFromProfile(profile: Profile | null): Partial<Policyholder> {
  if (!profile) return {};
  const known: Partial<Policyholder> = {};
  if (profile.firstName) known.firstName = profile.firstName;
  if (profile.middleName) known.middleName = profile.middleName;
  if (profile.lastName) known.lastName = profile.lastName;
  if (profile.dateOfBirth) known.dateOfBirth = profile.dateOfBirth;
  if (profile.gender) known.gender = profile.gender;
  if (profile.mobileNumber) known.mobileNumber = profile.mobileNumber;
  if (profile.emailAddress) known.emailAddress = profile.emailAddress;
  return known;
}

export type SavedMember = GroupMember;
