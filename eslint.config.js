// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (ARCHITECTURE.md): contract <- machines <- src, and contract <- server.
 * machines/ imports neither src/ nor server/; server/ never imports src/; contract/ imports nothing
 * of ours; features do not import each other.
 */
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
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(['@/features/*'], 'Features do not import each other: move shared code to src/components or src/lib.'),
    },
  },
);
