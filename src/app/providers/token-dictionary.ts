import { cssVar } from '@chakra-internal/styled-system/css-var';
import { esc } from '@chakra-internal/styled-system/esc';
import { expandTokenReferences } from '@chakra-internal/styled-system/expand-reference';
import { mapToJson } from '@chakra-internal/styled-system/map-to-json';
import { TOKEN_PATH_REGEX, expandReferences, getReferences, hasReference } from '@chakra-internal/styled-system/references';
import { resolveSemanticConditionValues, resolveTokenValue } from '@chakra-internal/styled-system/resolve-token-value';
import { tokenMiddlewares } from '@chakra-internal/styled-system/token-middleware';
import { tokenTransforms } from '@chakra-internal/styled-system/token-transforms';
import type { Token, TokenDictionary, TokenMiddleware, TokenTransformer } from '@chakra-internal/styled-system/types';
import { compact } from '@chakra-internal/utils/compact';
import { isFunction, isObject, isString } from '@chakra-internal/utils/is';
import { memo } from '@chakra-internal/utils/memo';
import { mapObject, walkObject } from '@chakra-internal/utils/walk-object';

type Dict = Record<string, unknown>;
type Phase = 'pre' | 'post';

interface Options {
  prefix?: string | undefined;
  breakpoints?: Record<string, string> | undefined;
  // The theme's token trees, walked as plain objects.
  tokens?: object | undefined;
  semanticTokens?: object | undefined;
}

const isToken = (value: unknown) => isObject(value) && Object.prototype.hasOwnProperty.call(value, 'value');

function expandBreakpoints(breakpoints: Record<string, string> | undefined) {
  if (!breakpoints) return { breakpoints: {}, sizes: {} };
  return {
    breakpoints: mapObject(breakpoints, (value: string) => ({ value })) as Dict,
    sizes: Object.fromEntries(Object.entries(breakpoints).map(([key, value]) => [`breakpoint-${key}`, { value }])),
  };
}

/**
 * Chakra's `createTokenDictionary` (styled-system/token-dictionary.js, v3.37), step for step, as a
 * generator that pauses between its stages: the dictionary of the app's ~570 tokens took 12-16 ms of
 * CPU in one piece (50-65 ms at Lighthouse's 4x), the largest single task of start-up; in five pieces
 * each is a few milliseconds, and the page answers input in between. Only the pauses are new: the
 * tokens, their order and every view (flat, by category, palettes, CSS variables) are Chakra's
 * (tests/app/lean-system.test.ts holds the result to Chakra's own).
 */
