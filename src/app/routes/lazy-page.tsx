import { type ComponentType, Suspense, lazy } from 'react';
import { Box } from '@chakra-ui/react';
import { ensureAllMessages } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSkeletonRender } from './first-view.tsx';
import { type PageModule, type RouteEntry, routeTable } from './route-table.ts';

/**
 * Pages load lazily, one chunk each. A page loaded ahead (the first page before hydration, every
 * prerendered page at build time) renders at once, so the client's first render matches the HTML.
 */
const loaded = new Map<RouteEntry['page'], ComponentType>();
const lazyComponents = new Map<RouteEntry['page'], ComponentType>(
  routeTable.map((entry) => [entry.page, lazy(() => loadPage(entry))]),
);

/** A page's chunk and, unless it is prerendered (core messages only), the rest of the messages. */
async function loadPage(entry: RouteEntry): Promise<PageModule> {
  const [module] = await Promise.all([entry.page(), entry.prerender ? undefined : ensureAllMessages()]);
  loaded.set(entry.page, module.default);
  return module;
}

export async function preloadPage(entry: RouteEntry): Promise<void> {
  await loadPage(entry);
}

/** While a page's chunk loads: a quiet, announced placeholder (no spinner code on the first route). */
function PageLoading() {
  const t = useT();
  return (
    <Box data-page-loading="" role="status" py="16" textAlign="center" color="fg.muted" animation="pulse 1.5s ease-in-out infinite">
      {t('app.loading')}
    </Box>
  );
}

/*
 * The page components come from module-level caches filled once per route (never created during
 * render), which the React Compiler's static-components heuristic cannot see through.
 */
/* eslint-disable react-hooks/static-components */
export function LazyPage({ entry }: { entry: RouteEntry }) {
  const skeleton = useSkeletonRender();
  const Ready = loaded.get(entry.page);
  if (skeleton) return skeleton(entry);
  // Its own boundary: should the page's first render differ from its HTML (a flow resumed at a later
  // step), React renders the page afresh and keeps the hydrated frame.
  if (Ready)
    return (
      <Suspense fallback={<PageLoading />}>
        <Ready />
      </Suspense>
    );
  const Lazy = lazyComponents.get(entry.page);
  if (!Lazy) throw new Error(`No page for ${entry.path}`);
  return (
    <Suspense fallback={<PageLoading />}>
      <Lazy />
    </Suspense>
  );
}
/* eslint-enable react-hooks/static-components */
