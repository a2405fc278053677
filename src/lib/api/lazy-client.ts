import type { EndpointName, EndpointResponse } from '../../../contract/endpoints.ts';
import type { ApiClient, ApiClientDeps, CallOptions } from './client.ts';

/**
 * The API client, loaded on its first call rather than with the first page: its code (wretch, zod
 * and the contract's schemas, ~10 KiB gzip) is not needed to paint or hydrate a page, and the first
 * call (the session token at start) begins right after start-up, in parallel with rendering.
 */
export function createLazyApiClient(deps: ApiClientDeps): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const load = () => (client ??= import('./client.ts').then(({ createApiClient }) => createApiClient(deps)));
  return {
    call: async <N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<EndpointResponse<N>> =>
      (await load()).call(name, options),
  };
}
