/**
 * `node scripts/cpu-by-process.ts -- <command...>`: runs a command and prints the CPU seconds (user +
 * system, from /proc, sampled every second) of every process under it, grouped: the reference server,
 * each kind of Chromium process (browser, renderer, gpu-process, utility), the Playwright runner and
 * other Node processes. Also the wall time and how busy the whole machine was meanwhile (other work
 * on the machine shows there). Linux only.
 *
 * Why: on 2 cores the end-to-end suite is CPU-bound, and a wall time on a shared machine says little;
 * the CPU a run costs, and where, says what a change saves (docs/speed.md, "The test command").
 * Example: node scripts/cpu-by-process.ts -- npx playwright test e2e/model-paths.spec.ts --workers=1
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: node scripts/cpu-by-process.ts -- <command> [args...]');
  process.exit(2);
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended meanwhile
  }
};
/** Parent pid and CPU seconds of a process (fields after the command name, which may hold spaces). */
function statOf(pid: number): { parent: number; seconds: number } | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}
function groupOf(commandLine: string): string {
  if (commandLine.includes('server/index.ts')) return 'server';
  if (/chrom/.test(commandLine)) return `chromium ${/--type=(\S+)/.exec(commandLine)?.[1] ?? 'browser'}`;
  if (/playwright/.test(commandLine)) return 'playwright runner';
  if (/node/.test(commandLine)) return 'other node';
  return commandLine.split(' ')[0]?.split('/').pop() || '(no command line)';
}
/** Busy and total jiffies of the whole machine. */
function machineTicks(): { busy: number; total: number } {
  const values = read('/proc/stat')!.split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - values[3]! - values[4]!, total };
}

const started = Date.now();
const machineBefore = machineTicks();
const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
/** The last reading of every process seen under the command (a process's CPU only grows). */
const seen = new Map<number, { group: string; seconds: number }>();
function sample() {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  const parents = new Map<number, number>();
  const stats = new Map<number, { parent: number; seconds: number }>();
  for (const pid of pids) {
    const stat = statOf(pid);
    if (!stat) continue;
    stats.set(pid, stat);
    parents.set(pid, stat.parent);
  }
  const under = (pid: number) => {
    for (let at: number | undefined = pid, hops = 0; at && hops < 64; at = parents.get(at), hops += 1) if (at === child.pid) return true;
    return false;
  };
  for (const [pid, stat] of stats) {
    if (!under(pid)) continue;
    const group = seen.get(pid)?.group ?? groupOf((read(`/proc/${pid}/cmdline`) ?? '').replaceAll('\0', ' '));
    seen.set(pid, { group, seconds: stat.seconds });
  }
}
const timer = setInterval(sample, 1000);
sample();

child.on('exit', (code, signal) => {
  clearInterval(timer);
  const machineAfter = machineTicks();
  const totals = new Map<string, number>();
  for (const { group, seconds } of seen.values()) totals.set(group, (totals.get(group) ?? 0) + seconds);
  const rows = [...totals].filter(([, seconds]) => seconds >= 0.1).sort((a, b) => b[1] - a[1]);
  const all = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  const busy = (100 * (machineAfter.busy - machineBefore.busy)) / Math.max(1, machineAfter.total - machineBefore.total);
  console.log(`\nCPU seconds by process (sampled each second; a process shorter than that may be missed)`);
  for (const [group, seconds] of rows) console.log(`  ${group.padEnd(22)} ${seconds.toFixed(1).padStart(7)}`);
  console.log(`  ${'all'.padEnd(22)} ${all.toFixed(1).padStart(7)}`);
  console.log(`wall ${((Date.now() - started) / 1000).toFixed(0)} s; the whole machine ${busy.toFixed(0)}% busy meanwhile`);
  process.exitCode = code ?? (signal ? 1 : 0);
});
