import { useT } from '@/lib/i18n/use-t.ts';
import { Skeleton } from '../policy-ui.tsx';
import { requestFlowPage } from '../requests/request-flow-page.tsx';
import { Cancellation } from './cancellation-flow.ts';
import { DateStep, ReasonStepView } from './cancellation-steps.tsx';
import { ConfirmStep, RefundStep } from './refund-steps.tsx';

/** /my-policy/:policyNumber/cancel: the cancellation flow of one policy (resumes after a reload). */
export default requestFlowPage(Cancellation, {
  flow: 'cancellation',
  title: 'screen.cancelPolicy',
  lead: 'cancellation.lead',
  steps: { reason: ReasonStepView, date: DateStep, refund: RefundStep, pricingFailed: RefundStep, confirm: ConfirmStep, submitting: ConfirmStep },
  approved: (f, request) =>
    f.t('cancellation.approved', {
      date: f.day(request.effectiveDate ?? request.createdAt),
      amount: f.money(request.refund?.refundMinor ?? 0, request.refund?.currency ?? 'SAR'),
      destination: request.refund ? f.destination(request.refund) : f.t('policyRequests.destination.wallet'),
    }),
  Busy,
});

function Busy() {
  const t = useT();
  const pricing = Cancellation.useSelect((s) => s.matches('pricing'));
  return <Skeleton label={pricing ? t('cancellation.pricing') : t('policyRequests.loading')} rows={2} page />;
}
