import { type ComponentType, lazy } from 'react';
import type { AccountSection } from '@/lib/paths.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';

export interface AccountSectionEntry {
  /** The section's name (menu entry, page title). */
  title: MessageKey;
  /** One line under the name in the menu. */
  hint: MessageKey;
  /** Loaded when the section opens, so the menu stays light. */
  View: ComponentType;
}

/** The My Account sections (`/my-account?section=<name>`), one row each: the menu and the page read this table. */
export const accountSectionTable: Record<AccountSection, AccountSectionEntry> = {
  profile: { title: 'screen.profile', hint: 'myAccount.menu.profile', View: lazy(() => import('./profile/profile-section.tsx')) },
  addresses: { title: 'screen.addresses', hint: 'myAccount.menu.addresses', View: lazy(() => import('./addresses/addresses-section.tsx')) },
  'my-groups': { title: 'screen.myGroups', hint: 'myAccount.menu.myGroups', View: lazy(() => import('./groups/group-members-section.tsx')) },
  wallet: { title: 'screen.wallet', hint: 'myAccount.menu.wallet', View: lazy(() => import('./wallet/wallet-section.tsx').then((module) => ({ default: module.WalletSection }))) },
};
