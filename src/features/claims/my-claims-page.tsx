import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ClaimSummary } from '../../../contract/claims.ts';
import { closedClaimStatuses } from '../../../contract/claims.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo, paths } from '@/lib/paths.ts';
import { StatusBadge } from './claim-status.tsx';
import { Loading, Problem, kindText, useDates } from './claim-ui.tsx';
import { RetryingNotice, unlessOutage } from '@/components/forms/outage-notice.tsx';
import { isOneOf } from '@/lib/one-of.ts';

/** /my-claims: the customer's claims, open then closed, each linked to its page; Report a claim. */
export default function MyClaimsPage() {
  const t = useT();
  const claims = useEndpoint('claims', { query: { filter: 'all' } });
  const sent = claims.status === 'ready' ? claims.data.claims.filter((claim) => claim.status !== 'draft') : [];
  const closed = sent.filter((claim) => isOneOf(closedClaimStatuses, claim.status));
  const open = sent.filter((claim) => !closed.includes(claim));
  return (
    <Page title={t('screen.myClaims')} lead={t('claims.list.lead')}>
      <Stack gap="5" maxW="2xl">
        <Button asChild minH="11" alignSelf="start">
          <AppLink to={paths.newClaim}>{t('claims.report')}</AppLink>
        </Button>
        {claims.status === 'loading' && <Loading label={t('claims.loading')} />}
        {claims.status === 'error' && claims.outage && <RetryingNotice failure={claims.outage} kind="load" />}
        {claims.status === 'error' && !claims.outage && (
          <Problem message={unlessOutage(t, claims.failure, t('claims.error.load'), 'load')} action={<Button minH="11" onClick={claims.retry}>{t('claims.retry')}</Button>} />
        )}
        {claims.status === 'ready' && (
          <>
            <ClaimList title={t('claims.list.open')} claims={open} empty={t('claims.list.noneOpen')} />
            <ClaimList title={t('claims.list.closed')} claims={closed} empty={t('claims.list.noneClosed')} />
          </>
        )}
      </Stack>
    </Page>
  );
}

export function ClaimList({ title, claims, empty }: { title: string; claims: readonly ClaimSummary[]; empty: string }) {
  const t = useT();
  const { day } = useDates();
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {claims.length === 0 && <Text color="fg.muted">{empty}</Text>}
      <Stack as="ul" listStyleType="none" gap="2" ps="0">
        {claims.map((claim) => (
          <Stack as="li" key={claim.claimId} gap="1" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
            <HStack gap="3" wrap="wrap" justify="space-between">
              <AppLink to={linkTo.claim(claim.claimId)}>
                <bdi dir="ltr">{claim.claimNumber}</bdi>
              </AppLink>
              <StatusBadge status={claim.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {kindText(t, claim.kind)} · {day(claim.incidentDate)} · <bdi dir="ltr">{claim.policyNumber}</bdi>
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
