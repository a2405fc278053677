import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider, type SystemStyleObject, defaultBaseConfig } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as theme from 'virtual:chakra-theme';
import { appSources, chakraComponentSources } from '../../scripts/lib/chakra-sources.ts';
import { chakraConfig, createBrowserSystem, createFullChakraSystem, prepareChakraSystem, getChakraSystem, warmUps } from '@/app/providers/chakra-system.ts';
import { chakraImportsIn, usedConditions, usedUtilities, wordsIn } from '@/app/providers/style-props.ts';
import { browserTokens, namedTokensOf, shadesNamedIn, tokenNames } from '@/app/providers/token-names.ts';

const full = createFullChakraSystem();
const browser = createBrowserSystem();
/** A colour palette's shade the app does not name: left out of the browser's system (token-names.ts, browserTokens). */
const unnamedShade = (name: string) => {
  const [, palette, shade] = /^colors\.(\w+)\.(\d+)$/.exec(name) ?? [];
  if (!shade) return false;
  // colorPalette.700 stands for the 700 of whichever palette is chosen: there when some palette's is.
  return palette === 'colorPalette' ? !theme.namedShades.some((named) => named.endsWith(`.${shade}`)) : !theme.namedShades.includes(`${palette}.${shade}`);
};
/**
 * A token the browser's system leaves out: an unnamed shade, or a token but a colour the app does not
 * name whole (its style properties have its value: vite.config.ts, styleValues). The breakpoints'
 * tokens come from the breakpoints; a negative spacing (`spacing.-2`) with its positive one.
 */
const leftOut = (name: string) => {
  if (name.startsWith('colors.')) return unnamedShade(name);
  if (name.startsWith('breakpoints.') || name.startsWith('sizes.breakpoint-')) return false;
  return !theme.namedTokens.includes(name.replace('.-', '.'));
};

