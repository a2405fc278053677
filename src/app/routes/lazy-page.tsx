import { type ComponentType, Suspense, lazy } from 'react';
import { Spinner, Center } from '@chakra-ui/react';
import type { PageModule, RouteEntry } from './route-table.ts';

/**
 * Pages load lazily, one chunk each. A page loaded ahead (the first page before hydration, every
 * prerendered page at build time) renders at once, so the client's first render matches the HTML.
 */
const loaded = new Map<RouteEntry['page'], ComponentType>();
const lazyComponents = new Map<RouteEntry['page'], ComponentType>();

export async function preloadPage(entry: RouteEntry): Promise<void> {
  const module: PageModule = await entry.page();
  loaded.set(entry.page, module.default);
}

function PageLoading() {
  return (
    <Center py="16" aria-busy="true">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

export function LazyPage({ entry }: { entry: RouteEntry }) {
  const Ready = loaded.get(entry.page);
  if (Ready) return <Ready />;
  let Lazy = lazyComponents.get(entry.page);
  if (!Lazy) {
    Lazy = lazy(async () => {
      const module = await entry.page();
      loaded.set(entry.page, module.default);
      return module;
    });
    lazyComponents.set(entry.page, Lazy);
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Lazy />
    </Suspense>
  );
}
