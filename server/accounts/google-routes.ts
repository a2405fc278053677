import type { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { requireSession, type AccountsDeps } from './context.ts';
import {
  DEV_OAUTH_CLIENT_ID,
  consumeGoogleState,
  devGoogleProvider,
  httpGoogleExchange,
  startGoogleSignIn,
  userForGoogleProfile,
  type GoogleExchange,
  type GoogleProfile,
} from './google.ts';
import { signIn } from './sign-in.ts';

/** Google sign-in (google.ts): start (state + PKCE), the callback, and the development stand-in's consent screen. */
export function mountGoogleRoutes(router: Hono<AppEnv>, deps: AccountsDeps, exchangeOverride?: GoogleExchange): void {
  const google = deps.config.google;
  const dev = google.devProvider ? devGoogleProvider() : undefined;
  const exchange = exchangeOverride ?? (dev ? dev.exchange(deps.now) : httpGoogleExchange(google));

  mountEndpoint(router, endpoints.googleStart, async (c) => {
    const session = requireSession(c);
    if (!dev && !google.clientId) throw new ApiHttpError(503, 'internal_error', 'Google sign-in is not available right now.');
    const { state, challenge } = await startGoogleSignIn(deps, session.id);
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: dev ? DEV_OAUTH_CLIENT_ID : (google.clientId ?? ''),
      redirect_uri: dev ? '/auth/google-callback' : google.redirectUri,
      scope: 'openid email profile',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const base = dev ? `${deps.prefix}/dev/oauth/authorize` : google.authorizeUrl;
    return { authorizationUrl: `${base}?${params.toString()}` };
  });

  mountEndpoint(router, endpoints.googleCallback, async (c, { body }) => {
    const session = requireSession(c);
    const codeVerifier = await consumeGoogleState(deps, session.id, body.state);
    let profile: GoogleProfile;
    try {
      profile = await exchange.exchange(body.code, codeVerifier);
    } catch (error) {
      deps.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : 'error'}`);
      throw new ApiHttpError(502, 'oauth_failed', 'Google sign-in did not work. Please try again.');
    }
    return signIn(c, deps, await userForGoogleProfile(deps, profile), 'GOOGLE');
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
