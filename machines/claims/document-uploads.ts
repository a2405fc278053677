import { type EventObject, assign, enqueueActions } from 'xstate';
import type { FlowFailure } from '../shared/failure.ts';
import { type DocumentEvent, type RefusedFile, type UploadEntry, addPicked, removeEntry, withFailed, withProgress, withRetrying, withUploaded, withUploadsLost } from './claim-documents.ts';

/**
 * What both claim flows (the report, and the claim's page answering a request for more information)
 * do with documents going up, written once. Each flow spreads these into its own `setup` and `on`.
 */

/** The effects a flow names for its documents (implemented by its flow definition, which holds the File). */
export const documentEffects = {
  /** Sends one picked file to the claim, reporting back documents.progress / uploaded / failed. */
  startUpload: (_: unknown, _params: { claimId: string; localId: string }) => {},
  /** DELETE /claims/:id/documents/:documentId of a document removed before it was sent. */
  deleteDocument: (_: unknown, _params: { claimId: string; documentId: string }) => {},
};

type DocumentEventOf<T extends DocumentEvent['type']> = Extract<DocumentEvent, { type: T }>;

/**
 * An upload reports back whatever step the customer is on (they may go back while it goes up):
 * `on: { ...uploadReports<Context, Event>() }` at the machine's root. Typed for the flow's context
 * without a cast: each returns the whole context with its documents changed.
 */
export function uploadReports<Context extends { documents: UploadEntry[] }, Event extends EventObject>() {
  const report = <T extends DocumentEvent['type']>(next: (documents: UploadEntry[], event: DocumentEventOf<T>) => UploadEntry[]) => ({
    actions: assign<Context, DocumentEventOf<T>, undefined, Event, never>(({ context, event }) => ({ ...context, documents: next(context.documents, event) })),
  });
  return {
    'documents.progress': report<'documents.progress'>((documents, event) => withProgress(documents, event.localId, event.sent)),
    'documents.uploaded': report<'documents.uploaded'>((documents, event) => withUploaded(documents, event.localId, event.document)),
    'documents.failed': report<'documents.failed'>((documents, event) => withFailed(documents, event.localId, event.failure)),
  };
}

/**
 * The flow's "resumed" event (its page sends it whenever the flow starts): files that were going up
 * when the page went away are marked lost, to be picked again; on a fresh start there are none.
 * `on: { 'x.resumed': uploadsLostOnResume<Context, Event>() }` at the machine's root.
 */
export function uploadsLostOnResume<Context extends { documents: UploadEntry[] }, Event extends EventObject>() {
  return { actions: assign<Context, Event, undefined, Event, never>(({ context }) => ({ ...context, documents: withUploadsLost(context.documents) })) };
}

/** What a flow holds of the documents it is adding. */
interface DocumentsContext {
  documents: UploadEntry[];
  refused: RefusedFile[];
  problems: string[];
  error: FlowFailure | null;
}

type DocumentAction = { type: 'startUpload'; params: { claimId: string; localId: string } } | { type: 'deleteDocument'; params: { claimId: string; documentId: string } };

/**
 * Adding, retrying and removing documents, in the step where the customer does so:
 * `on: { ...documentChanges<Context, Event>((context) => context.claimId), … }`. A picked file is
 * checked and sent at once (`startUpload`, one a file); a removed one that went up is deleted.
 */
export function documentChanges<Context extends DocumentsContext, Event extends EventObject>(claimIdOf: (context: Context) => string) {
  const change = <T extends DocumentEvent['type']>(body: (args: { context: Context; event: DocumentEventOf<T>; enqueue: (action: DocumentAction) => void; keep: (changed: Partial<DocumentsContext>) => void }) => void) =>
    enqueueActions<Context, DocumentEventOf<T>, undefined, Event, never, DocumentAction, never, never, never>(({ context, event, enqueue }) =>
      body({ context, event, enqueue, keep: (changed) => enqueue.assign(({ context: now }) => ({ ...now, ...changed })) }),
    );
  return {
    'documents.add': {
      actions: change<'documents.add'>(({ context, event, enqueue, keep }) => {
        const next = addPicked(context.documents, event.files);
        keep({ documents: next.documents, refused: next.refused, problems: [], error: null });
        for (const localId of next.uploads) enqueue({ type: 'startUpload', params: { claimId: claimIdOf(context), localId } });
      }),
    },
    'documents.retry': {
      actions: change<'documents.retry'>(({ context, event, enqueue, keep }) => {
        keep({ documents: withRetrying(context.documents, event.localId) });
        enqueue({ type: 'startUpload', params: { claimId: claimIdOf(context), localId: event.localId } });
      }),
    },
    'documents.remove': {
      actions: change<'documents.remove'>(({ context, event, enqueue, keep }) => {
        const next = removeEntry(context.documents, event.localId);
        if (next.deleteId) enqueue({ type: 'deleteDocument', params: { claimId: claimIdOf(context), documentId: next.deleteId } });
        keep({ documents: next.documents, refused: [] });
      }),
    },
  };
}
