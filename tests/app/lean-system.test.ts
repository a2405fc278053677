import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraConfig } from '@/app/providers/chakra-system.ts';
import { buildLeanSystem, createLeanSystem } from '@/app/providers/lean-system.ts';

const configs = [defaultBaseConfig, chakraConfig];
const full = createSystem(...configs);
const lean = createLeanSystem(configs);

describe("the browser's Chakra system (lean-system.ts)", () => {
  it('styles, tokens and recipes come out as Chakra\'s own system makes them', () => {
    const styles = { color: 'fg.muted', bg: 'brand.solid', p: '4', ms: '2', textStyle: 'sm', layerStyle: 'fill.subtle', animationStyle: 'slide-fade-in', fontSize: { base: 'lg', md: '2xl' }, _dark: { color: 'teal.200' }, _hover: { borderColor: 'border' } };
    expect(lean.css(styles)).toEqual(full.css(styles));
    expect(lean.token('colors.teal.700')).toBe(full.token('colors.teal.700'));
    expect(lean.token.var('colors.brand.solid')).toBe(full.token.var('colors.brand.solid'));
    for (const recipe of ['button', 'heading', 'link', 'spinner', 'container']) {
      expect(lean.getRecipeFn(recipe)({ size: 'sm' })).toEqual(full.getRecipeFn(recipe)({ size: 'sm' }));
    }
    expect([...lean.properties].sort()).toEqual([...full.properties].sort());
    // The token dictionary, built in stages (token-dictionary.ts): every token and view as Chakra's.
    const json = (map: Map<string, unknown>): unknown => Object.fromEntries([...map].map(([key, value]) => [key, value instanceof Map ? json(value) : value instanceof Set ? [...value].map((token) => token.name) : value]));
    expect(lean.tokens.allTokens).toEqual(full.tokens.allTokens);
    for (const view of ['flatMap', 'cssVarMap', 'categoryMap', 'colorPaletteMap', 'tokenMap'] as const) expect(json(lean.tokens[view])).toEqual(json(full.tokens[view]));
    expect(lean.tokens.getCategoryValues('colors')).toEqual(full.tokens.getCategoryValues('colors'));
    expect(lean.tokens.expandReferenceInValue('{colors.teal.700} {colors.fg/50}')).toBe(full.tokens.expandReferenceInValue('{colors.teal.700} {colors.fg/50}'));
    expect(lean.splitCssProps({ p: 4, onClick: 1, 'aria-label': 'x' } as never)).toEqual(full.splitCssProps({ p: 4, onClick: 1, 'aria-label': 'x' } as never));
    expect(lean.normalizeValue(['a', null, 'c'])).toEqual(full.normalizeValue(['a', null, 'c']));
  });

  // The build renders Chakra's full system's (chakra-global-css.tsx; e2e prerender and the screenshots check the pages).
  it('leaves the global stylesheet to the page', () => {
    expect(full._global.length).toBeGreaterThan(0);
    expect(lean._global).toEqual([]);
    expect(() => lean.getTokenCss()).toThrow(/static/);
  });

  it('builds in steps (start-up gives each a task), to the same system', () => {
    const steps = buildLeanSystem(configs);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBe(6);
    expect(step.value.css({ p: '4', color: 'fg' })).toEqual(full.css({ p: '4', color: 'fg' }));
  });
});
