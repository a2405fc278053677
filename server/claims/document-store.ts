// Where the bytes of claim documents live. The claims code sees only this interface, so the bytes can
// move to an object store (S3 and the like: put/get/delete by key) without touching the rules; the
// default keeps them in the database (claim_document_contents), which needs nothing more to run.
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { claimDocumentContents } from '../db/tables/claims.ts';

export interface ClaimDocumentStore {
  /** Stores a document's bytes under its id (a new id each time: documents are never overwritten). */
  put(documentId: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there are none. */
  get(documentId: string): Promise<Buffer | null>;
  /** Forgets the bytes (nothing happens for an unknown id). */
  delete(documentId: string): Promise<void>;
}

export function createDatabaseDocumentStore(db: AppDatabase): ClaimDocumentStore {
  return {
    async put(documentId, bytes) {
      await db.insert(claimDocumentContents).values({ documentId, bytes });
    },
    async get(documentId) {
      const [row] = await db.select({ bytes: claimDocumentContents.bytes }).from(claimDocumentContents).where(eq(claimDocumentContents.documentId, documentId));
      return row?.bytes ?? null;
    },
    async delete(documentId) {
      await db.delete(claimDocumentContents).where(eq(claimDocumentContents.documentId, documentId));
    },
  };
}
