import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import { useRequestFormat } from './request-format.ts';

const statusColors: Record<PolicyRequest['status'], string> = { pending: 'bg.warning', approved: 'bg.success', rejected: 'bg.error', withdrawn: 'bg.muted' };

/** One request: kind, number and status, when asked and decided, what it changes (dates, brokers, refund). */
export function RequestCard({ request, children }: { request: PolicyRequest; children?: ReactNode }) {
  const f = useRequestFormat();
  const { t } = f;
  const refund = request.refund;
  const lines: string[] = [t('policyRequests.askedOn', { date: f.day(request.createdAt) })];
  if (request.decidedAt) lines.push(t('policyRequests.decidedOn', { date: f.day(request.decidedAt) }));
  lines.push(t('policyRequests.reason', { reason: request.reasonText ? `${f.reason(request.reasonCode)}: ${request.reasonText}` : f.reason(request.reasonCode) }));
  if (request.kind === 'cancellation' && request.effectiveDate) lines.push(t('policyRequests.effectiveCancellation', { date: f.day(request.effectiveDate) }));
  if (request.toBroker) lines.push(t('policyRequests.fromTo', { from: request.fromBroker.name, to: request.toBroker.name }));
  if (request.kind === 'broker_change' && request.effectiveDate) lines.push(t('policyRequests.effectiveBroker', { date: f.day(request.effectiveDate) }));
  if (refund) {
    lines.push(t('policyRequests.refund', { amount: f.money(refund.refundMinor, refund.currency), destination: f.destination(refund) }));
    if (refund.feeMinor > 0) lines.push(t('policyRequests.refundFee', { amount: f.money(refund.feeMinor, refund.currency) }));
    if (refund.status === 'credited' && refund.refundedAt) lines.push(t('policyRequests.refundPaid', { date: f.day(refund.refundedAt) }));
    if (refund.status === 'card_failed_to_wallet' && refund.refundedAt) lines.push(t('policyRequests.refundCardFailed', { date: f.day(refund.refundedAt) }));
  }
  if (request.decisionNote && request.status === 'rejected') lines.push(t('policyRequests.decisionNote', { note: request.decisionNote }));
  return (
    <Stack as="article" gap="2" borderWidth="1px" borderColor="border" borderRadius="md" p="3" aria-label={`${f.kind(request.kind)} ${request.requestNumber}`}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          {f.kind(request.kind)} · <bdi dir="ltr">{request.requestNumber}</bdi>
        </Text>
        <Box as="span" fontSize="sm" fontWeight="semibold" px="2" borderRadius="md" bg={statusColors[request.status]}>
          {f.status(request.status)}
        </Box>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Stack>
      {children}
    </Stack>
  );
}
