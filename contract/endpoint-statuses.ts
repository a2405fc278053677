import type { EndpointDefinition } from './endpoint-definition.ts';
import type { ApiErrorCode } from './errors.ts';

/** A failure an endpoint may answer: its status, the codes it may carry, and why it happens. */
export interface ErrorStatus {
  status: number;
  codes: readonly ApiErrorCode[];
  description: string;
}

/**
 * Every failure status an endpoint can answer, derived from its entry in the table (so a new endpoint
 * is documented, and fuzzed, without a list to keep up to date) plus the entry's own `errors`:
 * - every endpoint: 400 (a parameter it does not declare, a bad value), 403 (a token that names no live
 *   session, or a failed CSRF check), 414/431 (an oversized URL or header set), 429, 500, 503;
 * - an endpoint that needs a session: 401 (no signed-in user where one is needed, or wrong credentials);
 * - path parameters: 404 (nothing of the caller's by that name);
 * - a request body: 413 (over the size limit) and 415 (not sent as JSON, or not one of the file types).
 * The OpenAPI document lists these; the contract fuzz (scripts/contract-fuzz.ts) fails on any other.
 */
export function errorStatuses(endpoint: EndpointDefinition): ErrorStatus[] {
  const hasBody = Boolean(endpoint.body ?? endpoint.binaryBody);
  const derived: ErrorStatus[] = [
    { status: 400, codes: ['bad_request', 'validation_failed'], description: 'The request is not valid: `fields` names each problem (an unknown query parameter included).' },
    ...(endpoint.needsSession ? [{ status: 401, codes: ['unauthorized'] as const, description: 'No signed-in user where one is needed, or wrong credentials.' }] : []),
    { status: 403, codes: ['forbidden', 'csrf_token_invalid'], description: 'The session token names no live session (sign in again), or the CSRF check failed.' },
    ...(endpoint.path.includes('/:') ? [{ status: 404, codes: ['not_found'] as const, description: 'Nothing of the caller\'s by that name.' }] : []),
    ...(hasBody
      ? [
          { status: 413, codes: ['bad_request'] as const, description: 'The request body is over the size limit.' },
          { status: 415, codes: ['bad_request'] as const, description: endpoint.binaryBody ? 'The file is not one of the accepted types.' : 'The body is not sent as JSON.' },
        ]
      : []),
    { status: 414, codes: ['bad_request'], description: 'The address (path and query) is too long.' },
    { status: 429, codes: ['rate_limited'], description: 'Too many requests: retry after `retryAfterSeconds` (also the Retry-After header).' },
    { status: 431, codes: ['bad_request'], description: 'The request headers are too large.' },
    { status: 500, codes: ['internal_error'], description: 'Unexpected server failure (details only in the server log).' },
    { status: 503, codes: ['service_unavailable'], description: 'A part the answer needs (the database) is out of reach for now: retry later.' },
  ];
  const byStatus = new Map(derived.map((entry) => [entry.status, entry]));
  for (const [status, codes] of Object.entries(endpoint.errors ?? {}) as [string, readonly ApiErrorCode[]][]) {
    const known = byStatus.get(Number(status));
    if (known) byStatus.set(known.status, { ...known, codes: [...new Set([...known.codes, ...codes])] });
    else byStatus.set(Number(status), { status: Number(status), codes, description: `This endpoint's own failure: ${codes.join(', ')}.` });
  }
  return [...byStatus.values()].sort((a, b) => a.status - b.status);
}
