import type * as z from 'zod/mini';
import type { ApiErrorCode } from './errors.ts';

/**
 * The shape of one entry of the endpoint table (contract/endpoints.ts), in a module of its own: each
 * area's `*-endpoints.ts` declares its entries with it, and the table gathers those areas.
 */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  summary: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Path parameters (`:name` in `path`), validated by the server like `query`. */
  params?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Needs a server session token (every state-changing call does, for the CSRF check). */
  needsSession: boolean;
  /** HTTP status of a success when it is not 200 (204 answers have no body: `response` is z.null()). */
  successStatus?: 201 | 202 | 204;
  /** The request body is a file's bytes, not JSON (`body` is then absent): the types it may be and its largest size. */
  binaryBody?: { contentTypes: readonly string[]; maxBytes: number };
  /** A success answers a file's bytes as an attachment, not JSON (`response` is then z.null()). */
  binaryResponse?: { contentTypes: readonly string[] };
  /**
   * The failures of this endpoint's own (a 409 on a used-up quote, a 410 on an expired code), status ->
   * the codes it may carry. The ones every endpoint of its kind shares (400, 401 with a session, 404 with
   * path parameters, 413/415 with a body...) are derived from the rest of the entry
   * (contract/endpoint-statuses.ts): list only what the entry cannot tell.
   */
  errors?: EndpointErrors;
  /** Needs the `Idempotency-Key` header: a new random key per new request, the same key on a retry. */
  idempotencyKey?: true;
  /**
   * A write that may be sent again as it is without an Idempotency-Key: repeating it changes nothing
   * the customer would notice (a quote priced again, a sign-in). The app repeats a call on its own after
   * a 503 only when it is a GET, carries its Idempotency-Key, or is marked here (machines/shared/service-retry.ts).
   */
  repeatable?: true;
  /**
   * Reference data, the same for everyone (the catalogue): the app sends no session with it, so the
   * server looks up no session and answers from its cache, even while the database is away.
   */
  sessionless?: true;
}

/** An endpoint's own failures: status -> the error codes it may answer with. */
export type EndpointErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 502 | 503, readonly ApiErrorCode[]>>;
