import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ContentPageSlug } from '../../../contract/content.ts';
import { useLocation } from 'react-router';
import { paths } from '@/app/routes/paths.ts';
import { Sections } from '@/components/content/content-blocks.tsx';
import { WithData } from '@/components/content/with-data.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useContentPage } from './use-content-page.ts';

/**
 * The pages this view shows, by path. Read from the paths, not from the route table: the route table
 * loads this page, so reading it back would close an import cycle.
 */
const slugOfPath: Record<string, ContentPageSlug> = {
  [paths.aboutUs]: 'aboutUs',
  [paths.privacyPolicy]: 'privacyPolicy',
  [paths.termsAndCondition]: 'termsAndCondition',
};

/** About us, the privacy policy and the terms: a stored page of headed sections. */
export default function ContentPage() {
  const slug = slugOfPath[useLocation().pathname.replace(/(.)\/$/, '$1')] ?? 'aboutUs';
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
