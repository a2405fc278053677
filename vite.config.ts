import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import type { SystemConfig } from '@chakra-ui/react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BUILD_MANIFEST_PATH, DEFAULT_API_BASE_PATH } from './contract/http.ts';
import { appSources, chakraComponentSources } from './scripts/lib/chakra-sources.ts';
import { baseColors, breakpoints, chakraRecipes, palettes, semanticGroups } from './src/app/providers/palettes.ts';
import { tokenPathsIn, usedConditions, usedUtilities, wordsIn } from './src/app/providers/style-props.ts';
import { namedTokensOf, shadesNamedIn, tokenNames } from './src/app/providers/token-names.ts';
import { isCoreKey } from './src/locales/core-namespaces.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
/** One id per build, shared by the client build, the prerender build and the manifest (BUILD_ID). */
const buildId = process.env.BUILD_ID ?? `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;

/** Writes /build-manifest.json next to index.html, and serves it in development. */
function buildManifest(): Plugin {
  const body = () => JSON.stringify({ buildId, builtAt: new Date().toISOString() });
  return {
    name: 'build-manifest',
    generateBundle(options) {
      if (options.dir?.endsWith('server')) return;
      this.emitFile({ type: 'asset', fileName: BUILD_MANIFEST_PATH.slice(1), source: body() });
    },
    configureServer(server) {
      server.middlewares.use(BUILD_MANIFEST_PATH, (_, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body());
      });
    },
  };
}

/**
 * The message catalogues as modules `virtual:messages/<lang>/<core|rest>`: src/locales/<lang>.json
 * split by namespace (src/locales/core-namespaces.ts), so start-up loads only what the frame and the
 * prerendered pages need. Builds ship them already parsed (ICU message ASTs) and react-intl without
 * its parser (~7 KiB gzip less on every page); development keeps plain strings.
 */
function messageCatalogues(): Plugin {
  const prefix = 'virtual:messages/';
  let building = false;
  return {
    name: 'message-catalogues',
    enforce: 'pre',
    config: (_, { command }) => {
      building = command === 'build';
      return building
        ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } }
        : {};
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [language, part] = id.slice(prefix.length + 1).split('/');
      const file = fileURLToPath(new URL(`./src/locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const chosen = Object.entries(all).filter(([key]) => isCoreKey(key) === (part === 'core'));
      const messages = Object.fromEntries(chosen.map(([key, text]) => [key, building ? parse(text) : text]));
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}

/**
 * `virtual:chakra-theme`: the parts of Chakra's default theme the app builds its system from
 * (src/app/providers/chakra-system.ts), read at build time from Chakra's public
 * `@chakra-ui/react/theme` export: only the recipes the app uses and only its colour palettes
 * (src/app/providers/palettes.ts). Importing that export in the browser would ship every recipe
 * (its index builds Chakra's whole default config, ~30 KiB gzip); all of it is plain data.
 * The browser's bundle gets the tokens' names without their values, and no keyframes or global
 * styles (~1.8 KiB gzip less): the page's static stylesheet has them, made by the prerender build,
 * which (like development and the tests) gets everything (src/app/providers/token-names.ts).
 * `namedShades`: the colour shades the app's source and recipes name, the only ones the browser's
 * system keeps (token-names.ts, browserTokens). `styleProps`: the style properties and conditions
 * named by the app's source, its recipes and compositions and the Chakra components it imports, the
 * only ones the browser's system has (style-props.ts); `styleValues`: their token values but the
 * colours' (`spacing: { 4: 'var(--chakra-spacing-4)', '-4': ... }`), so the browser's system needs
 * no such tokens, but those `namedTokens` names whole (`sizes.5`).
 */
