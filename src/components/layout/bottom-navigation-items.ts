import type { MessageKey } from '@/lib/i18n/messages.ts';
import { paths } from '@/lib/paths.ts';

/** The bottom navigation bar's destinations, in order (activeBottomNavigationIndex counts these). */
export const bottomNavigationItems: readonly { path: string; labelKey: MessageKey; icon: 'home' | 'policies' | 'account' | 'help' }[] = [
  { path: paths.services, labelKey: 'screen.home', icon: 'home' },
  { path: paths.myPolicy, labelKey: 'screen.myPolicies', icon: 'policies' },
  { path: paths.myAccount, labelKey: 'screen.myAccount', icon: 'account' },
  { path: paths.getHelp, labelKey: 'screen.getHelp', icon: 'help' },
];

/** The bar's item for the page at `pathname` (spec: activeBottomNavigationIndex), -1 for none. */
export function activeBottomNavigationIndexFor(pathname: string): number {
  return bottomNavigationItems.findIndex((item) => item.path === pathname);
}
