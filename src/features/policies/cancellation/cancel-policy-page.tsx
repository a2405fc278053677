import { Stack } from '@chakra-ui/react';
import { createElement } from 'react';
import { useParams } from 'react-router';
import type { cancellationMachine } from '../../../../machines/cancellation/cancellation.machine.ts';
import { stateViews } from '@/app/flows/state-views.ts';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { Skeleton } from '../policy-ui.tsx';
import { PendingRequest, RequestOutcome, useStopMessage } from '../requests/request-outcome.tsx';
import { useRequestFormat } from '../requests/request-format.ts';
import { Cancellation } from './cancellation-flow.ts';
import { DateStep, ReasonStepView } from './cancellation-steps.tsx';
import { ConfirmStep, RefundStep } from './refund-steps.tsx';

/** /my-policy/:policyNumber/cancel: the cancellation flow of one policy (resumes after a reload). */
export default function CancelPolicyPage() {
  const policyNumber = useParams().policyNumber ?? '';
  return (
    <Cancellation.Provider flowKey={policyNumber} onStart={refreshOnStart}>
      <CancelView />
    </Cancellation.Provider>
  );
}

// A flow restored in its pending step looks at the request again at once (its timer did not survive the reload).
const refreshOnStart = (actor: { send: (event: { type: 'cancellation.refresh' }) => void }) => actor.send({ type: 'cancellation.refresh' });

function Busy() {
  const t = useT();
  const pricing = Cancellation.useSelect((s) => s.matches('pricing'));
  return <Skeleton label={pricing ? t('cancellation.pricing') : t('policyRequests.loading')} rows={2} />;
}

const viewOf = stateViews<typeof cancellationMachine>()(
  {
    reason: ReasonStepView,
    date: DateStep,
    refund: RefundStep,
    pricingFailed: RefundStep,
    confirm: ConfirmStep,
    submitting: ConfirmStep,
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

function CancelView() {
  const t = useT();
  const View = Cancellation.useSelect(viewOf);
  return (
    <Page title={t('screen.cancelPolicy')} lead={t('cancellation.lead')}>
      <Stack gap="4" maxW="2xl">
        {createElement(View)}
      </Stack>
    </Page>
  );
}

function Pending() {
  const send = Cancellation.useSend();
  const request = Cancellation.useSelect((s) => s.context.request);
  const confirming = Cancellation.useSelect((s) => s.matches('withdrawConfirm') || s.matches('withdrawing'));
  const busy = Cancellation.useTag('busy');
  const error = Cancellation.useSelect((s) => (s.matches('withdrawConfirm') ? s.context.error : null));
  if (!request) return null;
  return (
    <PendingRequest
      request={request}
      confirming={confirming}
      busy={busy}
      error={error}
      onRefresh={() => send({ type: 'cancellation.refresh' })}
      onWithdraw={() => send({ type: 'cancellation.withdraw' })}
      onConfirmWithdraw={() => send({ type: 'cancellation.confirmWithdraw' })}
      onKeep={() => send({ type: 'cancellation.keep' })}
      onClose={() => send({ type: 'cancellation.close' })}
    />
  );
}

function Decided() {
  const f = useRequestFormat();
  const send = Cancellation.useSend();
  const request = Cancellation.useSelect((s) => s.context.request);
  if (!request) return null;
  const refund = request.refund;
  const message =
    request.status === 'approved'
      ? f.t('cancellation.approved', {
          date: f.day(request.effectiveDate ?? request.createdAt),
          amount: f.money(refund?.refundMinor ?? 0, refund?.currency ?? 'SAR'),
          destination: refund ? f.destination(refund) : f.t('policyRequests.destination.wallet'),
        })
      : f.t(request.status === 'rejected' ? 'policyRequests.rejected' : 'policyRequests.withdrawn');
  return (
    <RequestOutcome
      tone={request.status === 'approved' ? 'success' : 'info'}
      message={message}
      request={request}
      onClose={() => send({ type: 'cancellation.close' })}
      {...(request.status === 'approved' ? {} : { onStartOver: () => send({ type: 'cancellation.startOver' }) })}
    />
  );
}

function Stopped() {
  const send = Cancellation.useSend();
  const stopMessage = useStopMessage();
  const { error, request, retry } = Cancellation.useSelect((s) => ({ error: s.context.error, request: s.matches('blocked') ? s.context.request : null, retry: s.matches('loadFailed') }));
  return (
    <RequestOutcome
      tone={request ? 'info' : 'error'}
      message={stopMessage(error, request)}
      request={request}
      onClose={() => send({ type: 'cancellation.close' })}
      {...(retry ? { onRetry: () => send({ type: 'cancellation.retry' }) } : {})}
    />
  );
}
