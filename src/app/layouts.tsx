import { Box, Container } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { activeBottomNavigationIndexFor } from '@/components/layout/bottom-navigation-items.ts';
import { useIsAccountSubSectionSelected, useRouteEntry } from '@/app/routes/use-route-entry.ts';
import { BottomNavigation } from '@/components/layout/bottom-navigation.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link.tsx';

/** The full site frame: header, page, footer, and the bottom bar on mobile where the spec shows it. */
export function DefaultLayout() {
  const entry = useRouteEntry();
  // The two fields of the interface state the frame needs, from the URL alone: reading the whole
  // state would subscribe the frame to the window width and re-render it all after hydration.
  const activeBottomNavigationIndex = activeBottomNavigationIndexFor(useLocation().pathname);
  const isMyAccountSubSectionSelected = useIsAccountSubSectionSelected();
  // Spec section 2, from the route table's rule. Widths of 992 px and up hide the bar with CSS.
  const showsBottomNavigation =
    entry?.bottomNavigation === 'shown' || (entry?.bottomNavigation === 'shownWithoutSubSection' && !isMyAccountSubSectionSelected);
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" pb={showsBottomNavigation ? { base: '20', lg: '0' } : undefined}>
      <SkipLink />
      <SiteHeader variant="default" />
      <Container as="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxW="6xl" py={{ base: '6', md: '10' }} flex="1" outline="none">
        <Outlet />
      </Container>
      <SiteFooter />
      {showsBottomNavigation && <BottomNavigation activeIndex={activeBottomNavigationIndex} />}
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
