import * as z from 'zod/mini';
import * as accounts from './accounts.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';

/** How many policies guests bought with the signed-in customer's verified mobile (no personal data). */
export const guestPoliciesSchema = z.object({ count: z.number().check(z.int(), z.nonnegative()) });
export type GuestPolicies = z.infer<typeof guestPoliciesSchema>;

/** What a merge moved into the account; 0 when an earlier merge already did (the call is idempotent). */
export const guestPoliciesMergedSchema = z.object({ merged: z.number().check(z.int(), z.nonnegative()) });
export type GuestPoliciesMerged = z.infer<typeof guestPoliciesMergedSchema>;

/**
 * After a sign-up, the account asks whether guests who proved the same mobile at checkout bought
 * policies, and adds them only when the customer says yes.
 */
export const guestPolicyEndpoints = {
  guestPolicies: {
    method: 'GET',
    path: '/auth/guest-policies',
    summary:
      "How many policies were bought as a guest with the signed-in customer's verified mobile and are not in the account yet. 401 without a signed-in customer.",
    response: guestPoliciesSchema,
    needsSession: true,
  },
  mergeGuestPolicies: {
    method: 'POST',
    path: '/auth/guest-policies/merge',
    summary:
      "Adds those guests' policies and orders to the signed-in customer's account and ends the guests' sessions. Idempotent: a repeat answers merged 0.",
    body: accounts.emptyBodySchema,
    response: guestPoliciesMergedSchema,
    needsSession: true,
    errors: { 409: ['conflict'] },
  },
} as const satisfies Record<string, EndpointDefinition>;
