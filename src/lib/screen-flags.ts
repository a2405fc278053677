import { useSyncExternalStore } from 'react';

/** Spec section 9 breakpoints (px). */
export const breakpoints = { xlargeAbove: 1200, largeFrom: 992, mediumFrom: 768, smallFrom: 576, xsmallFrom: 451, mobileUpTo: 991 } as const;

export interface ScreenFlags {
  isXLargeScreen: boolean;
  isLargeScreen: boolean;
  isMediumScreen: boolean;
  isSmallScreen: boolean;
  isXSmallScreen: boolean;
  isXXSmallScreen: boolean;
  /** Exactly the xsmall band (451-575), where isXSmallScreen includes everything below 576. */
  isStrictlyXSmallScreen: boolean;
  /** Exactly the small band (576-767), where isSmallScreen includes everything below 768. */
  isStrictlySmallScreen: boolean;
  isMobile: boolean;
  windowSize: number;
}

/**
 * The screen-size flags (product spec, "Entities and their fields") for a window width. The spec names the bands (above 1200
 * xlarge, 992-1200 large, 768-991 medium, 576-767 small, 451-575 xsmall, 450 or less xxsmall) and
 * also "strictly" small and xsmall flags, so the plain small/xsmall flags read "this size or smaller".
 */
export function screenFlagsFor(width: number): ScreenFlags {
  return {
    isXLargeScreen: width > breakpoints.xlargeAbove,
    isLargeScreen: width >= breakpoints.largeFrom && width <= breakpoints.xlargeAbove,
    isMediumScreen: width >= breakpoints.mediumFrom && width < breakpoints.largeFrom,
    isSmallScreen: width < breakpoints.mediumFrom,
    isXSmallScreen: width < breakpoints.smallFrom,
    isXXSmallScreen: width < breakpoints.xsmallFrom,
    isStrictlyXSmallScreen: width >= breakpoints.xsmallFrom && width < breakpoints.smallFrom,
    isStrictlySmallScreen: width >= breakpoints.smallFrom && width < breakpoints.mediumFrom,
    isMobile: width <= breakpoints.mobileUpTo,
    windowSize: width,
  };
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Prerendered pages assume a desktop width; layout differences are CSS media queries, not this. */
const PRERENDER_WIDTH = 1280;

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => PRERENDER_WIDTH);
}
