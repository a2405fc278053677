import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_GUARD_MS,
  buildUpdateMachine,
} from '../../machines/build-update/build-update.machine.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startBuildUpdate(options: { manifest: () => Promise<string>; lastReloadAt?: number | null; now?: () => number }) {
  const clock = new SimulatedClock();
  const reloads: number[] = [];
  const failures: unknown[] = [];
  const machine = buildUpdateMachine.provide({
    actors: {
      fetchBuildManifest: fromPromise(async () => ({ buildId: await options.manifest(), checkedAt: (options.now ?? (() => clock.now()))() })),
    },
    actions: {
      reloadForNewBuild: (_, { at }) => reloads.push(at),
      logCheckFailure: (_, { error }) => failures.push(error),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { currentBuildId: 'build-1', lastReloadAt: options.lastReloadAt ?? null },
  }).start();
  return { actor, clock, reloads, failures };
}

describe('build-update machine', () => {
  it('uses the spec interval and guard by default', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('does not check before the interval has passed', async () => {
    let checks = 0;
    const { actor, clock } = startBuildUpdate({ manifest: async () => (checks++, 'build-1') });
    clock.increment(BUILD_CHECK_INTERVAL_MS - 1);
    await flush();
    expect(checks).toBe(0);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
  });

  it('keeps waiting while the build is the same, checking every interval', async () => {
    let checks = 0;
    const { actor, clock, reloads } = startBuildUpdate({ manifest: async () => (checks++, 'build-1') });
    clock.increment(BUILD_CHECK_INTERVAL_MS);
    await flush();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    clock.increment(BUILD_CHECK_INTERVAL_MS);
    await flush();
    expect(checks).toBe(2);
    expect(reloads).toEqual([]);
  });

  it('reloads when a new build appears', async () => {
    const { actor, clock, reloads } = startBuildUpdate({ manifest: async () => 'build-2' });
    clock.increment(BUILD_CHECK_INTERVAL_MS);
    await flush();
    expect(actor.getSnapshot().matches('reloading')).toBe(true);
    expect(reloads).toEqual([BUILD_CHECK_INTERVAL_MS]);
  });

  it('does not reload again within 10 s of the last reload (loop guard)', async () => {
    const now = 1_000_000;
    const { actor, reloads } = startBuildUpdate({ manifest: async () => 'build-2', lastReloadAt: now - 9_999, now: () => now });
    actor.send({ type: 'buildUpdate.checkNow' });
    await flush();
    expect(reloads).toEqual([]);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
  });

  it('reloads once the guard has passed', async () => {
    const now = 1_000_000;
    const { reloads, actor } = startBuildUpdate({ manifest: async () => 'build-2', lastReloadAt: now - 10_000, now: () => now });
    actor.send({ type: 'buildUpdate.checkNow' });
    await flush();
    expect(reloads).toEqual([now]);
  });

  it('a failed manifest fetch is logged and the next check still happens', async () => {
    let attempt = 0;
    const { actor, clock, failures, reloads } = startBuildUpdate({
      manifest: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Network Error');
        return 'build-3';
      },
    });
    clock.increment(BUILD_CHECK_INTERVAL_MS);
    await flush();
    expect(failures).toHaveLength(1);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    clock.increment(BUILD_CHECK_INTERVAL_MS);
    await flush();
    expect(reloads).toHaveLength(1);
  });
});
