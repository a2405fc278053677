import type { EndpointDefinition } from './endpoint-definition.ts';
import * as wording from './wording.ts';

/** A product's policy wording (contract/wording.ts): read before paying and from the policy's page. */
export const wordingEndpoints = {
  productWording: {
    method: 'GET',
    path: '/catalogue/products/:productId/wording',
    summary:
      "A product's policy wording in the request language, as plain-text sections: about, cover (each plan's covers and limits), add-ons, exclusions, deductible, claims, cancellation and refunds (the cancellation rule's fee), cooling-off, renewal. planId narrows it to one plan. 404 not_found for an unknown product or plan.",
    params: wording.productWordingParamsSchema,
    query: wording.productWordingQuerySchema,
    response: wording.productWordingSchema,
    needsSession: false,
  },
} as const satisfies Record<string, EndpointDefinition>;
