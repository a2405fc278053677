/**
 * `node scripts/bundle-composition.ts [chunk-name-pattern] [--top N]`: what the chunks are made of,
 * to decide what to cut by measurement. Builds the client (staging flags, into
 * dist/bundle-composition) with source maps, attributes each chunk's minified bytes to the modules
 * they came from, and scales them to the chunk's gzip -9 size (an estimate: gzip is not additive).
 * Prints, per matching chunk (default: `framework|index`), its size, its packages and its largest
 * modules.
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const pattern = new RegExp(args.find((arg, i) => !arg.startsWith('--') && i !== topAt + 1) ?? 'framework|index');
const root = resolve(import.meta.dirname, '..');
process.env.VITE_ENABLE_DEV_TOOLS ??= 'true';

const kib = (bytes: number) => (bytes / 1024).toFixed(2).padStart(7);
/** `node_modules/@scope/name/…` → `@scope/name`; `src/app/…` → `src/app`. */
const packageOf = (id: string) => {
  const parts = id.split('/');
  if (parts[0] !== 'node_modules') return parts.slice(0, 2).join('/');
  return parts.slice(1, parts[1]?.startsWith('@') ? 3 : 2).join('/');
};

await build({
  root,
  logLevel: 'warn',
  build: { outDir: 'dist/bundle-composition', emptyOutDir: true, sourcemap: 'hidden' },
  plugins: [
    {
      name: 'bundle-composition',
      generateBundle(_, bundle) {
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.map || !pattern.test(file)) continue;
          const lineStarts: number[] = [];
          let offset = 0;
          for (const line of chunk.code.split('\n')) {
            lineStarts.push(offset);
            offset += line.length + 1;
          }
          const bytes = new Map<string, number>();
          let previous: { at: number; source: string } | null = null;
          new SourceMapConsumer(chunk.map).eachMapping((mapping) => {
            const at = lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn;
            if (previous) bytes.set(previous.source, (bytes.get(previous.source) ?? 0) + at - previous.at);
            previous = { at, source: (mapping.source ?? '(generated)').replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/') };
          });
          const gzip = gzipSync(chunk.code, { level: 9 }).length;
          const scale = gzip / chunk.code.length;
          const packages = new Map<string, number>();
          for (const [source, size] of bytes) packages.set(packageOf(source), (packages.get(packageOf(source)) ?? 0) + size);
          const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
          console.log(`\n${file}: ${kib(gzip)} KiB gzip -9 (estimates per part)`);
          for (const [name, size] of sorted(packages)) console.log(`  ${kib(size * scale)}  ${name}`);
          console.log('  largest modules:');
          for (const [name, size] of sorted(bytes)) console.log(`  ${kib(size * scale)}  ${name}`);
        }
      },
    },
  ],
});
