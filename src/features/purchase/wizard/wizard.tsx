import { Box, Stack } from '@chakra-ui/react';
import { type ComponentType, lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { type PurchaseSnapshot, usePurchase } from '../purchase-context.tsx';
import { Loading } from '../ui.tsx';
import { BrokerStep } from './broker-step.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { PlanStep } from './plan-step.tsx';
import { QuotesStep } from './quotes-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { RiskStep } from './risk-step.tsx';
import { StatusStep } from './status-step.tsx';
import { StepIndicator } from './step-indicator.tsx';

// The people form carries the phone input (libphonenumber metadata): its own chunk, loaded when reached.
const PeopleStep = lazy(() => import('./people-step.tsx'));
const MobileStep = lazy(() => import('./mobile-step.tsx'));

/** Which view shows which machine state: the machine decides the order, this table only maps. */
const views: Record<string, ComponentType> = {
  loading: StatusStep,
  loadFailed: StatusStep,
  broker: BrokerStep,
  risk: RiskStep,
  quoting: StatusStep,
  noOffers: StatusStep,
  quoteFailed: StatusStep,
  'offer.quotes': QuotesStep,
  'offer.plan': PlanStep,
  'offer.people': PeopleStep,
  'offer.mobile': MobileStep,
  'offer.review': ReviewStep,
  quoteExpired: StatusStep,
  repricing: StatusStep,
  repriceFailed: StatusStep,
  placingOrder: StatusStep,
  orderFailed: StatusStep,
  payment: PaymentStep,
  confirmation: ConfirmationStep,
};

/** `offer.review`, `payment`, …: the view's name of a snapshot (offer's steps are views of their own). */
export function viewName(snapshot: PurchaseSnapshot): string {
  const value = snapshot.value;
  if (typeof value === 'string') return value;
  const [top, child] = Object.entries(value)[0]!;
  return top === 'offer' ? `offer.${typeof child === 'string' ? child : Object.keys(child as object)[0]}` : top;
}

/**
 * A double click (or double tap) on a step's button moves to the next step on the first click; the
 * second click then lands on whatever the next step shows at that spot ("Continue", a checkbox) and
 * would act on a screen the customer has not read. Such a second click (detail >= 2) arriving just
 * after the step appeared is dropped; keyboard activation (detail 0) and single clicks are untouched.
 */
function StepClickGuard({ children }: { children: ReactNode }) {
  const [shownAt] = useState(() => performance.now());
  const dropEarlySecondClick = (event: MouseEvent) => {
    if (event.detail >= 2 && performance.now() - shownAt < 1000) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  return (
    <Box display="contents" onClickCapture={dropEarlySecondClick}>
      {children}
    </Box>
  );
}

export function Wizard() {
  const t = useT();
  const name = usePurchase(viewName);
  const categoryName = usePurchase((snapshot) => snapshot.context.category?.category.name ?? null);
  const View = views[name] ?? StatusStep;
  return (
    <Page title={categoryName ? t('purchase.wizard.title', { category: categoryName }) : t('screen.buyInsurance')}>
      <Stack gap="5" maxW="3xl">
        <StepIndicator />
        <Suspense fallback={<Loading />}>
          <StepClickGuard key={name}>
            <View />
          </StepClickGuard>
        </Suspense>
      </Stack>
    </Page>
  );
}
