import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import type { PolicyDetail } from '../../../contract/purchase.ts';
import { selectIsLoggedIn, selectIsPolicyScoped } from '../../../machines/session/session.machine.ts';
import { useAppSelector } from '@/lib/app-context.tsx';
import { useLaterPart } from '@/app/flows/use-later-part.ts';
import { linkTo, paths } from '@/lib/paths.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { SignInPrompt } from '@/components/layout/sign-in-prompt.tsx';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { PolicyClaims } from './policy-claims.tsx';
import { PolicyDocuments } from './policy-documents.tsx';
import { PolicyFacts } from './policy-facts.tsx';
import { Failure, PolicyState, Skeleton, useDay, useLang } from './policy-ui.tsx';
import { PolicyRequestsPanel } from './requests/policy-requests-panel.tsx';
import { PolicyScopeOffer } from './policy-scope-offer.tsx';
import { RetryingNotice, unlessOutage } from '@/components/forms/outage-notice.tsx';

/** /my-policy/:policyNumber: one policy of the customer, its documents, actions and requests. */
export default function PolicyDetailPage() {
  const t = useT();
  const signedIn = useAppSelector('session', selectIsLoggedIn, false);
  const policyNumber = useParams().policyNumber ?? '';
  // The lead is the same whoever visits and whatever the policy: it paints with the page's HTML.
  if (!signedIn) {
    return (
      <Page title={t('screen.policyDetail')} lead={t('policies.detail.lead')}>
        <SignInPrompt />
      </Page>
    );
  }
  return <PolicyLoader policyNumber={policyNumber} />;
}

function PolicyLoader({ policyNumber }: { policyNumber: string }) {
  const t = useT();
  const policy = useEndpoint('policy', { params: { policyNumber } });
  if (policy.status === 'ready') return <PolicyView policy={policy.data} />;
  // The server answers 404 alike for an unknown policy and for another customer's (and refuses a malformed number).
  const missing = policy.status === 'error' && (policy.code === 'not_found' || policy.code === 'validation_failed');
  return (
    <Page title={t('screen.policyDetail')} lead={t('policies.detail.lead')}>
      {policy.status === 'loading' && <Skeleton label={t('policies.detail.loading')} rows={4} page />}
      {policy.status === 'error' && policy.outage && <RetryingNotice failure={policy.outage} kind="load" />}
      {policy.status === 'error' && !missing && !policy.outage && <Failure message={unlessOutage(t, policy.failure, t('policies.detail.loadFailed'), 'load')} onRetry={policy.retry} />}
      {missing && (
        <Notice tone="error">
          <Text>{t('policies.detail.notFound', { policyNumber })}</Text>
        </Notice>
      )}
      <BackLink />
    </Page>
  );
}

function BackLink() {
  const t = useT();
  return (
    <Box>
      <AppLink to={paths.myPolicy}>{t('policies.detail.backToList')}</AppLink>
    </Box>
  );
}

function PolicyView({ policy }: { policy: PolicyDetail }) {
  const t = useT();
  const lang = useLang();
  // Below the first screen on a phone (the cover and the people fill it): drawn in a commit of their
  // own, so the first one is shorter (total blocking time).
  const lowerSections = useLaterPart();
  // Opened with Find my policy: this policy's documents and requests only (the server refuses the rest).
  const scoped = useAppSelector('session', selectIsPolicyScoped, false);
  return (
    <Page title={`${policy.productName[lang]} · ${policy.planName[lang]}`} lead={t('policies.detail.lead')}>
      <HStack gap="3" wrap="wrap">
        <Text>
          {t('policies.field.number')}: <bdi dir="ltr">{policy.policyNumber}</bdi>
        </Text>
        <PolicyState policy={policy} />
      </HStack>
      {scoped && <PolicyScopeOffer />}
      <PolicyActions policy={policy} scoped={scoped} />
      <PolicyFacts policy={policy} lower={lowerSections} />
      {lowerSections && (
        <>
          <PolicyDocuments policy={policy} />
          {/* Cancellation and broker-change requests on this policy, and their history. */}
          <PolicyRequestsPanel policyNumber={policy.policyNumber} />
          {!scoped && <PolicyClaims policyNumber={policy.policyNumber} />}
          <BackLink />
        </>
      )}
    </Page>
  );
}

/** Renew (when the server's window is open), cancel and change broker (on an active policy); a Find my policy session asks only. */
function PolicyActions({ policy, scoped }: { policy: PolicyDetail; scoped: boolean }) {
  const t = useT();
  const day = useDay();
  const { renewal } = policy;
  const renewalNote = scoped
    ? null
    : renewal.reason === 'open'
      ? t('policies.renewal.open', { date: day(renewal.closesOn) })
      : renewal.reason === 'not_yet'
        ? t('policies.renewal.notYet', { date: day(renewal.opensOn) })
        : renewal.reason === 'grace_over'
          ? t('policies.renewal.graceOver', { date: day(renewal.closesOn) })
          : renewal.reason === 'cancelled'
            ? t('policies.renewal.cancelled')
            : null;
  return (
    <Stack as="section" gap="2" aria-labelledby="policy-actions">
      <Heading as="h2" size="md" id="policy-actions">
        {t('policies.actions')}
      </Heading>
      {renewalNote && <Text>{renewalNote}</Text>}
      <RenewalLinks policy={policy} />
      <HStack gap="3" wrap="wrap">
        {renewal.allowed && !scoped && (
          <Button asChild>
            <AppLink to={linkTo.renewPolicy(policy.categoryId, policy.policyNumber)}>{t('policies.actions.renew')}</AppLink>
          </Button>
        )}
        {/* Nothing more is asked on a policy whose cancellation is approved (the server refuses it too). */}
        {policy.state === 'active' && policy.cancelledOn === null && (
          <>
            {!scoped && (
              <Button asChild>
                <AppLink to={linkTo.reportClaim(policy.policyNumber)}>{t('claims.report')}</AppLink>
              </Button>
            )}
            <Button asChild variant="outline">
              <AppLink to={linkTo.cancelPolicy(policy.policyNumber)}>{t('policies.actions.cancel')}</AppLink>
            </Button>
            <Button asChild variant="outline">
              <AppLink to={linkTo.changeBroker(policy.policyNumber)}>{t('policies.actions.changeBroker')}</AppLink>
            </Button>
          </>
        )}
      </HStack>
    </Stack>
  );
}

/** "Renewal of POL-…" on a renewal, "Renewed by POL-…" on the policy it renewed (the server records both). */
function RenewalLinks({ policy }: { policy: PolicyDetail }) {
  const t = useT();
  // The whole sentence is the link (its policy number isolated left to right inside the translation).
  const link = (label: 'policies.detail.renewalOf' | 'policies.detail.renewedBy', policyNumber: string | null) =>
    policyNumber && (
      <Text>
        <AppLink to={linkTo.policyDetail(policyNumber)}>{t(label, { policyNumber: `\u2068${policyNumber}\u2069` })}</AppLink>
      </Text>
    );
  return (
    <>
      {link('policies.detail.renewalOf', policy.renewsPolicyNumber)}
      {link('policies.detail.renewedBy', policy.renewedByPolicyNumber)}
    </>
  );
}
