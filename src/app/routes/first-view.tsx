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
 * - `page` for anonymous visitors, hidden for signed-in ones: pages of a customer's own data that
 *   show an anonymous visitor a prompt to sign in. The head script of index.html marks a stored
 *   username on <html> before the first paint, and CSS hides what only an anonymous visitor may see
 *   (`anonymousOnlyAttribute`), so a signed-in visitor sees the frame and title until the app renders
 *   the page over it. One copy of the frame: the HTML stays within the first round trip.
 * - `page` for signed-in visitors, hidden from anonymous ones (`hasSignedInView`): the catalogue, which
 *   a visitor without a username may not see (the guards send them to /login) and which is the same
 *   for every signed-in visitor. The build renders it from the catalogue, once per concrete path (each
 *   category) and language, with its data embedded; CSS hides it from a visitor without the head
 *   script's mark (`signedInOnlyAttribute`) until the app takes them to /login. The app renders the
 *   page over it from the embedded data (never hydrated: the guards refuse the anonymous visitor of a
 *   build). Its pattern (`/services/our-products/:categoryId`) stays a skeleton, for a category added
 *   after the build.
 * Pages with a `page` view also get a skeleton variant, which the server sends when the URL has a
 * query (`/my-account?section=wallet` shows a section, not the list its HTML has).
 */
export type FirstView = 'page' | 'skeleton';

const formRoutes: ReadonlySet<RouteId> = new Set<RouteId>(['login', 'signUp', 'signUpBroker', 'forgotPassword', 'myAccount']);
const anonymousOrSkeletonRoutes: ReadonlySet<RouteId> = new Set<RouteId>(['myPolicy', 'policyDetail', 'notifications', 'emailVerification']);
const signedInViewRoutes: ReadonlySet<RouteId> = new Set<RouteId>(['ourProducts', 'category', 'buyInsurance']);

export function firstViewOf(entry: Pick<RouteEntry, 'id' | 'prerender'>): FirstView {
  return entry.prerender || formRoutes.has(entry.id as RouteId) || hasAnonymousView(entry) ? 'page' : 'skeleton';
}

/** Whether the route's HTML is the anonymous page, with what only an anonymous visitor may see hidden from a signed-in one. */
export function hasAnonymousView(entry: Pick<RouteEntry, 'id' | 'prerender'>): boolean {
  return !entry.prerender && anonymousOrSkeletonRoutes.has(entry.id as RouteId);
}

/** Whether the build renders the route's concrete pages as a signed-in visitor sees them, hidden from an anonymous one. */
export function hasSignedInView(entry: Pick<RouteEntry, 'id' | 'prerender'>): boolean {
  return !entry.prerender && signedInViewRoutes.has(entry.id as RouteId);
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
export type SkeletonRender = (entry: Pick<RouteEntry, 'id' | 'titleKey'>) => ReactNode;
export const SkeletonRenderContext = createContext<SkeletonRender | null>(null);
export const useSkeletonRender = () => useContext(SkeletonRenderContext);
