import type { FlowFailure } from '../../../machines/session/failure.ts';
import type { ApiErrorCode } from '../../../contract/errors.ts';
import { ApiRequestError } from '@/lib/api/api-error.ts';

const reasons: Partial<Record<ApiErrorCode, FlowFailure['reason']>> = {
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
};

/** An API client error as the machines' FlowFailure (reason, message, retry-after, tries left, fields). */
export function toFailure(error: unknown): FlowFailure {
  if (!(error instanceof ApiRequestError)) return { reason: 'unavailable', message: error instanceof Error ? error.message : String(error) };
  const failure: FlowFailure = { reason: (error.code && reasons[error.code]) || 'unavailable', message: error.message };
  if (error.retryAfterSeconds !== null) failure.retryAfterSeconds = error.retryAfterSeconds;
  if (error.attemptsLeft !== null) failure.attemptsLeft = error.attemptsLeft;
  if (error.fields) failure.fields = error.fields;
  return failure;
}

/** Runs a call, rethrowing its failure as a FlowFailure. */
export async function asFlowCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFailure(error);
  }
}
