import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { Claim, ClaimStatus } from '../../../contract/claims.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Ltr, useDates, useRichT } from './claim-ui.tsx';

const palette: Record<ClaimStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  under_review: 'blue',
  information_requested: 'orange',
  approved: 'green',
  paid: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

export function StatusBadge({ status }: { status: ClaimStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={palette[status]} variant="subtle" size="lg">
      {t(`claims.status.${status}`)}
    </Badge>
  );
}

/** What the status means for the customer now: the decision with its amounts, the reason, the due date. */
export function StatusNote({ claim }: { claim: Claim }) {
  const t = useT();
  const rich = useRichT();
  const money = useMoney();
  const { day } = useDates();
  const { decision } = claim;
  return (
    <Stack gap="1">
      {decision && (claim.status === 'approved' || claim.status === 'paid') && (
        <Text>
          {/* No deductible on this plan: "less the deductible of SAR 0.00" would only puzzle. */}
          {decision.deductibleMinor > 0
            ? t('claims.decision.amounts', {
                approved: money(decision.approvedMinor, decision.currency),
                deductible: money(decision.deductibleMinor, decision.currency),
                payable: money(decision.payableMinor, decision.currency),
              })
            : t('claims.decision.amountsNoDeductible', { payable: money(decision.payableMinor, decision.currency) })}
        </Text>
      )}
      {claim.status === 'paid' && claim.paidAt && (
        <Text>
          {rich('claims.decision.paid', { date: day(claim.paidAt), to: claim.paidTo === 'wallet' || !claim.paidTo ? t('claims.payout.wallet') : <Ltr>{claim.paidTo}</Ltr> })}
        </Text>
      )}
      {claim.status === 'rejected' && claim.rejectionReason && <Text>{t('claims.decision.rejected', { reason: claim.rejectionReason })}</Text>}
      {claim.paymentDueOn && <Text>{t('claims.decision.dueOn', { date: day(claim.paymentDueOn) })}</Text>}
    </Stack>
  );
}

/** The claim's history, oldest first, with what was asked or answered. */
export function ClaimHistory({ claim }: { claim: Claim }) {
  const t = useT();
  const { instant } = useDates();
  return (
    <Stack as="ol" gap="2" ps="0" listStyleType="none">
      {claim.events.map((event, index) => (
        <Box as="li" key={`${event.at}-${index}`} borderStartWidth="3px" borderColor="border.emphasized" ps="3">
          <Text fontWeight="medium">{t(`claims.status.${event.toStatus}`)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {instant(event.at)}
          </Text>
          {event.note && (
            <Text fontSize="sm" dir="auto">
              {t(event.actorRole === 'customer' ? 'claims.history.you' : 'claims.history.backOffice', { note: event.note })}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
