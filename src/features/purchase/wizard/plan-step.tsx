import { Button, Stack, Text } from '@chakra-ui/react';
import { selectedOffer } from '../../../../machines/purchase/purchase.selectors.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { CoverageList, DeductibleLine } from '../plan-coverages.tsx';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Form, Panel } from '../ui.tsx';
import { Choice } from './choice.tsx';
import { QuoteCountdown } from './countdown.tsx';
import { PriceSummary } from './price-summary.tsx';
import { StepHeading } from './step-heading.tsx';

/** Step 3: the chosen plan and its optional add-ons; the price updates as add-ons change. */
export function PlanStep() {
  const t = useT();
  const money = useMoney();
  const send = usePurchaseSend();
  const offer = usePurchase((snapshot) => selectedOffer(snapshot.context));
  const currency = usePurchase((snapshot) => snapshot.context.quote?.currency ?? 'SAR');
  const addOnIds = usePurchase((snapshot) => snapshot.context.addOnIds);
  if (!offer) return null;
  return (
    <Form onSubmit={(event) => (event.preventDefault(), send({ type: 'purchase.next' }))}>
      <StepHeading>{t('purchase.plan.title')}</StepHeading>
      <QuoteCountdown />
      <Panel>
        <Text fontWeight="semibold">
          {offer.productName} · {offer.planName}
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('purchase.catalogue.insurer', { insurer: offer.insurer.name })}
        </Text>
        <CoverageList coverages={offer.coverages} currency={currency} />
        <DeductibleLine deductibleMinor={offer.deductibleMinor} currency={currency} />
      </Panel>
      {offer.addOns.length > 0 && (
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" mb="2">
            {t('purchase.plan.addOns')}
          </Text>
          {offer.addOns.map((addOn) => (
            <Choice key={addOn.addOnId} type="checkbox" name="addOns" checked={addOnIds.includes(addOn.addOnId)} onChange={() => send({ type: 'purchase.toggleAddOn', addOnId: addOn.addOnId })}>
              <Stack direction="row" justify="space-between" gap="3">
                <Stack gap="0">
                  <Text fontWeight="medium">{addOn.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {addOn.description}
                  </Text>
                </Stack>
                <Text whiteSpace="nowrap">+{money(addOn.priceMinor, currency)}</Text>
              </Stack>
            </Choice>
          ))}
        </Stack>
      )}
      <PriceSummary />
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
        <Button variant="outline" onClick={() => send({ type: 'purchase.back' })}>
          {t('purchase.plan.otherPlans')}
        </Button>
        <Button type="submit" size="lg" flex={{ base: 'none', sm: '1' }}>
          {t('purchase.continue')}
        </Button>
      </Stack>
    </Form>
  );
}
