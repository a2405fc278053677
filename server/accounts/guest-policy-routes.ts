import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { notSignedInError, type AccountsDeps } from './context.ts';
import { guestPolicyCount, mergeGuestPolicies } from './guest-policies.ts';
import { findUserById } from './users.ts';

/** After a sign-up: how many policies guests bought with the customer's mobile, and adding them on yes. */
export function mountGuestPolicyRoutes(router: Hono<AppEnv>, deps: AccountsDeps): void {
  const requireAccount = async (c: Context<AppEnv>) => {
    const userId = c.get('session')?.userId;
    const user = userId ? await findUserById(deps.db, userId) : undefined;
    if (!user) throw notSignedInError();
    if (user.kind !== 'customer') throw new ApiHttpError(409, 'conflict', 'Only a customer account takes in policies bought as a guest.');
    return user;
  };

  mountEndpoint(router, endpoints.guestPolicies, async (c) => ({ count: await guestPolicyCount(deps.db, await requireAccount(c)) }));

  mountEndpoint(router, endpoints.mergeGuestPolicies, async (c) => ({
    merged: await mergeGuestPolicies(deps.db, deps.sessions, await requireAccount(c), deps.now()),
  }));
}
