/**
 * `npm test`: every stage in order (typecheck, lint, unit and integration tests, the staging build,
 * the bundle report, the end-to-end suite, the model-path coverage), stopping at the first failure,
 * then a table of each stage's wall time, so the whole run can be kept under its 15 minutes on 2
 * cores as the suite grows. `.ci/run` calls `npm test`.
 */
import { spawn } from 'node:child_process';

const stages: { name: string; command: string }[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'unit and integration (vitest)', command: 'npm run test:unit' },
  { name: 'staging build', command: 'npm run build:staging' },
  // Over a budget (first route 160 KiB in either language, a lazy chunk 60 KiB) fails the run.
  { name: 'bundle report', command: 'npm run report:bundle' },
  { name: 'end-to-end (Playwright)', command: 'npm run test:e2e' },
  { name: 'model-path coverage', command: 'npm run paths -- --coverage' },
];

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const timings: { name: string; ms: number; status: string }[] = [];
const started = Date.now();
let failed = false;
for (const stage of stages) {
  if (failed) {
    timings.push({ name: stage.name, ms: 0, status: 'not run' });
    continue;
  }
  const stageStarted = Date.now();
  const code = await run(stage.command);
  failed = code !== 0;
  timings.push({ name: stage.name, ms: Date.now() - stageStarted, status: failed ? `FAILED (exit ${code})` : 'ok' });
}

const width = Math.max(...timings.map((timing) => timing.name.length), 'total'.length);
console.log('\nStage times (m:ss)');
for (const timing of timings) console.log(`  ${timing.name.padEnd(width)}  ${timing.status === 'not run' ? '    -' : minutes(timing.ms).padStart(5)}  ${timing.status}`);
console.log(`  ${'total'.padEnd(width)}  ${minutes(Date.now() - started).padStart(5)}`);
process.exitCode = failed ? 1 : 0;
