/**
 * Which of Chakra's style properties (its utilities: `p`, `color`, `borderColor`...) and conditions
 * (`_hover`, `_dark`...) the app can use, read at build time from the text that names them: the app's
 * source, the recipes and text/layer/animation styles it has, and the code of the Chakra components
 * it imports (Stack turns `direction` into `flexDirection`). The browser's system is built with only
 * these (chakra-system.ts, browserConfig): each utility Chakra builds costs a lookup of its token
 * values, and most of its ~240 the app never names.
 *
 * The reading is conservative on purpose: every identifier-like word of those texts counts, so a
 * word that merely looks like a style property (`position` in a comment) keeps one utility more, and
 * only a name built at run time (`` `margin${side}` ``) is missed: write style property names whole.
 * tests/app/chakra-system.test.tsx reads the app's JSX and object keys with TypeScript's parser and
 * fails when one of them is missing from the browser's system.
 */
type UtilityConfig = { shorthand?: string | readonly string[] } | undefined;

/** Every identifier-like word (`mx`, `_hover`, `borderInlineStartWidth`) of the texts. */
export function wordsIn(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  return words;
}

/** The utilities named by a word: their own name or one of their shorthands (`p` is `padding`'s). */
export function usedUtilities(utilities: Record<string, UtilityConfig>, words: ReadonlySet<string>): string[] {
  return Object.keys(utilities).filter((name) => words.has(name) || [utilities[name]?.shorthand ?? []].flat().some((short) => words.has(short)));
}

/** The conditions named by a word: Chakra's props spell them with a leading underscore (`hover` as `_hover`). */
export function usedConditions(conditions: Record<string, string>, words: ReadonlySet<string>): string[] {
  return Object.keys(conditions).filter((name) => words.has(`_${name}`));
}

/**
 * The token paths of the given kinds the texts name whole (`sizes.5`, `{spacing.4}`, `token(fonts.body)`):
 * a style that names a token this way reads it through the browser's tokens, not a style
 * property's values (chakra-system.ts, browserConfig).
 */
export function tokenPathsIn(texts: readonly string[], kinds: readonly string[]): string[] {
  const paths = new Set<string>();
  const pattern = new RegExp(`\\b(?:${kinds.join('|')})\\.[\\w-]+(?:[./][\\w-]+)*`, 'g');
  for (const text of texts) for (const [path] of text.matchAll(pattern)) paths.add(path);
  return [...paths].sort();
}

/** The names a text imports from `@chakra-ui/react` (`import { Box, Stack as Column, type X }`). */
export function chakraImportsIn(text: string): string[] {
  return [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((entry) => entry.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}
