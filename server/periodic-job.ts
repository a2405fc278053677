import type { Logger } from './observability/log.ts';

/**
 * Runs `work` now and then every `everyMs`, never two runs at once; a failure is logged, never thrown.
 * Answers a function that stops it. The timer does not keep the process alive.
 */
export function startPeriodicJob(logger: Logger, name: string, everyMs: number, work: () => Promise<void>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      logger.error(`${name} failed`, error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
