import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { oauthStates, users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { GoogleConfig } from './accounts-config.ts';
import type { AccountsDeps } from './context.ts';
import { newUrlToken, sha256 } from './secrets.ts';
import { findUserById, type UserRow } from './users.ts';

/** A started Google sign-in must come back within this time. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;
export const DEV_OAUTH_CLIENT_ID = 'amanah-dev-client';
export const STATE_INVALID_MESSAGE = 'This Google sign-in is not valid or has expired. Please start again.';

/** What the provider tells about the person. */
export interface GoogleProfile {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
}

/** Code -> profile, given the PKCE verifier. The real adapter talks HTTP; the development one is in-process. */
export interface GoogleExchange {
  exchange(code: string, codeVerifier: string): Promise<GoogleProfile>;
}

const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The real provider: token endpoint (authorization_code + PKCE), then the OpenID userinfo endpoint. */
export function httpGoogleExchange(config: GoogleConfig, fetchImpl: typeof fetch = fetch): GoogleExchange {
  return {
    async exchange(code, codeVerifier) {
      const tokenResponse = await fetchImpl(config.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUri,
          client_id: config.clientId ?? '',
          client_secret: config.clientSecret ?? '',
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);
      const token = (await tokenResponse.json()) as { access_token?: unknown };
      if (typeof token.access_token !== 'string') throw new Error('token endpoint sent no access_token');
      const infoResponse = await fetchImpl(config.userinfoUrl, {
        headers: { Authorization: `Bearer ${token.access_token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!infoResponse.ok) throw new Error(`userinfo endpoint answered ${infoResponse.status}`);
      return profileFrom(await infoResponse.json());
    },
  };
}

function profileFrom(info: unknown): GoogleProfile {
  const data = (info ?? {}) as Record<string, unknown>;
  if (typeof data.sub !== 'string' || !data.sub) throw new Error('userinfo has no sub');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 60) : undefined);
  return {
    sub: data.sub,
    email: typeof data.email === 'string' ? data.email.toLowerCase() : undefined,
    emailVerified: data.email_verified === true || data.email_verified === 'true',
    givenName: text(data.given_name),
    familyName: text(data.family_name),
  };
}

/**
 * The development stand-in: GET {prefix}/dev/oauth/authorize "signs in" at once as `login_hint` (default
 * google.user@example.com) and redirects to /auth/google-callback with a code that carries the
 * profile and the PKCE challenge, signed with a per-process key; the exchange checks both in-process.
 */
export function devGoogleProvider() {
  const key = randomBytes(32);
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issueCode(profile: { email: string; givenName: string; familyName: string }, challenge: string, at: Date): string {
      const payload = Buffer.from(JSON.stringify({ ...profile, challenge, exp: at.getTime() + 5 * 60_000 })).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    exchange(now: () => Date): GoogleExchange {
      return {
        async exchange(code, codeVerifier) {
          const [payload = '', signature = ''] = code.split('.');
          const expected = Buffer.from(sign(payload));
          const given = Buffer.from(signature);
          if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new Error('dev code signature');
          const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { email: string; givenName: string; familyName: string; challenge: string; exp: number };
          if (data.exp < now().getTime()) throw new Error('dev code expired');
          if (data.challenge !== pkceChallenge(codeVerifier)) throw new Error('PKCE verifier does not match');
          return { sub: `dev-${sha256(data.email).slice(0, 20)}`, email: data.email, emailVerified: true, givenName: data.givenName, familyName: data.familyName };
        },
      };
    },
  };
}

const passwordSignInRequired = () =>
  new ApiHttpError(409, 'password_sign_in_required', 'This email address belongs to a staff or broker account. Sign in with its password.');

/** A new one-use state and PKCE verifier for this session; the PKCE challenge goes to the provider. */
export async function startGoogleSignIn(deps: AccountsDeps, sessionId: string): Promise<{ state: string; challenge: string }> {
  const state = newUrlToken();
  const codeVerifier = newUrlToken();
  const at = deps.now();
  await deps.db.insert(oauthStates).values({
    sessionId,
    stateHash: sha256(state, 'oauth-state'),
    codeVerifier,
    createdAt: at,
    expiresAt: new Date(at.getTime() + OAUTH_STATE_LIFETIME_MS),
  });
  return { state, challenge: pkceChallenge(codeVerifier) };
}

/** Uses up a state: this session's, once, within its lifetime; anything else is forged or replayed. The PKCE verifier. */
export async function consumeGoogleState(deps: AccountsDeps, sessionId: string, state: string): Promise<string> {
  const at = deps.now();
  const [row] = await deps.db
    .update(oauthStates)
    .set({ usedAt: at })
    .where(and(eq(oauthStates.stateHash, sha256(state, 'oauth-state')), eq(oauthStates.sessionId, sessionId), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, at)))
    .returning();
  if (!row) throw new ApiHttpError(400, 'oauth_state_invalid', STATE_INVALID_MESSAGE);
  return row.codeVerifier;
}

/**
 * The customer a Google profile signs in as: the one linked to it, else the customer holding its
 * Google-verified email (linked now), else a new customer. A staff or broker account is never taken
 * over by a mailbox alone: it signs in with its password (409 password_sign_in_required).
 */
export async function userForGoogleProfile(deps: AccountsDeps, profile: GoogleProfile): Promise<UserRow> {
  const at = deps.now();
  const [linked] = await deps.db.select().from(users).where(eq(users.googleSubject, profile.sub)).limit(1);
  let user = linked;
  if (user && user.kind !== 'customer') throw passwordSignInRequired();
  if (!user && profile.email && profile.emailVerified) {
    // Google vouches for the address: the customer account holding it is this person's. A staff or
    // broker account is never taken over by a mailbox alone: it signs in with its password.
    const [byEmail] = await deps.db.select().from(users).where(eq(users.email, profile.email)).limit(1);
    if (byEmail && (byEmail.kind === 'backend' || byEmail.kind === 'broker')) throw passwordSignInRequired();
    if (byEmail && byEmail.kind !== 'guest') {
      await deps.db.update(users).set({ googleSubject: profile.sub, emailVerifiedAt: byEmail.emailVerifiedAt ?? at, updatedAt: at }).where(eq(users.id, byEmail.id));
      user = await findUserById(deps.db, byEmail.id);
    }
  }
  if (!user) {
    if (!profile.email || !profile.emailVerified) {
      throw new ApiHttpError(400, 'oauth_failed', 'Your Google account has no confirmed email address. Sign up with your mobile number instead.');
    }
    [user] = await deps.db
      .insert(users)
      .values({
        id: randomUUID(),
        kind: 'customer',
        email: profile.email,
        emailVerifiedAt: at,
        firstName: profile.givenName ?? null,
        lastName: profile.familyName ?? null,
        googleSubject: profile.sub,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
  }
  return user!;
}
