import wretch, { type ConfiguredMiddleware, type WretchError } from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import type * as z from 'zod/mini';
import type { apiErrorSchema } from '../../../contract/errors.ts';
import type { EndpointDefinition } from '../../../contract/endpoint-definition.ts';
import type { EndpointBody, EndpointName, EndpointResponse, endpoints } from '../../../contract/endpoints.ts';
import type { IDEMPOTENCY_KEY_HEADER as IdempotencyHeader } from '../../../contract/purchase.ts';
import { ApiRequestError, abortedError, networkError, retryAfterHeaderSeconds, timeoutError } from './api-error.ts';
import { type SessionHttpDeps, apiRoot, observeResponse, sessionHeaders } from './session-http.ts';

/**
 * The API client the product spec describes under "The calls it makes": base address + base path + product, credentials included, JSON
 * headers, the language header, the session token sent as `session-token` and `x-csrf-token`,
 * rotated tokens adopted from response headers, no timeout unless a call asks for one, the 403 wipe.
 * Calls are never retried here: a machine decides whether to try again. Each error says whether its
 * request may be sent again as it is (`repeatable`), which only the client can tell (method, headers).
 */
export type ApiClientDeps = SessionHttpDeps;

export interface CallOptions<N extends EndpointName> {
  query?: (typeof endpoints)[N] extends { query: z.ZodMiniType } ? z.input<(typeof endpoints)[N]['query']> : never;
  body?: EndpointBody<N>;
  /** Path parameters, replacing `:name` in the endpoint path. */
  params?: Record<string, string>;
  signal?: AbortSignal;
  /** None by default (spec: "Request timeout: none"); callers such as lookups may set one. */
  timeoutMs?: number;
  /** Extra request headers of this call (an order's `Idempotency-Key`, say); the session headers win. */
  headers?: Record<string, string>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A file answered by the API (a policy's PDF documents). */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * What the client checks answers with, from the one contract (./client-contract.ts). Not imported
 * here: building schemas is most of the client's start-up work, so each call's endpoint comes from
 * its area's module, loaded on the area's first call (./endpoint-areas.ts), in a task of its own.
 */
export interface ClientContract {
  endpoint: <N extends EndpointName>(name: N) => Promise<(typeof endpoints)[N]>;
  apiErrorSchema: typeof apiErrorSchema;
}

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export function createApiClient(deps: ApiClientDeps, contract: ClientContract) {
  const { apiErrorSchema } = contract;
  /** Adopt rotated tokens and apply the 403 rule to every response, errors included. */
  const sessionMiddleware: ConfiguredMiddleware = (next) => async (url, options) => {
    const response = await next(url, options);
    observeResponse(response, deps);
    return response;
  };

  const base = wretch(apiRoot(deps.config))
    .addon(QueryStringAddon)
    .options({ credentials: 'include' })
    .headers({ 'Content-Type': 'application/json', Accept: 'application/json' })
    .middlewares([sessionMiddleware]);
  const api = deps.fetch ? base.fetchPolyfill(deps.fetch) : base;

  /** A call answered by a file (the endpoint's binaryResponse): its bytes and the file name the server gave. */
  async function file<N extends EndpointName>(name: N, options: CallOptions<N> = {}): Promise<DownloadedFile> {
    return (await send(name, options, true)) as DownloadedFile;
  }

  async function call<N extends EndpointName>(name: N, options: CallOptions<N> = {}): Promise<EndpointResponse<N>> {
    return (await send(name, options, false)) as EndpointResponse<N>;
  }

  async function send<N extends EndpointName>(name: N, options: CallOptions<N>, asFile: boolean): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, options.timeoutMs);
    const onOuterAbort = () => controller.abort();
    let repeatable = false;
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (options.signal?.aborted) controller.abort();

    try {
      // Inside the try: an area that fails to load (a lost connection) is a network error like any other.
      const endpoint = await contract.endpoint(name);
      repeatable = isRepeatable(endpoint, options.headers);
      // Cancelled or timed out while the area loaded: not sent at all.
      controller.signal.throwIfAborted();
      let request = api
        .url(fillPath(endpoint.path, options.params))
        .headers({ ...options.headers, ...sessionHeaders(deps.storage, sendsSession(endpoint)) })
        .options({ signal: controller.signal });
      if (options.query) request = request.query(options.query as Record<string, string>);
      const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const chain =
        method === 'get' || method === 'delete'
          ? request[method]()
          : request.body(JSON.stringify(options.body ?? {}))[method]();
      const response = await chain.res();
      if (asFile) {
        const disposition = response.headers.get('Content-Disposition') ?? '';
        return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'document' } satisfies DownloadedFile;
      }
      const payload: unknown = response.status === 204 ? null : await response.json();
      const parsed = endpoint.response.safeParse(payload);
      if (!parsed.success) {
        throw new ApiRequestError('invalid-response', 'The server sent an answer this app does not understand.', {
          status: response.status,
          cause: parsed.error,
        });
      }
      return parsed.data;
    } catch (error) {
      throw toApiError(error, { timedOut, timeoutMs: options.timeoutMs ?? 0, repeatable }, apiErrorSchema);
    } finally {
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  return { call, file };
}

// The contract's header name, checked by its type: importing the value would build purchase's schemas at start-up.
const IDEMPOTENCY_KEY_HEADER: typeof IdempotencyHeader = 'Idempotency-Key';

/** Every call but one to reference data the server answers alike for everyone (contract `sessionless`). */
const sendsSession = (endpoint: EndpointDefinition) => !endpoint.sessionless;

/** A GET, a write sent with its Idempotency-Key, or a write the contract marks repeatable. */
function isRepeatable(endpoint: EndpointDefinition, headers: Record<string, string> = {}): boolean {
  if (endpoint.method === 'GET' || endpoint.repeatable) return true;
  return Boolean(endpoint.idempotencyKey && Object.keys(headers).some((header) => header.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase()));
}

function isWretchError(error: unknown): error is WretchError {
  return error instanceof Error && typeof (error as Partial<WretchError>).status === 'number' && 'response' in error;
}

function toApiError(error: unknown, at: { timedOut: boolean; timeoutMs: number; repeatable: boolean }, apiErrorSchema: ClientContract['apiErrorSchema']): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const { repeatable } = at;
  if (isWretchError(error)) {
    // A proxy's 503 may say when in the header only; the server says it in both.
    const headerRetryAfter = retryAfterHeaderSeconds(error.response?.headers.get('Retry-After'));
    let body: unknown = null;
    try {
      body = JSON.parse(error.message);
    } catch {
      // Not our JSON error shape (a proxy's HTML page, say): fall back to the status text.
    }
    const shaped = apiErrorSchema.safeParse(body);
    if (shaped.success) {
      const { code, message, fields, retryAfterSeconds, attemptsLeft } = shaped.data.error;
      return new ApiRequestError('http', message, {
        status: error.status,
        code,
        fields: fields ?? null,
        retryAfterSeconds: retryAfterSeconds ?? headerRetryAfter,
        attemptsLeft,
        repeatable,
        cause: error,
      });
    }
    return new ApiRequestError('http', error.response?.statusText || `Request failed with status code ${error.status}`, {
      status: error.status,
      retryAfterSeconds: headerRetryAfter,
      repeatable,
      cause: error,
    });
  }
  if (error instanceof DOMException || (error instanceof Error && error.name === 'AbortError')) {
    return at.timedOut ? timeoutError(at.timeoutMs, error, repeatable) : abortedError(error, repeatable);
  }
  return networkError(error, repeatable);
}
