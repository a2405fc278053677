import type { LogLevel } from './config.ts';

/**
 * A tiny levelled logger writing one line per message. Callers pass only what is safe to print:
 * never tokens, cookies or header values.
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const at = (lineLevel: Exclude<LogLevel, 'silent'>, message: string) => {
    if (rank[lineLevel] >= rank[level]) write(`${new Date().toISOString()} ${lineLevel.toUpperCase()} ${message}`);
  };
  return {
    debug: (message) => at('debug', message),
    info: (message) => at('info', message),
    warn: (message) => at('warn', message),
    error: (message, error) => {
      const detail = error instanceof Error ? `\n${error.stack ?? error.message}` : error === undefined ? '' : ` ${String(error)}`;
      at('error', `${message}${detail}`);
    },
  };
}
