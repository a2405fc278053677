import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { endpoints } from '../../contract/endpoints.ts';
import { oauthStates, users } from '../db/tables/accounts.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import type { GoogleConfig } from './accounts-config.ts';
import { requireSession, type AccountsDeps } from './context.ts';
import { newUrlToken, sha256 } from './secrets.ts';
import { signIn } from './sign-in.ts';
import { findUserById } from './users.ts';

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

export function mountGoogleRoutes(router: Hono<AppEnv>, deps: AccountsDeps, exchangeOverride?: GoogleExchange): void {
  const google = deps.config.google;
  const dev = google.devProvider ? devGoogleProvider() : undefined;
  const exchange = exchangeOverride ?? (dev ? dev.exchange(deps.now) : httpGoogleExchange(google));

  mountEndpoint(router, endpoints.googleStart, async (c) => {
    const session = requireSession(c);
    if (!dev && !google.clientId) throw new ApiHttpError(503, 'internal_error', 'Google sign-in is not available right now.');
    const state = newUrlToken();
    const codeVerifier = newUrlToken();
    const at = deps.now();
    await deps.db.insert(oauthStates).values({
      sessionId: session.id,
      stateHash: sha256(state, 'oauth-state'),
      codeVerifier,
      createdAt: at,
      expiresAt: new Date(at.getTime() + OAUTH_STATE_LIFETIME_MS),
    });
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: dev ? DEV_OAUTH_CLIENT_ID : (google.clientId ?? ''),
      redirect_uri: dev ? '/auth/google-callback' : google.redirectUri,
      scope: 'openid email profile',
      state,
      code_challenge: pkceChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    const base = dev ? `${deps.prefix}/dev/oauth/authorize` : google.authorizeUrl;
    return { authorizationUrl: `${base}?${params.toString()}` };
  });

  mountEndpoint(router, endpoints.googleCallback, async (c, { body }) => {
    const session = requireSession(c);
    const at = deps.now();
    // One use, this session only, within its lifetime: anything else is a forged or replayed state.
    const [state] = await deps.db
      .update(oauthStates)
      .set({ usedAt: at })
      .where(
        and(
          eq(oauthStates.stateHash, sha256(body.state, 'oauth-state')),
          eq(oauthStates.sessionId, session.id),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, at),
        ),
      )
      .returning();
    if (!state) throw new ApiHttpError(400, 'oauth_state_invalid', STATE_INVALID_MESSAGE);
    let profile: GoogleProfile;
    try {
      profile = await exchange.exchange(body.code, state.codeVerifier);
    } catch (error) {
      deps.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : 'error'}`);
      throw new ApiHttpError(502, 'oauth_failed', 'Google sign-in did not work. Please try again.');
    }

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
    return signIn(c, deps, user!, 'GOOGLE');
  });

  if (dev) {
    // The stand-in's "consent screen": not in the endpoint table (it is the provider, not our API).
    router.get('/dev/oauth/authorize', (c) => {
      const q = c.req.query();
      if (q.client_id !== DEV_OAUTH_CLIENT_ID || q.response_type !== 'code' || !q.state || !q.code_challenge || q.code_challenge_method !== 'S256') {
        return c.text('Bad authorisation request.', 400);
      }
      const back = new URLSearchParams({ state: q.state });
      if (q.error === 'access_denied') back.set('error', 'access_denied');
      else {
        const email = (q.login_hint ?? 'google.user@example.com').toLowerCase();
        if (!/^[^\s@]+@[^\s@]+$/.test(email)) return c.text('Bad login_hint.', 400);
        back.set('code', dev.issueCode({ email, givenName: 'Google', familyName: 'User' }, q.code_challenge, deps.now()));
      }
      // Always back to the app's own callback page: the stand-in is no open redirector.
      return c.redirect(`/auth/google-callback?${back.toString()}`, 302);
    });
  }
}
