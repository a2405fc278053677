import { assign, setup } from 'xstate';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import { keptOutage, outageRetry, outageRetryWait, retryAfterOutage, serviceRetry } from '../shared/service-retry.ts';
import type { FlowTag } from '../shared/tags.ts';

/**
 * A list the customer keeps on the server (My Account's addresses, group members): loaded, then
 * viewed; one entry at a time is added or edited in a form (a refused save keeps the form and says
 * why, field by field), or deleted after a confirmation. Every change answers the whole list, so the
 * server's rules (exactly one default address, say) are what is shown. Each list is its own machine
 * (its own id in the registry, diagram and test paths); its flow definition provides the effects.
 * A 503 loads the list again on its own, and sends a save again when it is safe to (an edit is a PUT
 * of the whole entry; a new one is not repeated: its form stays with the failure and its button).
 */
export interface CollectionItem {
  id: string;
}

/** What the last change did, for the message that says so. */
export type CollectionNotice = 'added' | 'saved' | 'deleted' | 'madeDefault' | null;

export interface CollectionContext<Item extends CollectionItem, Values = unknown> {
  items: Item[];
  /** The entry the form edits (null: a new one). */
  editingId: string | null;
  /** The entry waiting for the delete confirmation. */
  deletingId: string | null;
  /** What the form sent last (kept for a try after a 503). */
  draft: Values | null;
  notice: CollectionNotice;
  error: FlowFailure | null;
}

export type CollectionEvent<Values> =
  | { type: 'collection.retry' }
  | { type: 'collection.add' }
  | { type: 'collection.edit'; id: string }
  | { type: 'collection.save'; values: Values }
  | { type: 'collection.cancel' }
  | { type: 'collection.delete'; id: string }
  | { type: 'collection.confirmDelete' }
  | { type: 'collection.makeDefault'; id: string };

export function createCollectionMachine<Item extends CollectionItem, Values>(id: string, options: { withDefault: boolean }) {
  /** After a change: the server's list, a notice of what happened, nothing pending. */
  const settled = (items: Item[], notice: CollectionNotice) => ({ items, notice, error: null, editingId: null, deletingId: null, draft: null });
  const forget = { editingId: null, deletingId: null, draft: null, error: null } as const;
  return setup({
    types: { context: {} as CollectionContext<Item, Values>, events: {} as CollectionEvent<Values>, tags: {} as FlowTag },
    actors: {
      /** GET the list. */
      load: notProvided<Item[], void>('load'),
      /** POST (id null) or PUT one entry; answers the list. */
      save: notProvided<Item[], { id: string | null; values: Values }>('save'),
      /** DELETE one entry; answers the list. */
      remove: notProvided<Item[], { id: string }>('remove'),
      /** Make one entry the default; answers the list. */
      makeDefault: notProvided<Item[], { id: string }>('makeDefault'),
    },
    guards: { outageRetry },
    delays: { serviceRetry },
  }).createMachine({
    id,
    context: { items: [], editingId: null, deletingId: null, draft: null, notice: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          // Named: the default child id holds the machine id ('addresses'), which redaction treats as personal.
          id: 'load',
          src: 'load',
          onDone: { target: 'viewing', actions: assign(({ event }) => ({ items: event.output, error: null })) },
          onError: [
            { ...retryAfterOutage('loadRetryWait'), actions: assign({ error: keptOutage }) },
            { target: 'loadFailed', actions: assign({ error: failureOf }) },
          ],
        },
      },
      loadRetryWait: outageRetryWait('loading'),
      loadFailed: { tags: ['failed'], on: { 'collection.retry': 'loading' } },
      viewing: {
        on: {
          'collection.add': { target: 'editing', actions: assign({ ...forget, notice: null }) },
          'collection.edit': { target: 'editing', actions: assign(({ event }) => ({ ...forget, notice: null, editingId: event.id })) },
          'collection.delete': { target: 'confirmingDelete', actions: assign(({ event }) => ({ ...forget, notice: null, deletingId: event.id })) },
          ...(options.withDefault
            ? { 'collection.makeDefault': { target: 'makingDefault', actions: assign(({ event }) => ({ ...forget, notice: null, editingId: event.id })) } }
            : {}),
        },
      },
      editing: {
        tags: ['editable'],
        on: {
          'collection.save': { target: 'saving', actions: assign({ draft: ({ event }) => event.values }) },
          'collection.cancel': { target: 'viewing', actions: assign(forget) },
        },
      },
      saving: {
        tags: ['busy', 'editable'],
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ id: context.editingId, values: context.draft as Values }),
          onDone: { target: 'viewing', actions: assign(({ context, event }) => settled(event.output, context.editingId ? 'saved' : 'added')) },
          // The form stays as typed; the failure says which field to correct.
          onError: [
            { ...retryAfterOutage('saveRetryWait'), actions: assign({ error: keptOutage }) },
            { target: 'editing', actions: assign({ error: failureOf }) },
          ],
        },
      },
      saveRetryWait: { ...outageRetryWait('saving'), tags: ['busy', 'editable', 'retrying'] },
      confirmingDelete: {
        on: {
          'collection.confirmDelete': 'deleting',
          'collection.cancel': { target: 'viewing', actions: assign(forget) },
        },
      },
      deleting: {
        tags: ['busy'],
        invoke: {
          id: 'remove',
          src: 'remove',
          input: ({ context }) => ({ id: context.deletingId ?? '' }),
          onDone: { target: 'viewing', actions: assign(({ event }) => settled(event.output, 'deleted')) },
          onError: { target: 'confirmingDelete', actions: assign({ error: failureOf }) },
        },
      },
      // Only a list with a default (addresses) has this state.
      ...(options.withDefault ? { makingDefault: {
        tags: ['busy'],
        invoke: {
          id: 'makeDefault',
          src: 'makeDefault',
          input: ({ context }) => ({ id: context.editingId ?? '' }),
          onDone: { target: 'viewing', actions: assign(({ event }) => settled(event.output, 'madeDefault')) },
          onError: { target: 'viewing', actions: assign({ error: failureOf, editingId: null }) },
        },
      } } : {}),
    },
  });
}
