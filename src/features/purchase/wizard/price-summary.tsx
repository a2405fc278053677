import { Stack, Text } from '@chakra-ui/react';
import { selectedOffer } from '../../../../machines/purchase/purchase.selectors.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { type PurchaseSnapshot, usePurchase } from '../purchase-context.tsx';

/** The quoted price with the chosen add-ons and their tax (the server prices the order again from the quote). */
export function quotedPrice(snapshot: PurchaseSnapshot) {
  const { context } = snapshot;
  const offer = selectedOffer(context);
  if (!offer || !context.quote) return null;
  const addOnsMinor = offer.addOns.filter((addOn) => context.addOnIds.includes(addOn.addOnId)).reduce((sum, addOn) => sum + addOn.priceMinor, 0);
  const taxMinor = offer.taxMinor + Math.round((addOnsMinor * context.quote.taxRateBasisPoints) / 10_000);
  return { premiumMinor: offer.premiumMinor, addOnsMinor, taxMinor, totalMinor: offer.premiumMinor + addOnsMinor + taxMinor, currency: context.quote.currency };
}

export function PriceSummary() {
  const t = useT();
  const money = useMoney();
  const price = usePurchase(quotedPrice, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (!price) return null;
  const line = (label: string, minor: number, strong = false) => (
    <Stack direction="row" justify="space-between" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'}>
      <Text>{label}</Text>
      <Text>{money(minor, price.currency)}</Text>
    </Stack>
  );
  return (
    <Stack gap="1" borderTopWidth="1px" borderColor="border" pt="3" aria-live="polite" data-testid="price-summary">
      {line(t('purchase.breakdown.premium'), price.premiumMinor)}
      {line(t('purchase.breakdown.addOns'), price.addOnsMinor)}
      {line(t('purchase.breakdown.tax'), price.taxMinor)}
      {line(t('purchase.breakdown.total'), price.totalMinor, true)}
    </Stack>
  );
}
