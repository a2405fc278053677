import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { PolicyEvents } from '../documents/policy-events.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Logger } from '../observability/log.ts';
import type { PaymentGateway } from '../purchase/payment-gateway.ts';

/** What the requests on a policy work with. */
export interface PolicyRequestDeps {
  db: AppDatabase;
  catalogue: CatalogueStore;
  /** Card refunds go back through it. */
  gateway: PaymentGateway;
  logger: Logger;
  /** The clock: today's date for the rules and the prices (tests move it). */
  now: () => Date;
  /** Told when a request is decided (the email and SMS to the policyholder). */
  events?: PolicyEvents;
}

/** Who moved a request: the customer, a back-office user, or the development auto-decide switch. */
export interface RequestActor {
  userId: string | null;
  role: 'customer' | 'staff' | 'broker' | 'system';
}
