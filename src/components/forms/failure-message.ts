import type { FlowFailure } from '../../../machines/shared/failure.ts';
import { serviceRetrySeconds } from '../../../machines/shared/service-retry.ts';
import type { useT } from '@/lib/i18n/use-t.ts';

type T = ReturnType<typeof useT>;

/**
 * The customer's message for a failure; the server's wording is not shown (it is not translated
 * everywhere). A lost connection and a server that answered with an error are told apart: only the
 * first is the customer's to check.
 */
export function failureMessage(t: T, failure: FlowFailure): string {
  switch (failure.reason) {
    case 'rateLimited':
      return t('auth.error.rateLimited', { seconds: failure.retryAfterSeconds ?? 60 });
    case 'wrongCredentials':
      return t('auth.error.wrongCredentials');
    case 'wrongCode':
      return failure.attemptsLeft !== undefined ? t('auth.error.wrongCodeLeft', { count: failure.attemptsLeft }) : t('auth.error.wrongCode');
    case 'codeExpired':
      return t('auth.error.codeExpired');
    case 'attemptsExhausted':
      return t('auth.error.attemptsExhausted');
    case 'invalid':
      return t('auth.error.invalid');
    case 'stateInvalid':
      return t('auth.error.stateInvalid');
    case 'accountExists':
      return t('auth.error.accountExists');
    case 'emailUnavailable':
      return t('auth.error.emailUnavailable');
    case 'linkExpired':
      return t('auth.error.linkExpired');
    case 'linkUsed':
      return t('auth.error.linkUsed');
    case 'notFound':
      return t('auth.error.notFound');
    case 'conflict':
      return t('auth.error.conflict');
    case 'offline':
      return t('auth.error.offline');
    // The server answered: not the customer's connection to check.
    case 'serviceUnavailable':
      return t('auth.error.serviceUnavailable');
    default:
      return t('auth.error.unavailable');
  }
}

/**
 * While a flow waits to try again on its own after a 503 (its `retrying` tag): what happened, when it
 * tries again (the machine's own wait, service-retry.ts, unless the caller has its own) and, for a
 * form, that nothing typed is lost.
 */
export function retryingMessage(t: T, failure: FlowFailure | null, kind: 'form' | 'load' = 'form', seconds = serviceRetrySeconds(failure ?? {})): string {
  return t(kind === 'form' ? 'auth.error.serviceRetrying' : 'auth.error.serviceRetryingLoad', { seconds });
}
