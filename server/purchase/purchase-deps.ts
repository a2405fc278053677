import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { PolicyEvents } from '../documents/policy-events.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Logger } from '../observability/log.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { PurchaseConfig } from './purchase-config.ts';

/** What the purchase area's services work with. */
export interface PurchaseDeps {
  db: AppDatabase;
  catalogue: CatalogueStore;
  gateway: PaymentGateway;
  config: PurchaseConfig;
  logger: Logger;
  /** The clock: quote expiry, start-date windows and policy states are measured with it (tests move it). */
  now: () => Date;
  /** Told when a policy is issued (the email and SMS to the policyholder); set once the messenger exists. */
  events?: PolicyEvents;
}
