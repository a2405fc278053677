type Dict = Record<string, unknown>;

const isToken = (entry: unknown): entry is { value: unknown } => typeof entry === 'object' && entry !== null && 'value' in entry;

const description = 'declared in the static stylesheet';

/**
 * The theme's tokens as the browser's Chakra system needs them: each token's name, not its value.
 * A style refers to a token through its CSS variable (`p: '4'` is `padding: var(--chakra-spacing-4)`),
 * whose value the page's static stylesheet declares (chakra-global-css.tsx); what Chakra's
 * `createSystem` computes from the values themselves is that same stylesheet again (`getTokenCss`),
 * which the browser never inserts. So each token here has no value (`null`, with a description so
 * that Chakra's config merge keeps it a token; plain data, so a build can bundle it as JSON).
 * Semantic tokens become plain ones, after the plain tokens of their group as Chakra orders them: a
 * semantic token is referred to by its variable too, and without values it has no colour modes to
 * resolve. tests/app/chakra-system.test.tsx holds the resulting system to the full system's.
 */
export function tokenNames(tokens: Dict, semanticTokens: Dict): Dict {
  const kinds = new Set([...Object.keys(tokens), ...Object.keys(semanticTokens)]);
  return Object.fromEntries([...kinds].map((kind) => [kind, namesOf(merge((tokens[kind] ?? {}) as Dict, (semanticTokens[kind] ?? {}) as Dict, kind))]));
}

function namesOf(group: Dict): Dict {
  return Object.fromEntries(Object.entries(group).map(([key, entry]) => [key, isToken(entry) ? { value: null, description } : namesOf(entry as Dict)]));
}

/** A colour palette's shade (`red.700`): its key is a number. */
const isShade = (key: string) => /^\d+$/.test(key);

/**
 * Of the tokens' names, the colours' and the other tokens' that `namedTokens` names whole (`sizes.5`:
 * a recipe's `--spinner-size`): all the browser's system needs, since a style gives the others
 * through its style property's values, made at build time (chakra-system.ts, browserConfig). What a
 * build bundles (vite.config.ts, chakraTheme).
 */
export function namedTokensOf(names: Dict, namedTokens: readonly string[]): Dict {
  const others: Record<string, Dict> = {};
  for (const path of namedTokens) {
    const [kind, ...rest] = path.split('.');
    const token = (names[kind!] as Dict | undefined)?.[rest.join('.')];
    if (isToken(token)) (others[kind!] ??= {})[rest.join('.')] = token;
  }
  return { ...others, colors: names.colors ?? {} };
}

/**
 * The browser's tokens from their names (namedTokensOf), a colour palette's shades only where the app
 * names them (`namedShades`, read from its source and recipes at build time: vite.config.ts,
 * chakraTheme). Colours cost Chakra most per token (each becomes a value of ~40 style properties and
 * of the colour palettes), and the app names 5 of the ~80 shades: `colorPalette="red"` needs the
 * palette's semantic keys (solid, fg...), which stay.
 */
export function browserTokens(names: Dict, namedShades: readonly string[], namedTokens: readonly string[]): Dict {
  const { colors: allColors, ...others } = namedTokensOf(names, namedTokens);
  const named = new Set(namedShades);
  const colors = Object.fromEntries(
    Object.entries(allColors as Dict).flatMap(([group, entry]) => {
      if (isToken(entry)) return [[group, entry]];
      const kept = Object.entries(entry as Dict).filter(([key]) => !isShade(key) || named.has(`${group}.${key}`));
      return kept.length > 0 ? [[group, Object.fromEntries(kept)]] : [];
    }),
  );
  // No value at all, not null: Chakra converts a size's value to pixels, and that takes a string or nothing.
  const valueless = (group: Dict) => Object.fromEntries(Object.keys(group).map((key) => [key, { value: undefined, description }]));
  return { ...Object.fromEntries(Object.entries(others).map(([kind, group]) => [kind, valueless(group as Dict)])), colors };
}

/**
 * The colour shades a text names (`red.700`, `{colors.gray.200}`), and every palette's shade it
 * names through `colorPalette.700`; a name built at run time (`${palette}.700`) is not seen, so
 * write shade names whole.
 */
export function shadesNamedIn(text: string, palettes: readonly string[]): string[] {
  const shades = new Set<string>();
  for (const [, palette, shade] of text.matchAll(/\b([a-zA-Z]+)\.(\d+)\b/g)) {
    if (palette === 'colorPalette') for (const name of palettes) shades.add(`${name}.${shade}`);
    else if (palettes.includes(palette!)) shades.add(`${palette}.${shade}`);
  }
  return [...shades].sort();
}

/** Two token trees as one; a name in both would be two tokens with one variable, which Chakra's theme does not have. */
function merge(plain: Dict, semantic: Dict, path: string): Dict {
  const merged: Dict = { ...plain };
  for (const [key, entry] of Object.entries(semantic)) {
    const existing = merged[key];
    if (existing === undefined) merged[key] = entry;
    else if (!isToken(existing) && !isToken(entry)) merged[key] = merge(existing as Dict, entry as Dict, `${path}.${key}`);
    else throw new Error(`Token ${path}.${key} is both a plain and a semantic token`);
  }
  return merged;
}
