import type { MessageKey } from '@/lib/i18n/messages.ts';
import { paths } from './paths.ts';

/** The bottom navigation bar's destinations, in order (activeBottomNavigationIndex counts these). */
export const bottomNavigationItems: readonly { path: string; labelKey: MessageKey; icon: 'home' | 'policies' | 'account' | 'help' }[] = [
  { path: paths.services, labelKey: 'screen.home', icon: 'home' },
  { path: paths.myPolicy, labelKey: 'screen.myPolicies', icon: 'policies' },
  { path: paths.myAccount, labelKey: 'screen.myAccount', icon: 'account' },
  { path: paths.getHelp, labelKey: 'screen.getHelp', icon: 'help' },
];
