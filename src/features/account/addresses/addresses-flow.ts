import { fromPromise } from 'xstate';
import type { AddressList } from '../../../../contract/account-area.ts';
import { type AddressItem, addressesMachine } from '../../../../machines/account/account-lists.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';

const itemsOf = (list: AddressList): AddressItem[] => list.addresses.map((address) => ({ ...address, id: address.addressId }));

/** My Account > Addresses: every effect of the list, here. */
export const addressesFlow: FlowDefinition<typeof addressesMachine> = {
  id: 'addresses',
  version: 1,
  lifetime: 'page',
  // The server's data: every opening, a reload too, reads it again rather than a saved copy.
  resume: false,
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'addresses');
    return addressesMachine.provide({
      actors: {
        load: fromPromise(async () => itemsOf(await withSession(() => api.call('addresses')))),
        save: fromPromise(async ({ input }) =>
          itemsOf(
            await withSession(() =>
              input.id ? api.call('updateAddress', { params: { addressId: input.id }, body: input.values }) : api.call('addAddress', { body: input.values }),
            ),
          ),
        ),
        remove: fromPromise(async ({ input }) => itemsOf(await withSession(() => api.call('deleteAddress', { params: { addressId: input.id } })))),
        makeDefault: fromPromise(async ({ input }) => itemsOf(await withSession(() => api.call('makeDefaultAddress', { params: { addressId: input.id }, body: {} })))),
      },
    });
  },
};
export const Addresses = createFlowContext(addressesFlow);
