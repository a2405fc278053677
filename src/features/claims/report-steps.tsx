import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { type PayoutChoice, maskIban, normalizeIban, saudiIbanProblem } from '../../../contract/claims.ts';
import { Field, Form, Notice } from '@/components/forms/form-ui.tsx';
import { Input } from '@/components/form-controls.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ClaimReport, closeLabelKey, useStartedFromList } from './claim-report-flow.ts';
import { Ltr, Problem, StepButtons, StepTitle, failureText, useDates, useRichT } from './claim-ui.tsx';
import { REPORT_STEPS } from './details-step.tsx';
import { DocumentPicker } from './document-list.tsx';

/** Step 2: the documents (photos, the report, the estimate…), each sent as it is picked. */
export function DocumentsStep() {
  const t = useT();
  const send = ClaimReport.useSend();
  const { documents, refused, problems, category } = ClaimReport.useSelect((s) => ({
    documents: s.context.documents,
    refused: s.context.refused,
    problems: s.context.problems,
    category: s.context.policy?.categoryId ?? 'motor',
  }));
  return (
    <Stack gap="4">
      <StepTitle step={2} steps={REPORT_STEPS} title={t('claims.documents.title')} />
      <Text>{t(`claims.documents.lead.${category}`)}</Text>
      <DocumentPicker entries={documents} refused={refused} send={send} />
      {problems.includes('documents') && <Problem message={t('claims.problem.documents')} />}
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'claim.continue' });
        }}
      >
        <StepButtons submit={t('claims.continue')} back={t('claims.back')} onBack={() => send({ type: 'claim.back' })} />
      </Form>
    </Stack>
  );
}

/** Step 3: where the money goes: the wallet, or a Saudi IBAN with the account holder's name. */
export function PayoutStep() {
  const t = useT();
  const send = ClaimReport.useSend();
  const { payout, problems, error } = ClaimReport.useSelect((s) => ({ payout: s.context.payout, problems: s.context.problems, error: s.context.error }));
  const [method, setMethod] = useState<PayoutChoice['method']>(payout?.method ?? 'wallet');
  const [iban, setIban] = useState(payout?.method === 'iban' ? payout.iban : '');
  const [holder, setHolder] = useState(payout?.method === 'iban' ? payout.accountHolderName : '');
  const ibanProblem = problems.includes('iban') ? (saudiIbanProblem(normalizeIban(iban)) ?? 'checksum') : null;
  return (
    <Stack gap="4">
      <StepTitle step={3} steps={REPORT_STEPS} title={t('claims.payout.title')} />
      {error && !problems.includes('iban') && <Problem message={failureText(t, error, 'claims.error.send')} />}
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'claim.submitPayout', payout: method === 'wallet' ? { method } : { method, iban, accountHolderName: holder } });
        }}
      >
        <chakra.fieldset display="flex" flexDirection="column" gap="2">
          <chakra.legend fontWeight="medium" mb="1">
            {t('claims.payout.legend')}
          </chakra.legend>
          {(['wallet', 'iban'] as const).map((option) => (
            <chakra.label key={option} display="flex" gap="3" alignItems="center" minH="11">
              <input type="radio" name="payout" value={option} checked={method === option} onChange={() => setMethod(option)} />
              {t(`claims.payout.${option}`)}
            </chakra.label>
          ))}
        </chakra.fieldset>
        {method === 'iban' && (
          <>
            <Field label={t('claims.payout.ibanField')} hint={t('claims.payout.ibanHint')} error={ibanProblem ? t(`claims.payout.ibanProblem.${ibanProblem}`) : undefined}>
              {(ids) => <Input {...ids} dir="ltr" autoComplete="off" spellCheck={false} value={iban} onChange={(event) => setIban(event.target.value)} />}
            </Field>
            <Field label={t('claims.payout.holder')} error={problems.includes('accountHolderName') ? t('claims.problem.accountHolderName') : undefined}>
              {(ids) => <Input {...ids} autoComplete="name" dir="auto" value={holder} onChange={(event) => setHolder(event.target.value)} />}
            </Field>
          </>
        )}
        <StepButtons submit={t('claims.continue')} back={t('claims.back')} onBack={() => send({ type: 'claim.back' })} />
      </Form>
    </Stack>
  );
}

