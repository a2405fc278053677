/**
 * `node scripts/long-tasks.ts [/path ...] [--lang en|ar] [--cpu 4] [--top 8] [--port N]`: the main thread's long
 * tasks while a page of the build (BUILD_OUT_DIR) loads and hydrates (a first-time visitor in that
 * language; on the routes that need a username, a guest; on a policy's pages, `/my-policy/POL-SAMPLE...`,
 * the seeded customer with a policy bought at the start: as bench:lighthouse measures them), as Lighthouse's simulated
 * mobile CPU counts them (the task's CPU time times 4: a busy machine's other processes do not
 * count), and in each task the functions that took the time (a Chrome trace with its sampling
 * profile; build with BUILD_SOURCEMAP=hidden for source names). What to cut when total blocking time is over budget: Lighthouse says
 * how much, this says where. Not part of `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';
import { findRoute } from '../src/app/routes/route-table.ts';
import { chromiumExecutable } from './chromium.ts';
import { apiPrefixOf, buyPolicy, continueAsGuest, seededCustomer } from './lib/guest-visitor.ts';
import { type TraceEvent, becomeVisitor, traceCommandLine, traceLoad } from './lib/page-trace.ts';
import { buildDir, startServer } from './lib/serve-build.ts';

const { option, paths, lang } = traceCommandLine();
/** Lighthouse's mobile CPU factor: each task's CPU time (the thread's, so other processes on a busy machine do not count) times this. */
const cpu = Number(option('cpu') ?? 4);
const top = Number(option('top') ?? 8);
/** A policy's pages name this number; the policy measured is one the seeded customer buys then. */
const SAMPLE_POLICY = 'POL-SAMPLE';

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}
interface ProfileChunk {
  nodes?: ProfileNode[];
  samples?: number[];
}

/** The samples of the page's main-thread profile, each with its time and stack (outermost first). */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const start = events.find((event) => event.name === 'Profile' && event.pid === pid);
  let ts = (start?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== start?.id) continue;
    const data = event.args?.data as { cpuProfile?: ProfileChunk; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  void tid;
  const stackOf = (id: number) => {
    const stack: ProfileNode[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) stack.unshift(node);
    return stack;
  };
  return { samples, stackOf };
}

/** A build with `BUILD_SOURCEMAP=hidden` has source maps beside its chunks: functions are then named by their source. */
const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = join(buildDir, new URL(url).pathname + '.map');
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url)!;
}
const label = ({ callFrame }: ProfileNode) => {
  const url = callFrame.url ?? '';
  const map = url.startsWith('http') ? mapOf(url) : null;
  if (map && callFrame.lineNumber >= 0) {
    const source = originalPositionFor(map, { line: callFrame.lineNumber + 1, column: Math.max(0, callFrame.columnNumber) });
    if (source.source) return `${source.name ?? callFrame.functionName ?? '(anonymous)'} ${source.source.replace(/^(\.\.\/)+/, '')}:${source.line}`;
  }
  const file = url.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
  return `${callFrame.functionName || '(anonymous)'}${file ? ` ${file}:${callFrame.lineNumber + 1}` : ''}`;
};

// The seeded customer (SEED_DEMO_DATA) buys the policy the policy pages show, as in bench:lighthouse.
const server = await startServer({ port: option('port') ? Number(option('port')) : undefined, env: { SEED_DEMO_DATA: 'true' } });
const browser = await puppeteer.launch({ executablePath: chromiumExecutable() ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const route of paths.length ? paths : ['/']) {
    let path = route;
    const page = await browser.newPage();
    await becomeVisitor(page, server.origin, lang);
    if (path.includes(SAMPLE_POLICY)) {
      await page.evaluate(continueAsGuest, apiPrefixOf(server.origin), seededCustomer);
      path = path.replace(SAMPLE_POLICY, await page.evaluate(buyPolicy, apiPrefixOf(server.origin)));
    } else if ((findRoute(path.split('?')[0]!)?.guards as readonly string[] | undefined)?.includes('needsUsername')) await page.evaluate(continueAsGuest, apiPrefixOf(server.origin));
    const events = await traceLoad(page, `${server.origin}${path}`, ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute']);
    await page.close();
    const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((e) => e.pid === event.pid && e.name === 'ProfileChunk'));
    if (!main) throw new Error('No renderer main thread in the trace');
    const tasks = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask' && (event.tdur ?? event.dur ?? 0) * cpu >= 50_000);
    const { samples, stackOf } = samplesOf(events, main.pid, main.tid);
    const navigation = events.find((event) => event.pid === main.pid && event.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
    const simulated = (task: TraceEvent) => ((task.tdur ?? task.dur!) * cpu) / 1000;
    const blocking = tasks.reduce((sum, task) => sum + (simulated(task) - 50), 0);
    console.log(`\n${path} (${lang}): ${tasks.length} tasks of 50 ms or more at ${cpu}x CPU, ${Math.round(blocking)} ms over 50 ms in all`);
    for (const task of tasks) {
      const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur!);
      const inclusive = new Map<string, number>();
      const self = new Map<string, number>();
      inside.forEach((sample, i) => {
        const weight = ((inside[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
        const stack = stackOf(sample.node).filter((node) => node.callFrame.functionName !== '(root)');
        for (const key of new Set(stack.map(label))) inclusive.set(key, (inclusive.get(key) ?? 0) + weight);
        const leaf = stack.at(-1);
        if (leaf) self.set(label(leaf), (self.get(label(leaf)) ?? 0) + weight);
      });
      const list = (map: Map<string, number>) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([key, ms]) => `      ${ms.toFixed(0).padStart(5)} ms  ${key}`)
          .join('\n');
      // What the browser did in the task, outermost events only (parsing, style, layout, script...).
      const kinds = new Map<string, number>();
      let coveredUntil = 0;
      for (const event of events) {
        if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== 'X' || event === task || event.ts < task.ts || event.ts >= task.ts + task.dur!) continue;
        if (event.ts < coveredUntil) continue;
        coveredUntil = event.ts + (event.dur ?? 0);
        kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      }
      const work = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
      console.log(`  at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${simulated(task).toFixed(0)} ms at ${cpu}x (${work}; unslowed wall times)\n    inclusive:\n${list(inclusive)}\n    self:\n${list(self)}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
