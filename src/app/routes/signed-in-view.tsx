import { Box } from '@chakra-ui/react';
import { signedInOnlyAttribute } from '@/lib/first-view-attributes.ts';
import type { SkeletonRender } from './first-view.tsx';
import type { RouteEntry } from './route-table.ts';

/**
 * Build time only (src/entry-prerender.tsx): a page of a signed-in view (first-view.tsx) rendered
 * past the guards, inside what CSS hides from a visitor without a stored username until the app
 * takes them to /login. `display: contents` keeps the page's own layout. The browser renders the
 * page over this HTML, without the wrapper.
 */
export async function signedInViewRender(entry: Pick<RouteEntry, 'page'>): Promise<SkeletonRender> {
  const { default: PageView } = await entry.page();
  return () => (
    <Box display="contents" {...{ [signedInOnlyAttribute]: '' }}>
      <PageView />
    </Box>
  );
}
