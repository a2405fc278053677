/**
 * `node scripts/cpu-profile-top.ts FILE.cpuprofile [N]`: the N (default 25) functions with the most self
 * time in a V8 CPU profile (node --cpu-prof, e.g. `npm run bench:api -- --profile mixed --cpu-prof DIR`),
 * and the same summed by file or package (`--from S --to S`: only those seconds of the profile), so a profile can be read without a browser. Self time is the time a
 * function was on top of the stack; "(idle)" is the event loop waiting, "(garbage collector)" is GC.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { repoRoot } from './lib/serve-build.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : undefined);
const [file, count = '25'] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) throw new Error('usage: node scripts/cpu-profile-top.ts FILE.cpuprofile [N] [--from S] [--to S]');
// Only the samples between these seconds of the profile (e.g. the measured window, not the start-up).
const from = (option('from') ?? 0) * 1e6;
const to = (option('to') ?? Infinity) * 1e6;
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= from && at < to) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
});
const total = [...selfMicros.values()].reduce((sum, v) => sum + v, 0);

const where = (url: string) => (url.startsWith('file://') ? relative(repoRoot, new URL(url).pathname) : url || '(native)');
const add = (into: Map<string, number>, key: string, micros: number) => into.set(key, (into.get(key) ?? 0) + micros);
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  add(byFunction, `${functionName || '(anonymous)'}  ${where(url)}${url ? `:${lineNumber + 1}` : ''}`, micros);
  // node_modules/<package> (or @scope/package) as one entry: which library the time went to.
  const path = where(url);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  add(byFile, pkg ? `node_modules/${pkg}` : path, micros);
}
const top = (from: Map<string, number>, n: number) =>
  [...from.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`)
    .join('\n');
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled\n\nSelf time by function:\n${top(byFunction, Number(count))}\n\nSelf time by file or package:\n${top(byFile, 15)}`);
