import { Button, HStack } from '@chakra-ui/react';
import type { RequestFlow } from '../../../../machines/policy-requests/request-flow.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useRequestFormat } from './request-format.ts';
import type { RequestFlowViews } from './request-flow-views.ts';

/** The confirm step's end: why the last send failed (if it did), Send (busy while sending) and Back. */
export function SendRequest<Flow extends RequestFlow, State extends string>(props: {
  views: RequestFlowViews<Flow, State>;
  flow: Flow;
  send: 'cancellation.send' | 'brokerChange.send';
  failed: 'cancellation.sendFailed' | 'brokerChange.sendFailed';
  /** Red: what it asks cannot be undone by the customer alone (a cancellation). */
  danger?: boolean;
}) {
  const { t } = useRequestFormat();
  const send = props.views.useSend();
  const busy = props.views.useTag('busy');
  const error = props.views.useSelect((s) => s.context.error);
  return (
    <>
      {error && <Notice tone="error">{`${t(props.failed)} ${failureMessage(t, error)}`}</Notice>}
      <HStack gap="3" wrap="wrap">
        <Button size="lg" colorPalette={props.danger ? 'red' : undefined} loading={busy} loadingText={t('policyRequests.sending')} onClick={() => send({ type: `${props.flow}.confirm` })}>
          {t(props.send)}
        </Button>
        <Button variant="ghost" size="lg" disabled={busy} onClick={() => send({ type: `${props.flow}.back` })}>
          {t('policyRequests.back')}
        </Button>
      </HStack>
    </>
  );
}
