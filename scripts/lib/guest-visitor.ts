import { DEFAULT_API_BASE_PATH, DEFAULT_API_PRODUCT } from '../../contract/http.ts';

/** The API's address on a server of the build (scripts/lib/serve-build.ts). */
export const apiPrefixOf = (origin: string) => `${origin}${process.env.API_BASE_PATH ?? DEFAULT_API_BASE_PATH}/${process.env.API_PRODUCT ?? DEFAULT_API_PRODUCT}`;

/**
 * Runs in the page: a session token, then POST /auth/guest (or /auth/login with the credentials given),
 * stored under the spec's keys like the app does. The product pages need a user: a visitor who pressed
 * "Continue as Guest" has one.
 */
export async function continueAsGuest(api: string, credentials?: { identifier: string; password: string }) {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': localStorage.getItem('lang') ?? 'en' };
  const { sessionToken } = (await (await fetch(`${api}/security/token`, { credentials: 'include', headers })).json()) as { sessionToken: string };
  const response = await fetch(`${api}/auth/${credentials ? 'login' : 'guest'}`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...headers, 'session-token': sessionToken, 'x-csrf-token': sessionToken },
    body: JSON.stringify(credentials ?? {}),
  });
  if (!response.ok) throw new Error(`${credentials ? 'sign-in' : 'guest sign-in'} answered ${response.status}`);
  const login = (await response.json()) as Record<string, unknown>;
  for (const key of ['username', 'userFullName', 'emailAddress', 'countryCode', 'geoId', 'loginTypeEnumId', 'apiKey', 'sessionId', 'sessionToken']) {
    if (typeof login[key] === 'string') localStorage.setItem(key, login[key]);
  }
}
