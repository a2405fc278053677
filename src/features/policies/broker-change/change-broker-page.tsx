import { requestFlowPage } from '../requests/request-flow-page.tsx';
import { BrokerChange } from './broker-change-flow.ts';
import { ChooseBroker, ConfirmChange, Consent, Reason } from './broker-change-steps.tsx';

/** /my-policy/:policyNumber/change-broker: the broker-change flow of one policy (resumes after a reload). */
export default requestFlowPage(BrokerChange, {
  flow: 'brokerChange',
  title: 'screen.changeBroker',
  lead: 'brokerChange.lead',
  steps: { choosing: ChooseBroker, reason: Reason, consent: Consent, confirm: ConfirmChange, submitting: ConfirmChange },
  approved: (f, request) => f.t('brokerChange.approved', { to: request.toBroker?.name ?? '', date: f.day(request.effectiveDate ?? request.decidedAt ?? request.createdAt) }),
});
