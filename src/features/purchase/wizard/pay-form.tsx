import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { amountDueMinor } from '../../../../machines/purchase/purchase.selectors.ts';
import { checkoutSplit, sameSplit } from '../payment-split.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Form, Problem } from '../ui.tsx';
import { CardFields } from './card-fields.tsx';
import { type CardErrors, cardDraft, parseCard } from './card-draft.ts';
import { GiftCardField } from './gift-card-field.tsx';
import { WalletField } from './wallet-field.tsx';

/**
 * Wallet part, gift card, and the card for what is left. Pay is the last look before the charge: the
 * breakdown above says what pays what, and the button names the amount. After a decline all of it stays open.
 */
export function PayForm() {
  const t = useT();
  const money = useMoney();
  const send = usePurchaseSend();
  const due = usePurchase((snapshot) => amountDueMinor(snapshot.context));
  const { walletMinor, giftCardMinor } = usePurchase(checkoutSplit, sameSplit);
  const currency = usePurchase((snapshot) => snapshot.context.order?.breakdown.currency ?? 'SAR');
  // Of the states this form shows (editing, checking a gift card, declined), only a decline has failed.
  const declined = usePurchase((snapshot) => snapshot.hasTag('failed'));
  const busy = usePurchase((snapshot) => snapshot.hasTag('busy'));
  const [errors, setErrors] = useState<CardErrors>({});
  const submit = () => {
    if (due === 0) return send({ type: 'purchase.pay', card: null });
    const parsed = parseCard(cardDraft);
    if ('errors' in parsed) {
      // Every field's problem at once; the first field to correct gets the focus.
      setErrors(parsed.errors);
      document.getElementById(`card-${Object.keys(parsed.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    send({ type: 'purchase.pay', card: parsed.card });
  };
  return (
    <Stack gap="4">
      {declined && <Problem message={t('purchase.payment.declined')} />}
      <WalletField />
      <GiftCardField />
      <Form noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
        {due > 0 ? <CardFields errors={errors} /> : <Text>{t('purchase.payment.noCardNeeded')}</Text>}
        <Button type="submit" size="lg" disabled={busy}>
          {due > 0 ? t('purchase.payment.pay', { amount: money(due, currency) }) : t('purchase.payment.payFromBalance', { amount: money(walletMinor + giftCardMinor, currency) })}
        </Button>
        <Button variant="outline" alignSelf="flex-start" onClick={() => send({ type: 'purchase.back' })}>
          {t('purchase.payment.backToReview')}
        </Button>
      </Form>
    </Stack>
  );
}
