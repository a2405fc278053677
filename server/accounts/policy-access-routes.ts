import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { languageOf } from '../routes/route-helpers.ts';
import { clientIp, type AccountsDeps } from './context.ts';
import { requestPolicyAccess, verifyPolicyAccess } from './policy-access.ts';
import { assertValidMobile } from './login-routes.ts';
import { signIn } from './sign-in.ts';

/** Find my policy (policy-access.ts): a guest's policy number and mobile, an SMS code, a session for that policy only. */
export function mountPolicyAccessRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  mountEndpoint(router, endpoints.requestPolicyAccess, async (c, { body }) => {
    assertValidMobile(body.mobile);
    return requestPolicyAccess(deps, { ...body, ip: clientIp(c, deps.config), language: languageOf(c) });
  });

  mountEndpoint(router, endpoints.verifyPolicyAccess, async (c, { body }) => {
    const { guest, policyNumber } = await verifyPolicyAccess(deps, { ...body, ip: clientIp(c, deps.config) });
    return { ...(await signIn(c, deps, guest, 'POLICY', policyNumber)), policyNumber };
  });
}
