import type { ApiErrorCode } from '../../contract/errors.ts';

/**
 * The one failure model of every flow. An effect may throw anything (the API client's error, a
 * FlowFailure, a plain Error); the machine keeps `asFailure(event.error)` in its context, so a
 * snapshot (saved flow, support capsule) holds plain data and every view reads the same shape:
 * `reason` says what the customer can do about it, `code` is the server's error code when it sent
 * one (some views single out a code, a gift card refused say), the rest details a reason.
 */
export type FailureReason =
  | 'invalid'
  | 'wrongCredentials'
  | 'wrongCode'
  | 'codeExpired'
  | 'attemptsExhausted'
  | 'rateLimited'
  | 'conflict'
  | 'accountExists'
  | 'emailUnavailable'
  | 'linkExpired'
  | 'linkUsed'
  | 'stateInvalid'
  | 'notFound'
  /** No answer came (network, aborted, timeout): the request may or may not have reached the server. */
  | 'offline'
  /**
   * The server answered 503: a part it needs (the database) is out of reach for a moment. Nothing was
   * done; `retryAfterSeconds` says when to try again (machines/shared/service-retry.ts decides whether to).
   */
  | 'serviceUnavailable'
  | 'unavailable';

export interface FlowFailure {
  reason: FailureReason;
  /** The server's error code (contract/errors.ts), or a flow's own code for a refusal it decides itself. */
  code: string | null;
  /** Not shown to customers (views translate by reason or code); kept for logs and support. */
  message: string;
  retryAfterSeconds?: number;
  attemptsLeft?: number;
  /** Field problems of a validation failure: field -> message. */
  fields?: Record<string, string>;
  /** The failed request may be sent again as it is (a GET, a write with its Idempotency-Key, or one the contract marks repeatable). */
  repeatable?: boolean;
  /** How many automatic tries after a 503 led here (service-retry.ts); absent before the first. */
  autoRetries?: number;
}

const reasons: Partial<Record<ApiErrorCode, FailureReason>> = {
  validation_failed: 'invalid',
  bad_request: 'invalid',
  unauthorized: 'wrongCredentials',
  code_invalid: 'wrongCode',
  code_expired: 'codeExpired',
  code_attempts_exhausted: 'attemptsExhausted',
  rate_limited: 'rateLimited',
  conflict: 'conflict',
  account_exists: 'accountExists',
  email_unavailable: 'emailUnavailable',
  link_expired: 'linkExpired',
  link_used: 'linkUsed',
  oauth_state_invalid: 'stateInvalid',
  oauth_failed: 'stateInvalid',
  not_found: 'notFound',
  service_unavailable: 'serviceUnavailable',
};

const connectionKinds = new Set(['network', 'aborted', 'timeout']);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Whatever an effect threw, as a FlowFailure. Read by shape, not by class, so machines stay free of
 * the API client: `{ reason }` is already one; `{ kind, code, status, message, … }` is the API client's error
 * (src/lib/api/api-error.ts); anything else is "unavailable".
 */
export function asFailure(error: unknown): FlowFailure {
  const shaped = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const message = text(shaped.message) ?? String(error);
  const code = text(shaped.code);
  let reason: FailureReason;
  if (typeof shaped.reason === 'string') reason = shaped.reason as FailureReason;
  else if (connectionKinds.has(text(shaped.kind) ?? '')) reason = 'offline';
  // A 503 without our error shape (a proxy's page while every instance is away) is the same outage.
  else if (!code && shaped.status === 503) reason = 'serviceUnavailable';
  else reason = (code && reasons[code as ApiErrorCode]) || 'unavailable';
  const failure: FlowFailure = { reason, code, message };
  const retryAfterSeconds = count(shaped.retryAfterSeconds);
  const attemptsLeft = count(shaped.attemptsLeft);
  if (retryAfterSeconds !== null) failure.retryAfterSeconds = retryAfterSeconds;
  if (attemptsLeft !== null) failure.attemptsLeft = attemptsLeft;
  if (shaped.fields && typeof shaped.fields === 'object') failure.fields = shaped.fields as Record<string, string>;
  if (typeof shaped.repeatable === 'boolean') failure.repeatable = shaped.repeatable;
  const autoRetries = count(shaped.autoRetries);
  if (autoRetries !== null) failure.autoRetries = autoRetries;
  return failure;
}

/** A refusal a flow's effect decides itself (not an API answer), with its own code. */
export function refusal(code: string, message: string, reason: FailureReason = 'invalid'): FlowFailure {
  return { reason, code, message };
}

/**
 * The guard every flow registers as `failedWith` (`guards: { failedWith }` in setup), typed by its
 * params instead of casting the event: the error event's payload is handed over by `onError(reason)`.
 */
export const failedWith = (_: unknown, params: { error: unknown; reason: FailureReason }) => asFailure(params.error).reason === params.reason;

/** `guard: onError('wrongCode')` in an invoke's onError: true when the effect failed for that reason. */
export const onError = (reason: FailureReason) => ({
  type: 'failedWith' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, reason }),
});

/** For `assign({ error: failureOf })` in an invoke's onError. */
export const failureOf = ({ event }: { event: { error: unknown } }) => asFailure(event.error);
