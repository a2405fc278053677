import { Button, Stack, Text } from '@chakra-ui/react';
import type { PurchaseEvent, PurchaseMachine } from '../../../../machines/purchase/purchase.machine.ts';
import { stateViews } from '@/app/flows/state-views.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { retryingMessage } from '@/components/forms/failure-message.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Loading, Problem } from '../ui.tsx';
import { RenewalRefused, selectRenewalRefusal } from './renewal-refused.tsx';

type Action = { label: MessageKey; event: PurchaseEvent };
interface Status {
  busy?: MessageKey;
  problem?: MessageKey;
  actions?: Action[];
}

const retry: Action = { label: 'purchase.retry', event: { type: 'purchase.retry' } };
const back = (label: MessageKey): Action => ({ label, event: { type: 'purchase.back' } });

/**
 * The waiting and failure states between steps: what is happening, and the ways forward the machine
 * accepts. Keyed by the machine's state paths (checked at compile time).
 */
const statusOf = stateViews<PurchaseMachine>()<Status>(
  {
  loading: { busy: 'purchase.status.loading' },
  loadFailed: { problem: 'purchase.status.loadFailed', actions: [retry] },
  quoting: { busy: 'purchase.status.quoting' },
  noOffers: {
    problem: 'purchase.status.noOffers',
    actions: [back('purchase.status.changeDetails'), { label: 'purchase.status.changeBroker', event: { type: 'purchase.edit', section: 'broker' } }],
  },
  quoteFailed: { problem: 'purchase.status.quoteFailed', actions: [retry, back('purchase.status.changeDetails')] },
  quoteExpired: { problem: 'purchase.status.quoteExpired', actions: [{ label: 'purchase.status.reprice', event: { type: 'purchase.reprice' } }] },
  repricing: { busy: 'purchase.status.repricing' },
  repriceFailed: { problem: 'purchase.status.repriceFailed', actions: [retry, back('purchase.status.changeDetails')] },
  placingOrder: { busy: 'purchase.status.placingOrder' },
  orderFailed: { problem: 'purchase.status.orderFailed', actions: [retry, back('purchase.status.backToReview')] },
  },
  { busy: 'purchase.status.loading' },
);

export function StatusStep() {
  const t = useT();
  const send = usePurchaseSend();
  const status = usePurchase(statusOf);
  const error = usePurchase((snapshot) => snapshot.context.error);
  const refusal = usePurchase(selectRenewalRefusal);
  const retrying = usePurchase((snapshot) => snapshot.hasTag('retrying'));
  // A 503: the machine tries again on its own; what was typed stays in the flow.
  if (retrying) return <Loading label={retryingMessage(t, error)} />;
  if (status.busy) return <Loading label={t(status.busy)} />;
  if (refusal) return <RenewalRefused refusal={refusal} />;
  const [first, ...rest] = status.actions ?? [];
  return (
    <Stack gap="3">
      <Problem message={error?.reason === 'serviceUnavailable' ? t('auth.error.serviceUnavailable') : t(status.problem!)} onRetry={first ? () => send(first.event) : undefined} retryLabel={first ? t(first.label) : undefined}>
        {rest.map((action) => (
          <Button key={action.label} variant="outline" size="sm" onClick={() => send(action.event)}>
            {t(action.label)}
          </Button>
        ))}
      </Problem>
      {error?.reason === 'offline' && <Text fontSize="sm" color="fg.muted">{t('purchase.status.offline')}</Text>}
    </Stack>
  );
}
