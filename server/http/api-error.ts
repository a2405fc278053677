import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, ApiErrorCode } from '../../contract/errors.ts';

export interface ApiErrorDetails {
  retryAfterSeconds?: number;
  attemptsLeft?: number;
}

/**
 * A failure the client is meant to see, turned into the contract's one error shape by the error handler.
 * Anything else that is thrown becomes a generic 500 (its details go to the log only).
 */
export class ApiHttpError extends Error {
  override name = 'ApiHttpError';
  readonly code: ApiErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;
  /** Extra members of the error shape: `retryAfterSeconds` (also sent as Retry-After), `attemptsLeft`. */
  readonly details: ApiErrorDetails;

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    message: string,
    fields?: Record<string, string>,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }

  toBody(): ApiError {
    return {
      error: {
        code: this.code,
        message: this.message,
        status: this.status,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.details.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.details.retryAfterSeconds } : {}),
        ...(this.details.attemptsLeft !== undefined ? { attemptsLeft: this.details.attemptsLeft } : {}),
      },
    };
  }
}

export const sessionExpiredError = () => new ApiHttpError(403, 'forbidden', 'Your session has expired. Please sign in again.');

export const csrfTokenInvalidError = () =>
  new ApiHttpError(403, 'csrf_token_invalid', 'This request is missing a valid security token. Please reload the page and try again.');

export const notFoundError = (path: string) => new ApiHttpError(404, 'not_found', `No API endpoint at ${path}.`);

export const internalError = () =>
  new ApiHttpError(500, 'internal_error', 'Something went wrong on our side. Please try again later.');
