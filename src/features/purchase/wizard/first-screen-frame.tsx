import { Box, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase } from '../purchase-context.tsx';
import { hasHint, riskFormOf } from './risk-fields.ts';

/**
 * The category as the page's HTML carries it (each category's first screen is prerendered with it) or
 * as the category page left it loaded: its name titles the wizard, and its brokers size the frame,
 * before the flow's own read answers. Never a request of its own.
 */
export function useKnownCategory(categoryId: string) {
  const detail = useRouteData('catalogueCategory', { params: { categoryId }, fetch: false });
  return detail.status === 'ready' ? detail.data : null;
}

const blank = '\u00a0';
/** A grey bar exactly one line of the text it stands for tall, in either language (line heights differ). */
const Line = ({ w, ...text }: { w: string } & Parameters<typeof Text>[0]) => (
  <Text {...text} w={w} bg="bg.muted" borderRadius="sm">
    {blank}
  </Text>
);

/**
 * The details screen while the flow loads the category: its heading, the broker choice's heading and
 * lead, the lead of the details, and blocks the size of the broker cards and fields, laid out as the
 * form is. The page's HTML is this, so its largest text paints with the HTML and the form then takes
 * the blocks' place without moving it.
 */
export function FirstScreenFrame() {
  const t = useT();
  const categoryId = usePurchase((snapshot) => snapshot.context.categoryId);
  const brokers = useKnownCategory(categoryId)?.brokers.length ?? 3;
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t('purchase.risk.title')}
      </Heading>
      <VisuallyHidden role="status">{t('purchase.status.loading')}</VisuallyHidden>
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="semibold" mb="1">
          {t('purchase.broker.title')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('purchase.broker.lead')}
        </Text>
        {Array.from({ length: brokers }, (_, index) => (
          <Stack key={index} gap="0" borderWidth="1px" borderColor="border" borderRadius="lg" p="3" ps="11" aria-hidden="true">
            <Line w="50%" fontWeight="semibold" />
            <Line w="70%" fontSize="sm" />
          </Stack>
        ))}
      </Stack>
      <Text color="fg.muted">{t('purchase.risk.lead')}</Text>
      {riskFormOf(categoryId).map((field) => (
        <Stack key={field.name} gap="1" aria-hidden="true">
          <Line w="35%" fontWeight="medium" />
          <Box minH="11" borderWidth="1px" borderColor="border" borderRadius="md" />
          {hasHint(field) && <Line w="60%" fontSize="sm" />}
        </Stack>
      ))}
      <Box h="11" borderRadius="md" bg="bg.muted" aria-hidden="true" />
    </Stack>
  );
}
