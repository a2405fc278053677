import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { policyScopeOf } from '../http/policy-scope.ts';
import { markRead, notificationsOf } from '../notifications/notification-records.ts';
import { ownerIds, requireCustomer } from '../purchase/customer.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { languageOf, personal } from './route-helpers.ts';

/** The customer's notifications: the list and marking one read. */
export function mountNotificationRoutes(router: Hono<AppEnv>, deps: PurchaseDeps): void {
  const { db } = deps;

  mountEndpoint(router, endpoints.notifications, async (c) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return notificationsOf(deps, await ownerIds(db, user.id), languageOf(c));
  });

  mountEndpoint(router, endpoints.markNotificationRead, async (c, { params }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    // A Find my policy session marks its one policy's only (another's answers 404, as an unknown one).
    return markRead(deps, await ownerIds(db, user.id), params.notificationId, languageOf(c), policyScopeOf(c));
  });
}
