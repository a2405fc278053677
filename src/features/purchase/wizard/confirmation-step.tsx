import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { paths } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Loading, Notice, Panel } from '../ui.tsx';
import { StepHeading } from './step-heading.tsx';

const Certificate = lazy(() => import('./certificate.tsx'));

/** Step 7: order and policy numbers, the policy's status, the certificate to print or save as PDF. */
export function ConfirmationStep() {
  const t = useT();
  const send = usePurchaseSend();
  const order = usePurchase((snapshot) => snapshot.context.order);
  const policy = usePurchase((snapshot) => snapshot.context.policy);
  const isGuest = usePurchase((snapshot) => snapshot.context.isGuest);
  const [showCertificate, setShowCertificate] = useState(false);
  const pending = policy?.status === 'pending_review';
  return (
    <Stack gap="4">
      <StepHeading>{pending ? t('purchase.done.pendingTitle') : t('purchase.done.title')}</StepHeading>
      <Panel>
        <Stack gap="1">
          <Text>
            {t('purchase.done.orderNumber')} <bdi dir="ltr" data-testid="order-number">{order?.orderNumber}</bdi>
          </Text>
          <Text>
            {t('purchase.done.policyNumber')} <bdi dir="ltr" data-testid="policy-number">{policy?.policyNumber}</bdi>
          </Text>
          <Text>
            {t('purchase.done.status')} <strong>{pending ? t('purchase.done.statusPending') : t('purchase.done.statusIssued')}</strong>
          </Text>
        </Stack>
      </Panel>
      <Notice>{pending ? t('purchase.done.pendingNote') : t(isGuest ? 'purchase.done.guestWayBack' : 'purchase.done.notified')}</Notice>
      {/* A guest's session ends within hours: the way back to this policy, with its number and the mobile. */}
      {isGuest && (
        <Link asChild alignSelf="start" fontWeight="semibold">
          <AppLink to={paths.findPolicy}>{t('auth.findPolicy.link')}</AppLink>
        </Link>
      )}
      {policy && !showCertificate && (
        <Button size="lg" onClick={() => setShowCertificate(true)}>
          {t('purchase.done.viewCertificate')}
        </Button>
      )}
      {policy && showCertificate && (
        <Suspense fallback={<Loading />}>
          <Certificate policyNumber={policy.policyNumber} />
        </Suspense>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild variant="outline">
          <AppLink to={paths.myPolicy}>{t('purchase.done.myPolicies')}</AppLink>
        </Button>
        <Button
          variant="ghost"
          // The flow ends and the router adapter opens the category (the flow definition's exit).
          onClick={() => send({ type: 'purchase.startAnother' })}
        >
          {t('purchase.done.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
