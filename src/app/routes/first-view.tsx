import { type ReactNode, createContext, useContext } from 'react';
import type { RouteEntry, RouteId } from './route-table.ts';

/**
 * What a page's HTML shows before its JavaScript runs (every customer page is prerendered):
 * - `page`: the page itself as an anonymous visitor first sees it, hydrated in the browser. The
 *   public pages (`prerender: true` in the route table, core messages only) and the forms below.
 * - `skeleton`: the frame, the page's title and a placeholder, for pages whose content depends on
 *   the customer (policies, notifications, products, a flow's later steps). The app renders the
 *   real page over it once it starts. Any route not listed here gets this, so a new page never
 *   shows one visitor's view to another.
 * Pages with a `page` view also get a skeleton variant, which the server sends when the URL has a
 * query (`/my-account?section=wallet` shows a section, not the list its HTML has).
 */
export type FirstView = 'page' | 'skeleton';

const formRoutes: ReadonlySet<RouteId> = new Set<RouteId>(['login', 'signUp', 'signUpBroker', 'forgotPassword', 'myAccount']);

export function firstViewOf(entry: Pick<RouteEntry, 'id' | 'prerender'>): FirstView {
  return entry.prerender || formRoutes.has(entry.id as RouteId) ? 'page' : 'skeleton';
}

/** The variants the build writes for a route: its first view, and a skeleton for URLs with a query. */
export function prerenderVariantsOf(entry: Pick<RouteEntry, 'id' | 'prerender'>): FirstView[] {
  if (entry.prerender) return ['page'];
  return firstViewOf(entry) === 'page' ? ['page', 'skeleton'] : ['skeleton'];
}

/**
 * Set only by the prerender build while it renders a skeleton (page-skeleton.tsx, which the browser
 * never needs: skeletons are rendered over, not hydrated): the guards let the frame render (a page
 * that needs a signed-in customer still shows its frame) and the page is replaced by its skeleton.
 */
export type SkeletonRender = (entry: Pick<RouteEntry, 'titleKey'>) => ReactNode;
export const SkeletonRenderContext = createContext<SkeletonRender | null>(null);
export const useSkeletonRender = () => useContext(SkeletonRenderContext);
