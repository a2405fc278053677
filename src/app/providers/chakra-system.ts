import { type SystemContext, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { globalCss } from '@chakra-theme/global-css';
import { layerStyles } from '@chakra-theme/layer-styles';
import { animationStyles } from '@chakra-theme/motion-styles';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { containerRecipe } from '@chakra-theme/recipes/container';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-theme/text-styles';
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { keyframes } from '@chakra-theme/tokens/keyframes';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { colors, semanticColors } from 'virtual:chakra-colors';
import { buildLeanSystem, createLeanSystem } from './lean-system.ts';

/**
 * Chakra built from the base preset plus only the recipes the app uses (see vite.config.ts for why
 * the theme is imported part by part). Add a recipe here when a component needs one.
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
    ...globalCss,
    html: { ...(globalCss.html as object), colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    breakpoints: { xs: '451px', sm: '576px', md: '768px', lg: '992px', xl: '1201px' },
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts: { heading: { value: systemFont }, body: { value: systemFont }, mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' } },
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: {
      colors: { ...semanticColors, brand: brandPalette },
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: { button: buttonRecipe, container: containerRecipe, heading: headingRecipe, link: linkRecipe, spinner: spinnerRecipe },
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
