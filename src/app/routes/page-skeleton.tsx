import { Box, Stack } from '@chakra-ui/react';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import type { RouteEntry, RouteId } from './route-table.ts';

/**
 * The line under the title of pages whose lead does not depend on the customer: in the HTML it is
 * where the page puts it, so the page's largest text paints with the HTML, and the page rendered over
 * the skeleton moves nothing.
 */
const leads: Partial<Record<RouteId, MessageKey>> = {
  cancelPolicy: 'cancellation.lead',
  changeBroker: 'brokerChange.lead',
  policyDetail: 'policies.detail.lead',
  ourProducts: 'purchase.catalogue.lead',
};

/** The page's title (and lead) and grey blocks where its content will be; announced as loading. */
export function PageSkeleton({ entry }: { entry: Pick<RouteEntry, 'id' | 'titleKey'> }) {
  const t = useT();
  const lead = leads[entry.id as RouteId];
  return (
    <Page title={t(entry.titleKey)} lead={lead && t(lead)}>
      {/* As tall as the screen: the footer stays below the fold until the page has its content (no layout shift). */}
      <Stack gap="4" role="status" aria-busy="true" aria-label={t('app.loading')} minH="100vh">
        {[72, 100, 88].map((width) => (
          <Box key={width} h="5" w={`${width}%`} borderRadius="md" bg="bg.muted" animation="pulse 1.5s ease-in-out infinite" />
        ))}
        <Box h="32" borderRadius="lg" bg="bg.muted" animation="pulse 1.5s ease-in-out infinite" />
      </Stack>
    </Page>
  );
}
