import { type SystemConfig, type SystemContext, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import * as theme from 'virtual:chakra-theme';
import { breakpoints } from './palettes.ts';
import { browserTokens, tokenNames } from './token-names.ts';

/**
 * Chakra built from the base preset plus the parts of its default theme the app uses (the recipes
 * and palettes listed in palettes.ts, read at build time: vite.config.ts, chakraTheme), and the
 * spec's breakpoints (palettes.ts).
 */
const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif';

const brandPalette = {
  contrast: { value: { _light: 'white', _dark: '{colors.teal.950}' } },
  fg: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.200}' } },
  subtle: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
  muted: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
  emphasized: { value: { _light: '{colors.teal.200}', _dark: '{colors.teal.800}' } },
  // teal.700 on white is 5.5:1; Chakra's default teal.600 is below 4.5:1 for small text.
  solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
  focusRing: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
  border: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
};

/** The app's Chakra config (exported for the test that holds the browser's system to Chakra's). */
export const chakraConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...theme.globalCss,
    html: { ...theme.globalCss.html, colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    breakpoints,
    keyframes: theme.keyframes,
    tokens: {
      ...theme.tokens,
      fonts: { heading: { value: systemFont }, body: { value: systemFont }, mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' } },
    },
    semanticTokens: { ...theme.semanticTokens, colors: { ...theme.semanticTokens.colors, brand: brandPalette } },
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
    recipes: theme.recipes,
  },
});

let system: SystemContext | null = null;

type Dict = Record<string, unknown>;

/** A value made by its first caller. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The entries of a record the names name, in their order. */
const pick = <T>(source: Record<string, T> | undefined, names: readonly string[]): Record<string, T> => Object.fromEntries(names.map((name) => [name, source![name]!]));

type PropertyConfig = NonNullable<SystemConfig['utilities']>[string];

/** A style property whose values are a kind of tokens (`padding`: spacing), with those values as the build made them (vite.config.ts, styleValues). */
const withBuiltValues = (property: PropertyConfig): PropertyConfig => (typeof property.values === 'string' && property.values in theme.styleValues ? { ...property, values: theme.styleValues[property.values] } : property);

/**
 * The browser's config: what its system needs to turn the app's style props into class names and
 * CSS variable references, nothing the page's static stylesheet already carries, nothing the app
 * does not use. A build puts Chakra's global stylesheet (preflight, global styles, keyframes, every
 * token's custom property in both colour modes) in every page (chakra-global-css.tsx), so this
 * config has no preflight, no global styles, no keyframes, and its tokens are names without values:
 * the colours (shades only where the app names them) and other tokens only where the app names them
 * whole (token-names.ts). In place of Chakra's base preset (`defaultBaseConfig`: ~240 style
 * properties, ~100 conditions) it has only the style properties and conditions the app's source,
 * recipes and Chakra components name (style-props.ts, read at build time), and those take their token
 * values but colours as the build made them (`p: '4'` is `var(--chakra-spacing-4)`), not from tokens:
 * Chakra's `createSystem` spends most of its time per token, and makes each style property's values
 * over every token of its kind.
 * Made on first use, not as the module loads: loading the app's modules is one long task already.
 * tests/app/chakra-system.test.tsx holds its styles to the full system's.
 */
export const browserConfig = once(() => defineConfig({
  ...chakraConfig,
  preflight: false,
  globalCss: {},
  conditions: pick(defaultBaseConfig.conditions, theme.styleProps.conditions),
  utilities: Object.fromEntries(Object.entries(pick(defaultBaseConfig.utilities, theme.styleProps.utilities)).map(([name, property]) => [name, withBuiltValues(property)])),
  theme: {
    ...chakraConfig.theme,
    keyframes: {},
    tokens: browserTokens(tokenNames(chakraConfig.theme!.tokens as Dict, chakraConfig.theme!.semanticTokens as Dict), theme.namedShades, theme.namedTokens),
    semanticTokens: {},
  },
}));

/**
 * Chakra's system over the browser's config, its provider handed no global styles: the page has
 * them, and inserting them again at hydration would make the browser restyle the whole page.
 */
export function createBrowserSystem(): SystemContext {
  const created = createSystem(browserConfig());
  return { ...created, _global: [], layers: { ...created.layers, atRule: '' } };
}

/**
 * The app's system: in a build, the browser's system (above); in development, which has no static
 * stylesheet, Chakra's full system, whose provider inserts it.
 */
export function getChakraSystem(): SystemContext {
  system ??= import.meta.env.DEV ? createFullChakraSystem() : createBrowserSystem();
  return system;
}

/** A few tokens of each kind: enough to run each step of Chakra's token dictionary. */
const tinyConfig = defineConfig({
  theme: {
    breakpoints: { sm: '576px' },
    tokens: { colors: { teal: { 700: { value: '#0f766e' } } }, spacing: { 4: { value: '1rem' } } },
    semanticTokens: { colors: { fg: { value: '{colors.teal.700}' } } },
    textStyles: { sm: { value: { fontSize: '1rem' } } },
  },
});

/**
 * Chakra's public `createSystem` is one call, and the browser's first one runs its code cold (the
 * browser's system in one task: ~100 ms at Lighthouse's 4x CPU). Each step here runs part of that
 * code, over little data, in a task of its own: the browser's config and a system of nothing, one of
 * a few tokens, one of the browser's style properties and conditions only, one of its colours only;
 * the real system's own task then runs it warm, each step ~15-35 ms at 4x (the figures:
 * docs/architecture.md). Only the last one is kept.
 */
export const warmUps: Array<() => unknown> = [
  () => [browserConfig(), createSystem({})],
  () => createSystem(tinyConfig),
  () => createSystem({ conditions: browserConfig().conditions, utilities: browserConfig().utilities }),
  () => createSystem({ ...browserConfig(), theme: { tokens: { colors: browserConfig().theme!.tokens!.colors! } } }),
];

/**
 * Builds the system ahead of the first render, the warm-ups above first, each step in a task of
 * its own (the page answers input between them). `nextTask` resolves in a new task.
 */
export async function prepareChakraSystem(nextTask: () => Promise<void>): Promise<void> {
  if (system) return;
  for (const warmUp of warmUps) {
    warmUp();
    await nextTask();
  }
  getChakraSystem();
}

/** Chakra's full system, for the build's static stylesheet (chakra-global-css.tsx). */
export const createFullChakraSystem = () => createSystem(defaultBaseConfig, chakraConfig);
