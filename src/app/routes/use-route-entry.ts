import { useLocation } from 'react-router';
import { type RouteEntry, findRoute } from './route-table.ts';
import { paths } from '../../lib/paths.ts';

/** The route table entry of the page shown, or undefined on the 404 page. */
export function useRouteEntry(): RouteEntry | undefined {
  return findRoute(useLocation().pathname);
}

/** An account sub-section (Profile, Wallet, ...) is chosen on /my-account through `?section=`. */
export function useIsAccountSubSectionSelected(): boolean {
  const location = useLocation();
  return location.pathname === paths.myAccount && new URLSearchParams(location.search).has('section');
}
