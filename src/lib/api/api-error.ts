import type { ApiErrorCode } from '../../../contract/errors.ts';

export type ApiErrorKind = 'network' | 'aborted' | 'timeout' | 'http' | 'invalid-response';

/**
 * Every failure of an API call. `message` is what the product spec's "Error catalogue" names for transport failures
 * ("Network Error", "Request aborted", "timeout of N ms exceeded") or the server's message.
 */
export class ApiRequestError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: ApiErrorCode | null;
  readonly fields: Record<string, string> | null;
  /** 429: seconds until a retry can succeed. */
  readonly retryAfterSeconds: number | null;
  /** A wrong code: tries left before a new code is needed. */
  readonly attemptsLeft: number | null;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      code?: ApiErrorCode | null;
      fields?: Record<string, string> | null;
      retryAfterSeconds?: number | undefined;
      attemptsLeft?: number | undefined;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    this.fields = details.fields ?? null;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
    this.attemptsLeft = details.attemptsLeft ?? null;
  }
}

export const networkError = (cause?: unknown) => new ApiRequestError('network', 'Network Error', { cause });
export const abortedError = (cause?: unknown) => new ApiRequestError('aborted', 'Request aborted', { cause });
export const timeoutError = (ms: number, cause?: unknown) =>
  new ApiRequestError('timeout', `timeout of ${ms} ms exceeded`, { cause });
