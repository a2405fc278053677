import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import { createCatalogueStore } from '../catalogue/catalogue-store.ts';
import type { AppDatabase } from '../db/database.ts';
import { users } from '../db/tables/accounts.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { policyScopeOf } from '../http/policy-scope.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { Logger } from '../observability/log.ts';
import { markAllRead } from '../notifications/mark-all-read.ts';
import { movePolicyPeriod } from '../policies/move-policy-period.ts';
import { sendRenewalReminders } from '../policies/renewal-reminders.ts';
import { notificationsOf } from '../notifications/notification-records.ts';
import { ownerIds, requireCustomer } from '../purchase/customer.ts';

export interface RenewalRouteOptions {
  db: AppDatabase;
  logger: Logger;
  now: () => Date;
  /** Mount the development switches (the DEV_OUTBOX switch, like the other dev endpoints). */
  devEndpoints: boolean;
}

/**
 * GET /notifications/feed (the app's polling), POST /notifications/read-all, and with DEV_OUTBOX on the switches tests use to reach a policy's last
 * month: run the renewal reminder job at a chosen instant, move a policy's period.
 */
export function mountRenewalRoutes(router: Hono<AppEnv>, options: RenewalRouteOptions): void {
  const { db, now } = options;
  const catalogue = createCatalogueStore(db);
  const personal = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

  mountEndpoint(router, endpoints.notificationFeed, async (c) => {
    personal(c);
    const userId = c.get('session')?.userId;
    const [user] = userId ? await db.select({ kind: users.kind }).from(users).where(eq(users.id, userId)) : [];
    if (!userId || (user?.kind !== 'customer' && user?.kind !== 'guest')) return { notifications: [], unreadCount: 0 };
    // A "Find my policy" session hears about its one policy only.
    return notificationsOf({ db }, await ownerIds(db, userId), requestLanguage(c.req.header(LANGUAGE_HEADER)), policyScopeOf(c));
  });

  mountEndpoint(router, endpoints.markAllNotificationsRead, async (c) => {
    personal(c);
    const user = await requireCustomer(c, db);
    const owners = await ownerIds(db, user.id);
    const scope = policyScopeOf(c);
    await markAllRead(db, owners, now(), scope);
    return notificationsOf({ db }, owners, requestLanguage(c.req.header(LANGUAGE_HEADER)), scope);
  });

  if (!options.devEndpoints) return;

  mountEndpoint(router, endpoints.devRunRenewalReminders, async (_c, { body }) => {
    const at = body.at ? new Date(body.at) : now();
    return { sent: await sendRenewalReminders(db, catalogue, at), at: at.toISOString() };
  });

  mountEndpoint(router, endpoints.devMovePolicyPeriod, async (c, { params, body }) => {
    personal(c);
    const user = await requireCustomer(c, db);
    return movePolicyPeriod(db, await ownerIds(db, user.id), params.policyNumber, body.endsOn);
  });
}
