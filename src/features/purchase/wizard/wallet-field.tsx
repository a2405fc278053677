import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { checkoutSplit, sameSplit } from '../payment-split.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Field, Input, Panel } from '../ui.tsx';
import { typedMinor } from '@/lib/i18n/typed-numbers.ts';

/** Pay part or all from the wallet (never more than its balance or what is due). */
export function WalletField() {
  const t = useT();
  const money = useMoney();
  const send = usePurchaseSend();
  const balance = usePurchase((snapshot) => snapshot.context.walletBalanceMinor);
  const used = usePurchase((snapshot) => snapshot.context.walletAmountMinor);
  const { walletMaxMinor: max, walletMinor } = usePurchase(checkoutSplit, sameSplit);
  const currency = usePurchase((snapshot) => snapshot.context.order?.breakdown.currency ?? 'SAR');
  const [text, setText] = useState(used > 0 ? String(used / 100) : '');
  const [invalid, setInvalid] = useState(false);
  if (balance === null || balance === 0) return null;
  const apply = (minor: number) => {
    const ok = Number.isInteger(minor) && minor >= 0 && minor <= max;
    setInvalid(!ok);
    if (ok) send({ type: 'purchase.setWallet', amountMinor: minor });
  };
  const typed = () => typedMinor(text);
  return (
    <Panel as="section" aria-label={t('purchase.wallet.title')}>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('purchase.wallet.title')}</Text>
        <Text fontSize="sm">{t('purchase.wallet.balance', { amount: money(balance, currency) })}</Text>
        {walletMinor > 0 && <Text fontSize="sm" role="status">{t('wallet.checkout.using', { amount: money(walletMinor, currency) })}</Text>}
        <Field label={t('purchase.wallet.amount')} error={invalid ? t('purchase.wallet.amount.error', { max: money(max, currency) }) : undefined}>
          {(ids) => <Input {...ids} inputMode="decimal" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />}
        </Field>
        <Stack direction="row" gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => apply(typed())}>
            {t('purchase.wallet.use')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setText(String(max / 100));
              apply(max);
            }}
          >
            {t('purchase.wallet.useAll', { amount: money(max, currency) })}
          </Button>
        </Stack>
      </Stack>
    </Panel>
  );
}
