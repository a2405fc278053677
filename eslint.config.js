// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/architecture.md): contract <- machines <- src, and contract <- server.
 * machines/ imports neither src/ nor server/; server/ never imports src/; contract/ imports nothing
 * of ours. Inside src/: app <- features <- components, lib: components and lib never import app or
 * features, and features do not import each other (import-x/no-restricted-paths, below).
 */
/** src/features/<name>: each one a zone of its own. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noImport = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // How import-x resolves our imports (tsconfig paths: relative and `@/` alike), for the layers'
    // import-x/no-restricted-paths below. Import circles are not an ESLint rule here: the unit stage's
    // tests/tooling/import-circles.test.ts (and `npm run lint:cycles`) finds them with TypeScript's own
    // resolver, counting type-only imports and import() too, so it finds every circle import-x/no-cycle
    // did and more; the rule took about a quarter of the lint stage's time (docs/speed.md).
    files: ['**/*.{ts,tsx}'],
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    // File and folder names are kebab-case (a middle part such as `.machine` or `.test` is allowed).
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['server/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,machines,contract,server,scripts,tests,e2e}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'server/index.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/src/**', '@/*', '**/server/**', 'react', 'react-dom', 'react-router', 'wretch'],
        'machines/ is pure: no src/, server/, React, router or network imports. Name the effect; src/app provides it.',
      ),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'location', 'navigator'],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(['**/src/**', '@/*', '**/machines/**'], 'server/ never imports the app (src/) or its machines.'),
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/src/**', '@/*', '**/server/**', '**/machines/**'],
        'contract/ is shared by client and server and imports neither.',
      ),
    },
  },
  {
    // The layers inside src/ (docs/architecture.md), resolved paths, so relative and `@/` imports alike.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/components', './src/lib'],
              from: ['./src/app', './src/features'],
              message: 'components/ and lib/ are below app/ and features/: move what they need down, or pass it in.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move shared code to src/components or src/lib.',
            })),
          ],
        },
      ],
    },
  },
);