export function* buildTokenDictionary(options: Options): Generator<void, TokenDictionary> {
  const { prefix = '', tokens = {}, semanticTokens = {}, breakpoints = {} } = options;
  const formatTokenName = (path: string[]) => path.join('.');
  const formatCssVar = (path: string[], prefix2?: string) => cssVar(path.join('-'), { prefix: prefix2 });
  const allTokens: Token[] = [];
  const tokenNameMap = new Map<string, Token>();
  const conditionMap = new Map<string, Set<Token>>();
  const cssVarMap = new Map<string, Map<string, string>>();
  const colorPaletteMap = new Map<string, Map<string, string>>();
  const flatMap = new Map<string, string>();
  const byCategory = new Map<string, Map<string, string>>();
  const categoryMap = new Map<string, Map<string, Token>>();
  const transforms = new Map<string, TokenTransformer>();
  const middlewares: TokenMiddleware[] = [];

  function registerToken(token: Token, phase?: Phase) {
    allTokens.push(token);
    if (token.extensions.condition === 'base' || !tokenNameMap.has(token.name)) tokenNameMap.set(token.name, token);
    if (phase) {
      transforms.forEach((fn) => {
        if (fn.enforce === phase) transformToken(fn, token);
      });
    }
  }
  const breakpointTokens = expandBreakpoints(breakpoints);
  const computedTokens = compact({ ...tokens, breakpoints: breakpointTokens.breakpoints, sizes: { ...((tokens as Dict).sizes as Dict), ...breakpointTokens.sizes } });

  function registerTokens() {
    walkObject(
      computedTokens,
      (entry: { value: unknown } | string, path: string[]) => {
        const isDefault = path.includes('DEFAULT');
        path = filterDefault(path);
        const category = path[0]!;
        const name = formatTokenName(path);
        const t = isString(entry) ? { value: entry } : entry;
        const resolved = resolveTokenValue(category, t.value);
        const token: Token = {
          value: resolved,
          originalValue: resolved,
          name,
          path,
          extensions: { condition: 'base', originalPath: path, category, prop: formatTokenName(path.slice(1)) },
        };
        if (isDefault) token.extensions.default = true;
        registerToken(token);
      },
      { stop: isToken },
    );
    walkObject(
      semanticTokens,
      (entry: { value: unknown }, path: string[]) => {
        const isDefault = path.includes('DEFAULT');
        path = filterBaseCondition(filterDefault(path));
        const category = path[0]!;
        const name = formatTokenName(path);
        const t = isString(entry.value) || Array.isArray(entry.value) ? { value: { base: entry.value } } : entry;
        const cond = resolveSemanticConditionValues(category, t.value as Record<string, unknown>);
        const token: Token = {
          value: cond.base ?? '',
          originalValue: cond.base ?? '',
          name,
          path,
          extensions: { originalPath: path, category, conditions: cond, condition: 'base', prop: formatTokenName(path.slice(1)) },
        };
        if (isDefault) token.extensions.default = true;
        registerToken(token);
      },
      { stop: isToken },
    );
  }
  function getByName(name: string) {
    return tokenNameMap.get(name);
  }
  function buildConditionMap(token: Token) {
    const { condition } = token.extensions;
    if (!condition) return;
    if (!conditionMap.has(condition)) conditionMap.set(condition, new Set());
    conditionMap.get(condition)!.add(token);
  }
  function buildCategoryMap(token: Token) {
    const { category, prop, condition, conditions } = token.extensions;
    if (!category) return;
    if (!categoryMap.has(category)) categoryMap.set(category, new Map());
    const map = categoryMap.get(category)!;
    const existing = map.get(prop);
    if (condition == null || condition === 'base') {
      map.set(prop, token);
      return;
    }
    if (conditions && !existing) map.set(prop, token);
  }
  function buildCssVars(token: Token) {
    const { condition, negative, virtual, cssVar: cssVar2 } = token.extensions;
    if (negative || virtual || !condition || !cssVar2 || token.value === '') return;
    if (!cssVarMap.has(condition)) cssVarMap.set(condition, new Map());
    cssVarMap.get(condition)!.set(cssVar2.var, token.value as string);
  }
  function buildFlatMap(token: Token) {
    const { category, prop, cssVar: cssVar2, negative } = token.extensions;
    if (!category) return;
    if (!byCategory.has(category)) byCategory.set(category, new Map());
    const value = negative ? (token.extensions.conditions ? token.originalValue : token.value) : cssVar2!.ref;
    byCategory.get(category)!.set(prop, value as string);
    flatMap.set([category, prop].join('.'), value as string);
  }
  function buildColorPalette(token: Token) {
    const { colorPalette, virtual, default: isDefault } = token.extensions;
    if (!colorPalette || virtual) return;
    colorPalette.roots.forEach((root) => {
      const name = formatTokenName(root);
      if (!colorPaletteMap.has(name)) colorPaletteMap.set(name, new Map());
      const virtualPath = replaceRootWithColorPalette([...token.path], [...root]);
      const virtualName = formatTokenName(virtualPath);
      const virtualToken = getByName(virtualName);
      if (!virtualToken || !virtualToken.extensions.cssVar) return;
      const { var: virtualVar } = virtualToken.extensions.cssVar;
      colorPaletteMap.get(name)!.set(virtualVar, token.extensions.cssVar!.ref);
      if (isDefault && root.length === 1) {
        const colorPaletteName = formatTokenName(['colors', 'colorPalette']);
        const colorPaletteToken = getByName(colorPaletteName);
        if (!colorPaletteToken) return;
        const name2 = formatTokenName(token.path);
        const virtualToken2 = getByName(name2);
        if (!virtualToken2) return;
        const keyPath = colorPalette.keys[0]?.filter(Boolean);
        if (!keyPath?.length) return;
        const computedName = formatTokenName(root.concat(keyPath));
        if (!colorPaletteMap.has(computedName)) colorPaletteMap.set(computedName, new Map());
        colorPaletteMap.get(computedName)!.set(colorPaletteToken.extensions.cssVar!.var, virtualToken2.extensions.cssVar!.ref);
      }
    });
  }
  let byCategoryJson: Dict = {};
  function setupViews() {
    allTokens.forEach((token) => {
      buildConditionMap(token);
      buildCategoryMap(token);
      buildCssVars(token);
      buildFlatMap(token);
      buildColorPalette(token);
    });
    byCategoryJson = mapToJson(byCategory) as Dict;
  }
  const colorMix = (value: string, tokenFn: (path: string) => string | undefined) => {
    if (!value || typeof value !== 'string') return { invalid: true, value };
    const [colorPath, rawOpacity] = value.split('/');
    if (!colorPath || !rawOpacity) return { invalid: true, value: colorPath };
    const colorToken = tokenFn(colorPath);
    const opacityToken = getByName(`opacity.${rawOpacity}`)?.value as string | undefined;
    if (!opacityToken && isNaN(Number(rawOpacity))) return { invalid: true, value: colorPath };
    const percent = opacityToken ? Number(opacityToken) * 100 + '%' : `${rawOpacity}%`;
    const color = colorToken ?? colorPath;
    return { invalid: false, color, value: `color-mix(in srgb, ${color} ${percent}, transparent)` };
  };
  const getVar = memo((value: string, fallback?: string) => flatMap.get(value) ?? fallback);
  const getCategoryValues = memo((category: string) => (byCategoryJson[category] || null) as Dict);
  const expandReferenceInValue = memo((value: string) =>
    expandTokenReferences(value, (path) => {
      if (!path) return;
      if (path.includes('/')) {
        const mix = colorMix(path, (v) => getVar(v));
        if (mix.invalid) throw new Error('Invalid color mix at ' + path + ': ' + mix.value);
        return mix.value;
      }
      const resolved = getVar(path);
      if (resolved) return resolved;
      return TOKEN_PATH_REGEX.test(path) ? esc(path) : path;
    }),
  );
  const dictionary: TokenDictionary = {
    prefix,
    allTokens,
    tokenMap: tokenNameMap,
    registerToken,
    getByName,
    formatTokenName,
    formatCssVar,
    flatMap,
    cssVarMap,
    categoryMap,
    colorPaletteMap,
    getVar,
    getCategoryValues,
    expandReferenceInValue,
  };
  function transformToken(transform: TokenTransformer, token: Token) {
    if (token.extensions.references) return;
    if (isFunction(transform.match) && !transform.match(token)) return;
    const transformed: unknown = transform.transform(token, dictionary);
    switch (true) {
      case transform.type === 'extensions':
        Object.assign(token.extensions, transformed);
        break;
      case transform.type === 'value':
        token.value = transformed;
        break;
      default:
        (token as unknown as Dict)[transform.type] = transformed;
        break;
    }
  }
  function applyMiddlewares(enforce: Phase) {
    middlewares.forEach((middleware) => {
      if (middleware.enforce === enforce) middleware.transform(dictionary);
    });
  }
  function applyTransforms(enforce: Phase) {
    transforms.forEach((transform) => {
      if (transform.enforce === enforce) allTokens.forEach((token) => transformToken(transform, token));
    });
  }
  function addConditionalTokens() {
    allTokens.slice().forEach((token) => {
      const tokens2 = getConditionalTokens(token);
      if (!tokens2 || tokens2.length === 0) return;
      tokens2.forEach((token2) => registerToken(token2));
    });
  }
  function getTokenReferences(value: string) {
    const refs = getReferences(value);
    const result: Token[] = [];
    for (const ref of refs) {
      const token = getByName(ref);
      if (token) result.push(token);
    }
    return result;
  }
  function addReferences() {
    allTokens.forEach((token) => {
      if (!hasReference(token.value as string)) return;
      const references = getTokenReferences(token.value as string);
      token.extensions.references = references.reduce<Record<string, Token>>((acc, ref) => {
        acc[ref.name] = ref;
        return acc;
      }, {});
    });
  }

  // Chakra's order: register, then build (pre, conditional tokens and references, post, views).
  registerTokens();
  for (const transform of tokenTransforms) transforms.set(transform.name, transform);
  middlewares.push(...tokenMiddlewares);
  yield;
  applyMiddlewares('pre');
  applyTransforms('pre');
  yield;
  addConditionalTokens();
  addReferences();
  allTokens.forEach((token) => expandReferences(token));
  yield;
  applyMiddlewares('post');
  applyTransforms('post');
  yield;
  setupViews();
  return dictionary;
}

function filterDefault(path: string[]) {
  if (path[0] === 'DEFAULT') return path;
  return path.filter((item) => item !== 'DEFAULT');
}
function filterBaseCondition(path: string[]) {
  return path.filter((item) => item !== 'base');
}
function getConditionalTokens(token: Token) {
  if (!token.extensions.conditions) return;
  const { conditions } = token.extensions;
  const tokens: Token[] = [];
  walkObject(conditions, (value: unknown, path: string[]) => {
    const nextPath = filterBaseCondition(path);
    if (!nextPath.length) return;
    tokens.push({ ...token, value, extensions: { ...token.extensions, condition: nextPath.join(':') } });
  });
  return tokens;
}
function replaceRootWithColorPalette(path: string[], roots: string[]) {
  const startIndex = path.findIndex((_, index) => roots.every((rootElement, rootIndex) => path[index + rootIndex] === rootElement));
  if (startIndex === -1) return path;
  path.splice(startIndex, roots.length);
  path.splice(startIndex, 0, 'colorPalette');
  return path;
}
