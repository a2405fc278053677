import type { Context } from 'hono';
import type { LoginResult, LoginType } from '../../contract/accounts.ts';
import { sessionLogins } from '../db/tables/accounts.ts';
import type { AppEnv } from '../http/app-env.ts';
import { sendToken } from '../sessions/session-cookie.ts';
import type { AccountsDeps } from './context.ts';
import { loginResultOf, type UserRow } from './users.ts';

/**
 * Signs a user in: a NEW session bound to the user (fresh 256-bit token, only its hash stored), the old
 * session ended (rotation: a token known before login is worthless after it), the new token sent in the
 * session-token / x-csrf-token headers and the XSRF-TOKEN cookie, and in the body. A `policyScope`
 * makes it a short session that opens that one policy only ("Find my policy").
 */
export async function signIn(c: Context<AppEnv>, deps: AccountsDeps, user: UserRow, loginType: LoginType, policyScope: string | null = null): Promise<LoginResult> {
  const previous = c.get('session');
  const session = await deps.sessions.create(user.id, policyScope);
  await deps.db.insert(sessionLogins).values({ sessionId: session.id, userId: user.id, loginType, createdAt: deps.now() });
  if (previous) await deps.sessions.end(previous.id);
  c.set('session', session);
  sendToken(c, session);
  return loginResultOf(user, session, loginType);
}
