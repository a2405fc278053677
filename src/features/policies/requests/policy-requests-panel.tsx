import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PolicyRequestsResponse } from '../../../../contract/policy-requests.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { Failure, Section, Skeleton } from '../policy-ui.tsx';
import { PolicyRequests } from './policy-requests-flow.ts';
import { RequestCard } from './request-card.tsx';
import { useRequestFormat } from './request-format.ts';

/** The requests on a policy (cancellation, broker change) with their history, and Withdraw on a pending one. */
export function PolicyRequestsPanel({ policyNumber }: { policyNumber: string }) {
  return (
    <PolicyRequests.Provider flowKey={policyNumber} onStart={reloadOnStart}>
      <Panel />
    </PolicyRequests.Provider>
  );
}

// A panel restored from the tab's saved flows (a reload, coming back) reads the requests again: they may have been decided meanwhile.
const reloadOnStart = (actor: { send: (event: { type: 'policyRequests.refresh' }) => void }) => actor.send({ type: 'policyRequests.refresh' });

function Panel() {
  const { t } = useRequestFormat();
  const data = PolicyRequests.useSelect((s) => s.context.data);
  const loadFailed = PolicyRequests.useSelect((s) => s.matches('loadFailed'));
  const error = PolicyRequests.useSelect((s) => s.context.error);
  const send = PolicyRequests.useSend();
  return (
    <Section title={t('policyRequests.heading')}>
      {loadFailed && error ? (
        <Failure message={`${t('policyRequests.loadFailed')} ${failureMessage(t, error)}`} onRetry={() => send({ type: 'policyRequests.retry' })} />
      ) : !data ? (
        <Skeleton label={t('policyRequests.loading')} rows={1} />
      ) : (
        <History data={data} />
      )}
    </Section>
  );
}

function History({ data }: { data: PolicyRequestsResponse }) {
  const f = useRequestFormat();
  const { t } = f;
  return (
    <Stack gap="4">
      {data.cancelledOn && <Notice tone="info">{t('policyRequests.cancelledOn', { date: f.day(data.cancelledOn) })}</Notice>}
      {data.requests.length === 0 ? (
        <Text color="fg.muted">{t('policyRequests.empty')}</Text>
      ) : (
        data.requests.map((request) => <RequestCard key={request.requestId} request={request}>{request.status === 'pending' && <Withdraw requestId={request.requestId} />}</RequestCard>)
      )}
      <Stack gap="1">
        <Text fontWeight="semibold">{t('policyRequests.brokerHistory')}</Text>
        <Stack as="ol" gap="1" m="0" ps="5" fontSize="sm">
          {data.brokerHistory.map((period) => (
            <li key={`${period.broker.brokerId}-${period.fromDate}`}>
              <HStack gap="2" display="inline-flex">
                <img src={period.broker.logoUrl} alt="" width={20} height={20} />
                <span>
                  {period.broker.name} ·{' '}
                  {period.toDate
                    ? t('policyRequests.brokerPeriod', { from: f.day(period.fromDate), to: f.day(period.toDate) })
                    : t('policyRequests.brokerPeriodCurrent', { from: f.day(period.fromDate) })}
                </span>
              </HStack>
            </li>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** Withdraw asks first; the answer (or a failure with a retry) shows in place. */
function Withdraw({ requestId }: { requestId: string }) {
  const { t } = useRequestFormat();
  const send = PolicyRequests.useSend();
  const mine = PolicyRequests.useSelect((s) => s.context.requestId === requestId);
  const state = PolicyRequests.useSelect((s) => (s.matches('withdrawConfirm') ? 'confirm' : s.matches('withdrawing') ? 'busy' : s.matches('withdrawFailed') ? 'failed' : 'idle'));
  const error = PolicyRequests.useSelect((s) => s.context.error);
  if (!mine || state === 'idle') {
    return (
      <Box>
        <Button size="sm" variant="outline" onClick={() => send({ type: 'policyRequests.withdraw', requestId })}>
          {t('policyRequests.withdraw')}
        </Button>
      </Box>
    );
  }
  return (
    <Notice tone={state === 'failed' ? 'error' : 'info'}>
      <Text>{state === 'failed' && error ? `${t('policyRequests.withdrawFailed')} ${failureMessage(t, error)}` : t('policyRequests.withdrawQuestion')}</Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="red" loading={state === 'busy'} loadingText={t('policyRequests.withdrawing')} onClick={() => send({ type: state === 'failed' ? 'policyRequests.retry' : 'policyRequests.confirmWithdraw' })}>
          {t('policyRequests.withdrawYes')}
        </Button>
        <Button size="sm" variant="ghost" disabled={state === 'busy'} onClick={() => send({ type: 'policyRequests.keep' })}>
          {t('policyRequests.withdrawKeep')}
        </Button>
      </HStack>
    </Notice>
  );
}
