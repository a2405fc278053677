/**
 * The process's life after start: whether it is stopping (read by /readyz), and the work to stop when
 * it does. Background work (the job runner) registers a hook that stops it taking new work and
 * resolves once what it runs has finished; `server/index.ts` runs the hooks on SIGTERM/SIGINT, after
 * the listener stopped taking connections and before the database pool closes.
 */
export interface Lifecycle {
  /** True from the first SIGTERM/SIGINT on. */
  readonly shuttingDown: boolean;
  /** Registers work to stop on shutdown; hooks run at once, in parallel, each awaited (a failure is reported, not thrown). */
  onShutdown(name: string, hook: () => void | Promise<void>): void;
  beginShutdown(): void;
  /** Runs every hook; answers the names of the hooks that failed. */
  runShutdownHooks(): Promise<string[]>;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  const hooks: { name: string; hook: () => void | Promise<void> }[] = [];
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    onShutdown: (name, hook) => void hooks.push({ name, hook }),
    beginShutdown: () => {
      shuttingDown = true;
    },
    runShutdownHooks: async () => {
      const results = await Promise.allSettled(hooks.map(async ({ hook }) => hook()));
      return results.flatMap((result, index) => (result.status === 'rejected' ? [hooks[index]!.name] : []));
    },
  };
}
