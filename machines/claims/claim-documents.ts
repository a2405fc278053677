import { type ClaimDocument, MAX_CLAIM_DOCUMENTS, MAX_CLAIM_DOCUMENT_BYTES, claimDocumentContentTypes } from '../../contract/claims.ts';

/**
 * The documents of a claim as the customer's phone holds them while they go up: each file picked
 * gets a local id (the view keeps the File itself in memory, never in the saved flow), is checked
 * here by its declared type and size (the server checks it again by its content), then goes up on
 * its own, so a failed one is retried without touching the others. Shared by the report flow and
 * the claim's page (more information asked).
 */

export interface PickedFile {
  localId: string;
  name: string;
  type: string;
  size: number;
}

export interface UploadEntry extends PickedFile {
  status: 'uploading' | 'uploaded' | 'failed';
  /** Bytes sent so far (uploading). */
  sent: number;
  /** The server's document once uploaded. */
  document: ClaimDocument | null;
  /** Why the last attempt failed: a code the view translates (the server's, or `offline`, `lost`). */
  failure: string | null;
}

/** A file refused before it is sent, with why (the view names the file and the reason). */
export interface RefusedFile {
  name: string;
  problem: 'type' | 'size' | 'empty' | 'count';
}

export type DocumentEvent =
  | { type: 'documents.add'; files: PickedFile[] }
  | { type: 'documents.progress'; localId: string; sent: number }
  | { type: 'documents.uploaded'; localId: string; document: ClaimDocument }
  | { type: 'documents.failed'; localId: string; failure: string }
  | { type: 'documents.retry'; localId: string }
  | { type: 'documents.remove'; localId: string };

const accepted = (type: string) => (claimDocumentContentTypes as readonly string[]).includes(type.toLowerCase());

/** The picked files split into those that go up and those refused (type, size, empty, over the count). */
export function sortPicked(current: readonly UploadEntry[], files: readonly PickedFile[]): { take: PickedFile[]; refused: RefusedFile[] } {
  const take: PickedFile[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (!accepted(file.type)) refused.push({ name: file.name, problem: 'type' });
    else if (file.size === 0) refused.push({ name: file.name, problem: 'empty' });
    else if (file.size > MAX_CLAIM_DOCUMENT_BYTES) refused.push({ name: file.name, problem: 'size' });
    else if (current.length + take.length >= MAX_CLAIM_DOCUMENTS) refused.push({ name: file.name, problem: 'count' });
    else take.push(file);
  }
  return { take, refused };
}

export const newEntry = (file: PickedFile): UploadEntry => ({ ...file, status: 'uploading', sent: 0, document: null, failure: null });

export function withProgress(entries: readonly UploadEntry[], localId: string, sent: number): UploadEntry[] {
  return entries.map((entry) => (entry.localId === localId && entry.status === 'uploading' ? { ...entry, sent } : entry));
}

export function withUploaded(entries: readonly UploadEntry[], localId: string, document: ClaimDocument): UploadEntry[] {
  return entries.map((entry) => (entry.localId === localId ? { ...entry, status: 'uploaded', sent: entry.size, document, failure: null } : entry));
}

export function withFailed(entries: readonly UploadEntry[], localId: string, failure: string): UploadEntry[] {
  return entries.map((entry) => (entry.localId === localId && entry.status === 'uploading' ? { ...entry, status: 'failed', failure } : entry));
}

/** A flow restored after a reload: the files that were going up are gone from memory, each marked to be picked again. */
export function withUploadsLost(entries: readonly UploadEntry[]): UploadEntry[] {
  return entries.map((entry) => (entry.status === 'uploading' ? { ...entry, status: 'failed', failure: 'lost' } : entry));
}

export function withRetrying(entries: readonly UploadEntry[], localId: string): UploadEntry[] {
  return entries.map((entry) => (entry.localId === localId && entry.status === 'failed' ? { ...entry, status: 'uploading', sent: 0, failure: null } : entry));
}

export const isUploading = (entries: readonly UploadEntry[]) => entries.some((entry) => entry.status === 'uploading');
export const uploadedCount = (entries: readonly UploadEntry[]) => entries.filter((entry) => entry.status === 'uploaded').length;

/** `documents.add`: the entries after the picked files join them, the files refused, and the uploads to start (local ids). */
export function addPicked(entries: readonly UploadEntry[], files: readonly PickedFile[]) {
  const { take, refused } = sortPicked(entries, files);
  return { documents: [...entries, ...take.map(newEntry)], refused, uploads: take.map((file) => file.localId) };
}

/** `documents.remove`: the entries without it, and the server's document to delete (one already up and not yet sent). */
export function removeEntry(entries: readonly UploadEntry[], localId: string) {
  const entry = entries.find((e) => e.localId === localId);
  return { documents: entries.filter((e) => e.localId !== localId), deleteId: entry?.document && !entry.document.sent ? entry.document.documentId : null };
}

/** The draft as the server answered it: its documents the phone does not list yet join as uploaded (a draft saved again keeps what is up). */
export function withServerDocuments(entries: readonly UploadEntry[], documents: readonly ClaimDocument[]): UploadEntry[] {
  const known = new Set(entries.flatMap((entry) => (entry.document ? [entry.document.documentId] : [])));
  const added: UploadEntry[] = documents
    .filter((document) => !known.has(document.documentId) && !document.sent)
    .map((document) => ({
      localId: document.documentId,
      name: document.fileName,
      type: document.contentType,
      size: document.sizeBytes,
      status: 'uploaded',
      sent: document.sizeBytes,
      document,
      failure: null,
    }));
  return [...entries, ...added];
}
