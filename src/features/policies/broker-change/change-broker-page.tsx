import { Stack } from '@chakra-ui/react';
import { createElement } from 'react';
import { useParams } from 'react-router';
import type { brokerChangeMachine } from '../../../../machines/broker-change/broker-change.machine.ts';
import { stateViews } from '@/app/flows/state-views.ts';
import { useShownView } from '@/app/flows/use-shown-view.ts';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { Skeleton } from '../policy-ui.tsx';
import { requestStatusViews } from '../requests/request-status-views.tsx';
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

const { Pending, Decided, Stopped } = requestStatusViews(BrokerChange, 'brokerChange', (f, request) =>
  f.t('brokerChange.approved', { to: request.toBroker?.name ?? '', date: f.day(request.effectiveDate ?? request.decidedAt ?? request.createdAt) }),
);

const isBusy = (view: unknown) => view === Busy;

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
  const View = useShownView(BrokerChange.useSelect(viewOf), isBusy);
  return (
    <Page title={t('screen.changeBroker')} lead={t('brokerChange.lead')}>
      <Stack gap="4" maxW="2xl">
        {createElement(View)}
      </Stack>
    </Page>
  );
}
