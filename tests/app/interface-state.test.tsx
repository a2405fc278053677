import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import { AppServicesProvider, servicesOf } from '../../src/lib/app-context.tsx';
import { useInterfaceState } from '../../src/app/interface-state.ts';

function wrapperAt(path: string, username: string | null, language = 'en') {
  const actor = createActor(appMachine, { input: { session: { username, temporaryPath: '/services/our-products' }, language: { language }, buildUpdate: { currentBuildId: 't' } } }).start();
  return ({ children }: { children: ReactNode }) => (
    <AppServicesProvider services={servicesOf(actor, null)}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AppServicesProvider>
  );
}

describe('global interface state', () => {
  it('has every field the spec names, from the machines, the URL and the window', () => {
    window.innerWidth = 600;
    const { result } = renderHook(() => useInterfaceState(), { wrapper: wrapperAt('/my-account?section=wallet', 'sara', 'ar') });
    expect(result.current).toMatchObject({
      isUserLoggedIn: true,
      temporaryPath: '/services/our-products',
      activeBottomNavigationIndex: 2,
      isMyAccountSubSectionSelected: true,
      language: 'ar',
      dir: 'rtl',
      backendUser: false,
      windowSize: 600,
      isMobile: true,
      isStrictlySmallScreen: true,
    });
    expect(Object.keys(result.current).sort()).toEqual(
      [
        'isXLargeScreen', 'isLargeScreen', 'isMediumScreen', 'isSmallScreen', 'isXSmallScreen', 'isXXSmallScreen',
        'isStrictlyXSmallScreen', 'isStrictlySmallScreen', 'isMobile', 'windowSize', 'isUserLoggedIn', 'temporaryPath',
        'activeBottomNavigationIndex', 'isMyAccountSubSectionSelected', 'language', 'dir', 'backendUser',
      ].sort(),
    );
  });

  it('defaults to en and ltr, signed out, no bottom item on other pages', () => {
    window.innerWidth = 1300;
    const { result } = renderHook(() => useInterfaceState(), { wrapper: wrapperAt('/faq', null) });
    expect(result.current).toMatchObject({ isUserLoggedIn: false, language: 'en', dir: 'ltr', activeBottomNavigationIndex: -1, isMyAccountSubSectionSelected: false, isXLargeScreen: true, isMobile: false });
  });
});
