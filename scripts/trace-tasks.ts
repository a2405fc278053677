/**
 * `node scripts/trace-tasks.ts [/path ...] [--lang en|ar] [--min 10] [--runs 1] [--why]`: every top-level task of the
 * page's main thread of at least `--min` ms wall time (unthrottled, as Lighthouse's trace records it; its
 * simulation then counts 4x that), from navigation until 2 s after React has taken over, with what the
 * browser did inside (style, layout, parsing, script, GC, by the outermost events) and whether it came
 * before or after the first contentful paint. Where scripts/long-tasks.ts names the functions,
 * this shows the browser's own work, which Lighthouse reports as "Unattributable". Not part of `npm test`.
 */
import puppeteer from 'puppeteer-core';
import { findRoute } from '../src/app/routes/route-table.ts';
import { chromiumExecutable } from './chromium.ts';
import { apiPrefixOf, continueAsGuest } from './lib/guest-visitor.ts';
import { type TraceEvent, becomeVisitor, traceCommandLine, traceLoad } from './lib/page-trace.ts';
import { startServer } from './lib/serve-build.ts';

const { args, option, paths, lang } = traceCommandLine();
const minMs = Number(option('min') ?? 10);
const runs = Number(option('runs') ?? 1);
/** `--why`: the browser's invalidation tracking, to say what made a style recalculation (it slows the page: times are then not comparable). */
const why = args.includes('--why');


/** What an event says about its cause: a script's URL, the elements styled, the objects laid out. */
function detailOf(event: TraceEvent): string {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  if (event.name === 'UpdateLayoutTree') return `${event.args?.elementCount ?? (data.elementCount as number | undefined) ?? '?'} el`;
  if (event.name === 'Layout') return `${(data.dirtyObjects as number | undefined) ?? '?'}/${(data.totalObjects as number | undefined) ?? '?'} obj`;
  const url = (data.url as string | undefined) ?? ((data.stackTrace as { url: string }[] | undefined)?.[0]?.url as string | undefined);
  const fn = data.functionName as string | undefined;
  const where = url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') : '';
  return [fn, where].filter(Boolean).join(' ');
}

const server = await startServer();
const browser = await puppeteer.launch({ executablePath: chromiumExecutable() ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of paths.length ? paths : ['/']) {
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      await becomeVisitor(page, server.origin, lang);
      if ((findRoute(path.split('?')[0]!)?.guards as readonly string[] | undefined)?.includes('needsUsername')) await page.evaluate(continueAsGuest, apiPrefixOf(server.origin));
      const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing', 'v8'];
      const events = await traceLoad(page, `${server.origin}${path}`, why ? [...categories, 'disabled-by-default-devtools.timeline.invalidationTracking'] : categories);
      await page.close();
      const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((e) => e.pid === event.pid && e.name === 'ParseHTML'));
      if (!main) throw new Error('No renderer main thread in the trace');
      const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
      const navigation = onMain.find((event) => event.name === 'navigationStart')?.ts ?? events.find((event) => event.name === 'navigationStart')?.ts ?? onMain[0]!.ts;
      const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigation)?.ts;
      const ms = (us: number) => (us / 1000).toFixed(1);
      const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= minMs * 1000 && event.ts >= navigation);
      const after = tasks.filter((task) => fcp !== undefined && task.ts + task.dur! > fcp);
      // Lighthouse's sum (each task after the first paint at 4x, less 50 ms), from wall time and from the thread's CPU time (which other processes do not inflate).
      const blocking = (us: (task: TraceEvent) => number) => Math.round(onMain.filter((task) => task.name === 'RunTask' && task.ph === 'X' && fcp !== undefined && task.ts >= fcp).reduce((sum, task) => sum + Math.max(0, (us(task) * 4) / 1000 - 50), 0));
      console.log(`${path} (${lang}) run ${run + 1}: blocking after FCP at 4x: ${blocking((task) => task.dur ?? 0)} ms by wall time, ${blocking((task) => task.tdur ?? task.dur ?? 0)} ms by CPU time`);
      console.log(`\n${path} (${lang}) run ${run + 1}: FCP at ${fcp ? ms(fcp - navigation) : '?'} ms; ${tasks.length} tasks of ${minMs} ms or more, ${after.length} after FCP (4x: ${after.map((t) => Math.round((t.dur! * 4) / 1000)).join(', ')})`);
      for (const task of tasks) {
        const kinds = new Map<string, { ms: number; details: string[] }>();
        let coveredUntil = 0;
        for (const event of onMain) {
          if (event.ph !== 'X' || event === task || event.ts < task.ts || event.ts >= task.ts + task.dur!) continue;
          if (event.ts < coveredUntil) continue;
          coveredUntil = event.ts + (event.dur ?? 0);
          const kind = kinds.get(event.name) ?? { ms: 0, details: [] };
          kind.ms += (event.dur ?? 0) / 1000;
          // A timer's or a callback's script is named by the function call inside it.
          const inner = onMain.find((e) => e.name === 'FunctionCall' && e.ts >= event.ts && e.ts < event.ts + (event.dur ?? 0));
          const detail = detailOf(event) || (inner ? detailOf(inner) : '');
          if (detail && (event.dur ?? 0) >= 1000 && kind.details.length < 3) kind.details.push(`${detail} ${ms(event.dur!)}`);
          kinds.set(event.name, kind);
        }
        const work = [...kinds]
          .sort((a, b) => b[1].ms - a[1].ms)
          .filter(([, kind]) => kind.ms >= 0.5)
          .map(([name, kind]) => `${name} ${kind.ms.toFixed(1)}${kind.details.length ? ` [${kind.details.join('; ')}]` : ''}`)
          .join(', ');
        const when = fcp === undefined ? '' : task.ts >= fcp ? ' after FCP' : task.ts + task.dur! > fcp ? ' across FCP' : ' before FCP';
        console.log(`  ${ms(task.ts - navigation).padStart(7)} ms +${ms(task.dur!).padStart(5)}${when}: ${work}`);
        // A large style recalculation: what invalidated the styles since the previous one (the browser's invalidation tracking).
        const recalc = onMain.find((e) => e.name === 'UpdateLayoutTree' && e.ts >= task.ts && e.ts < task.ts + task.dur! && (e.dur ?? 0) >= 3000);
        if (recalc && why) {
          const previous = onMain.filter((e) => e.name === 'UpdateLayoutTree' && e.ts < recalc.ts).at(-1)?.ts ?? navigation;
          const reasons = new Map<string, number>();
          for (const e of onMain) {
            if (e.ts <= previous || e.ts >= recalc.ts || !/Invalidation|ScheduleStyle/.test(e.name)) continue;
            const d = (e.args?.data ?? {}) as { reason?: string; invalidationSet?: unknown; nodeName?: string; stackTrace?: { functionName: string; url: string }[]; changedClass?: string; changedAttribute?: string; changedId?: string; selectors?: unknown };
            const frame = d.stackTrace?.[0];
            const key = `${e.name}: ${d.reason ?? ''} ${d.changedAttribute ?? d.changedClass ?? d.changedId ?? ''} ${d.nodeName ?? ''} ${frame ? `${frame.functionName}@${frame.url.split('/').pop()}` : ''}`.replace(/\s+/g, ' ');
            reasons.set(key, (reasons.get(key) ?? 0) + 1);
          }
          for (const [key, count] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`        ${count} x ${key}`);
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
