import type { AddressList } from '../../../../contract/account-area.ts';
import { type AddressItem, addressesMachine } from '../../../../machines/account/account-lists.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { collectionFlow } from '../collection-flow.ts';

const itemsOf = (list: AddressList): AddressItem[] => list.addresses.map((address) => ({ ...address, id: address.addressId }));

/** My Account > Addresses: the list's endpoints (one default, made so on the server). */
export const addressesFlow = collectionFlow('addresses', addressesMachine, {
  list: async (api) => itemsOf(await api.call('addresses')),
  add: async (api, body) => itemsOf(await api.call('addAddress', { body })),
  update: async (api, addressId, body) => itemsOf(await api.call('updateAddress', { params: { addressId }, body })),
  remove: async (api, addressId) => itemsOf(await api.call('deleteAddress', { params: { addressId } })),
  makeDefault: async (api, addressId) => itemsOf(await api.call('makeDefaultAddress', { params: { addressId }, body: {} })),
});
export const Addresses = createFlowContext(addressesFlow);
