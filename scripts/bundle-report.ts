/**
 * `npm run report:bundle`: JavaScript sizes (gzip) from the build's chunk graph, against the budgets:
 * the first route (/) at most 160 KiB, each lazily loaded route chunk at most 60 KiB.
 * "First route" = the entry with its static imports, plus what start-up awaits before the first
 * render of / (the home page chunk, the core messages, and for Arabic the RTL style plugin).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const FIRST_ROUTE_BUDGET_KIB = 160;
const ROUTE_CHUNK_BUDGET_KIB = 60;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const clientDir = resolve(import.meta.dirname, '..', process.env.BUILD_OUT_DIR ?? 'dist/client');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipSizes = new Map<string, number>();
const gzipOf = (file: string) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length);
  return gzipSizes.get(file)!;
};

function closure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest[key]?.imports ?? [], into);
  }
  return into;
}
const kib = (bytes: number) => bytes / 1024;
const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipOf(manifest[key]!.file), 0);
const find = (pattern: RegExp) => {
  const key = Object.keys(manifest).find((k) => pattern.test(k));
  if (!key) throw new Error(`No chunk for ${pattern}`);
  return key;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const initial = closure([entryKey]);
let failed = false;
const rows: string[] = [];

for (const [language, extra] of [
  ['en', [find(/^virtual:messages\/en\/core$/)]],
  ['ar', [find(/^virtual:messages\/ar\/core$/), find(/stylis-plugin-rtl/)]],
] as const) {
  const firstRoute = closure([...extra, find(/src\/features\/home\/home-page\.tsx$/)], new Set(initial));
  const size = kib(sum(firstRoute));
  const ok = size <= FIRST_ROUTE_BUDGET_KIB;
  failed ||= !ok;
  rows.push(`first route / (${language})`.padEnd(44) + `${size.toFixed(1).padStart(7)} KiB  budget ${FIRST_ROUTE_BUDGET_KIB}  ${ok ? 'ok' : 'OVER'}`);
}

const pageKeys = Object.keys(manifest).filter((key) => /src\/features\/.+-page\.tsx$/.test(key));
for (const key of pageKeys.sort()) {
  const own = [...closure([key])].filter((k) => !initial.has(k));
  const size = kib(sum(own));
  const ok = size <= ROUTE_CHUNK_BUDGET_KIB;
  failed ||= !ok;
  rows.push(`  lazy ${key.replace(/^src\/features\//, '')}`.padEnd(44) + `${size.toFixed(1).padStart(7)} KiB  budget ${ROUTE_CHUNK_BUDGET_KIB}  ${ok ? 'ok' : 'OVER'}`);
}
const other = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && !pageKeys.includes(key) && !/messages|stylis/.test(key));
for (const key of other) rows.push(`  lazy ${key}`.padEnd(44) + `${kib(sum([...closure([key])].filter((k) => !initial.has(k)))).toFixed(1).padStart(7)} KiB  (on demand)`);

console.log('JavaScript, gzip -9');
for (const row of rows) console.log(row);
if (failed) {
  console.error('A bundle budget is exceeded.');
  process.exit(1);
}
