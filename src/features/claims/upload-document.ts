import type { AnyActorRef } from 'xstate';
import type * as z from 'zod/mini';
import { claimDocumentSchema } from '../../../contract/claims.ts';
import { apiErrorSchema } from '../../../contract/errors.ts';
import { apiRoot, sessionHeaders } from '@/lib/api/session-http.ts';
import { apiConfig } from '@/lib/config.ts';
import { appStorage } from '@/lib/storage.ts';

/**
 * A claim document's upload, outside the machines (they name it `startUpload`): the picked File is
 * held here in memory by its local id (never in the saved flow), sent with XMLHttpRequest for its
 * upload progress, with the same session headers as every API call (session-token, x-csrf-token,
 * the language), and its outcome reported to the flow as documents.progress / uploaded / failed.
 */
const picked = new Map<string, File>();

let counter = 0;
/** Keeps the files the customer picked; their local ids go to the machine with their name, type and size. */
export function holdFiles(files: readonly File[]) {
  return files.map((file) => {
    counter += 1;
    const localId = `local-${Date.now().toString(36)}-${counter}`;
    picked.set(localId, file);
    return { localId, name: file.name, type: file.type, size: file.size };
  });
}

/** The File behind a local id (for its thumbnail), while this page lives. */
export const heldFile = (localId: string): File | undefined => picked.get(localId);

const kindOf = (type: string) => (type.startsWith('image/') ? 'photo' : 'other');

/** An answer's body read through the contract's schema: undefined when it is not JSON or not of that shape. */
function parseJson<T>(text: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const answer = schema.safeParse(JSON.parse(text));
    return answer.success ? answer.data : undefined;
  } catch {
    return undefined;
  }
}

/** The failure code the views translate: the server's error code, or `offline`, or `lost` (the File is gone after a reload). */
function failureOf(request: XMLHttpRequest): string {
  if (request.status === 0) return 'offline';
  return parseJson(request.responseText, apiErrorSchema)?.error.code ?? 'unavailable';
}

export function uploadDocument(flow: AnyActorRef, claimId: string, localId: string) {
  const file = picked.get(localId);
  if (!file) {
    flow.send({ type: 'documents.failed', localId, failure: 'lost' });
    return;
  }
  const query = new URLSearchParams({ kind: kindOf(file.type), name: file.name.slice(0, 200) || 'document' });
  const request = new XMLHttpRequest();
  request.open('POST', `${apiRoot(apiConfig)}/claims/${encodeURIComponent(claimId)}/documents?${query.toString()}`);
  request.withCredentials = true;
  request.setRequestHeader('Accept', 'application/json');
  request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
  for (const [name, value] of Object.entries(sessionHeaders(appStorage))) request.setRequestHeader(name, value);
  request.upload.onprogress = (event) => flow.send({ type: 'documents.progress', localId, sent: event.loaded });
  request.onload = () => {
    if (request.status === 201) {
      // Sent: the bytes are the server's now; the thumbnail keeps its own copy while on screen.
      const answer = parseJson(request.responseText, claimDocumentSchema);
      if (answer) flow.send({ type: 'documents.uploaded', localId, document: answer });
      else flow.send({ type: 'documents.failed', localId, failure: 'unavailable' });
    } else flow.send({ type: 'documents.failed', localId, failure: failureOf(request) });
  };
  request.onerror = () => flow.send({ type: 'documents.failed', localId, failure: 'offline' });
  request.send(file);
}
