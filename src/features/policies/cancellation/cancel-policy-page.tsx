import { Stack } from '@chakra-ui/react';
import { createElement } from 'react';
import { useParams } from 'react-router';
import type { cancellationMachine } from '../../../../machines/cancellation/cancellation.machine.ts';
import { stateViews } from '@/app/flows/state-views.ts';
import { useShownView } from '@/app/flows/use-shown-view.ts';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { Skeleton } from '../policy-ui.tsx';
import { requestStatusViews } from '../requests/request-status-views.tsx';
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
  return <Skeleton label={pricing ? t('cancellation.pricing') : t('policyRequests.loading')} rows={2} page />;
}

const { Pending, Decided, Stopped } = requestStatusViews(Cancellation, 'cancellation', (f, request) =>
  f.t('cancellation.approved', {
    date: f.day(request.effectiveDate ?? request.createdAt),
    amount: f.money(request.refund?.refundMinor ?? 0, request.refund?.currency ?? 'SAR'),
    destination: request.refund ? f.destination(request.refund) : f.t('policyRequests.destination.wallet'),
  }),
);

const isBusy = (view: unknown) => view === Busy;

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
  const View = useShownView(Cancellation.useSelect(viewOf), isBusy);
  return (
    <Page title={t('screen.cancelPolicy')} lead={t('cancellation.lead')}>
      <Stack gap="4" maxW="2xl">
        {createElement(View)}
      </Stack>
    </Page>
  );
}
