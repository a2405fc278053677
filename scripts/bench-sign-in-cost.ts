/**
 * `node scripts/bench-sign-in-cost.ts [--seconds N]`: what one sign-in costs and how many a process
 * takes a second. A sign-in's work is one scrypt check at the production cost (N=2^17, r=8, p=1: 128 MiB,
 * server/accounts/secrets.ts), run in libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), so it
 * never blocks the event loop but takes a core while it runs. Prints the time of one check alone
 * (CPU time and wall time) and the checks a second with as many at once as the pool has threads, which
 * is the most sign-ins a second one instance can take on this machine with nothing else running.
 */
import { cpus, loadavg } from 'node:os';
import { hashPassword, verifyPassword } from '../server/accounts/secrets.ts';

const args = process.argv.slice(2);
const seconds = Number(args.includes('--seconds') ? args[args.indexOf('--seconds') + 1] : 5);
const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
console.log(`load average ${loadavg().map((v) => v.toFixed(2)).join(', ')}; ${cpus().length} cores; thread pool ${threads}`);

const stored = await hashPassword('Password123!');
const alone: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await verifyPassword('Password123!', stored);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  alone.push(wall);
  console.log(`  one check: ${wall.toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU`);
}
alone.sort((a, b) => a - b);

let done = 0;
const until = performance.now() + seconds * 1000;
const cpu = process.cpuUsage();
await Promise.all(
  Array.from({ length: threads }, async () => {
    while (performance.now() < until) {
      await verifyPassword('Password123!', stored);
      done += 1;
    }
  }),
);
const used = process.cpuUsage(cpu);
console.log(`one sign-in's check: median ${alone[2]!.toFixed(0)} ms alone`);
console.log(`${threads} at once for ${seconds} s: ${(done / seconds).toFixed(1)} checks/s (${((used.user + used.system) / 1000 / done).toFixed(0)} ms CPU each)`);
