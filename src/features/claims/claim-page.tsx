import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Field, Form, Notice } from '@/components/forms/form-ui.tsx';
import { TextArea } from '@/components/form-controls.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo, paths } from '@/lib/paths.ts';
import { ClaimPageFlow } from './claim-page-flow.ts';
import { ClaimHistory, StatusBadge, StatusNote } from './claim-status.tsx';
import { Loading, Problem, StepButtons, failureText, kindText, useRichT } from './claim-ui.tsx';
import { DocumentPicker } from './document-list.tsx';
import { usePayoutText } from './report-steps.tsx';
import { RetryingNotice } from '@/components/forms/outage-notice.tsx';

function ClaimView() {
  const t = useT();
  const send = ClaimPageFlow.useSend();
  const rich = useRichT();
  const payoutText = usePayoutText();
  const { claim, failed, missing, outage, answering, confirming } = ClaimPageFlow.useSelect((s) => ({
    claim: s.context.claim,
    failed: s.matches('loadFailed') ? s.context.error : null,
    missing: s.matches('missing'),
    outage: s.matches('loadRetryWait') ? s.context.error : null,
    answering: s.matches('answering') || s.matches('sendingAnswer'),
    confirming: s.matches('withdrawConfirm') || s.matches('withdrawing'),
  }));
  const title = claim ? t('claims.page.title', { claimNumber: claim.claimNumber }) : t('screen.claim');
  return (
    <Page title={title} lead={t('claims.page.lead')}>
      <Stack gap="4" maxW="2xl">
        {outage && <RetryingNotice failure={outage} kind="load" />}
        {!claim && !failed && !missing && !outage && <Loading label={t('claims.loading')} />}
        {failed && <Problem message={failureText(t, failed, 'claims.error.load', 'load')} action={<Button minH="11" onClick={() => send({ type: 'claimPage.retry' })}>{t('claims.retry')}</Button>} />}
        {missing && <Problem message={t('claims.page.missing')} />}
        {claim && (
          <>
            <HStack gap="3" wrap="wrap">
              <StatusBadge status={claim.status} />
              <Text>
                {kindText(t, claim.kind)} · <AppLink to={linkTo.policyDetail(claim.policyNumber)}><bdi dir="ltr">{claim.policyNumber}</bdi></AppLink>
              </Text>
            </HStack>
            <StatusNote claim={claim} />
            {claim.payout && <Text>{rich('claims.page.payout', { payout: payoutText(claim.payout) })}</Text>}
            {claim.informationRequest && !answering && (
              <Notice tone="info">
                <Text fontWeight="medium">{t('claims.page.asked')}</Text>
                <Text dir="auto">{claim.informationRequest.message}</Text>
                <Button minH="11" alignSelf="start" onClick={() => send({ type: 'claimPage.answer' })}>
                  {t('claims.page.answer')}
                </Button>
              </Notice>
            )}
            {answering && <AnswerForm />}
            {confirming ? <WithdrawConfirm /> : <Actions />}
            <Heading as="h2" size="md">
              {t('claims.page.history')}
            </Heading>
            <ClaimHistory claim={claim} />
          </>
        )}
        <AppLink to={paths.myClaims}>{t('claims.toMyClaims')}</AppLink>
      </Stack>
    </Page>
  );
}

function Actions() {
  const t = useT();
  const send = ClaimPageFlow.useSend();
  const { withdrawable, error } = ClaimPageFlow.useSelect((s) => ({ withdrawable: s.can({ type: 'claimPage.withdraw' }), error: s.context.error }));
  return (
    <HStack gap="3" wrap="wrap">
      <Button minH="11" variant="outline" onClick={() => send({ type: 'claimPage.refresh' })}>
        {t('claims.page.checkAgain')}
      </Button>
      {withdrawable && (
        <Button minH="11" variant="outline" colorPalette="red" onClick={() => send({ type: 'claimPage.withdraw' })}>
          {t('claims.page.withdraw')}
        </Button>
      )}
      {error && <Text color="fg.muted">{t('claims.page.lookFailed')}</Text>}
    </HStack>
  );
}

function WithdrawConfirm() {
  const t = useT();
  const { send, busy, error } = ClaimPageFlow.useSubmission();
  return (
    <Notice tone="error">
      <Text fontWeight="medium">{t('claims.page.withdrawQuestion')}</Text>
      {error && <Text>{failureText(t, error, 'claims.error.send')}</Text>}
      <HStack gap="3" wrap="wrap">
        <Button minH="11" colorPalette="red" loading={busy} onClick={() => send({ type: 'claimPage.confirmWithdraw' })}>
          {t('claims.page.withdrawYes')}
        </Button>
        <Button minH="11" variant="outline" disabled={busy} onClick={() => send({ type: 'claimPage.keep' })}>
          {t('claims.page.keep')}
        </Button>
      </HStack>
    </Notice>
  );
}

function AnswerForm() {
  const t = useT();
  const send = ClaimPageFlow.useSend();
  const busy = ClaimPageFlow.useTag('busy');
  const { documents, refused, problems, message, error } = ClaimPageFlow.useSelect((s) => ({ documents: s.context.documents, refused: s.context.refused, problems: s.context.problems, message: s.context.message, error: s.context.error }));
  const [text, setText] = useState(message);
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
      <Heading as="h2" size="md">
        {t('claims.page.answerTitle')}
      </Heading>
      {error && <Problem message={failureText(t, error, 'claims.error.send')} />}
      <DocumentPicker entries={documents} refused={refused} send={send} />
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'claimPage.sendAnswer', message: text });
        }}
      >
        <Field label={t('claims.page.answerLabel')} error={problems.includes('answer') ? t('claims.problem.answer') : undefined}>
          {(ids) => <TextArea {...ids} rows={3} dir="auto" value={text} onChange={(event) => setText(event.target.value)} />}
        </Field>
        <StepButtons submit={t('claims.page.sendAnswer')} busy={busy} back={t('claims.page.cancelAnswer')} onBack={() => send({ type: 'claimPage.cancelAnswer' })} />
      </Form>
    </Stack>
  );
}

/** /my-claims/:claimId: a claim's status and history; withdraw before a decision; answer what the back office asked. */
const useClaimId = () => useParams().claimId ?? '';
export default ClaimPageFlow.withProvider(ClaimView, useClaimId);
