// Where the bytes of claim documents live. The claims code sees only this interface, so the bytes can
// move to an object store (S3 and the like: put/get/delete by key) without touching the rules; the
// default keeps them in the database (claim_document_contents), which needs nothing more to run.
import { eq, sql } from 'drizzle-orm';
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

/**
 * The bytes in claim_document_contents (bytea). They cross the driver as base64 text, decoded and
 * encoded by the database: PGlite turns a bytea parameter into hex in JavaScript (a 9 MB photo took
 * 13 s in, 5 s out), base64 text takes about 1 s in and 0.3 s out; postgres.js is as quick either way.
 */
export function createDatabaseDocumentStore(db: AppDatabase): ClaimDocumentStore {
  return {
    async put(documentId, bytes) {
      await db.insert(claimDocumentContents).values({ documentId, bytes: sql`decode(${bytes.toString('base64')}, 'base64')` });
    },
    async get(documentId) {
      const [row] = await db
        .select({ base64: sql<string>`encode(${claimDocumentContents.bytes}, 'base64')` })
        .from(claimDocumentContents)
        .where(eq(claimDocumentContents.documentId, documentId));
      // PostgreSQL's base64 breaks lines every 76 characters; Buffer skips them.
      return row ? Buffer.from(row.base64, 'base64') : null;
    },
    async delete(documentId) {
      await db.delete(claimDocumentContents).where(eq(claimDocumentContents.documentId, documentId));
    },
  };
}
