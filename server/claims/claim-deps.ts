import type { CatalogueStore } from '../catalogue/catalogue-store.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Logger } from '../observability/log.ts';
import type { ClaimDocumentStore } from './document-store.ts';

/** What the claims work with. */
export interface ClaimDeps {
  db: AppDatabase;
  catalogue: CatalogueStore;
  documents: ClaimDocumentStore;
  logger: Logger;
  /** The clock: today's date for the rules (tests move it). */
  now: () => Date;
}

/** Who moved a claim. */
export interface ClaimActor {
  userId: string | null;
  role: 'customer' | 'staff' | 'system';
}

/** The customer of the request: their user id, the ids whose policies they see (merged guests), and whether a guest. */
export interface ClaimCustomer {
  userId: string;
  owners: string[];
  guest: boolean;
}
