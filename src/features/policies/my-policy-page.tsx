import { lastDayOfCover } from '../../../contract/policy-cover.ts';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { PolicySummary } from '../../../contract/purchase.ts';
import { selectIsLoggedIn } from '../../../machines/session/session.machine.ts';
import { useAppSelector } from '@/lib/app-context.tsx';
import { linkTo, paths } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { SignInPrompt } from '@/components/layout/sign-in-prompt.tsx';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Facts, Failure, PolicyState, Skeleton, useDay } from './policy-ui.tsx';
import { RetryingNotice, unlessOutage } from '@/components/forms/outage-notice.tsx';
import { isOneOf } from '@/lib/one-of.ts';

const filters = ['active', 'expired', 'pending', 'all'] as const;
type Filter = (typeof filters)[number];
const isFilter = (value: string | null): value is Filter => isOneOf(filters, value);

/** /my-policy: the customer's (or guest's) policies, newest first, split active / expired / pending / all. */
export default function MyPolicyPage() {
  const t = useT();
  const signedIn = useAppSelector('session', selectIsLoggedIn, false);
  return <Page title={t('screen.myPolicies')}>{signedIn ? <PolicyList /> : <SignInPrompt />}</Page>;
}

function PolicyList() {
  const t = useT();
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('filter');
  const filter: Filter = isFilter(requested) ? requested : 'active';
  // One call for every tab: the counts come from the same answer as the rows (the server orders them newest first).
  const policies = useEndpoint('policies', { query: {} });
  if (policies.status === 'loading') return <Skeleton label={t('policies.loading')} />;
  if (policies.status === 'error') {
    return policies.outage ? <RetryingNotice failure={policies.outage} kind="load" /> : <Failure message={unlessOutage(t, policies.failure, t('policies.loadFailed'), 'load')} onRetry={policies.retry} />;
  }
  const all = policies.data.policies;
  const shown = filter === 'all' ? all : all.filter((policy) => policy.state === filter);
  const count = (f: Filter) => (f === 'all' ? all.length : all.filter((policy) => policy.state === f).length);
  return (
    <Stack gap="4">
      <HStack role="group" aria-label={t('policies.filter.label')} gap="2" wrap="wrap">
        {filters.map((f) => (
          <Button
            key={f}
            size="sm"
            variant={f === filter ? 'solid' : 'outline'}
            aria-pressed={f === filter}
            onClick={() => setSearch(f === 'active' ? {} : { filter: f }, { replace: true })}
          >
            {t(`policies.filter.${f}`)} ({intl.formatNumber(count(f))})
          </Button>
        ))}
      </HStack>
      {shown.length === 0 ? (
        <Stack gap="3" align="start" role="status">
          <Text>{t(`policies.empty.${filter}`)}</Text>
          <Button asChild>
            <AppLink to={paths.services}>{t('policies.empty.buy')}</AppLink>
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t(`policies.filter.${filter}`)}>
          {shown.map((policy) => (
            <PolicyRow key={policy.policyNumber} policy={policy} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PolicyRow({ policy }: { policy: PolicySummary }) {
  const t = useT();
  const money = useMoney();
  const day = useDay();
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            <AppLink to={linkTo.policyDetail(policy.policyNumber)}>
              {policy.productName} · {policy.planName}
            </AppLink>
          </Heading>
          <PolicyState policy={policy} />
        </HStack>
        <Facts
          items={[
            [t('policies.field.number'), <bdi key="n" dir="ltr">{policy.policyNumber}</bdi>],
            [t('policies.field.category'), policy.categoryName],
            [t('policies.field.insurer'), policy.insurerName],
            [t('policies.field.broker'), policy.brokerName],
            [t('policies.field.period'), t('policies.period', { start: day(policy.startDate), end: day(lastDayOfCover(policy)) })],
            ...(policy.cancelledOn ? [[t('policies.detail.cancelledFrom'), day(policy.cancelledOn)] as const] : []),
            [t('policies.field.premium'), money(policy.totalMinor, policy.currency)],
          ]}
        />
      </Stack>
    </Box>
  );
}
