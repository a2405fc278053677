import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { createElement, useState } from 'react';
import { useParams } from 'react-router';
import { type claimReportMachine, policyRefusalCodes } from '../../../machines/claims/claim-report.machine.ts';
import { stateViews } from '@/app/flows/state-views.ts';
import { useShownView } from '@/app/flows/use-shown-view.ts';
import { Form, Notice } from '@/components/forms/form-ui.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { isOneOf } from '@/lib/one-of.ts';
import { ClaimReport, closeLabelKey, useStartedFromList } from './claim-report-flow.ts';
import { Loading, Problem, StepButtons, failureText } from './claim-ui.tsx';
import { DetailsStep } from './details-step.tsx';
import { DocumentsStep, PayoutStep, ReviewStep, SentView } from './report-steps.tsx';
import { RetryingNotice } from '@/components/forms/outage-notice.tsx';

function Busy() {
  const t = useT();
  return <Loading label={t('claims.loading')} />;
}

function ChoosePolicy() {
  const t = useT();
  const send = ClaimReport.useSend();
  const { policies, problems } = ClaimReport.useSelect((s) => ({ policies: s.context.policies, problems: s.context.problems }));
  const [chosen, setChosen] = useState('');
  if (policies.length === 0) {
    return (
      <Notice tone="info">
        <Text>{t('claims.choose.none')}</Text>
        <Button minH="11" alignSelf="start" onClick={() => send({ type: 'claim.close' })}>
          {t('claims.toMyClaims')}
        </Button>
      </Notice>
    );
  }
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'claim.choosePolicy', policyNumber: chosen });
      }}
    >
      <chakra.fieldset display="flex" flexDirection="column" gap="2">
        <chakra.legend fontWeight="medium" mb="2">
          {t('claims.choose.legend')}
        </chakra.legend>
        {policies.map((policy) => (
          <chakra.label key={policy.policyNumber} display="flex" gap="3" alignItems="center" minH="11" borderWidth="1px" borderColor="border" borderRadius="md" px="3">
            <input type="radio" name="policy" value={policy.policyNumber} checked={chosen === policy.policyNumber} onChange={() => setChosen(policy.policyNumber)} />
            <span>
              {policy.productName} · <bdi dir="ltr">{policy.policyNumber}</bdi>
            </span>
          </chakra.label>
        ))}
      </chakra.fieldset>
      {problems.includes('policy') && (
        <chakra.p role="alert" color={{ base: 'red.700', _dark: 'red.300' }}>
          {t('claims.problem.policy')}
        </chakra.p>
      )}
      <StepButtons submit={t('claims.continue')} back={t('claims.toMyClaims')} onBack={() => send({ type: 'claim.close' })} />
    </Form>
  );
}

/** A life policy: no online claim; whom to call and what to bring. */
function LifeNotice() {
  const t = useT();
  const send = ClaimReport.useSend();
  const fromList = useStartedFromList();
  return (
    <Notice tone="info">
      <Text fontWeight="medium">{t('claims.life.title')}</Text>
      <Text>{t('claims.life.call')}</Text>
      <Text>{t('claims.life.bring')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {fromList && (
          <Button minH="11" variant="outline" onClick={() => send({ type: 'claim.back' })}>
            {t('claims.back')}
          </Button>
        )}
        <Button minH="11" onClick={() => send({ type: 'claim.close' })}>
          {t(closeLabelKey(fromList))}
        </Button>
      </Stack>
    </Notice>
  );
}

/** Loading again on its own after a 503: the notice says when. */
function Retrying() {
  return <RetryingNotice failure={ClaimReport.useSelect((s) => s.context.error)} kind="load" />;
}

function Stopped() {
  const t = useT();
  const send = ClaimReport.useSend();
  const failed = ClaimReport.useSelect((s) => (s.matches('loadFailed') ? s.context.error : null));
  const fromList = useStartedFromList();
  // The server's refusal of the policy (a page left open while it changed) says why; a policy still
  // under review can be claimed on once issued: said so, not "call us".
  const refusal = ClaimReport.useSelect((s) => {
    const code = s.context.error?.code;
    return s.matches('unavailable') && isOneOf(policyRefusalCodes, code) ? code : null;
  });
  const underReview = ClaimReport.useSelect((s) => s.context.policy?.state === 'pending');
  const unavailable = t(refusal ? `claims.refusal.${refusal}` : underReview ? 'claims.refusal.policy_not_claimable' : 'claims.unavailable');
  return (
    <Problem
      message={failed ? failureText(t, failed, 'claims.error.load', 'load') : unavailable}
      action={
        <>
          {failed && (
            <Button minH="11" onClick={() => send({ type: 'claim.retry' })}>
              {t('claims.retry')}
            </Button>
          )}
          <Button minH="11" variant="outline" onClick={() => send({ type: 'claim.close' })}>
            {t(closeLabelKey(fromList))}
          </Button>
        </>
      }
    />
  );
}

const viewOf = stateViews<typeof claimReportMachine>()(
  {
    loadFailed: Stopped,
    loadRetryWait: Retrying,
    unavailable: Stopped,
    choosing: ChoosePolicy,
    lifeNotice: LifeNotice,
    details: DetailsStep,
    savingDetails: DetailsStep,
    documents: DocumentsStep,
    payout: PayoutStep,
    review: ReviewStep,
    sending: ReviewStep,
    sent: SentView,
  },
  Busy,
);
const isBusy = (view: unknown) => view === Busy;

function ReportView() {
  const t = useT();
  const View = useShownView(ClaimReport.useSelect(viewOf), isBusy);
  return (
    <Page title={t('screen.reportClaim')} lead={t('claims.lead')}>
      <Stack gap="4" maxW="2xl">
        {createElement(View)}
      </Stack>
    </Page>
  );
}

/** /my-policy/:policyNumber/claim and /my-claims/new (Get Help: the policy is chosen first): reporting a claim; resumes after a reload. */
const usePolicyNumber = () => useParams().policyNumber ?? '';
export default ClaimReport.withProvider(ReportView, usePolicyNumber);
