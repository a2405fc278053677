/**
 * The development clock: lets a tester see a day (or a month) of the service in minutes. Off unless
 * DEV_CLOCK_SPEED is set; refused in production, like every development switch.
 *
 *   now = DEV_CLOCK_START + (real now - DEV_CLOCK_ORIGIN) x DEV_CLOCK_SPEED
 *
 * DEV_CLOCK_START defaults to the real time at start, DEV_CLOCK_ORIGIN (epoch milliseconds) to the
 * process's start; `npm run start:cluster` gives every instance the same origin so they agree. The
 * application's clock (quote expiry, policy dates, sessions, every job's "now") reads it, and the
 * scheduled jobs run that much more often (server/jobs/job-queue.ts realPeriodMs): at 3600, an hourly
 * job runs every second, and a day passes in 24 s.
 */
import { ConfigError, type ConfigVariable } from './config.ts';

export interface AppClock {
  now(): Date;
  /** 1 for real time. */
  speed: number;
}

export const devClockVariables: readonly ConfigVariable[] = [
  { name: 'DEV_CLOCK_SPEED', default: '(unset: real time)', description: 'Development only: the application clock runs this many times faster than real time (1-100000), and so do the scheduled jobs.' },
  { name: 'DEV_CLOCK_START', default: 'the real time at start', description: 'Development only, with DEV_CLOCK_SPEED: the instant (ISO 8601) the application clock shows at DEV_CLOCK_ORIGIN.' },
  { name: 'DEV_CLOCK_ORIGIN', default: 'the process start', description: 'Development only, with DEV_CLOCK_SPEED: the real instant (epoch ms) the clock starts from; instances given the same one agree.' },
];

export const realClock: AppClock = { now: () => new Date(), speed: 1 };

export function loadDevClock(env: Record<string, string | undefined> = process.env, realNow: () => number = Date.now): AppClock {
  const raw = env.DEV_CLOCK_SPEED?.trim();
  if (!raw) return realClock;
  if (env.NODE_ENV === 'production') throw new ConfigError('DEV_CLOCK_SPEED is a development switch: never set it in production.');
  const speed = Number(raw);
  if (!Number.isFinite(speed) || speed < 1 || speed > 100_000) throw new ConfigError(`DEV_CLOCK_SPEED must be a number from 1 to 100000, got "${raw}".`);
  const origin = env.DEV_CLOCK_ORIGIN?.trim() ? Number(env.DEV_CLOCK_ORIGIN) : realNow();
  if (!Number.isFinite(origin)) throw new ConfigError(`DEV_CLOCK_ORIGIN must be epoch milliseconds, got "${env.DEV_CLOCK_ORIGIN}".`);
  const start = env.DEV_CLOCK_START?.trim() ? Date.parse(env.DEV_CLOCK_START) : origin;
  if (!Number.isFinite(start)) throw new ConfigError(`DEV_CLOCK_START must be an ISO 8601 instant, got "${env.DEV_CLOCK_START}".`);
  return { now: () => new Date(start + (realNow() - origin) * speed), speed };
}
