import type { PolicyEvents } from '../documents/policy-events.ts';
import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import { createCatalogueStore } from '../catalogue/catalogue-store.ts';
import type { AppDatabase } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import { policyScopeOf } from '../http/policy-scope.ts';
import type { Logger } from '../observability/log.ts';
import { approveRequest, backofficeList, rejectRequest, requireBackofficeUser } from '../policy-requests/decisions.ts';
import type { PolicyRequestDeps } from '../policy-requests/policy-request-deps.ts';
import {
  brokerChangeOptions,
  cancellationEstimate,
  policyRequestOf,
  policyRequestsOf,
  requestBrokerChange,
  requestCancellation,
  withdrawRequest,
} from '../policy-requests/requests.ts';
import { ownerIds, requireCustomer } from '../purchase/customer.ts';
import { createGateway, type PaymentGateway } from '../purchase/payment-gateway.ts';
import { loadPurchaseConfig } from '../purchase/purchase-config.ts';

export interface PolicyRequestRouteOptions {
  db: AppDatabase;
  logger: Logger;
  now: () => Date;
  /** Replaces the configured card gateway (tests). */
  gateway?: PaymentGateway;
  /** Told when a request is decided (the email and SMS). */
  events?: PolicyEvents;
}

const languageOf = (c: Context<AppEnv>) => requestLanguage(c.req.header(LANGUAGE_HEADER));

/** A customer's cancellation and broker-change requests, and the back office's decisions on them. */
export function mountPolicyRequestRoutes(router: Hono<AppEnv>, options: PolicyRequestRouteOptions): void {
  const deps: PolicyRequestDeps = {
    db: options.db,
    catalogue: createCatalogueStore(options.db),
    gateway: options.gateway ?? createGateway(loadPurchaseConfig()),
    logger: options.logger,
    now: options.now,
    events: options.events,
  };
  const personal = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
  const customer = async (c: Context<AppEnv>) => {
    personal(c);
    const user = await requireCustomer(c, deps.db);
    return { userId: user.id, owners: await ownerIds(deps.db, user.id), guest: user.kind === 'guest' };
  };

  mountEndpoint(router, endpoints.policyRequests, async (c, { params }) => {
    const who = await customer(c);
    return policyRequestsOf(deps, who.owners, params.policyNumber, languageOf(c));
  });
  mountEndpoint(router, endpoints.cancellationEstimate, async (c, { params, query }) => {
    const who = await customer(c);
    return cancellationEstimate(deps, who, params.policyNumber, query.effectiveDate);
  });
  mountEndpoint(router, endpoints.requestCancellation, async (c, { params, body }) =>
    requestCancellation(deps, await customer(c), params.policyNumber, body, languageOf(c)),
  );
  mountEndpoint(router, endpoints.brokerChangeOptions, async (c, { params }) => {
    const who = await customer(c);
    return brokerChangeOptions(deps, who.owners, params.policyNumber, languageOf(c));
  });
  mountEndpoint(router, endpoints.requestBrokerChange, async (c, { params, body }) =>
    requestBrokerChange(deps, await customer(c), params.policyNumber, body, languageOf(c)),
  );
  /** A request of the caller's; for a "Find my policy" session, only one on its policy (else 404, as for an unknown one). */
  const scopedRequest = async (c: Context<AppEnv>, owners: string[], requestId: string) => {
    const request = await policyRequestOf(deps, owners, requestId, languageOf(c));
    const scope = policyScopeOf(c);
    if (scope && request.policyNumber !== scope) throw new ApiHttpError(404, 'not_found', 'There is no such request.');
    return request;
  };
  mountEndpoint(router, endpoints.policyRequest, async (c, { params }) => scopedRequest(c, (await customer(c)).owners, params.requestId));
  mountEndpoint(router, endpoints.withdrawPolicyRequest, async (c, { params }) => {
    const who = await customer(c);
    if (policyScopeOf(c)) await scopedRequest(c, who.owners, params.requestId);
    return withdrawRequest(deps, who, params.requestId, languageOf(c));
  });

  mountEndpoint(router, endpoints.backofficeRequests, async (c, { query }) => {
    personal(c);
    const actor = await requireBackofficeUser(c, deps);
    return { requests: await backofficeList(deps, actor, query, languageOf(c)) };
  });
  mountEndpoint(router, endpoints.backofficeApprove, async (c, { params, body }) => {
    personal(c);
    return approveRequest(deps, await requireBackofficeUser(c, deps), params.requestId, body.note || null, languageOf(c));
  });
  mountEndpoint(router, endpoints.backofficeReject, async (c, { params, body }) => {
    personal(c);
    return rejectRequest(deps, await requireBackofficeUser(c, deps), params.requestId, body.reason, languageOf(c));
  });
}
