import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BUILD_MANIFEST_PATH, DEFAULT_API_BASE_PATH } from './contract/http.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
/**
 * Chakra's theme parts, one module each. Importing `@chakra-ui/react/theme` pulls in every recipe
 * (its index builds the full default config at load time): ~30 KiB gzip the first route cannot carry.
 */
const chakraThemeDir = fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url));

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
 * Builds ship the message catalogues already parsed (ICU message ASTs) and react-intl without its
 * parser (~7 KiB gzip less on every page). Development keeps plain strings for fast edits.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      if (!/[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), buildManifest(), precompiledMessages()],
  resolve: {
    alias: [
      { find: /^@chakra-theme\/(.*)$/, replacement: `${chakraThemeDir}/$1.js` },
      { find: /^@\//, replacement: `${srcDir}/` },
    ],
  },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: {
    // BUILD_OUT_DIR lets two builds (two people, or two test runs) coexist on one machine.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist/client',
    // .vite/manifest.json: the chunk graph the bundle report reads.
    manifest: true,
    target: 'es2022',
    // The report lists gzip sizes itself (scripts/bundle-report.ts).
    reportCompressedSize: false,
  },
  server: {
    // `npm run dev`: the reference API runs beside Vite (scripts/dev.ts) and is proxied.
    proxy: { [process.env.API_BASE_PATH ?? DEFAULT_API_BASE_PATH]: `http://127.0.0.1:${apiPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['tests/support/setup.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/server/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
