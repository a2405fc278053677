import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '@/components/layout/app-link.tsx';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo, paths } from '@/lib/paths.ts';
import { GuestAccountOffer } from './profile/guest-account-offer.tsx';
import { RetryingNotice, unlessOutage } from '@/components/forms/outage-notice.tsx';

/**
 * My Account for a guest (a checkout without an account, or Find my policy): the guest's policies and
 * the offer of an account; nothing that needs one (profile, addresses, groups, wallet).
 */
export function GuestAccount() {
  const t = useT();
  return (
    <Stack gap="6" maxW="2xl">
      <GuestPolicies />
      <GuestAccountOffer />
      <Text color="fg.muted">{t('myAccount.guest.needsAccount')}</Text>
    </Stack>
  );
}

function GuestPolicies() {
  const t = useT();
  const policies = useEndpoint('policies', { query: {} });
  return (
    <Stack as="section" aria-labelledby="guest-policies" gap="3">
      <Heading as="h2" size="lg" id="guest-policies">
        {t('myAccount.guest.policies')}
      </Heading>
      {policies.status === 'loading' && <Text role="status">{t('myAccount.guest.policiesLoading')}</Text>}
      {policies.status === 'error' && policies.outage && <RetryingNotice failure={policies.outage} kind="load" />}
      {policies.status === 'error' && !policies.outage && (
        <Stack gap="2" align="start" role="alert">
          <Text>{unlessOutage(t, policies.failure, t('myAccount.guest.policiesFailed'), 'load')}</Text>
          <Button size="sm" onClick={policies.retry}>
            {t('myAccount.retry')}
          </Button>
        </Stack>
      )}
      {policies.status === 'ready' &&
        (policies.data.policies.length === 0 ? (
          <Text>{t('myAccount.guest.policiesEmpty')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {policies.data.policies.map((policy) => (
              <Box as="li" key={policy.policyNumber} borderWidth="1px" borderColor="border" borderRadius="lg" p="3" bg="bg.panel">
                <Link asChild fontWeight="semibold">
                  <AppLink to={linkTo.policyDetail(policy.policyNumber)}>
                    {policy.productName} · <bdi dir="ltr">{policy.policyNumber}</bdi>
                  </AppLink>
                </Link>
              </Box>
            ))}
          </Stack>
        ))}
      <Link asChild alignSelf="start">
        <AppLink to={paths.myPolicy}>{t('myAccount.guest.allPolicies')}</AppLink>
      </Link>
    </Stack>
  );
}
