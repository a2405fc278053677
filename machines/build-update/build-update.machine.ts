import { assign, fromPromise, setup } from 'xstate';

/** Spec section 9. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;

/**
 * Reload when a newer build is deployed. Every `intervalMs` the build manifest is fetched; a build id
 * different from the running one reloads the page, unless the last such reload was less than
 * `reloadGuardMs` ago (a stale cache serving the old index.html would otherwise reload forever).
 * Timers run on the actor system's clock, so tests (and Playwright's clock) control time.
 */
export interface BuildUpdateContext {
  currentBuildId: string;
  intervalMs: number;
  reloadGuardMs: number;
  /** When this tab last reloaded for a new build (epoch ms), from session storage. */
  lastReloadAt: number | null;
  latestBuildId: string | null;
  checkedAt: number | null;
}

export interface BuildUpdateInput {
  currentBuildId: string;
  intervalMs?: number;
  reloadGuardMs?: number;
  lastReloadAt?: number | null;
}

export type BuildUpdateEvent = { type: 'buildUpdate.checkNow' };

export const buildUpdateMachine = setup({
  types: {
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
    input: {} as BuildUpdateInput,
  },
  actors: {
    /** GET the build manifest; resolves with its build id and the time it was read. */
    fetchBuildManifest: fromPromise<{ buildId: string; checkedAt: number }>(async () => {
      throw new Error('fetchBuildManifest is provided by the app');
    }),
  },
  actions: {
    logCheckFailure: (_, _params: { error: unknown }) => {},
    /** Remember the reload time (session storage) and reload the page. */
    reloadForNewBuild: (_, _params: { at: number }) => {},
  },
  delays: {
    checkInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    isNewBuild: ({ context }) => context.latestBuildId !== null && context.latestBuildId !== context.currentBuildId,
    isOutsideReloadGuard: ({ context }) =>
      context.lastReloadAt === null ||
      context.checkedAt === null ||
      context.checkedAt - context.lastReloadAt >= context.reloadGuardMs,
  },
}).createMachine({
  id: 'buildUpdate',
  context: ({ input }) => ({
    currentBuildId: input.currentBuildId,
    intervalMs: input.intervalMs ?? BUILD_CHECK_INTERVAL_MS,
    reloadGuardMs: input.reloadGuardMs ?? RELOAD_GUARD_MS,
    lastReloadAt: input.lastReloadAt ?? null,
    latestBuildId: null,
    checkedAt: null,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      after: { checkInterval: 'checking' },
      on: { 'buildUpdate.checkNow': 'checking' },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'fetchBuildManifest',
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({ latestBuildId: event.output.buildId, checkedAt: event.output.checkedAt })),
        },
        onError: {
          target: 'waiting',
          actions: { type: 'logCheckFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deciding: {
      always: [
        { guard: 'isNewBuild', target: 'newBuildFound' },
        { target: 'waiting' },
      ],
    },
    newBuildFound: {
      always: [
        { guard: 'isOutsideReloadGuard', target: 'reloading' },
        // A reload for a new build just happened: wait for the next check instead of looping.
        { target: 'waiting' },
      ],
    },
    reloading: {
      entry: [
        assign(({ context }) => ({ lastReloadAt: context.checkedAt })),
        { type: 'reloadForNewBuild', params: ({ context }) => ({ at: context.checkedAt ?? 0 }) },
      ],
    },
  },
});
