import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '@/components/layout/app-link.tsx';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo, paths } from '@/lib/paths.ts';
import { Section } from './policy-ui.tsx';

/** The claims sent on this policy (status and number, each linked to its page), and the way to all of them. */
export function PolicyClaims({ policyNumber }: { policyNumber: string }) {
  const t = useT();
  const claims = useEndpoint('claims', { query: { filter: 'all', policyNumber } });
  const sent = claims.status === 'ready' ? claims.data.claims.filter((claim) => claim.status !== 'draft') : [];
  return (
    <Section title={t('claims.policy.title')}>
      {claims.status === 'ready' && sent.length === 0 && <Text color="fg.muted">{t('claims.policy.none')}</Text>}
      {claims.status === 'error' && <Text color="fg.muted">{t('claims.error.load')}</Text>}
      <Stack as="ul" listStyleType="none" gap="2" ps="0">
        {sent.map((claim) => (
          <HStack as="li" key={claim.claimId} gap="3" wrap="wrap" justify="space-between">
            <AppLink to={linkTo.claim(claim.claimId)}>
              <bdi dir="ltr">{claim.claimNumber}</bdi>
            </AppLink>
            <Text>{t(`claims.status.${claim.status}`)}</Text>
          </HStack>
        ))}
      </Stack>
      <Box>
        <AppLink to={paths.myClaims}>{t('claims.policy.all')}</AppLink>
      </Box>
    </Section>
  );
}
