import { useLocation } from 'react-router';
import { selectIsLoggedIn } from '../../machines/session/session.machine.ts';
import { type ScreenFlags, screenFlagsFor, useWindowWidth } from '@/lib/screen-flags.ts';
import { useAppSelector } from '@/lib/app-context.tsx';
import { activeBottomNavigationIndexFor } from '@/components/layout/bottom-navigation-items.ts';
import { useIsAccountSubSectionSelected } from './routes/use-route-entry.ts';

/** The global interface state the product spec names under "Entities and their fields", under its names, derived from the machines and the URL. */
export interface InterfaceState extends ScreenFlags {
  isUserLoggedIn: boolean;
  temporaryPath: string | null;
  activeBottomNavigationIndex: number;
  isMyAccountSubSectionSelected: boolean;
  language: string;
  dir: 'ltr' | 'rtl';
  backendUser: boolean;
}

export function useInterfaceState(): InterfaceState {
  const width = useWindowWidth();
  const { pathname } = useLocation();
  return {
    ...screenFlagsFor(width),
    isUserLoggedIn: useAppSelector('session', selectIsLoggedIn, false),
    temporaryPath: useAppSelector('session', (s) => s.context.temporaryPath, null),
    activeBottomNavigationIndex: activeBottomNavigationIndexFor(pathname),
    isMyAccountSubSectionSelected: useIsAccountSubSectionSelected(),
    language: useAppSelector('language', (s) => s.context.language),
    dir: useAppSelector('language', (s) => s.context.dir),
    backendUser: useAppSelector('session', (s) => s.context.backendUser, false),
  };
}
