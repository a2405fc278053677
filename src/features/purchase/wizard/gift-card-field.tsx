import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { giftCardProblemKeys } from '../payment-split.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Field, Input, Panel } from '../ui.tsx';

/** Redeem a gift card by its serial at checkout: its balance is taken first, up to what is due. */
export function GiftCardField() {
  const t = useT();
  const money = useMoney();
  const send = usePurchaseSend();
  const giftCard = usePurchase((snapshot) => snapshot.context.giftCard);
  // Shown with the pay form (editing, checking a gift card, after a decline): busy is the gift card check.
  const checking = usePurchase((snapshot) => snapshot.hasTag('busy'));
  const problem = usePurchase((snapshot) => (snapshot.hasTag('editable') ? giftCardProblemKeys[snapshot.context.error?.code ?? ''] : undefined));
  const currency = usePurchase((snapshot) => snapshot.context.order?.breakdown.currency ?? 'SAR');
  const [serial, setSerial] = useState('');
  return (
    <Panel as="section" aria-label={t('purchase.giftCard.title')}>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('purchase.giftCard.title')}</Text>
        {giftCard ? (
          <Stack direction="row" justify="space-between" align="center" gap="2" role="status">
            <Text>{t('purchase.giftCard.applied', { serial: giftCard.serial, amount: money(giftCard.balanceMinor, currency) })}</Text>
            <Button size="sm" variant="ghost" onClick={() => send({ type: 'purchase.removeGiftCard' })}>
              {t('purchase.giftCard.remove')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="2">
            <Field label={t('purchase.giftCard.serial')} error={problem ? t(problem) : undefined}>
              {(ids) => <Input {...ids} dir="ltr" textAlign="start" autoComplete="off" value={serial} onChange={(event) => setSerial(event.target.value)} />}
            </Field>
            <Button size="sm" variant="outline" alignSelf="flex-start" loading={checking} disabled={serial.trim().length < 4} onClick={() => send({ type: 'purchase.applyGiftCard', serial: serial.trim() })}>
              {t('purchase.giftCard.apply')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
