import { assign, setup } from 'xstate';
import type { CodeSent } from '../../contract/accounts.ts';
import type { PolicyAccessResult } from '../../contract/policy-access-endpoints.ts';
import type { FlowExit } from '../shared/exit.ts';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';

/**
 * Find my policy (/find-my-policy): a guest's way back. The policy number and the mobile verified at
 * checkout -> an SMS code (the answer is the same whether or not they match: it never tells whether a
 * policy exists) -> the code -> a short session that opens that policy, whose page the flow ends on.
 * A wrong or expired code keeps the code form; a new code can be asked for, or the details changed.
 */
export interface FindPolicyContext {
  policyNumber: string;
  mobile: string;
  /** Where the code went and when another may be asked for (the server's answer). */
  sent: CodeSent | null;
  error: FlowFailure | null;
}

export type FindPolicyEvent =
  | { type: 'findPolicy.request'; policyNumber: string; mobile: string }
  | { type: 'findPolicy.verify'; code: string }
  | { type: 'findPolicy.resend' }
  | { type: 'findPolicy.change' };

const details = ({ context }: { context: FindPolicyContext }) => ({ policyNumber: context.policyNumber, mobile: context.mobile });

export const findPolicyMachine = setup({
  types: {
    context: {} as FindPolicyContext,
    events: {} as FindPolicyEvent,
    tags: {} as FlowTag | 'codeInput',
    output: {} as FlowExit<'policy'> & { policyNumber: string },
  },
  actors: {
    /** POST /auth/policy-access: a code to the mobile if it matches the policy (always the same answer). */
    requestCode: notProvided<CodeSent, { policyNumber: string; mobile: string }>('requestCode'),
    /** POST /auth/policy-access/verify: the code opens a session for that policy only. */
    verifyCode: notProvided<PolicyAccessResult, { policyNumber: string; mobile: string; code: string }>('verifyCode'),
  },
  actions: {
    /** Hand the policy's session to the app's session (stored keys, token). */
    signIn: (_, _params: { result: PolicyAccessResult }) => {},
  },
}).createMachine({
  id: 'findPolicy',
  // The final state's exit, with the policy to open (the flow definition's exit reads it).
  output: ({ event }) => event.output as FlowExit<'policy'> & { policyNumber: string },
  context: { policyNumber: '', mobile: '', sent: null, error: null },
  initial: 'asking',
  states: {
    asking: {
      tags: ['editable'],
      on: {
        'findPolicy.request': {
          target: 'requesting',
          actions: assign({ policyNumber: ({ event }) => event.policyNumber, mobile: ({ event }) => event.mobile, error: null }),
        },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: details,
        onDone: { target: 'codeSent', actions: assign({ sent: ({ event }) => event.output }) },
        onError: { target: 'asking', actions: assign({ error: failureOf }) },
      },
    },
    codeSent: {
      tags: ['codeInput', 'editable'],
      on: {
        'findPolicy.verify': { target: 'verifying', actions: assign({ error: null }) },
        'findPolicy.resend': { target: 'resending', actions: assign({ error: null }) },
        'findPolicy.change': { target: 'asking', actions: assign({ error: null, sent: null }) },
      },
    },
    resending: {
      tags: ['busy', 'codeInput'],
      invoke: {
        src: 'requestCode',
        input: details,
        onDone: { target: 'codeSent', actions: assign({ sent: ({ event }) => event.output }) },
        onError: { target: 'codeSent', actions: assign({ error: failureOf }) },
      },
    },
    verifying: {
      tags: ['busy', 'codeInput'],
      invoke: {
        src: 'verifyCode',
        input: ({ context, event }) => ({ ...details({ context }), code: event.type === 'findPolicy.verify' ? event.code : '' }),
        onDone: {
          target: 'opened',
          actions: [assign({ policyNumber: ({ event }) => event.output.policyNumber }), { type: 'signIn', params: ({ event }) => ({ result: event.output }) }],
        },
        onError: { target: 'codeSent', actions: assign({ error: failureOf }) },
      },
    },
    opened: { type: 'final', tags: ['done'], output: ({ context }) => ({ exit: 'policy' as const, policyNumber: context.policyNumber }) },
  },
});
