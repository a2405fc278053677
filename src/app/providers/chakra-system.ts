import { type SystemContext, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import * as theme from 'virtual:chakra-theme';
import { buildLeanSystem, createLeanSystem } from './lean-system.ts';

/**
 * Chakra built from the base preset plus the parts of its default theme the app uses (the recipes
 * and palettes listed in palettes.ts, read at build time: vite.config.ts, chakraTheme).
 * Breakpoints are the spec's (section 9): xsmall 451, small 576, medium 768, large 992, xlarge 1201.
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
    breakpoints: { xs: '451px', sm: '576px', md: '768px', lg: '992px', xl: '1201px' },
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

/**
 * The app's system. A build puts Chakra's global stylesheet in the page as static CSS (see
 * lean-system.ts), so the browser builds the system without it; development has no such stylesheet
 * and builds Chakra's full system, whose provider inserts it.
 */
export function getChakraSystem(): SystemContext {
  system ??= import.meta.env.DEV ? createSystem(defaultBaseConfig, chakraConfig) : createLeanSystem([defaultBaseConfig, chakraConfig]);
  return system;
}

/**
 * Builds the system ahead of the first render in several tasks (start-up's largest step: the page
 * answers input between them); `nextTask` resolves in a new task.
 */
export async function prepareChakraSystem(nextTask: () => Promise<void>): Promise<void> {
  if (system || import.meta.env.DEV) return void getChakraSystem();
  const steps = buildLeanSystem([defaultBaseConfig, chakraConfig]);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      system ??= step.value;
      return;
    }
    await nextTask();
  }
}

/** Chakra's full system, for the build's static stylesheet (chakra-global-css.tsx). */
export const createFullChakraSystem = () => createSystem(defaultBaseConfig, chakraConfig);