describe("the browser's Chakra system (chakra-system.ts)", () => {
  // Order matters, not only equality: emotion names a class by its CSS text.
  // A style built from a property's name and a token's (`{ [property]: value }`) is no literal TypeScript can check.
  const same = (built: object) => {
    const style = built as SystemStyleObject;
    expect(JSON.stringify(browser.css(style)), JSON.stringify(style)).toBe(JSON.stringify(full.css(style)));
  };

  it("gives every style property every token value as Chakra's full system does (the prerendered HTML hydrates against them)", () => {
    // Every value of every style property the browser's system has that takes tokens (p: '4', p: '-4', bg: 'fg.muted', colorPalette: 'red', hideFrom: 'md'...).
    let checked = 0;
    const browserProperties = browser.utility.getTypes();
    for (const [property, types] of full.utility.getTypes()) {
      if (!browserProperties.has(property)) continue;
      const values = types.flatMap((type) => {
        if (type.startsWith('"')) return [JSON.parse(type) as string];
        const category = /^Tokens\["(\w+)"\]$/.exec(type)?.[1];
        return category ? Object.keys(full.tokens.getCategoryValues(category) ?? {}) : [];
      });
      const kept = values.filter((value) => !unnamedShade(`colors.${value}`) || !types.some((type) => type === 'Tokens["colors"]'));
      // A palette gives its variables, the unnamed shades' left out: what it gives is the full system's.
      if (property === 'colorPalette') {
        for (const value of kept) expect(full.css({ colorPalette: value })).toMatchObject(browser.css({ colorPalette: value }));
        continue;
      }
      for (const value of kept) same({ [property]: value });
      checked += kept.length;
    }
    expect(checked).toBeGreaterThan(3_000);
    // Colours mixed with every opacity token, references in values, compositions, conditions.
    for (const opacity of Object.keys(full.tokens.getCategoryValues('opacity') ?? {})) same({ bg: `red.700/${opacity}`, color: `fg.muted/${opacity}` });
    for (const style of [
      { borderColor: '{colors.red.700}', boxShadow: '0 0 0 1px {colors.border}', '--spinner-size': 'sizes.5', w: 'calc(100% - {sizes.breakpoint-sm})' },
      { textStyle: 'sm', layerStyle: 'fill.subtle', animationStyle: 'slide-fade-in', fontSize: { base: 'lg', md: '2xl' }, p: ['2', '4', null, '6'] },
      { _dark: { color: 'red.300' }, _hover: { borderColor: 'border' }, _focusVisible: { focusRing: 'outside' }, bg: 'colorPalette.solid', color: 'colorPalette.fg/50' },
      { hideBelow: 'md', hideFrom: 'lg', truncate: true, srOnly: true, insetInlineStart: '-2', transition: 'common' },
    ])
      same(style);
  }, 60_000);

  it("makes every variant of every recipe the app has, every token's variable and every style property as the full system does", () => {
    for (const name of Object.keys(full._config.theme?.recipes ?? {})) {
      const variants = (full.getRecipe(name) as { variants?: Record<string, Record<string, unknown>> }).variants ?? {};
      expect(JSON.stringify(browser.getRecipeFn(name)({}))).toBe(JSON.stringify(full.getRecipeFn(name)({})));
      for (const [variant, values] of Object.entries(variants)) {
        for (const value of Object.keys(values)) expect(JSON.stringify(browser.getRecipeFn(name)({ [variant]: value }))).toBe(JSON.stringify(full.getRecipeFn(name)({ [variant]: value })));
      }
    }
    for (const name of full.tokens.allTokens.map((token) => token.name).filter((name) => !leftOut(name))) expect(browser.token.var(name), name).toBe(full.token.var(name));
    expect(Object.fromEntries(browser.tokens.flatMap)).toEqual(Object.fromEntries([...full.tokens.flatMap].filter(([name]) => !leftOut(name))));
    expect(theme.namedTokens).toEqual(expect.arrayContaining(['sizes.5']));
    expect([...browser.properties].filter((property) => !full.properties.has(property))).toEqual([]);
  });

  // The browser's system has only the style properties and conditions the build reads in the app's
  // source (style-props.ts: every identifier-like word); read here with TypeScript's parser instead,
  // every JSX attribute and object key of src/ that is a style property or condition of Chakra's full
  // system must be one of the browser's: `<Box mx="2">` left out would be margin lost, or an `mx`
  // attribute on the element.
  // and every value written there as a string or number literal (`p="4"`, `gap={cond ? '2' : '4'}`,
  // `{ md: '2xl' }`) must give the full system's CSS: a token the build did not keep would be a raw `4`.
  it("has every style property and condition the app's source names, with every value it writes", () => {
    const named = new Set<string>();
    const written: Array<[string, string | number]> = [];
    const literalsIn = (node: ts.Node, into: Array<string | number>): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.push(node.text);
      else if (ts.isNumericLiteral(node)) into.push(Number(node.text));
      ts.forEachChild(node, (child) => literalsIn(child, into));
    };
    // The theme's own definition is tokens (`brand.contrast`) and the static stylesheet's global styles, not styles.
    for (const [file, text] of appSources().filter(([file]) => file !== 'app/providers/chakra-system.ts')) {
      const visit = (node: ts.Node): void => {
        if ((ts.isJsxAttribute(node) || ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
          const name = node.name.text;
          named.add(name);
          const initializer = ts.isShorthandPropertyAssignment(node) ? undefined : node.initializer;
          if (initializer && full.utility.keys().includes(name)) {
            const values: Array<string | number> = [];
            literalsIn(initializer, values);
            for (const value of values) written.push([name, value]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
    }
    const styleNames = [...named].filter((name) => full.properties.has(name));
    expect(styleNames).toEqual(expect.arrayContaining(['p', 'color', 'gap', '_hover', 'md']));
    expect(styleNames.filter((name) => !browser.properties.has(name))).toEqual([]);
    expect(browser.properties.size).toBeLessThan(full.properties.size / 2);
    expect(written.length).toBeGreaterThan(500);
    // A palette gives its variables, the unnamed shades' left out (as in the first test).
    for (const [name, value] of written) if (name === 'colorPalette') expect(full.css({ colorPalette: String(value) })).toMatchObject(browser.css({ colorPalette: String(value) }));
    else same({ [name]: value });
  });

  it('reads the style properties and conditions a text names, and those of the Chakra components it imports', () => {
    const words = wordsIn(['<Box mx="2" _groupHover={{ bgColor: "red.700" }}>']);
    expect(usedUtilities(defaultBaseConfig.utilities!, words)).toEqual(expect.arrayContaining(['marginInline', 'backgroundColor']));
    expect(usedConditions(defaultBaseConfig.conditions!, words)).toEqual(['groupHover']);
    expect(chakraImportsIn("import {\n  Box,\n  type BoxProps,\n  Stack as Column,\n} from '@chakra-ui/react';")).toEqual(['Box', 'BoxProps', 'Stack']);
    // Stack sets flex-direction itself, from its `direction` prop.
    const stack = wordsIn(chakraComponentSources(["import { Stack } from '@chakra-ui/react';"]));
    expect(usedUtilities(defaultBaseConfig.utilities!, stack)).toContain('flexDirection');
    expect(usedUtilities(defaultBaseConfig.utilities!, wordsIn(chakraComponentSources(['import { Box } from "elsewhere";'])))).toEqual([]);
  });

  // The build puts the full system's global stylesheet in every page (chakra-global-css.tsx); inserting
  // it again at hydration would restyle the whole page.
  it('has its provider insert no stylesheet: the page carries it', () => {
    const insertedBy = (system: typeof full) => {
      document.head.innerHTML = '';
      const view = render(
        <CacheProvider value={createCache({ key: 'css' })}>
          <ChakraProvider value={system}>
            <p>text</p>
          </ChakraProvider>
        </CacheProvider>,
      );
      const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')).join('');
      view.unmount();
      return css;
    };
    expect(insertedBy(full)).toContain('--chakra-colors-teal-700');
    expect(insertedBy(browser)).toBe('');
  });

  // A build gives the browser's bundle the names of the theme's colours and named tokens, not the whole
  // theme (vite.config.ts, chakraTheme); chakra-system.ts then adds the app's own tokens (the brand
  // palette, the fonts) and takes the names again: the same tokens, in the same order, as from the
  // whole theme here.
  it('has the same tokens from the names a build bundles as from the whole theme', () => {
    const app = chakraConfig.theme!.semanticTokens as { colors: Record<string, unknown> };
    const own = { colors: { brand: app.colors.brand } };
    const bundled = namedTokensOf(tokenNames(theme.tokens, theme.semanticTokens), theme.namedTokens);
    expect(theme.semanticTokens.colors).toBeDefined();
    const browserOf = (names: Record<string, unknown>) => JSON.stringify(browserTokens(names, theme.namedShades, theme.namedTokens));
    expect(browserOf(tokenNames(bundled, own))).toBe(browserOf(tokenNames(theme.tokens, { ...theme.semanticTokens, colors: { ...theme.semanticTokens.colors, ...own.colors } })));
  });

  it("leaves out only the colour shades the app does not name, and keeps every palette's semantic colours", () => {
    expect(theme.namedShades).toEqual(expect.arrayContaining(['red.700', 'green.300', 'blackAlpha.600']));
    expect(browser.token.var('colors.red.700')).toBe('var(--chakra-colors-red-700)');
    expect(browser.token.var('colors.red.500')).toBeUndefined();
    for (const palette of ['gray', 'red', 'green', 'orange', 'blue', 'brand']) expect(browser.token.var(`colors.${palette}.solid`)).toBe(`var(--chakra-colors-${palette}-solid)`);
    expect(browser.tokens.allTokens.length).toBeLessThan(full.tokens.allTokens.length - 60);
  });

  it('reads the shades a text names, whole or through colorPalette', () => {
    const palettes = ['red', 'gray', 'blackAlpha'];
    expect(shadesNamedIn(`color="red.700" bg={ok ? 'gray.50' : 'fg.muted'} '{colors.blackAlpha.600}' teal.700 colorPalette.solid`, palettes)).toEqual(['blackAlpha.600', 'gray.50', 'red.700']);
    expect(shadesNamedIn('_hover: { bg: "colorPalette.200" }', palettes)).toEqual(['blackAlpha.200', 'gray.200', 'red.200']);
  });

  it('is ready after preparing it over several tasks', async () => {
    let tasks = 0;
    await prepareChakraSystem(async () => void (tasks += 1));
    expect(tasks).toBe(warmUps.length);
    expect(getChakraSystem().css({ p: '4', color: 'fg' })).toEqual(full.css({ p: '4', color: 'fg' }));
  });
});
