/**
 * The service's background work, as job definitions for whichever queue runs them (job-queue.ts):
 * renewal reminders, payment reconciliation, housekeeping of old sessions, accounts rows and claim
 * drafts left unsent, and in
 * development the back office's automatic decisions (BACKOFFICE_AUTO_DECIDE_SECONDS). Each job is
 * idempotent on its own (a reminder's row is its primary key, a payment settles once, a decision
 * needs a pending request), so a retried run or a run cut off by a stopped instance adds nothing twice.
 */
import { purgeStaleAccountsData } from '../accounts/housekeeping.ts';
import { createCatalogueStore } from '../catalogue/catalogue-store.ts';
import { discardStaleDrafts } from '../claims/claims.ts';
import { createDatabaseDocumentStore } from '../claims/document-store.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Logger } from '../observability/log.ts';
import { sendRenewalReminders } from '../policies/renewal-reminders.ts';
import { autoDecide } from '../policy-requests/decisions.ts';
import { createGateway } from '../purchase/payment-gateway.ts';
import type { PurchaseConfig } from '../purchase/purchase-config.ts';
import { reconcilePendingPayments } from '../purchase/payments.ts';
import { createPurchaseDeps } from '../routes/purchase-routes.ts';
import { createSessionStore } from '../sessions/session-store.ts';
import type { JobDefinition } from './job-queue.ts';

export interface AppJobsOptions {
  db: AppDatabase;
  logger: Logger;
  /** The application clock (the development clock when it is on). */
  now: () => Date;
  purchase: PurchaseConfig;
  /** BACKOFFICE_AUTO_DECIDE_SECONDS (development): 0 leaves the job out. */
  autoDecideSeconds: number;
}

const HOUR_MS = 3_600_000;

export function appJobs(options: AppJobsOptions): JobDefinition[] {
  const { db, logger, now } = options;
  const catalogue = createCatalogueStore(db);
  const purchase = createPurchaseDeps({ db, logger, now, config: options.purchase });
  const jobs: JobDefinition[] = [
    {
      // Hourly, and once at start: a reminder due while the service was down goes out on start.
      name: 'renewal-reminders',
      everyMs: HOUR_MS,
      retryLimit: 3,
      retryDelaySeconds: 30,
      run: async () => `${await sendRenewalReminders(db, catalogue, now())} sent`,
    },
    {
      // Payments whose outcome the gateway has not told yet are asked about until settled, even if nobody reads them.
      name: 'payment-reconciliation',
      everyMs: 30_000,
      retryLimit: 2,
      retryDelaySeconds: 5,
      run: async () => `${await reconcilePendingPayments(purchase)} settled`,
    },
    {
      // The tables only need to stay bounded, not exact: hourly is plenty.
      name: 'housekeeping',
      everyMs: HOUR_MS,
      retryLimit: 3,
      retryDelaySeconds: 60,
      run: async () => {
        const sessions = await createSessionStore(db, now).purgeExpired();
        const accounts = await purgeStaleAccountsData(db, now());
        // The claims' default document store (server/routes/claim-routes.ts): the bytes go with their draft.
        const drafts = await discardStaleDrafts({ db, documents: createDatabaseDocumentStore(db) }, now());
        return `${sessions} old sessions, ${accounts} stale accounts rows and ${drafts} stale claim drafts purged`;
      },
    },
  ];
  if (options.autoDecideSeconds > 0) {
    const deps = { db, catalogue, gateway: createGateway(options.purchase), logger, now };
    jobs.push({
      name: 'backoffice-auto-decide',
      everyMs: 1000,
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async () => `${await autoDecide(deps, options.autoDecideSeconds)} approved`,
    });
  }
  return jobs;
}
