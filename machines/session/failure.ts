/**
 * Why a call failed, as the app's effects report it to the machines (they translate the API
 * client's errors): machines branch on `reason`, views show a message per reason, inline field
 * problems and the retry-after of a rate limit.
 */
export interface FlowFailure {
  reason:
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
    | 'unavailable';
  message: string;
  retryAfterSeconds?: number;
  attemptsLeft?: number;
  /** Field problems of a validation failure: field -> message. */
  fields?: Record<string, string>;
}

/** A thrown value as a FlowFailure (effects throw FlowFailures; anything else is "unavailable"). */
export function asFailure(error: unknown): FlowFailure {
  if (error && typeof error === 'object' && 'reason' in error && typeof (error as FlowFailure).reason === 'string') {
    return error as FlowFailure;
  }
  return { reason: 'unavailable', message: error instanceof Error ? error.message : String(error) };
}

/** True when the failure carried by an xstate error event has this reason. */
export const failedWith = (event: unknown, reason: FlowFailure['reason']) =>
  asFailure((event as { error?: unknown }).error).reason === reason;
