import type { ReactNode } from 'react';
import type { ContentPage, ContentPageSlug } from '../../../contract/content.ts';
import { WithData } from '@/components/content/with-data.tsx';
import { Page } from '@/components/layout/page.tsx';
import type { RouteData } from '@/lib/content/route-data.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useContentPage } from './use-content-page.ts';

/**
 * A stored page's frame: its h1 and lead from the database once loaded, the route's own title
 * meanwhile (the page is never without a heading), and the body below with its loading and
 * failure states.
 */
export function ContentFrame({ page, titleKey, children }: { page: RouteData<ContentPage>; titleKey: MessageKey; children: (content: ContentPage) => ReactNode }) {
  const t = useT();
  const title = page.status === 'ready' ? page.data.title : t(titleKey);
  return (
    <Page title={title} lead={page.status === 'ready' ? page.data.lead : undefined}>
      <WithData data={page}>{children}</WithData>
    </Page>
  );
}

/** A page whose body is its own (a list, a form) below the stored page's h1 and lead, shown once they have loaded. */
export function StoredPageFrame({ slug, titleKey, children }: { slug: ContentPageSlug; titleKey: MessageKey; children: ReactNode }) {
  const page = useContentPage(slug);
  return (
    <ContentFrame page={page} titleKey={titleKey}>
      {() => children}
    </ContentFrame>
  );
}
