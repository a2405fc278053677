import { Stack } from '@chakra-ui/react';
import { createElement } from 'react';
import type { PurchaseMachine } from '../../../../machines/purchase/purchase.machine.ts';
import { stateViews } from '@/app/flows/state-views.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { retryingMessage } from '@/components/forms/failure-message.ts';
import { usePurchase } from '../purchase-context.tsx';
import { Loading } from '../ui.tsx';
import { Breakdown } from './breakdown.tsx';
import { ChallengeForm } from './challenge-form.tsx';
import { PayForm } from './pay-form.tsx';
import { PaymentProblem } from './payment-problem.tsx';
import { PendingPayment, isPendingCheck } from './pending-payment.tsx';
import { StepHeading } from './step-heading.tsx';

/** Which view shows which payment state (the machine decides the order; keys checked against it). */
const viewOf = stateViews<PurchaseMachine>()(
  {
    'payment.loadingWallet': LoadingWallet,
    'payment.editing': PayForm,
    'payment.checkingGiftCard': PayForm,
    'payment.declined': PayForm,
    'payment.paying': PayingNow,
    'payment.payRetryWait': PayRetrying,
    'payment.verifyingChallenge': ChallengeForm,
    'payment.challenge': ChallengeForm,
    'payment.checkingOutcome': CheckingOutcome,
    'payment.awaitingOutcome': PendingPayment,
    'payment.outcomeUnknown': PaymentProblem,
    'payment.interrupted': PaymentProblem,
    'payment.failed': PaymentProblem,
  },
  PayForm,
);

function LoadingWallet() {
  return <Loading />;
}
function PayingNow() {
  return <Loading label={useT()('purchase.payment.paying')} />;
}
/** A 503: the same payment (same key: it charges once) is sent again on its own after the wait. */
function PayRetrying() {
  const error = usePurchase((snapshot) => snapshot.context.error);
  return <Loading label={retryingMessage(useT(), error)} />;
}
function CheckingOutcome() {
  const t = useT();
  const pending = usePurchase(isPendingCheck);
  return pending ? <PendingPayment /> : <Loading label={t('purchase.payment.checking')} />;
}

/** Step 6: wallet, gift card and card; the breakdown of what is paid how; card challenge; the outcome after a lost connection. */
export function PaymentStep() {
  const t = useT();
  const View = usePurchase(viewOf);
  return (
    <Stack gap="4">
      <StepHeading>{t('purchase.payment.title')}</StepHeading>
      <Breakdown />
      {/* The table's views are module-level components; the state picks one. */}
      {createElement(View)}
    </Stack>
  );
}
