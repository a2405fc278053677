import type { Logger } from '../observability/log.ts';

/**
 * Work done after the answer has left (out of band): the request's time then does not depend on it.
 * In memory: a graceful stop waits for it (`idle()`, after the last request: server/index.ts), a crash
 * loses what had not run, which for a code means the customer asks again. Failures are logged by the
 * task's name only (never its data).
 */
export interface DeferredQueue {
  enqueue(name: string, task: () => Promise<void>): void;
  /** Resolves once every task queued so far has finished (the dev outbox and tests wait on it). */
  idle(): Promise<void>;
}

export function createDeferredQueue(logger: Logger): DeferredQueue {
  const running = new Set<Promise<void>>();
  return {
    enqueue(name, task) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.warn(`deferred ${name} failed: ${error instanceof Error ? error.name : 'error'}`))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
