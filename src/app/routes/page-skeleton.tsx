import { Box, Stack } from '@chakra-ui/react';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { RouteEntry } from './route-table.ts';

/** The page's title and grey blocks where its content will be; announced as loading. */
export function PageSkeleton({ entry }: { entry: Pick<RouteEntry, 'titleKey'> }) {
  const t = useT();
  return (
    <Page title={t(entry.titleKey)}>
      <Stack gap="4" role="status" aria-busy="true" aria-label={t('app.loading')}>
        {[72, 100, 88].map((width) => (
          <Box key={width} h="5" w={`${width}%`} borderRadius="md" bg="bg.muted" animation="pulse 1.5s ease-in-out infinite" />
        ))}
        <Box h="32" borderRadius="lg" bg="bg.muted" animation="pulse 1.5s ease-in-out infinite" />
      </Stack>
    </Page>
  );
}
