import { assign, setup } from 'xstate';
import type { GroupMember, Profile } from '../../contract/account-area.ts';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';

/**
 * The purchase people step's saved people: the customer's profile (to prefill the policyholder) and
 * group members (to pick instead of typing them again). The form waits for them, so nothing typed is
 * ever replaced; a failure offers a retry or going on without them. A guest has nothing saved.
 */
export const savedPeopleMachine = setup({
  types: {
    context: {} as { isGuest: boolean; profile: Profile | null; members: GroupMember[]; error: FlowFailure | null },
    events: {} as { type: 'savedPeople.retry' } | { type: 'savedPeople.skip' },
    input: {} as { isGuest: boolean },
    tags: {} as FlowTag,
  },
  actors: {
    /** GET /account/profile and GET /account/group-members. */
    loadSavedPeople: notProvided<{ profile: Profile; members: GroupMember[] }, void>('loadSavedPeople'),
  },
  guards: { isGuest: ({ context }) => context.isGuest },
}).createMachine({
  id: 'savedPeople',
  context: ({ input }) => ({ isGuest: input.isGuest, profile: null, members: [], error: null }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isGuest', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSavedPeople',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: { target: 'failed', actions: assign({ error: failureOf }) },
      },
    },
    failed: { tags: ['failed'], on: { 'savedPeople.retry': 'loading', 'savedPeople.skip': { target: 'ready', actions: assign({ error: null }) } } },
    ready: { tags: ['done'] },
  },
});
