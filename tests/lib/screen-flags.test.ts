import { describe, expect, it } from 'vitest';
import { screenFlagsFor } from '../../src/lib/screen-flags.ts';

const on = (width: number) => Object.entries(screenFlagsFor(width)).filter(([key, value]) => value === true && key !== 'windowSize').map(([key]) => key).sort();

describe('screen flags (the spec\'s breakpoints)', () => {
  it.each([
    [1201, ['isXLargeScreen']],
    [1200, ['isLargeScreen']],
    [992, ['isLargeScreen']],
    [991, ['isMediumScreen', 'isMobile']],
    [768, ['isMediumScreen', 'isMobile']],
    [767, ['isMobile', 'isSmallScreen', 'isStrictlySmallScreen']],
    [576, ['isMobile', 'isSmallScreen', 'isStrictlySmallScreen']],
    [575, ['isMobile', 'isSmallScreen', 'isStrictlyXSmallScreen', 'isXSmallScreen']],
    [451, ['isMobile', 'isSmallScreen', 'isStrictlyXSmallScreen', 'isXSmallScreen']],
    [450, ['isMobile', 'isSmallScreen', 'isXSmallScreen', 'isXXSmallScreen']],
    [320, ['isMobile', 'isSmallScreen', 'isXSmallScreen', 'isXXSmallScreen']],
  ])('width %i', (width, expected) => {
    expect(on(width)).toEqual([...expected].sort());
    expect(screenFlagsFor(width).windowSize).toBe(width);
  });
});
