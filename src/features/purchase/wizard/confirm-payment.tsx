import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { localDigits } from '@/lib/i18n/digits.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { checkoutSplit, sameSplit } from '../payment-split.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';

/** The last look before anything irreversible: what will be charged, and to what. */
export function ConfirmPayment() {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const send = usePurchaseSend();
  const { cardMinor: due, walletMinor: wallet, giftCardMinor: gift } = usePurchase(checkoutSplit, sameSplit);
  const last4 = usePurchase((snapshot) => snapshot.context.card?.number.slice(-4) ?? null);
  const currency = usePurchase((snapshot) => snapshot.context.order?.breakdown.currency ?? 'SAR');
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Stack gap="3" role="alertdialog" aria-labelledby="confirm-payment-title" aria-describedby="confirm-payment-text" borderWidth="2px" borderColor="brand.border" borderRadius="lg" p="4">
      <Text id="confirm-payment-title" fontWeight="bold" fontSize="lg">
        {t('purchase.confirm.title')}
      </Text>
      <Text id="confirm-payment-text">
        {last4 ? t('purchase.confirm.card', { amount: money(due, currency), last4: localDigits(intl, last4) }) : t('purchase.confirm.noCard')}
        {wallet > 0 && ` ${t('purchase.confirm.wallet', { amount: money(wallet, currency) })}`}
        {gift > 0 && ` ${t('wallet.checkout.confirmGiftCard', { amount: money(gift, currency) })}`}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button ref={confirm} size="lg" flex={{ base: 'none', sm: '1' }} onClick={() => send({ type: 'purchase.confirmPay' })}>
          {t('purchase.confirm.pay')}
        </Button>
        <Button variant="outline" onClick={() => send({ type: 'purchase.cancelPay' })}>
          {t('purchase.confirm.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
