import type { ContentPage, ContentPageSlug } from '../../../contract/content.ts';
import { usePageMeta } from '@/lib/content/page-meta.ts';
import { type RouteData, useRouteData } from '@/lib/content/route-data.ts';

/** A stored page (title, description, lead, sections), declared as the page's head tags once loaded. */
export function useContentPage(slug: ContentPageSlug): RouteData<ContentPage> {
  const page = useRouteData('contentPage', { params: { slug } });
  usePageMeta(page.status === 'ready' ? { title: page.data.title, description: page.data.description } : null);
  return page;
}
