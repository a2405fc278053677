import type { EndpointName, EndpointResponse } from '../../../contract/endpoints.ts';
import type { ApiClient, ApiClientDeps, CallOptions } from './client.ts';
import { ApiRequestError, networkError } from './api-error.ts';
import { loadEndpoint } from './endpoint-areas.ts';
import { apiRoot, observeResponse, sessionHeaders } from './session-http.ts';

/** GET /security/token (contract/endpoints.ts `securityToken`; a test keeps the two equal). */
export const SECURITY_TOKEN_PATH = '/security/token';

/**
 * The API client, loaded on its first call rather than with the first page: its code (wretch, zod
 * and the schemas of the areas called, ~24 KiB gzip in all) is not needed to paint or hydrate a page. The one call
 * every start makes, the session token (product spec, "The calls it makes"), goes without it: a plain fetch with the
 * same headers and the same response rules (rotated token, 403 wipe), so a visitor who only reads
 * public pages never downloads the client at all.
 */
export function createLazyApiClient(deps: ApiClientDeps): ApiClient {
  let client: Promise<ApiClient> | null = null;
  // The client's code and the contract's schemas are module graphs sharing no module, fetched side by
  // side and so evaluated in separate tasks: together they made one long task at start.
  const load = () => {
    client ??= Promise.all([import('./client.ts'), import('./client-contract.ts')]).then(([{ createApiClient }, contract]) => createApiClient(deps, contract));
    // A failed load (a lost connection) is tried again on the next call.
    client.catch(() => (client = null));
    return client;
  };
  return {
    call: async <N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<EndpointResponse<N>> => {
      if (name === 'securityToken') return (await fetchSessionToken(deps)) as EndpointResponse<N>;
      // The call's area is asked for now, beside the client's code, not once that has arrived; the
      // client awaits the same load (and reports its failure).
      loadEndpoint(name).catch(() => undefined);
      return (await load()).call(name, options);
    },
    file: async <N extends EndpointName>(name: N, options?: CallOptions<N>) => {
      loadEndpoint(name).catch(() => undefined);
      return (await load()).file(name, options);
    },
  };
}

/** The session token call without the client: same headers, same reactions to the response. */
export async function fetchSessionToken(deps: ApiClientDeps): Promise<{ sessionToken: string }> {
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${apiRoot(deps.config)}${SECURITY_TOKEN_PATH}`, {
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...sessionHeaders(deps.storage) },
    });
  } catch (error) {
    throw networkError(error);
  }
  observeResponse(response, deps);
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiRequestError('http', response.statusText || `Request failed with status code ${response.status}`, { status: response.status });
  }
  const sessionToken = (payload as { sessionToken?: unknown } | null)?.sessionToken;
  // The contract's rule (contract/security.ts), checked by hand so zod stays out of the first page.
  if (typeof sessionToken !== 'string' || sessionToken.length < 22) {
    throw new ApiRequestError('invalid-response', 'The server sent an answer this app does not understand.', { status: response.status });
  }
  return { sessionToken };
}
