/**
 * `npm test`: every stage (typecheck, lint, unit and integration tests, the staging build, the bundle
 * report, the end-to-end suite, the model-path coverage), stopping after the first step that fails,
 * then a table of each stage's wall time, so the whole run can be kept under its 15 minutes on 2
 * cores as the suite grows. `.ci/run` calls `npm test`.
 *
 * The unit and integration tests include the server's tests a second time on a real PostgreSQL; beside
 * them the cluster test (scripts/cluster-test.ts) tries 2 instances behind nginx on one.
 *
 * The first step runs typecheck, lint and the staging build (then the bundle report) side by side:
 * each is mostly one thread, so on two cores they take about the time of the longest instead of the
 * sum. The first lane of a step streams its output; the others' is held and printed whole when the
 * step ends. The vitest run and the end-to-end suite each use both cores (the PostgreSQL tests beside
 * the end-to-end suite took 10 minutes instead of 2 and timed out); the cluster test, mostly waiting,
 * runs beside the vitest run.
 *
 * The Debian packages the stages need (chromium, PostgreSQL, nginx, the PDF tools) are installed
 * first, one after another, when missing: two apt-get installs at once would fight over dpkg's lock.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  command: string;
}
/** Stages in one lane run one after another; the lanes of a step run side by side. */
type Step = Stage[][];

const steps: Step[] = [
  [
    [{ name: 'typecheck', command: 'npm run typecheck' }],
    [
      { name: 'lint', command: 'npm run lint' },
      // The generated OpenAPI document under Redocly's recommended rules (redocly.yaml; docs/api.md).
      { name: 'OpenAPI lint (Redocly)', command: 'npm run lint:openapi' },
      // Every operation, anonymous and signed in, with generated valid and mutated requests (docs/api.md).
      { name: 'contract fuzz', command: 'npm run fuzz:contract' },
    ],
    [
      { name: 'Debian packages (installed when missing)', command: 'bash scripts/ensure-chromium.sh && bash scripts/ensure-postgres.sh && bash scripts/ensure-nginx.sh && bash scripts/ensure-pdf-tools.sh' },
      { name: 'staging build', command: 'npm run build:staging' },
      // Over a budget (first route 160 KiB in either language, a lazy chunk 60 KiB) fails the run.
      { name: 'bundle report', command: 'npm run report:bundle' },
    ],
  ],
  [
    // The unit and integration tests, and the server's tests again on a throw-away PostgreSQL (the
    // database production runs; one copy of a seeded template per file:
    // tests/server/support/database-global-setup.ts), as projects of one vitest run
    // (SERVER_TEST_DATABASE=both: vite.config.ts): one start, and both workers busy to its end.
    [{ name: 'unit and integration, PGlite and PostgreSQL (vitest)', command: 'SERVER_TEST_DATABASE=both npm run test:unit' }],
    // Production's shape on this machine (docs/operations.md): 2 instances + nginx on one PostgreSQL of
    // its own, started at once; sessions, raced payments, jobs (and a day of the development clock), a
    // database outage, SIGTERM during payments. Mostly waiting (a day of the clock is 24 s of one-second
    // job slots), about half a core: beside the vitest run its timed checks held (docs/speed.md).
    [{ name: 'cluster (2 instances + nginx)', command: 'npm run test:cluster' }],
  ],
  [[{ name: 'end-to-end (Playwright)', command: 'npm run test:e2e' }]],
  [[{ name: 'model-path coverage', command: 'npm run paths -- --coverage' }]],
];

interface Timing {
  name: string;
  ms: number;
  status: string;
}

/** Runs a command and returns its output; with `hold` the output is only kept, else also streamed. */
function run(command: string, hold: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      if (!hold) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

/** A lane's stages in turn, stopping at the first failure; the later ones are marked not run. */
async function runLane(lane: Stage[], hold: boolean): Promise<{ timings: Timing[]; output: string; failed: boolean }> {
  const timings: Timing[] = [];
  let output = '';
  let failed = false;
  for (const stage of lane) {
    if (failed) {
      timings.push({ name: stage.name, ms: 0, status: 'not run' });
      continue;
    }
    const started = Date.now();
    if (!hold) console.log(`\n> ${stage.name}: ${stage.command}`);
    const result = await run(stage.command, hold);
    failed = result.code !== 0;
    output += hold ? `\n> ${stage.name}: ${stage.command}\n${result.output}` : '';
    // Playwright's summary counts the tests that passed only on their retry.
    const flaky = /^\s*(\d+) flaky$/m.exec(result.output)?.[1];
    const status = failed ? `FAILED (exit ${result.code})` : flaky ? `ok, ${flaky} flaky (passed on retry: listed above)` : 'ok';
    timings.push({ name: stage.name, ms: Date.now() - started, status });
  }
  return { timings, output, failed };
}

// Rounded to whole seconds first, so 179.6 s prints 3:00 and never 2:60.
const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const timings: Timing[] = [];
const started = Date.now();
let failed = false;
for (const step of steps) {
  if (failed) {
    for (const stage of step.flat()) timings.push({ name: stage.name, ms: 0, status: 'not run' });
    continue;
  }
  if (step.length > 1) console.log(`\n> side by side: ${step.map((lane) => lane.map((stage) => stage.name).join(' then ')).join(', ')}`);
  const lanes = await Promise.all(step.map((lane, index) => runLane(lane, index > 0)));
  for (const lane of lanes) {
    process.stdout.write(lane.output);
    timings.push(...lane.timings);
  }
  failed = lanes.some((lane) => lane.failed);
}

const width = Math.max(...timings.map((timing) => timing.name.length), 'total'.length);
console.log('\nStage times (m:ss; typecheck, lint and the build side by side, then the vitest run beside the cluster test)');
for (const timing of timings) console.log(`  ${timing.name.padEnd(width)}  ${timing.status === 'not run' ? '    -' : minutes(timing.ms).padStart(5)}  ${timing.status}`);
console.log(`  ${'total'.padEnd(width)}  ${minutes(Date.now() - started).padStart(5)}`);
process.exitCode = failed ? 1 : 0;
