import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ContentPageSlug } from '../../../contract/content.ts';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { Sections } from '@/components/content/content-blocks.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ContentFrame } from './content-frame.tsx';
import { useContentPage } from './use-content-page.ts';

/**
 * The pages this view shows, by path. Read from the paths, not from the route table: the route table
 * loads this page, so reading it back would close an import cycle.
 */
const pages: Record<string, { slug: ContentPageSlug; titleKey: MessageKey }> = {
  [paths.aboutUs]: { slug: 'aboutUs', titleKey: 'screen.aboutUs' },
  [paths.privacyPolicy]: { slug: 'privacyPolicy', titleKey: 'screen.privacyPolicy' },
  [paths.termsAndCondition]: { slug: 'termsAndCondition', titleKey: 'screen.termsAndCondition' },
};

/** About us, the privacy policy and the terms: a stored page of headed sections. */
export default function ContentPage() {
  const { slug, titleKey } = pages[useLocation().pathname.replace(/(.)\/$/, '$1')] ?? { slug: 'aboutUs', titleKey: 'screen.aboutUs' };
  const page = useContentPage(slug);
  const t = useT();
  const intl = useIntl();
  return (
    <ContentFrame page={page} titleKey={titleKey}>
      {(content) => (
        <>
          <Sections sections={content.sections} />
          <Text fontSize="sm" color="fg.muted">
            {t('content.updatedOn', { date: intl.formatDate(content.updatedOn, { dateStyle: 'long', timeZone: 'UTC' }) })}
          </Text>
        </>
      )}
    </ContentFrame>
  );
}
