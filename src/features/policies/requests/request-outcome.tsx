import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import type { FlowFailure } from '../../../../machines/shared/failure.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { isOneOf } from '@/lib/one-of.ts';
import { RequestCard } from './request-card.tsx';
import { useRequestFormat } from './request-format.ts';

/** A pending request: what was asked, Check again, Withdraw (asked first), Back to the policy. */
export function PendingRequest(props: {
  request: PolicyRequest;
  confirming: boolean;
  busy: boolean;
  error: FlowFailure | null;
  onRefresh: () => void;
  onWithdraw: () => void;
  onConfirmWithdraw: () => void;
  onKeep: () => void;
  onClose: () => void;
}) {
  const { t } = useRequestFormat();
  return (
    <Stack gap="4">
      <Notice tone="info">
        <Text>{t('policyRequests.pending', { number: props.request.requestNumber })}</Text>
      </Notice>
      <RequestCard request={props.request} />
      {props.confirming ? (
        <Notice tone={props.error ? 'error' : 'info'}>
          <Text>{props.error ? `${t('policyRequests.withdrawFailed')} ${failureMessage(t, props.error)}` : t('policyRequests.withdrawQuestion')}</Text>
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="red" loading={props.busy} loadingText={t('policyRequests.withdrawing')} onClick={props.onConfirmWithdraw}>
              {t('policyRequests.withdrawYes')}
            </Button>
            <Button variant="ghost" disabled={props.busy} onClick={props.onKeep}>
              {t('policyRequests.withdrawKeep')}
            </Button>
          </HStack>
        </Notice>
      ) : (
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={props.onRefresh}>
            {t('policyRequests.checkAgain')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={props.onWithdraw}>
            {t('policyRequests.withdraw')}
          </Button>
          <Button variant="ghost" onClick={props.onClose}>
            {t('policyRequests.backToPolicy')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** A decided or withdrawn request (or one that stops the flow): the message, the request, the ways on. */
export function RequestOutcome(props: { tone: 'success' | 'info' | 'error'; message: string; request?: PolicyRequest | null; onClose: () => void; onStartOver?: () => void; onRetry?: () => void }) {
  const { t } = useRequestFormat();
  return (
    <Stack gap="4">
      <Notice tone={props.tone}>
        <Text>{props.message}</Text>
      </Notice>
      {props.request && <RequestCard request={props.request} />}
      <HStack gap="3" wrap="wrap">
        {props.onRetry && <Button onClick={props.onRetry}>{t('policyRequests.retry')}</Button>}
        {props.onStartOver && (
          <Button variant="outline" onClick={props.onStartOver}>
            {t('policyRequests.startOver')}
          </Button>
        )}
        <Button variant={props.onRetry || props.onStartOver ? 'ghost' : 'solid'} onClick={props.onClose}>
          {t('policyRequests.backToPolicy')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The message of a flow that cannot go on (a closed policy, another open request) or failed to load. */
/** Why a request cannot be asked for this policy (each has `policyRequests.unavailable.<code>`). */
const unavailableCodes = ['policy_cancelled', 'policy_expired', 'not_found'] as const;

export function useStopMessage() {
  const { t, kind } = useRequestFormat();
  return (error: FlowFailure | null, openRequest: PolicyRequest | null): string => {
    if (openRequest) return t('policyRequests.blocked', { kind: kind(openRequest.kind) });
    const code = error?.code;
    if (isOneOf(unavailableCodes, code)) return t(`policyRequests.unavailable.${code}`);
    return error ? `${t('policyRequests.loadFailed')} ${failureMessage(t, error)}` : t('policyRequests.loadFailed');
  };
}

/** "Step 2 of 5" above a step's heading. */
export function StepHeading({ step, steps, title }: { step: number; steps: number; title: string }) {
  const { t, count } = useRequestFormat();
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {t('policyRequests.step', { step: count(step), steps: count(steps) })}
      </Text>
      <Text as="h2" fontSize="xl" fontWeight="semibold">
        {title}
      </Text>
    </Box>
  );
}
