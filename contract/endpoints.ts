import type * as z from 'zod/mini';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { accountEndpoints } from './account-endpoints.ts';
import { catalogueEndpoints } from './catalogue-endpoints.ts';
import { purchaseEndpoints } from './purchase-endpoints.ts';
import { policyRequestEndpoints } from './policy-request-endpoints.ts';
import { policyEndpoints } from './policy-endpoints.ts';
import { walletEndpoints } from './wallet-endpoints.ts';
import { contentEndpoints } from './content-endpoints.ts';
import { accountAreaEndpoints } from './account-area-endpoints.ts';
import { guestPolicyEndpoints } from './guest-policy-endpoints.ts';
import { documentEndpoints } from './document-endpoints.ts';
import { claimEndpoints } from './claims-endpoints.ts';
import { wordingEndpoints } from './wording-endpoints.ts';
import { policyAccessEndpoints } from './policy-access-endpoints.ts';

/**
 * The one endpoint table. The client builds its calls from it and validates answers with `response`;
 * the server mounts its handlers on it and validates `query` / `body` with the same schemas.
 * Paths are relative to `{API base address}{base path}/{product}`. Each area's endpoints live in a
 * module of their own (`*-endpoints.ts`), so the browser builds only the schemas of the areas a page
 * calls (src/lib/api/endpoint-areas.ts); this table is the whole contract for the server and the types.
 */
export const endpoints = {
  ...accountEndpoints,
  ...catalogueEndpoints,
  ...purchaseEndpoints,
  ...walletEndpoints,
  ...accountAreaEndpoints,
  ...contentEndpoints,
  ...policyEndpoints,
  ...policyRequestEndpoints,
  ...guestPolicyEndpoints,
  ...documentEndpoints,
  ...claimEndpoints,
  ...wordingEndpoints,
  ...policyAccessEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
/** What an endpoint's body is written as (its schema's input; never for an endpoint without one). */
export type EndpointBody<N extends EndpointName> = (typeof endpoints)[N] extends { body: z.ZodMiniType } ? z.input<(typeof endpoints)[N]['body']> : never;