function chakraTheme(command: 'build' | 'serve'): Plugin {
  const id = 'virtual:chakra-theme';
  const pick = (source: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key)));
  return {
    name: 'chakra-theme',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(loaded, options) {
      if (loaded !== `\0${id}`) return null;
      const theme = await import('@chakra-ui/react/theme');
      const tokens = theme.tokens as Record<string, Record<string, unknown>>;
      const semanticTokens = theme.semanticTokens as Record<string, Record<string, unknown>>;
      for (const palette of palettes) if (!tokens.colors?.[palette] || !semanticTokens.colors?.[palette]) throw new Error(`Chakra has no colour palette ${palette}`);
      for (const name of chakraRecipes) if (!(`${name}Recipe` in theme)) throw new Error(`Chakra has no recipe ${name}`);
      const used = {
        tokens: { ...tokens, colors: pick(tokens.colors!, [...baseColors, ...palettes]) },
        semanticTokens: { ...semanticTokens, colors: pick(semanticTokens.colors!, [...semanticGroups, ...palettes]) },
      };
      const browserBuild = command === 'build' && !options?.ssr;
      const recipes = Object.fromEntries(chakraRecipes.map((name) => [name, theme[`${name}Recipe`]]));
      const sources = appSources();
      const texts = sources.map(([, text]) => text);
      // The theme's own definition names every shade of the brand's palette, used or not.
      const themeless = sources.filter(([file]) => file !== 'app/providers/chakra-system.ts').map(([, text]) => text);
      const styleTexts = [...texts, ...chakraComponentSources(texts), JSON.stringify([recipes, theme.textStyles, theme.layerStyles, theme.animationStyles])];
      const { createSystem, defaultBaseConfig } = await import('@chakra-ui/react');
      const words = wordsIn(styleTexts);
      const utilities = usedUtilities(defaultBaseConfig.utilities ?? {}, words);
      const names = tokenNames(used.tokens, used.semanticTokens);
      // What each style property's token values are (`p: '4'` is `var(--chakra-spacing-4)`), as the full system has them.
      const { tokens: dictionary } = createSystem(defaultBaseConfig, { theme: { breakpoints, ...used } as SystemConfig['theme'] });
      const namedTokens = tokenPathsIn(styleTexts, Object.keys(names).filter((kind) => kind !== 'colors'));
      const valueKinds = new Set(utilities.map((name) => defaultBaseConfig.utilities?.[name]?.values).filter((values) => typeof values === 'string' && values !== 'colors'));
      const parts = {
        ...(browserBuild ? { tokens: namedTokensOf(names, namedTokens), semanticTokens: {} } : used),
        recipes,
        namedShades: shadesNamedIn([JSON.stringify(recipes), ...themeless].join('\n'), Object.keys(used.tokens.colors).filter((group) => !('value' in (used.tokens.colors[group] as object)))),
        keyframes: browserBuild ? {} : theme.keyframes,
        globalCss: browserBuild ? {} : theme.globalCss,
        textStyles: theme.textStyles,
        layerStyles: theme.layerStyles,
        animationStyles: theme.animationStyles,
        styleProps: { utilities, conditions: usedConditions(defaultBaseConfig.conditions ?? {}, words) },
        styleValues: Object.fromEntries([...valueKinds].map((kind) => [kind, dictionary.getCategoryValues(kind as string) ?? {}])),
        namedTokens,
      };
      return Object.entries(parts)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

/**
 * `virtual:phone-countries`: the countries libphonenumber-js knows (its max metadata, the one
 * contract/phone.ts validates with), as a list made at build time: code that only asks whether a
 * region is one of them (the sign-in form) does not carry the metadata (~50 KiB gzip).
 */
function phoneCountries(): Plugin {
  const id = 'virtual:phone-countries';
  return {
    name: 'phone-countries',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(loaded) {
      if (loaded !== `\0${id}`) return null;
      const { getCountries } = await import('libphonenumber-js/max');
      return `export const phoneCountries = ${JSON.stringify(getCountries())};`;
    },
  };
}

/**
 * React Router and react-intl name their components after defining them (`Link.displayName =
 * "Link"`) and build them with unannotated top-level calls (`forwardRef`, `memo`, `createContext`,
 * `createFormattedComponent`): both count as side effects, so the bundle kept every component of
 * both libraries (links with prefetching, forms, fetchers, the Formatted* components) though the app
 * uses a handful of hooks. Without the names (a development aid) and with those calls marked pure,
 * what nothing imports is dropped (~4 KiB gzip on every page).
 */
function treeShakeComponentLibraries(): Plugin {
  const libraries = /node_modules[\\/](react-router[\\/]dist[\\/]production|react-intl)[\\/]/;
  const sideEffectFree = /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;
  const topLevelName = /^[\w$]+\.displayName = [^;\n]+;$/gm;
  const topLevelFactory = /^((?:export )?(?:const|let|var) [\w$]+ = )((?:React\$?\d*\.)?(?:forwardRef|memo|createContext|createFormattedComponent|createFormattedDateTimePartsComponent)\()/gm;
  return {
    name: 'tree-shake-component-libraries',
    enforce: 'pre',
    transform(code, id) {
      // Emotion imports these for `withTheme` only, which the app does not use; nothing else runs them.
      if (sideEffectFree.test(id)) return { code, map: null, moduleSideEffects: false };
      if (!libraries.test(id)) return null;
      return { code: code.replace(topLevelName, '').replace(topLevelFactory, '$1/* @__PURE__ */ $2'), map: null };
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Unit tests that need a fresh copy of modules with state, so they run in the isolated project: the
 * mobile schema's digit-level check is switched on once per page (contract/phone-shape), and the
 * IP-country lookup is shared by every phone input of a page (phone-input).
 */
const freshServerModuleTests = ['tests/server/metrics.test.ts'];
/**
 * Server test files that never open the database under test (openTestDatabase): pure logic, PGlite
 * itself (database-parsers, pglite-*; openapi-document serves from a migrated PGlite whatever the run's
 * database), or a server process of their own on PGlite (entry, service-process). The PostgreSQL project
 * leaves them out: there they ran again exactly as on PGlite (openapi-document and password-hashes' 2^17
 * hashes alone about 10 CPU s). A file that starts using the test database leaves this list.
 */
const serverTestsWithoutTestDatabase = [
  'config',
  'database-parsers',
  'entry',
  'ip-country',
  'notification-format',
  'openapi-document',
  'password-hashes',
  'pglite-pipelined',
  'pglite-thread',
  'purchase-gateway',
  'purchase-pricing',
  'queue-outage',
  'request-log',
  'service-process',
  'worker-pool',
].map(
  (name) => `tests/server/${name}.test.ts`,
);
/**
 * The databases the server tests run on: PGlite by default; SERVER_TEST_DATABASE=postgres, a throw-away
 * PostgreSQL instead (`npm run test:server:postgres`); `both`, the two as two projects of one run (the
 * test command's unit stage: one vitest start, one set of PGlite dumps, and two workers kept busy to the
 * end instead of two runs each ending on one slow file).
 */
const serverTestDatabases: ('pglite' | 'postgres')[] =
  process.env.SERVER_TEST_DATABASE === 'both' ? ['pglite', 'postgres'] : [process.env.SERVER_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite'];
// chakra-system.test prepares the browser's Chakra system, which is made once per module graph: after
// another file made it in the same worker it found it ready (the order of files varies from run to run).
const freshModuleTests = ['tests/contract/phone-shape.test.ts', 'tests/components/phone-input/**', 'tests/app/chakra-system.test.tsx'];

export default defineConfig(({ command }) => ({
  plugins: [react(), buildManifest(), messageCatalogues(), chakraTheme(command), phoneCountries(), treeShakeComponentLibraries()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${srcDir}/` },
      // @xstate/react imports the shim for React < 18; React 19 has the hook, so the shim's fallback
      // (~0.4 KiB gzip on every page) is not needed: the non-shim entries use React's own.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
    // Tools for testers and support: in development, and in staging builds (VITE_ENABLE_DEV_TOOLS=true).
    // A compile-time constant, so production builds drop their code entirely.
    __DEV_TOOLS__: JSON.stringify(command === 'serve' || process.env.VITE_ENABLE_DEV_TOOLS === 'true'),
  },
  build: {
    // BUILD_OUT_DIR lets two builds (two people, or two test runs) coexist on one machine.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist/client',
    // .vite/manifest.json: the chunk graph the bundle report reads.
    manifest: true,
    // Source maps beside the chunks, not referenced by them, on request: scripts/long-tasks.ts names functions by them.
    sourcemap: process.env.BUILD_SOURCEMAP === 'hidden' ? 'hidden' : false,
    target: 'es2022',
    // The report lists gzip sizes itself (scripts/bundle-report.ts).
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs, in one chunk: compressed together they are ~8 KiB smaller
          // than the handful of shared chunks the default splitting makes of them. Lazily used
          // libraries (toasts, the API client's, diagrams, forms) stay out of it.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@chakra-ui|@emotion|@ark-ui|@zag-js|@pandacss|xstate|react-intl|@formatjs|intl-messageformat|stylis|hoist-non-react-statics|react-is|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the reference API runs beside Vite (scripts/dev.ts) and is proxied.
    proxy: { [process.env.API_BASE_PATH ?? DEFAULT_API_BASE_PATH]: `http://127.0.0.1:${apiPort}` },
  },
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one worker on a 2-core machine.
    // The run measured as one core's work (its durations summed to its wall time); two use both.
    maxWorkers: Math.max(2, availableParallelism()),
    // V8's write protection of JIT code with memory protection keys (on where the CPU has PKU, as here)
    // loses track of WebAssembly code pages when many PGlite instances are made and closed in one
    // process: the worker dies with "Check failed: jit_page_->allocations_.erase(addr) == 1" (CI, once,
    // in tests/server/health.test.ts; nodejs/node#64500). Test workers run without it.
    execArgv: ['--no-memory-protection-keys'],
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['tests/support/setup.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/server/**', ...freshModuleTests],
          // A worker keeps its imports from file to file instead of a fresh module graph per file:
          // 12 machine files in 9 s instead of 18 s, measured back to back on a loaded machine.
          isolate: false,
        },
      },
      {
        extends: true,
        // The phone input's tests wait for its lazily loaded libphonenumber chunk (transformed on its first
        // import in each file): seconds on a machine busy with other work, where vitest's 5 s failed them.
        test: { name: 'app (fresh modules)', environment: 'jsdom', setupFiles: ['tests/support/setup.ts'], include: freshModuleTests, testTimeout: 20_000 },
      },
      ...serverTestDatabases.map((database) => ({
        extends: true as const,
        test: {
          // `server` on either database alone; with both, the PostgreSQL run is `server (PostgreSQL)`.
          name: database === 'postgres' && serverTestDatabases.length > 1 ? 'server (PostgreSQL)' : 'server',
          environment: 'node' as const,
          // The server tests share no module state (each file opens its own database and app), so a
          // worker keeps its imports, PGlite's compiled WebAssembly among them, from file to file:
          // about 30% faster than a fresh module graph per file (8 files: 96 s -> 62-68 s, loaded machine).
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          exclude: [...freshServerModuleTests, ...(database === 'postgres' ? serverTestsWithoutTestDatabase : [])],
          // The globalSetup and the tests read the project's database from here (a throw-away PostgreSQL
          // for 'postgres': tests/server/support/database-global-setup.ts).
          env: { SERVER_TEST_DATABASE: database },
          globalSetup: ['tests/server/support/database-global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      })),
      {
        extends: true,
        // Tests that read process-wide state (the metrics registry) get a module graph of their own: in the
        // shared worker an earlier file's module reset left payments counting into another registry copy.
        test: { name: 'server (fresh modules)', environment: 'node', include: freshServerModuleTests, testTimeout: 20_000, hookTimeout: 60_000 },
      },
    ],
  },
}));
