/**
 * The process's life after start: whether it is stopping (read by /readyz), and the work to stop when
 * it does. Background work (the job runner) registers a hook that stops it taking new work and
 * resolves once what it runs has finished; `server/index.ts` runs the hooks on SIGTERM/SIGINT, after
 * the listener stopped taking connections and before the database pool closes. Work a request leaves
 * behind (the messages sent after the answer) registers an `onRequestsDone` hook instead: it runs once
 * the last request has finished (no new work can arrive then), still before the pool closes.
 */
export interface Lifecycle {
  /** True from the first SIGTERM/SIGINT on. */
  readonly shuttingDown: boolean;
  /** Registers work to stop on shutdown; hooks run at once, in parallel, each awaited (a failure is reported, not thrown). */
  onShutdown(name: string, hook: () => void | Promise<void>): void;
  beginShutdown(): void;
  /** Runs every hook; answers the names of the hooks that failed. */
  runShutdownHooks(): Promise<string[]>;
  /** Registers work to wait for once every request has finished (and before the pool closes). */
  onRequestsDone(name: string, hook: () => void | Promise<void>): void;
  /** Runs the requests-done hooks; answers the names of those that failed. */
  runRequestsDoneHooks(): Promise<string[]>;
}

type Hook = { name: string; hook: () => void | Promise<void> };

async function runAll(hooks: Hook[]): Promise<string[]> {
  const results = await Promise.allSettled(hooks.map(async ({ hook }) => hook()));
  return results.flatMap((result, index) => (result.status === 'rejected' ? [hooks[index]!.name] : []));
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  const hooks: Hook[] = [];
  const requestsDone: Hook[] = [];
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    onShutdown: (name, hook) => void hooks.push({ name, hook }),
    beginShutdown: () => {
      shuttingDown = true;
    },
    runShutdownHooks: () => runAll(hooks),
    onRequestsDone: (name, hook) => void requestsDone.push({ name, hook }),
    runRequestsDoneHooks: () => runAll(requestsDone),
  };
}
