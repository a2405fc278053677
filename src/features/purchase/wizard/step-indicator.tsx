import { Box, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { PurchaseStep } from '../../../../machines/purchase/purchase.machine.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { type PurchaseSnapshot, usePurchase } from '../purchase-context.tsx';

export const stepOrder: readonly PurchaseStep[] = ['risk', 'quotes', 'plan', 'people', 'review', 'payment', 'confirmation'];

/** The step the machine's state belongs to (state meta `step`, deepest first). */
export function currentStep(snapshot: PurchaseSnapshot): PurchaseStep {
  const metas = Object.values(snapshot.getMeta());
  return metas.reverse().find((meta) => meta?.step)?.step ?? 'risk';
}

/** "Step 3 of 8: Compare quotes" and a bar of the steps, for sighted and screen-reader users alike. */
export function StepIndicator() {
  const t = useT();
  const intl = useIntl();
  const step = usePurchase(currentStep);
  const index = stepOrder.indexOf(step);
  return (
    <Stack gap="2" as="nav" aria-label={t('purchase.steps.label')}>
      <Text fontWeight="medium" aria-live="polite">
        {t('purchase.steps.current', {
          number: intl.formatNumber(index + 1),
          total: intl.formatNumber(stepOrder.length),
          name: t(`purchase.steps.${step}`),
        })}
      </Text>
      <Stack as="ol" direction="row" gap="1" listStyleType="none" aria-hidden="true">
        {stepOrder.map((name, position) => (
          <Box as="li" key={name} flex="1" h="1.5" borderRadius="full" bg={position <= index ? 'brand.solid' : 'border'} />
        ))}
      </Stack>
    </Stack>
  );
}
