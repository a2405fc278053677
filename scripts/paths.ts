/**
 * `npm run paths`: every model-based test path, with its id (machine level: replayed by vitest;
 * UI level: replayed by Playwright through the real app). `npm run paths -- --coverage` prints the
 * states and transitions of each flow the UI replays reach. `npm run paths:replay -- <id> [--headed]`
 * replays one path (the UI replay when the path has one, else the machine replay).
 */
import { spawnSync } from 'node:child_process';
import { flowModels } from '../machines/flow-models.ts';
import { coverageOf, pathsOf, uiPathsOf } from '../machines/tooling/test-paths.ts';

const [command, ...rest] = process.argv.slice(2);

if (command === 'replay') {
  const id = rest.find((arg) => !arg.startsWith('--'));
  if (!id) {
    console.error('Usage: npm run paths:replay -- <path id> [--headed]');
    process.exit(2);
  }
  const ui = flowModels.some((flow) => flow.ui && uiPathsOf(flow.ui).some((path) => path.id === id));
  const known = ui || flowModels.some((flow) => pathsOf(flow.machine).some((path) => path.id === id));
  if (!known) {
    console.error(`No path ${id}. List them with: npm run paths`);
    process.exit(2);
  }
  const args = ui
    ? ['playwright', 'test', 'e2e/model-paths.spec.ts', '--project', 'desktop', '-g', id, ...(rest.includes('--headed') ? ['--headed'] : [])]
    : ['vitest', 'run', 'tests/tooling/model-paths.test.ts', '-t', id];
  if (ui) console.log('(UI replay: it serves the last build; run `npm run build:staging` first if there is none.)');
  process.exit(spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1);
}

if (command === '--coverage') {
  console.log('Model-based UI replays: states and transitions reached');
  for (const flow of flowModels) {
    if (!flow.ui) {
      console.log(`  ${flow.machine.id.padEnd(14)} machine-level only (no UI model yet)`);
      continue;
    }
    const { states, transitions, noUiTrigger, triggerable } = coverageOf(flow.machine, uiPathsOf(flow.ui), flow.ui.noUiTrigger);
    const pct = (a: number, b: number) => `${Math.round((100 * a) / b)}%`;
    console.log(
      `  ${flow.ui.id.padEnd(14)} states ${states.reached}/${states.total} (${pct(states.reached, states.total)}), transitions ${transitions.reached}/${transitions.total} (${pct(transitions.reached, transitions.total)})` +
        (noUiTrigger.length > 0 ? `; of those the UI can trigger ${triggerable.reached}/${triggerable.total} (${pct(triggerable.reached, triggerable.total)})` : ''),
    );
    for (const rule of flow.ui.noUiTrigger ?? []) {
      const edges = noUiTrigger.filter(
        (edge) =>
          edge.includes(`--${rule.event}--> ${rule.to ?? ''}`) &&
          (rule.state === undefined || (typeof rule.state === 'string' ? edge.startsWith(`${rule.state} `) : rule.state.test(edge.split(' --')[0]!))),
      );
      for (const edge of edges) console.log(`      no UI trigger: ${edge} (${rule.why})`);
    }
  }
  process.exit(0);
}

for (const flow of flowModels) {
  const uiIds = new Set(flow.ui ? uiPathsOf(flow.ui).map((path) => path.id) : []);
  console.log(`${flow.machine.id}`);
  const all = new Map([...pathsOf(flow.machine), ...(flow.ui ? uiPathsOf(flow.ui) : [])].map((path) => [path.id, path]));
  for (const path of all.values()) console.log(`  ${path.id}  ${uiIds.has(path.id) ? 'ui     ' : 'machine'}  ${path.description}`);
}
