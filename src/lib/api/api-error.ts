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
  /** 429 and 503: seconds until a retry can succeed (the error body's, else the Retry-After header's). */
  readonly retryAfterSeconds: number | null;
  /** A wrong code: tries left before a new code is needed. */
  readonly attemptsLeft: number | null;
  /**
   * The request may be sent again as it is: a GET, a write with its Idempotency-Key, or one the contract
   * marks `repeatable`. Whether to send it again is the machine's to decide (machines/shared/service-retry.ts).
   */
  readonly repeatable: boolean;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      code?: ApiErrorCode | null;
      fields?: Record<string, string> | null;
      retryAfterSeconds?: number | undefined;
      attemptsLeft?: number | undefined;
      repeatable?: boolean;
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
    this.repeatable = details.repeatable ?? false;
  }
}

export const networkError = (cause?: unknown, repeatable = false) => new ApiRequestError('network', 'Network Error', { cause, repeatable });
export const abortedError = (cause?: unknown, repeatable = false) => new ApiRequestError('aborted', 'Request aborted', { cause, repeatable });
export const timeoutError = (ms: number, cause?: unknown, repeatable = false) =>
  new ApiRequestError('timeout', `timeout of ${ms} ms exceeded`, { cause, repeatable });

/** A Retry-After header in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterHeaderSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
