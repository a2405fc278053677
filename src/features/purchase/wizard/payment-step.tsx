import { Stack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { type PurchaseSnapshot, usePurchase } from '../purchase-context.tsx';
import { Loading } from '../ui.tsx';
import { Breakdown } from './breakdown.tsx';
import { ChallengeForm } from './challenge-form.tsx';
import { ConfirmPayment } from './confirm-payment.tsx';
import { PayForm } from './pay-form.tsx';
import { PaymentProblem } from './payment-problem.tsx';
import { StepHeading } from './step-heading.tsx';

const paymentState = (snapshot: PurchaseSnapshot) => {
  const value = snapshot.value as { payment?: string };
  return value.payment ?? 'editing';
};

/** Which view shows which payment state (the machine decides the order). */
const views: Record<string, ComponentType> = {
  loadingWallet: () => <Loading />,
  editing: PayForm,
  checkingGiftCard: PayForm,
  declined: PayForm,
  confirming: ConfirmPayment,
  paying: PayingNow,
  verifyingChallenge: ChallengeForm,
  challenge: ChallengeForm,
  checkingOutcome: CheckingOutcome,
  awaitingOutcome: CheckingOutcome,
  outcomeUnknown: PaymentProblem,
  interrupted: PaymentProblem,
  failed: PaymentProblem,
};

function PayingNow() {
  return <Loading label={useT()('purchase.payment.paying')} />;
}
function CheckingOutcome() {
  return <Loading label={useT()('purchase.payment.checking')} />;
}

/** Step 7: wallet, gift card and card; the breakdown of what is paid how; card challenge; the outcome after a lost connection. */
export function PaymentStep() {
  const t = useT();
  const state = usePurchase(paymentState);
  const View = views[state] ?? PayForm;
  return (
    <Stack gap="4">
      <StepHeading>{t('purchase.payment.title')}</StepHeading>
      <Breakdown />
      <View />
    </Stack>
  );
}
