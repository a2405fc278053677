import * as z from 'zod/mini';
import * as accounts from './accounts.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { withExamples } from './examples.ts';
import { lineTextChecks } from './text-rules.ts';

/**
 * "Find my policy": a guest's way back to a policy bought without an account. The policy number and
 * the mobile verified at checkout -> an SMS code -> a short session that opens that policy only (its
 * page, certificate and receipt, its cancellation and broker-change requests; contract/policy-access.ts
 * lists what such a session may call). Nothing here tells whether a policy number exists: an unknown
 * number and a mobile that does not match get the same answers as a match.
 */

/** The wording of a policy number (`POL-2026-4HX9TQ2A`), typed in any case, spaces around dropped. */
export const POLICY_NUMBER_PROBLEM = 'Enter the policy number as it is on your certificate, for example POL-2026-4HX9TQ2A.';
export const policyNumberSchema = withExamples(
  z.string().check(z.trim(), z.toUpperCase(), ...lineTextChecks(), z.regex(/^POL-[0-9A-Z-]{4,40}$/, POLICY_NUMBER_PROBLEM)),
  'POL-2026-4HX9TQ2A',
);

export const policyAccessRequestSchema = z.strictObject({ policyNumber: policyNumberSchema, mobile: accounts.mobileSchema });
export type PolicyAccessRequest = z.input<typeof policyAccessRequestSchema>;

export const policyAccessVerifySchema = z.strictObject({ policyNumber: policyNumberSchema, mobile: accounts.mobileSchema, code: accounts.smsCodeSchema });
export type PolicyAccessVerify = z.input<typeof policyAccessVerifySchema>;

/** The session opened: the guest's login (loginTypeEnumId POLICY) and the one policy it opens. */
export const policyAccessResultSchema = z.object({ ...accounts.loginResultSchema.shape, policyNumber: z.string() });
export type PolicyAccessResult = z.infer<typeof policyAccessResultSchema>;

/** What a wrong, expired or used-up code, an unknown policy and a mobile that does not match all answer. */
export const POLICY_ACCESS_CODE_PROBLEM = 'The code is not correct or has expired.';

export const policyAccessEndpoints = {
  requestPolicyAccess: {
    method: 'POST',
    path: '/auth/policy-access',
    summary:
      'Find my policy: sends an SMS code to the mobile when it is the one verified when the policy was bought as a guest. Always the same 202 answer (where a code would go and when), whether or not the policy exists or the mobile matches. Limited per mobile (one a minute, 5 an hour) and per address (429 rate_limited).',
    body: policyAccessRequestSchema,
    response: accounts.codeSentSchema,
    needsSession: true,
    successStatus: 202,
  },
  verifyPolicyAccess: {
    method: 'POST',
    path: '/auth/policy-access/verify',
    summary:
      'Find my policy: checks the SMS code and opens a session of 30 minutes limited to that policy (token rotated). One answer, 400 code_invalid, for a wrong or expired code, an unknown policy and a mobile that does not match; checks are limited per policy number and per address (429).',
    body: policyAccessVerifySchema,
    response: policyAccessResultSchema,
    needsSession: true,
    errors: { 400: ['code_invalid'] },
  },
} as const satisfies Record<string, EndpointDefinition>;
