import type { RecipeDefinition, SlotRecipeConfig, SystemConfig, SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { mergeConfigs } from '@chakra-ui/react';
import { isCssProperty } from '@pandacss/is-valid-prop';
import { createBreakpoints } from '@chakra-internal/styled-system/breakpoints';
import { createConditions } from '@chakra-internal/styled-system/conditions';
import { createCssFn } from '@chakra-internal/styled-system/css';
import { createRecipeFn } from '@chakra-internal/styled-system/cva';
import { createLayers } from '@chakra-internal/styled-system/layers';
import { createNormalizeFn } from '@chakra-internal/styled-system/normalize';
import { createSlotRecipeFn } from '@chakra-internal/styled-system/sva';
import { createUtility } from '@chakra-internal/styled-system/utility';
import { compact } from '@chakra-internal/utils/compact';
import { flatten } from '@chakra-internal/utils/flatten';
import { isObject } from '@chakra-internal/utils/is';
import { memo } from '@chakra-internal/utils/memo';
import { splitProps } from '@chakra-internal/utils/split-props';
import { buildTokenDictionary } from './token-dictionary.ts';

type Dict = Record<string, unknown>;
const EMPTY: Dict = Object.freeze(Object.create(null) as Dict);
const stop = (value: unknown) => isObject(value) && 'value' in value;

/**
 * Chakra's `createSystem` (styled-system/system.js, v3.37) without the global stylesheet: the build
 * writes that CSS (preflight, global styles and every token's custom property, ~43 KB) into the page
 * as a static <style> (src/app/providers/chakra-global-css.ts), so the browser need not compute it.
 * Computing it was more than half of `createSystem`, the largest task of start-up (~100 ms at 4x CPU).
 * Everything else is Chakra's own code, step for step, so styles, class names and recipes are the
 * same as Chakra's system makes (the prerendered HTML hydrates against them). The work comes in
 * steps (merging the configs, the token dictionary's five stages (token-dictionary.ts), the rest), so
 * start-up can give each a task of its own: the generator pauses between them and returns the system.
 */
export function* buildLeanSystem(configs: SystemConfig[]): Generator<void, SystemContext> {
  const config = mergeConfigs(...configs);
  const { theme = {}, cssVarsPrefix = 'chakra' } = config;
  const layers = createLayers(config);
  yield;
  const tokens = yield* buildTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix });
  yield;
  return finishLeanSystem(config, layers, tokens);
}

/** All the steps at once. */
export function createLeanSystem(configs: SystemConfig[]): SystemContext {
  const steps = buildLeanSystem(configs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

function finishLeanSystem(config: SystemConfig, layers: SystemContext['layers'], tokens: SystemContext['tokens']): SystemContext {
  const { theme = {}, utilities = {} } = config;

  const breakpoints = createBreakpoints(theme.breakpoints ?? (EMPTY as Record<string, string>));
  const conditions = createConditions({ conditions: config.conditions ?? EMPTY, breakpoints });
  const utility = createUtility({ config: utilities, tokens });
  const compositions = compact({ textStyle: theme.textStyles, layerStyle: theme.layerStyles, animationStyle: theme.animationStyles });
  for (const [key, values] of Object.entries(compositions)) {
    const flatValues = flatten((values ?? EMPTY) as Record<string, Dict>, stop);
    utility.register(key, { values: Object.keys(flatValues), transform: (value: string) => css(flatValues[value] as SystemStyleObject) });
  }
  utility.addPropertyType('animationName', Object.keys(theme.keyframes ?? EMPTY));
  const properties = new Set(['css', ...utility.keys(), ...conditions.keys()]);
  const isValidProperty = memo((prop: string) => properties.has(prop) || isCssProperty(prop));
  const normalizeValue = (value: unknown) => {
    if (!Array.isArray(value)) return value;
    const result: Dict = Object.create(null) as Dict;
    value.forEach((current: unknown, index) => {
      if (current != null) result[conditions.breakpoints[index]!] = current;
    });
    return result;
  };
  const normalize = createNormalizeFn({ utility, normalize: normalizeValue });
  const css = createCssFn({ transform: utility.transform, conditions, normalize }) as SystemContext['css'];
  const cva = createRecipeFn({ css, conditions, normalize, layers });
  const sva = createSlotRecipeFn({ cva });

  const tokenMap = new Map<string, { value: string; variable: string }>();
  for (const name of new Set(tokens.allTokens.map((token) => token.name))) {
    const token = tokens.getByName(name);
    if (!token?.extensions.cssVar) continue;
    const { cssVar, virtual, conditions: tokenConditions } = token.extensions;
    tokenMap.set(name, { value: tokenConditions || virtual ? cssVar.ref : (token.value as string), variable: cssVar.ref });
  }
  const token = Object.assign((path: string, fallback?: unknown) => tokenMap.get(path)?.value || fallback, {
    var: (path: string, fallback?: unknown) => tokenMap.get(path)?.variable || fallback,
  });

  const recipes: Record<string, RecipeDefinition> = theme.recipes ?? {};
  const slotRecipes: Record<string, SlotRecipeConfig> = theme.slotRecipes ?? {};
  const recipeCache = new Map<string, unknown>();
  const slotRecipeCache = new Map<string, unknown>();
  const getRecipe = (key: string, fallback?: RecipeDefinition) => recipes[key] ?? fallback;
  const getSlotRecipe = (key: string, fallback?: SlotRecipeConfig) => slotRecipes[key] ?? fallback;
  const isRecipe = (key: string) => Object.hasOwn(recipes, key);
  const isSlotRecipe = (key: string) => Object.hasOwn(slotRecipes, key);

  // Nothing in the app or Chakra's components asks for these at run time; Chakra's full system answers them (chakra-system.ts).
  const unavailable = (name: string) => () => {
    throw new Error(`The browser's Chakra system has no ${name}: the build made it static (chakra-global-css.tsx)`);
  };
  const query = new Proxy({} as SystemContext['query'], { get: (_, key) => unavailable(`query.${String(key)}`)() });

  return {
    $$chakra: true,
    _config: config,
    // The static <style> carries it (see above); Chakra's provider renders this list.
    _global: [],
    breakpoints,
    tokens,
    conditions,
    utility,
    token,
    properties,
    // The layers' order statement, which Chakra's provider inserts through a <Global>, is in the
    // static stylesheet too: the <Global> renders nothing, so hydration neither moves nor inserts a
    // <style> (either makes the browser restyle the whole page).
    layers: { ...layers, atRule: '' },
    isValidProperty,
    splitCssProps: ((props: Dict) => splitProps(props, (key: PropertyKey) => typeof key === 'string' && isValidProperty(key))) as SystemContext['splitCssProps'],
    normalizeValue,
    getTokenCss: unavailable('getTokenCss'),
    getGlobalCss: unavailable('getGlobalCss'),
    getPreflightCss: unavailable('getPreflightCss'),
    css,
    cva,
    sva,
    getRecipe,
    getSlotRecipe,
    getRecipeFn(key, fallback) {
      let fn = recipeCache.get(key);
      if (!fn) recipeCache.set(key, (fn = cva(getRecipe(key, fallback) ?? {})));
      return fn;
    },
    getSlotRecipeFn(key, fallback) {
      let fn = slotRecipeCache.get(key);
      if (!fn) slotRecipeCache.set(key, (fn = sva(getSlotRecipe(key, fallback) ?? { slots: [] })));
      return fn;
    },
    hasRecipe: (key) => isRecipe(key) || isSlotRecipe(key),
    isRecipe,
    isSlotRecipe,
    query,
  };
}
