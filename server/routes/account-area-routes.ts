import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from '../account-area/addresses.ts';
import { addGroupMember, deleteGroupMember, listGroupMembers, updateGroupMember } from '../account-area/group-members.ts';
import { confirmMobileChange, profileOf, requestEmailChange, requestMobileChange, updateProfile } from '../account-area/profile.ts';
import { type AccountsDeps, clientIp } from '../accounts/context.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requestLanguage } from '../http/request-language.ts';
import { requireCustomer } from '../purchase/customer.ts';

/** My Account: profile, addresses and group members of the signed-in customer or guest (owner-only). */
export function mountAccountAreaRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  const { db, now } = deps;
  /** The caller (401 without one, 403 for staff and brokers); answers are personal: never cached. */
  const owner = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'private, no-store');
    return requireCustomer(c, db);
  };
  const profile = async (c: Context<AppEnv>) => profileOf(db, await owner(c), now(), requestLanguage(c.req.header(LANGUAGE_HEADER)));

  mountEndpoint(router, endpoints.profile, (c) => profile(c));
  mountEndpoint(router, endpoints.updateProfile, async (c, { body }) => {
    await updateProfile(db, await owner(c), body, now());
    return profile(c);
  });
  mountEndpoint(router, endpoints.changeEmail, async (c, { body }) => requestEmailChange(deps, await owner(c), body.emailAddress, requestLanguage(c.req.header(LANGUAGE_HEADER))));
  mountEndpoint(router, endpoints.changeMobile, async (c, { body }) => requestMobileChange(deps, await owner(c), body.mobileNumber, clientIp(c, deps.config)));
  mountEndpoint(router, endpoints.confirmMobileChange, async (c, { body }) => {
    await confirmMobileChange(deps, await owner(c), body.code);
    return profile(c);
  });

  mountEndpoint(router, endpoints.addresses, async (c) => listAddresses(db, (await owner(c)).id));
  mountEndpoint(router, endpoints.addAddress, async (c, { body }) => addAddress(db, (await owner(c)).id, body, now()));
  mountEndpoint(router, endpoints.updateAddress, async (c, { params, body }) => updateAddress(db, (await owner(c)).id, params.addressId, body, now()));
  mountEndpoint(router, endpoints.makeDefaultAddress, async (c, { params }) => makeDefaultAddress(db, (await owner(c)).id, params.addressId, now()));
  mountEndpoint(router, endpoints.deleteAddress, async (c, { params }) => deleteAddress(db, (await owner(c)).id, params.addressId, now()));

  mountEndpoint(router, endpoints.groupMembers, async (c) => listGroupMembers(db, (await owner(c)).id));
  mountEndpoint(router, endpoints.addGroupMember, async (c, { body }) => addGroupMember(db, (await owner(c)).id, body, now()));
  mountEndpoint(router, endpoints.updateGroupMember, async (c, { params, body }) => updateGroupMember(db, (await owner(c)).id, params.memberId, body, now()));
  mountEndpoint(router, endpoints.deleteGroupMember, async (c, { params }) => deleteGroupMember(db, (await owner(c)).id, params.memberId));
}
