import { fromPromise } from 'xstate';
import type { CollectionItem, createCollectionMachine } from '../../../machines/account/collection.machine.ts';
import { pageFlow } from '@/app/flows/page-flow.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import type { ApiClient } from '@/lib/api/client.ts';

type CollectionMachine<Item extends CollectionItem, Values> = ReturnType<typeof createCollectionMachine<Item, Values>>;

/** How one list reaches the server: each call answers the whole list, already as the machine's items. */
export interface CollectionEndpoints<Item extends CollectionItem, Values> {
  list: (api: ApiClient) => Promise<Item[]>;
  add: (api: ApiClient, values: Values) => Promise<Item[]>;
  update: (api: ApiClient, id: string, values: Values) => Promise<Item[]>;
  remove: (api: ApiClient, id: string) => Promise<Item[]>;
  /** Lists with a default entry (addresses). */
  makeDefault?: (api: ApiClient, id: string) => Promise<Item[]>;
}

/**
 * The flow definition of a My Account list (addresses, group members): the one place its effects are
 * provided, the same for every list; a list differs only by its machine and its endpoints.
 */
export function collectionFlow<Item extends CollectionItem, Values>(
  id: string,
  machine: CollectionMachine<Item, Values>,
  endpoints: CollectionEndpoints<Item, Values>,
): FlowDefinition<CollectionMachine<Item, Values>> {
  const { makeDefault } = endpoints;
  return pageFlow(
    id,
    ({ api, withSession }) =>
      machine.provide({
        actors: {
          load: fromPromise(() => withSession(() => endpoints.list(api))),
          save: fromPromise(({ input }) => withSession(() => (input.id ? endpoints.update(api, input.id, input.values) : endpoints.add(api, input.values)))),
          remove: fromPromise(({ input }) => withSession(() => endpoints.remove(api, input.id))),
          ...(makeDefault && { makeDefault: fromPromise(({ input }) => withSession(() => makeDefault(api, input.id))) }),
        },
      }),
    // The server's data: every opening, a reload too, reads it again rather than a saved copy.
    { resume: false },
  );
}
