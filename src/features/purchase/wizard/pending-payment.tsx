import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';

/**
 * The bank has not decided yet (a pending payment): the machine asks again by itself, waiting longer
 * each time; "Check now" asks at once. While a check is under way the same message stays (no flicker
 * to another screen), only the button waits. Nothing here can pay again.
 */
export function PendingPayment() {
  const t = useT();
  const send = usePurchaseSend();
  const checking = usePurchase((snapshot) => snapshot.matches({ payment: 'checkingOutcome' }));
  return (
    <Stack gap="3" role="status" borderWidth="1px" borderColor="brand.border" borderRadius="lg" p="4" bg="brand.subtle" data-testid="payment-pending">
      <Stack direction="row" gap="3" align="center">
        <Spinner size="sm" color="brand.solid" flexShrink={0} />
        <Text fontWeight="medium" color="brand.fg">
          {t('purchase.payment.confirming')}
        </Text>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('purchase.payment.pendingHint')}
      </Text>
      <Button alignSelf="flex-start" variant="outline" size="sm" loading={checking} loadingText={t('purchase.payment.checkingNow')} onClick={() => send({ type: 'purchase.checkNow' })}>
        {t('purchase.payment.checkNow')}
      </Button>
    </Stack>
  );
}

/** The check under way follows a pending answer: the pending screen stays; else it is the lost-connection check. */
export const isPendingCheck = (snapshot: { context: { payment: { status: string } | null } }) => snapshot.context.payment?.status === 'pending';
