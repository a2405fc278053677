import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ContentPageSlug } from '../../../contract/content.ts';
import { useRouteEntry } from '@/app/routes/use-route-entry.ts';
import { Sections } from '@/components/content/content-blocks.tsx';
import { WithData } from '@/components/content/with-data.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useContentPage } from './use-content-page.ts';

/** About us, the privacy policy and the terms: a stored page of headed sections (the route id is its slug). */
export default function ContentPage() {
  const entry = useRouteEntry();
  const slug = (entry?.id ?? 'aboutUs') as ContentPageSlug;
  const page = useContentPage(slug);
  const t = useT();
  const intl = useIntl();
  return (
    <WithData data={page}>
      {(content) => (
        <Page title={content.title} lead={content.lead}>
          <Sections sections={content.sections} />
          <Text fontSize="sm" color="fg.muted">
            {t('content.updatedOn', { date: intl.formatDate(content.updatedOn, { dateStyle: 'long', timeZone: 'UTC' }) })}
          </Text>
        </Page>
      )}
    </WithData>
  );
}