/** The payout as shown once entered: the wallet, or the IBAN masked (one unbroken left-to-right run) and its holder. */
export function usePayoutText() {
  const t = useT();
  const rich = useRichT();
  return (payout: { method: 'wallet' } | { method: 'iban'; ibanMasked: string; accountHolderName: string }) =>
    payout.method === 'wallet' ? t('claims.payout.wallet') : rich('claims.payout.toIban', { iban: <Ltr>{payout.ibanMasked}</Ltr>, holder: <bdi>{payout.accountHolderName}</bdi> });
}

/** Step 4: check and send. */
export function ReviewStep() {
  const t = useT();
  const money = useMoney();
  const { day } = useDates();
  const send = ClaimReport.useSend();
  const busy = ClaimReport.useTag('busy');
  const payoutText = usePayoutText();
  const { details, documents, payout, error } = ClaimReport.useSelect((s) => ({ details: s.context.details, documents: s.context.documents, payout: s.context.payout, error: s.context.error }));
  const shown = payout?.method === 'iban' ? { method: 'iban' as const, ibanMasked: maskIban(normalizeIban(payout.iban)), accountHolderName: payout.accountHolderName } : { method: 'wallet' as const };
  const amount = details && ('amountMinor' in details ? details.amountMinor : 'damagedValueMinor' in details ? details.damagedValueMinor : details.repairEstimateMinor);
  return (
    <Stack gap="4">
      <StepTitle step={4} steps={REPORT_STEPS} title={t('claims.review.title')} />
      {error && <Problem message={failureText(t, error, 'claims.error.send')} />}
      <Stack as="dl" gap="2">
        <dt>{t('claims.review.what')}</dt>
        <chakra.dd fontWeight="medium" ms="0">
          {details && 'kind' in details ? t(`claims.kind.${details.kind}`) : ''} · {details ? day(details.incidentDate) : ''}
        </chakra.dd>
        {typeof amount === 'number' && (
          <>
            <dt>{t('claims.review.amount')}</dt>
            <chakra.dd fontWeight="medium" ms="0">
              {money(amount, 'SAR')}
            </chakra.dd>
          </>
        )}
        <dt>{t('claims.review.documents')}</dt>
        <chakra.dd fontWeight="medium" ms="0">
          {t('claims.review.documentCount', { count: documents.filter((d) => d.status === 'uploaded').length })}
        </chakra.dd>
        <dt>{t('claims.review.payout')}</dt>
        <chakra.dd fontWeight="medium" ms="0">
          {payoutText(shown)}
        </chakra.dd>
      </Stack>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'claim.send' });
        }}
      >
        <StepButtons submit={t('claims.review.send')} busy={busy} back={t('claims.back')} onBack={() => send({ type: 'claim.back' })} />
      </Form>
    </Stack>
  );
}

/** Sent: the claim's number, what comes next, and the way to its page. */
export function SentView() {
  const t = useT();
  const rich = useRichT();
  const send = ClaimReport.useSend();
  const claim = ClaimReport.useSelect((s) => s.context.claim);
  const fromList = useStartedFromList();
  return (
    <Notice tone="success">
      <Text fontWeight="medium">{rich('claims.sent.title', { claimNumber: <Ltr>{claim?.claimNumber ?? ''}</Ltr> })}</Text>
      <Text>{t('claims.sent.next')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button minH="11" onClick={() => send({ type: 'claim.viewClaim' })}>
          {t('claims.sent.view')}
        </Button>
        <Button minH="11" variant="outline" onClick={() => send({ type: 'claim.close' })}>
          {t(closeLabelKey(fromList))}
        </Button>
      </Stack>
    </Notice>
  );
}
