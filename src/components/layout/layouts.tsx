import { Box, Container } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { activeBottomNavigationIndexFor } from '@/app/interface-state.ts';
import { useIsAccountSubSectionSelected, useRouteEntry } from '@/app/routes/use-route-entry.ts';
import { BottomNavigation } from './bottom-navigation.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Whether the spec shows the bottom bar here (section 2), from the route table's rule. */
function useShowsBottomNavigation(): boolean {
  const entry = useRouteEntry();
  const subSectionSelected = useIsAccountSubSectionSelected();
  if (!entry) return false;
  if (entry.bottomNavigation === 'shown') return true;
  return entry.bottomNavigation === 'shownWithoutSubSection' && !subSectionSelected;
}

/** The full site frame: header, page, footer, and the bottom bar on mobile where the spec shows it. */
export function DefaultLayout() {
  const showsBottomNavigation = useShowsBottomNavigation();
  const { pathname } = useLocation();
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" pb={showsBottomNavigation ? { base: '20', lg: '0' } : undefined}>
      <SkipLink />
      <SiteHeader variant="default" />
      <Container as="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxW="6xl" py={{ base: '6', md: '10' }} flex="1" outline="none">
        <Outlet />
      </Container>
      <SiteFooter />
      {showsBottomNavigation && <BottomNavigation activeIndex={activeBottomNavigationIndexFor(pathname)} />}
    </Box>
  );
}

/** The focused frame for sign-in, sign-up and the purchase wizard: nothing to wander off to. */
export function OtherLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="bg.subtle">
      <SkipLink />
      <SiteHeader variant="other" />
      <Container as="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxW="xl" py={{ base: '6', md: '12' }} flex="1" outline="none">
        <Outlet />
      </Container>
    </Box>
  );
}
