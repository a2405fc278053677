/**
 * Where the end-to-end suite's time goes, from a Playwright JSON report:
 *
 *   npx playwright test --reporter=line,json > /dev/null   (PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json to write it there)
 *   node scripts/e2e-durations.ts /tmp/e2e.json [--top 25]
 *
 * Prints the spec files by their tests' summed time (every attempt, retries included: a retry costs
 * the run as much), with each file's share of the whole and its test count, then the slowest tests.
 * The figures of docs/speed.md ("The test command") are repeated this way.
 */
import { readFileSync } from 'node:fs';

interface Result {
  duration: number;
  status: string;
  retry: number;
}
interface Test {
  projectName: string;
  results: Result[];
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: Test[];
}
interface Suite {
  title: string;
  file?: string;
  specs?: Spec[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats?: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
}

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg));
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
if (!file) {
  console.error('usage: node scripts/e2e-durations.ts REPORT.json [--top N]');
  process.exit(2);
}

const report = JSON.parse(readFileSync(file, 'utf8')) as Report;

interface Row {
  file: string;
  title: string;
  project: string;
  ms: number;
  attempts: number;
  status: string;
}
const rows: Row[] = [];
function walk(suite: Suite, titles: string[]): void {
  const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      rows.push({
        file: spec.file,
        title: [...path, spec.title].join(' › '),
        project: test.projectName,
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        attempts: test.results.length,
        status: test.results.at(-1)?.status ?? 'not run',
      });
    }
  }
  for (const child of suite.suites ?? []) walk(child, path);
}
for (const suite of report.suites) walk(suite, []);

const total = rows.reduce((sum, row) => sum + row.ms, 0);
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
const share = (ms: number) => `${((100 * ms) / total).toFixed(1).padStart(5)} %`;

const byFile = new Map<string, { ms: number; tests: number }>();
for (const row of rows) {
  const entry = byFile.get(row.file) ?? { ms: 0, tests: 0 };
  entry.ms += row.ms;
  entry.tests += 1;
  byFile.set(row.file, entry);
}

const stats = report.stats;
console.log(
  `${rows.length} tests, ${seconds(total).trim()} s of test time` +
    (stats ? ` in ${seconds(stats.duration).trim()} s of wall time (${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped)` : ''),
);
console.log(`\nSpec files by summed test time (top ${top}):`);
console.log(`  ${'seconds'.padStart(7)}  ${'share'.padStart(7)}  tests  file`);
for (const [name, entry] of [...byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, top)) {
  console.log(`  ${seconds(entry.ms)}  ${share(entry.ms)}  ${String(entry.tests).padStart(5)}  ${name}`);
}
console.log(`\nSlowest tests (top ${top}; attempts > 1 means a retry):`);
for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  const note = row.attempts > 1 ? ` [${row.attempts} attempts, ${row.status}]` : row.status === 'passed' ? '' : ` [${row.status}]`;
  console.log(`  ${seconds(row.ms)}  ${row.file} › ${row.title} (${row.project})${note}`);
}
