import { Box, Stack } from '@chakra-ui/react';
import { type ComponentType, createElement, lazy, type MouseEvent, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { PurchaseMachine } from '../../../../machines/purchase/purchase.machine.ts';
import { activePaths, stateViews } from '@/app/flows/state-views.ts';
import { useShownView } from '@/app/flows/use-shown-view.ts';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase } from '../purchase-context.tsx';
import { purchaseKey, useWizardDrawn } from '../purchase-flow.ts';
import { Loading, Notice } from '../ui.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import { FirstScreenFrame, useKnownCategory } from './first-screen-frame.tsx';
import { PaymentStep } from './payment-step.tsx';
import { PlanStep } from './plan-step.tsx';
import { QuotesStep } from './quotes-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { RiskStep } from './risk-step.tsx';
import { StatusStep } from './status-step.tsx';
import { usePurchaseTabs } from './purchase-tabs.ts';
import { StepIndicator } from './step-indicator.tsx';
import { TabNotice } from './tab-notice.tsx';
import { useWizardHistory } from './wizard-history.ts';

// The people form carries the phone input (libphonenumber metadata): its own chunk, loaded when reached.
const PeopleStep = lazy(() => import('./people-step.tsx'));
const MobileStep = lazy(() => import('./mobile-step.tsx'));

/**
 * Which view shows which machine state: the machine decides the order, this table only maps. Its keys
 * are the machine's own state paths (a renamed state fails the typecheck); the waiting and failure
 * states between steps fall back to StatusStep.
 */
const viewOf = stateViews<PurchaseMachine>()<ComponentType>(
  {
    loading: FirstScreenFrame,
    risk: RiskStep,
    'offer.quotes': QuotesStep,
    'offer.plan': PlanStep,
    'offer.people': PeopleStep,
    'offer.mobile': MobileStep,
    'offer.review': ReviewStep,
    payment: PaymentStep,
    confirmation: ConfirmationStep,
    finished: ConfirmationStep,
  },
  StatusStep,
);

/** The view's key: the top state, or offer's step (its steps are views of their own); a new key remounts the click guard. */
const viewKey = (snapshot: { value: unknown }) => {
  const [top = '', second = ''] = activePaths(snapshot.value).reverse();
  return top === 'offer' ? second : top;
};

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

/** The step to show: leaving the first screen's frame (the category has arrived) draws the whole details form, so that swap is deferred. */
function useShownStep() {
  const name = usePurchase(viewKey);
  const View = usePurchase(viewOf);
  const current = useMemo(() => ({ name, View }), [name, View]);
  return useShownView(current, isFirstScreenFrame);
}
const isFirstScreenFrame = (step: { name: string }) => step.name === 'loading';

export function Wizard() {
  const t = useT();
  const { name, View } = useShownStep();
  const renewalOf = usePurchase((snapshot) => snapshot.context.renewalOf);
  useWizardHistory();
  useWizardDrawn();
  const categoryId = usePurchase((snapshot) => snapshot.context.categoryId);
  // Until the flow has read the category, the name the page's HTML (or the category page) had.
  const knownName = useKnownCategory(categoryId)?.category.name ?? null;
  const categoryName = usePurchase((snapshot) => snapshot.context.category?.category.name ?? null) ?? knownName;
  const blank = usePurchase((snapshot) => snapshot.context.risk === null);
  const tabs = usePurchaseTabs(purchaseKey(categoryId, renewalOf), blank);
  // The same elements while the same step shows: a change elsewhere in the flow (the category's arrival
  // behind the first screen's frame, say) re-renders only the views that read it, not the whole step.
  const indicator = useMemo(() => <StepIndicator />, []);
  const step = useMemo(
    () => (
      <Suspense fallback={<Loading />}>
        <StepClickGuard key={name}>
          {/* The table's views are module-level components; the state picks one. */}
          {createElement(View)}
        </StepClickGuard>
      </Suspense>
    ),
    [name, View],
  );
  return (
    <Page title={categoryName ? t('purchase.wizard.title', { category: categoryName }) : t('screen.buyInsurance')}>
      <Stack gap="5" maxW="3xl">
        {renewalOf && <Notice>{t('purchase.renewalOf', { policyNumber: `\u2068${renewalOf}\u2069` })}</Notice>}
        <TabNotice tabs={tabs} />
        {tabs.state.kind !== 'moved' && (
          <>
            {indicator}
            {step}
          </>
        )}
      </Stack>
    </Page>
  );
}
