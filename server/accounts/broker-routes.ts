import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { brokerApplicationOf, submitBrokerApplication } from './broker-applications.ts';
import { clientIp, requireSession, type AccountsDeps } from './context.ts';
import { assertValidMobile } from './login-routes.ts';
import { LIMITS } from './rate-limit.ts';
import { assertCountry } from './users.ts';

/** Broker applications (broker-applications.ts): a duplicate licence code or email answers 409 by design. */
export function mountBrokerRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  mountEndpoint(router, endpoints.applyBroker, async (c, { body }) => {
    const session = requireSession(c);
    assertValidMobile(body.mobile);
    await assertCountry(deps.db, body.insuranceCountry);
    await deps.limiter.hit([`broker:ip:${clientIp(c, deps.config)}`, LIMITS.applicationsPerIp]);
    return submitBrokerApplication(deps, session.id, body);
  });

  mountEndpoint(router, endpoints.brokerApplication, async (c, { params }) => brokerApplicationOf(deps, requireSession(c).id, params.applicationId));
}
