import { Stack, Text } from '@chakra-ui/react';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { checkoutSplit, sameSplit } from '../payment-split.ts';
import { usePurchase } from '../purchase-context.tsx';

/** The order as the server priced it: premium, add-ons, tax, total; then the wallet and gift card parts (when used) and the amount due by card. */
export function Breakdown() {
  const t = useT();
  const money = useMoney();
  const order = usePurchase((snapshot) => snapshot.context.order);
  const split = usePurchase(checkoutSplit, sameSplit);
  if (!order) return null;
  const { breakdown } = order;
  const wallet = breakdown.walletMinor + split.walletMinor;
  const giftCard = breakdown.giftCardMinor + split.giftCardMinor;
  const line = (label: string, minor: number, options: { minus?: boolean; strong?: boolean; testId?: string } = {}) => (
    <Stack direction="row" justify="space-between" fontWeight={options.strong ? 'bold' : 'normal'} fontSize={options.strong ? 'lg' : 'md'} data-testid={options.testId}>
      <Text>{label}</Text>
      <Text>{options.minus && minor > 0 ? `−${money(minor, breakdown.currency)}` : money(minor, breakdown.currency)}</Text>
    </Stack>
  );
  return (
    <Stack as="section" aria-label={t('purchase.breakdown.title')} gap="1" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Text fontSize="sm" color="fg.muted">
        {t('purchase.breakdown.order', { orderNumber: `\u2068${order.orderNumber}\u2069` })}
      </Text>
      {line(t('purchase.breakdown.premium'), breakdown.premiumMinor)}
      {line(t('purchase.breakdown.addOns'), breakdown.addOnsMinor)}
      {line(t('purchase.breakdown.tax'), breakdown.taxMinor)}
      {line(t('purchase.breakdown.total'), breakdown.totalMinor, { strong: true, testId: 'breakdown-total' })}
      {/* A way of paying not used says nothing: the list stays short on a phone. */}
      {wallet > 0 && line(t('purchase.breakdown.wallet'), wallet, { minus: true })}
      {giftCard > 0 && line(t('purchase.breakdown.giftCard'), giftCard, { minus: true })}
      {line(t('purchase.breakdown.due'), split.cardMinor, { strong: true, testId: 'breakdown-due' })}
    </Stack>
  );
}
