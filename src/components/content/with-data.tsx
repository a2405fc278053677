import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** A page's data: while it loads, an announced placeholder; on failure, a message and a retry; then the page. */
export function WithData<T>({ data, children }: { data: RouteData<T>; children: (value: T) => ReactNode }) {
  const t = useT();
  if (data.status === 'ready') return children(data.data);
  if (data.status === 'error') {
    return (
      <Stack role="alert" gap="3" align="start" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="md" p="4">
        <Text>{t('content.loadFailed')}</Text>
        <Button variant="outline" onClick={data.retry}>
          {t('content.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box role="status" py="10" color="fg.muted">
      {t('app.loading')}
    </Box>
  );
}
