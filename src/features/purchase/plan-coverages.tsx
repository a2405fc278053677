import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Coverage } from '../../../contract/catalogue.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from './money.ts';

/** What a plan covers: each cover with its limit, and the deductible. */
export function PlanCoverages({ plan, currency }: { plan: { name: string; coverages: Coverage[]; deductibleMinor: number; needsManualReview?: boolean }; currency: string }) {
  const t = useT();
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3">
      <Heading as="h4" size="md" mb="2">
        {plan.name}
      </Heading>
      <CoverageList coverages={plan.coverages} currency={currency} />
      <DeductibleLine deductibleMinor={plan.deductibleMinor} currency={currency} />
      {plan.needsManualReview && (
        <Text fontSize="sm" color="fg.muted">
          {t('purchase.plan.manualReview')}
        </Text>
      )}
    </Box>
  );
}

export function CoverageList({ coverages, currency }: { coverages: Coverage[]; currency: string }) {
  const t = useT();
  const money = useMoney();
  return (
    <Stack as="ul" gap="1" ps="4" listStyleType="disc" mb="2">
      {coverages.map((coverage) => (
        <li key={coverage.key}>
          <Text as="span">{coverage.label}</Text>
          <Text as="span" color="fg.muted">
            {' — '}
            {coverage.limitMinor === null ? t('purchase.plan.included') : t('purchase.plan.upTo', { amount: money(coverage.limitMinor, currency) })}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

export function DeductibleLine({ deductibleMinor, currency }: { deductibleMinor: number; currency: string }) {
  const t = useT();
  const money = useMoney();
  return <Text fontSize="sm">{t('purchase.plan.deductible', { amount: money(deductibleMinor, currency) })}</Text>;
}
