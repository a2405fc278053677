import { Stack } from '@chakra-ui/react';
import { createElement } from 'react';
import { useParams } from 'react-router';
import type { brokerChangeMachine } from '../../../../machines/broker-change/broker-change.machine.ts';
import { stateViews } from '@/app/flows/state-views.ts';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { Skeleton } from '../policy-ui.tsx';
import { PendingRequest, RequestOutcome, useStopMessage } from '../requests/request-outcome.tsx';
import { useRequestFormat } from '../requests/request-format.ts';
import { BrokerChange } from './broker-change-flow.ts';
import { ChooseBroker, ConfirmChange, Consent, Reason } from './broker-change-steps.tsx';

/** /my-policy/:policyNumber/change-broker: the broker-change flow of one policy (resumes after a reload). */
export default function ChangeBrokerPage() {
  const policyNumber = useParams().policyNumber ?? '';
  return (
    <BrokerChange.Provider flowKey={policyNumber} onStart={refreshOnStart}>
      <ChangeView />
    </BrokerChange.Provider>
  );
}

// A flow restored in its pending step looks at the request again at once (its timer did not survive the reload).
const refreshOnStart = (actor: { send: (event: { type: 'brokerChange.refresh' }) => void }) => actor.send({ type: 'brokerChange.refresh' });

function Busy() {
  const t = useT();
  return <Skeleton label={t('policyRequests.loading')} rows={2} />;
}

const viewOf = stateViews<typeof brokerChangeMachine>()(
  {
    choosing: ChooseBroker,
    reason: Reason,
    consent: Consent,
    confirm: ConfirmChange,
    submitting: ConfirmChange,
    pending: Pending,
    refreshing: Pending,
    withdrawConfirm: Pending,
    withdrawing: Pending,
    approved: Decided,
    rejected: Decided,
    withdrawn: Decided,
    blocked: Stopped,
    unavailable: Stopped,
    loadFailed: Stopped,
  },
  Busy,
);

function ChangeView() {
  const t = useT();
  const View = BrokerChange.useSelect(viewOf);
  return (
    <Page title={t('screen.changeBroker')} lead={t('brokerChange.lead')}>
      <Stack gap="4" maxW="2xl">
        {createElement(View)}
      </Stack>
    </Page>
  );
}

function Pending() {
  const send = BrokerChange.useSend();
  const request = BrokerChange.useSelect((s) => s.context.request);
  const confirming = BrokerChange.useSelect((s) => s.matches('withdrawConfirm') || s.matches('withdrawing'));
  const busy = BrokerChange.useTag('busy');
  const error = BrokerChange.useSelect((s) => (s.matches('withdrawConfirm') ? s.context.error : null));
  if (!request) return null;
  return (
    <PendingRequest
      request={request}
      confirming={confirming}
      busy={busy}
      error={error}
      onRefresh={() => send({ type: 'brokerChange.refresh' })}
      onWithdraw={() => send({ type: 'brokerChange.withdraw' })}
      onConfirmWithdraw={() => send({ type: 'brokerChange.confirmWithdraw' })}
      onKeep={() => send({ type: 'brokerChange.keep' })}
      onClose={() => send({ type: 'brokerChange.close' })}
    />
  );
}

function Decided() {
  const f = useRequestFormat();
  const send = BrokerChange.useSend();
  const request = BrokerChange.useSelect((s) => s.context.request);
  if (!request) return null;
  const message =
    request.status === 'approved'
      ? f.t('brokerChange.approved', { to: request.toBroker?.name ?? '', date: f.day(request.effectiveDate ?? request.decidedAt ?? request.createdAt) })
      : f.t(request.status === 'rejected' ? 'policyRequests.rejected' : 'policyRequests.withdrawn');
  return (
    <RequestOutcome
      tone={request.status === 'approved' ? 'success' : 'info'}
      message={message}
      request={request}
      onClose={() => send({ type: 'brokerChange.close' })}
      {...(request.status === 'approved' ? {} : { onStartOver: () => send({ type: 'brokerChange.startOver' }) })}
    />
  );
}

function Stopped() {
  const send = BrokerChange.useSend();
  const stopMessage = useStopMessage();
  const { error, request, retry } = BrokerChange.useSelect((s) => ({ error: s.context.error, request: s.matches('blocked') ? s.context.request : null, retry: s.matches('loadFailed') }));
  return (
    <RequestOutcome
      tone={request ? 'info' : 'error'}
      message={stopMessage(error, request)}
      request={request}
      onClose={() => send({ type: 'brokerChange.close' })}
      {...(retry ? { onRetry: () => send({ type: 'brokerChange.retry' }) } : {})}
    />
  );
}
