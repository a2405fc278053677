import { Component, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { StandaloneErrorPage } from '@/components/error-pages/error-page.tsx';
import { NotFoundPage } from '@/components/error-pages/not-found-page.tsx';
import { DefaultLayout, OtherLayout } from '@/app/layouts.tsx';
import { GuardRedirect, useClearToastsOnUrlChange, useFlowExits, useForgetRememberedPathOnArrival, useGuardDecision } from './router-adapter.tsx';
import { useSkeletonRender } from './routes/first-view.tsx';
import { LazyPage } from './routes/lazy-page.tsx';
import { type LayoutName, isRouted, routeTable } from './routes/route-table.ts';

/** Unhandled render errors below the layouts: the error page, status 500 (docs/product-spec.md, "Screens and routes"). */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Unhandled error shown on the error page:', error);
  }
  override render() {
    return this.state.error ? <StandaloneErrorPage status={500} /> : this.props.children;
  }
}

/** Applies the guards to whatever the URL asks for; nothing of a refused page renders. */
function Guarded({ children }: { children: ReactNode }) {
  const decision = useGuardDecision();
  useClearToastsOnUrlChange();
  useForgetRememberedPathOnArrival();
  useFlowExits();
  // A skeleton is the same for every visitor: the browser applies the guards when the app starts.
  const skeleton = useSkeletonRender();
  return decision.kind === 'redirect' && skeleton === null ? <GuardRedirect decision={decision} /> : children;
}

const routesOf = (layout: LayoutName) =>
  routeTable
    .filter((entry): boolean => entry.layout === layout && isRouted(entry))
    .map((entry) => <Route key={entry.id} path={entry.path} element={<LazyPage entry={entry} />} />);

/** The router's tree, from the one route table: guards, then the two layouts, then the 404 page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Guarded>
      <PageErrorBoundary key={pathname}>
        <Routes>
          <Route element={<DefaultLayout />}>
            {routesOf('default')}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<OtherLayout />}>{routesOf('other')}</Route>
        </Routes>
      </PageErrorBoundary>
    </Guarded>
  );
}
