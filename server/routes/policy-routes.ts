import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { listPolicies, policyDetail, renewal } from '../policies/policy-records.ts';
import { ownerIds, requireCustomer } from '../purchase/customer.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { policyScopeOf } from '../http/policy-scope.ts';
import { languageOf, personal } from './route-helpers.ts';

/** The customer's policies: the list, one policy, and its renewal prefill. */
export function mountPolicyRoutes(router: Hono<AppEnv>, deps: PurchaseDeps): void {
  const { db } = deps;

  mountEndpoint(router, endpoints.policies, async (c, { query }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    const list = await listPolicies(deps, await ownerIds(db, user.id), query.filter ?? 'all', languageOf(c));
    // A "Find my policy" session lists its one policy, whatever else its guest bought.
    const scope = policyScopeOf(c);
    return { policies: scope ? list.filter((policy) => policy.policyNumber === scope) : list };
  });

  mountEndpoint(router, endpoints.policy, async (c, { params }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return policyDetail(deps, await ownerIds(db, user.id), params.policyNumber);
  });

  mountEndpoint(router, endpoints.policyRenewal, async (c, { params }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return renewal(deps, await ownerIds(db, user.id), params.policyNumber);
  });
}
