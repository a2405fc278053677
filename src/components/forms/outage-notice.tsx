import type { FlowFailure } from '../../../machines/shared/failure.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { failureMessage, retryingMessage } from './failure-message.ts';
import { Notice } from './form-ui.tsx';

/**
 * While a flow or a page tries again on its own after a 503 (machines/shared/service-retry.ts): what
 * happened and when it tries again, as a status (announced, not an alert). A form (`kind` 'form') also
 * says that nothing typed is lost; a page loading its data ('load') has nothing typed to keep.
 */
export function RetryingNotice({ failure, seconds, kind }: { failure: FlowFailure | null; seconds?: number; kind: 'form' | 'load' }) {
  const t = useT();
  // `seconds`: a flow with a back-off of its own (the notifications' feed) says its own wait.
  return <Notice tone="info">{retryingMessage(t, failure, kind, seconds)}</Notice>;
}

/**
 * A flow's failure above its button: the retrying notice while the flow waits to try again on its own
 * (its `retrying` tag), else the failure's message with the form kept (sending again is the way on).
 */
export function FailureNotice({ error, retrying = false }: { error: FlowFailure | null; retrying?: boolean }) {
  const t = useT();
  if (!error) return null;
  return retrying ? <RetryingNotice failure={error} kind="form" /> : <Notice tone="error">{failureMessage(t, error)}</Notice>;
}

/**
 * A failure in the screen's own words, or the service's when the server answered 503 (never "check
 * your connection"): for a form, that what was typed is kept; for a page's data (`load`), to try later.
 */
export function unlessOutage(t: ReturnType<typeof useT>, failure: FlowFailure, own: string, kind: 'form' | 'load' = 'form'): string {
  if (failure.reason !== 'serviceUnavailable') return own;
  return kind === 'load' ? t('auth.error.serviceUnavailableLoad') : failureMessage(t, failure);
}
