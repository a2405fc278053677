import { Text } from '@chakra-ui/react';
import { useRouteEntry } from '@/app/routes/use-route-entry.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Page } from '@/components/layout/page.tsx';

/** A screen whose content later work fills: its title and a short note. */
export function PlaceholderPage() {
  const t = useT();
  const entry = useRouteEntry();
  return (
    <Page title={entry ? t(entry.titleKey) : t('app.name')}>
      <Text>{t('page.preparing')}</Text>
    </Page>
  );
}
