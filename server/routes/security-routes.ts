import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import type { AccountsConfig } from '../accounts/accounts-config.ts';
import { clientIp } from '../accounts/context.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { clearXsrfCookie, sendToken } from '../sessions/session-cookie.ts';
import type { SessionStore } from '../sessions/session-store.ts';

/** GET /security/token (issue or re-use a session) and DELETE /security/token (end it). */
export function mountSecurityRoutes(router: Hono<AppEnv>, store: SessionStore, config: Pick<AccountsConfig, 'trustProxy'>): void {
  mountEndpoint(router, endpoints.securityToken, async (c) => {
    // The session guard already answered 403 for a dead token; a live one is re-used so that a reload
    // keeps the customer's session instead of starting a new one. A new one counts against the unused
    // sessions of the caller's address (see MAX_UNUSED_SESSIONS_PER_ADDRESS).
    const session = c.get('session') ?? (await store.createAnonymous(clientIp(c, config)));
    sendToken(c, session);
    return { sessionToken: session.token };
  });

  mountEndpoint(router, endpoints.endSession, async (c) => {
    const session = c.get('session');
    // The guard lets no state-changing request through without a live session.
    if (session) await store.end(session.id);
    clearXsrfCookie(c);
    return null;
  });
}
