// A claim's documents: each checked by its content (file-type reads the magic bytes; the name and the
// declared type are never trusted), within the size and count limits, stored through ClaimDocumentStore
// and served back only to the claim's owners and the back office, as an attachment.
import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { and, count, eq, isNull } from 'drizzle-orm';
import { type ClaimDocument, type ClaimDocumentKind, claimDocumentContentTypes, MAX_CLAIM_DOCUMENT_BYTES, MAX_CLAIM_DOCUMENTS } from '../../contract/claims.ts';
import type { AppDatabase } from '../db/database.ts';
import { claimDocuments, claims } from '../db/tables/claims.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ClaimCustomer, ClaimDeps } from './claim-deps.ts';
import { statusConflict } from './claim-transition.ts';
import { type ClaimDocumentRow, type ClaimRow, documentView } from './claim-views.ts';
import { ownedClaim } from './claims.ts';

/** Statuses a document can be added in: before sending, and while the back office asks for more. */
const OPEN_FOR_DOCUMENTS: readonly ClaimRow['status'][] = ['draft', 'information_requested'];
const MIB = 1024 * 1024;

/** The type told from the content, or 415 document_type_unsupported. */
export async function detectDocumentType(bytes: Buffer): Promise<ClaimDocument['contentType']> {
  if (bytes.byteLength === 0) throw new ApiHttpError(422, 'document_empty', 'This file is empty: choose another.', { file: 'The file is empty.' });
  if (bytes.byteLength > MAX_CLAIM_DOCUMENT_BYTES) throw documentTooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  const type = claimDocumentContentTypes.find((t) => t === detected?.mime);
  if (!type) {
    throw new ApiHttpError(415, 'document_type_unsupported', 'Only photos (JPEG, PNG, HEIC) and PDF documents can be added.', { file: 'Choose a photo or a PDF.' });
  }
  return type;
}

export const documentTooLarge = () =>
  new ApiHttpError(413, 'document_too_large', `A document can be at most ${MAX_CLAIM_DOCUMENT_BYTES / MIB} MB.`, { file: `At most ${MAX_CLAIM_DOCUMENT_BYTES / MIB} MB.` });

/** The name as shown: no folders, no control characters, at most 200 characters. */
const displayName = (name: string) => name.split(/[\\/]/).pop()!.trim().slice(0, 200) || 'document';

export async function uploadDocument(
  deps: ClaimDeps,
  customer: ClaimCustomer,
  claimId: string,
  query: { name: string; kind?: ClaimDocumentKind | undefined },
  bytes: Buffer,
): Promise<ClaimDocument> {
  const owned = await ownedClaim(deps.db, customer.owners, claimId);
  if (!OPEN_FOR_DOCUMENTS.includes(owned.status)) throw statusConflict('Documents can be added before sending, or when we ask for more.');
  const contentType = await detectDocumentType(bytes);
  const id = randomUUID();
  // The bytes first, the row after: a row never points at missing bytes. When the row is refused (the
  // count limit, a status changed meanwhile), the bytes are dropped again.
  await deps.documents.put(id, bytes);
  try {
    const row = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as AppDatabase;
      // The claim row locked: 20 uploads at once are counted one after the other.
      const [locked] = await tx.select({ status: claims.status }).from(claims).where(eq(claims.id, owned.id)).for('update');
      if (!locked || !OPEN_FOR_DOCUMENTS.includes(locked.status)) throw statusConflict('Documents can be added before sending, or when we ask for more.');
      const [held] = await tx.select({ n: count() }).from(claimDocuments).where(eq(claimDocuments.claimId, owned.id));
      if ((held?.n ?? 0) >= MAX_CLAIM_DOCUMENTS) {
        throw new ApiHttpError(409, 'document_limit_reached', `A claim can have at most ${MAX_CLAIM_DOCUMENTS} documents.`, { file: `At most ${MAX_CLAIM_DOCUMENTS} documents.` });
      }
      const [inserted] = await tx
        .insert(claimDocuments)
        .values({
          id,
          claimId: owned.id,
          kind: query.kind ?? 'other',
          fileName: displayName(query.name),
          contentType,
          sizeBytes: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          uploadedAt: deps.now(),
        })
        .returning();
      await tx.update(claims).set({ updatedAt: deps.now() }).where(eq(claims.id, owned.id));
      return inserted!;
    });
    return documentView(row);
  } catch (error) {
    await deps.documents.delete(id);
    throw error;
  }
}

async function documentOf(db: AppDatabase, claim: ClaimRow, documentId: string): Promise<ClaimDocumentRow> {
  const [row] = await db
    .select()
    .from(claimDocuments)
    .where(and(eq(claimDocuments.id, documentId), eq(claimDocuments.claimId, claim.id)));
  if (!row) throw new ApiHttpError(404, 'not_found', 'There is no such document.');
  return row;
}

/** The bytes as a download: an attachment of the detected type, never sniffed, never run as a page. */
export async function documentResponse(deps: ClaimDeps, claim: ClaimRow, documentId: string): Promise<Response> {
  const row = await documentOf(deps.db, claim, documentId);
  const bytes = await deps.documents.get(row.id);
  if (!bytes) throw new ApiHttpError(404, 'not_found', 'There is no such document.');
  const asciiName = row.fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': row.contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}

export async function customerDocument(deps: ClaimDeps, customer: ClaimCustomer, claimId: string, documentId: string): Promise<Response> {
  return documentResponse(deps, await ownedClaim(deps.db, customer.owners, claimId), documentId);
}

/** Removes a document not sent yet (before sending, or one added for an open request). */
export async function deleteDocument(deps: ClaimDeps, customer: ClaimCustomer, claimId: string, documentId: string): Promise<void> {
  const claim = await ownedClaim(deps.db, customer.owners, claimId);
  const row = await documentOf(deps.db, claim, documentId);
  if (row.sentAt) throw statusConflict('This document is sent with the claim: it can no longer be removed.');
  const [deleted] = await deps.db
    .delete(claimDocuments)
    .where(and(eq(claimDocuments.id, row.id), isNull(claimDocuments.sentAt)))
    .returning({ id: claimDocuments.id });
  // Sent meanwhile (the claim went out between the two reads).
  if (!deleted) throw statusConflict('This document is sent with the claim: it can no longer be removed.');
  await deps.documents.delete(row.id);
}
