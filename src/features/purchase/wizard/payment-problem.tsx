import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { type PurchaseSnapshot, usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Problem } from '../ui.tsx';

const problemOf = (snapshot: PurchaseSnapshot) =>
  snapshot.matches({ payment: 'outcomeUnknown' }) ? 'outcomeUnknown' : snapshot.matches({ payment: 'interrupted' }) ? 'interrupted' : 'failed';

const messages: Record<ReturnType<typeof problemOf>, { text: MessageKey; retry?: MessageKey; back?: boolean }> = {
  outcomeUnknown: { text: 'purchase.payment.outcomeUnknown', retry: 'purchase.payment.checkAgain' },
  interrupted: { text: 'purchase.payment.interrupted', retry: 'purchase.payment.tryAgain', back: true },
  failed: { text: 'purchase.payment.failed', back: true },
};

/** Refusals the customer can act on, said in their own words (the others are the generic failure). */
const refusals: Record<string, MessageKey> = {
  insufficient_balance: 'purchase.payment.insufficientBalance',
  payment_in_progress: 'purchase.payment.inProgress',
  policy_already_renewed: 'purchase.payment.alreadyRenewed',
};

/** A payment that did not finish: what we know, and the safe way forward (never a second charge). */
export function PaymentProblem() {
  const t = useT();
  const send = usePurchaseSend();
  const state = usePurchase(problemOf);
  const code = usePurchase((snapshot) => snapshot.context.error?.code ?? null);
  const outage = usePurchase((snapshot) => snapshot.context.error?.reason === 'serviceUnavailable');
  const message = messages[state] ?? messages.failed!;
  // The connection is back: ask the server for the payment's outcome at once (asking never charges).
  useEffect(() => {
    if (state !== 'outcomeUnknown') return;
    const checkAgain = () => send({ type: 'purchase.retry' });
    window.addEventListener('online', checkAgain);
    return () => window.removeEventListener('online', checkAgain);
  }, [state, send]);
  const refusal = state === 'failed' && code ? refusals[code] : undefined;
  // Still unavailable after the automatic tries: the same attempt (same key, same card) is offered again.
  const text = t(refusal ?? (outage && state === 'interrupted' ? 'auth.error.serviceUnavailable' : message.text));
  return (
    <Problem message={text} onRetry={message.retry ? () => send({ type: 'purchase.retry' }) : undefined} retryLabel={message.retry ? t(message.retry) : undefined}>
      {message.back && (
        <Button variant="outline" size="sm" onClick={() => send({ type: 'purchase.back' })}>
          {t('purchase.payment.change')}
        </Button>
      )}
    </Problem>
  );
}
