import type { LogLevel } from './config.ts';

/**
 * A tiny levelled logger writing exactly one line per message. Callers pass only what is safe to print:
 * never tokens, cookies or header values. Two things are enforced here for every caller:
 * - every control character is escaped (`\n` is written as the two characters \ and n; other controls,
 *   unpaired surrogates and direction/zero-width characters as \u{…}), so text that came from a request
 *   (a name with a line break) cannot forge a log line or reorder one on screen;
 * - an error is described without the data it carried: a failed database query's parameters (password
 *   hashes, emails, mobiles, dates of birth, national IDs) are never written, only the SQL text with its
 *   placeholders, the database's error code and the names of the table, column or constraint.
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
  /** Whether a message of this level would be written (callers skip building lines nobody reads). */
  enabled?(level: Exclude<LogLevel, 'silent'>): boolean;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const at = (lineLevel: Exclude<LogLevel, 'silent'>, message: string) => {
    if (rank[lineLevel] >= rank[level]) write(`${new Date().toISOString()} ${lineLevel.toUpperCase()} ${escapeForLog(withoutQueryParameters(message))}`);
  };
  return {
    debug: (message) => at('debug', message),
    info: (message) => at('info', message),
    warn: (message) => at('warn', message),
    error: (message, error) => at('error', error === undefined ? message : `${message}: ${describeError(error)}`),
    enabled: (lineLevel) => rank[lineLevel] >= rank[level],
  };
}

/**
 * A caller that wrote a database error into its message (`${String(error)}`) brought drizzle's
 * "\nparams: …" along: everything from there on is dropped (a value may itself hold line breaks).
 */
const withoutQueryParameters = (message: string) => message.replace(/\nparams: [\s\S]*$/, '\nparams: (not logged)');

const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const UNSAFE_IN_LOG = /[\p{Cc}\p{Cs}\u2028\u2029\u200B-\u200F\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;

/** The text as one line: control, separator, direction and zero-width characters written as escapes. */
export function escapeForLog(text: string): string {
  return text.replace(UNSAFE_IN_LOG, (character) => NAMED_ESCAPES[character] ?? `\\u{${character.charCodeAt(0).toString(16).padStart(4, '0')}}`);
}

const MAX_CAUSES = 5;
const MAX_STACK_FRAMES = 12;

/**
 * An error in words that are safe to log: for each error of its cause chain, its kind and what it is
 * allowed to say (see describeOne), then the stack frames of the outermost error (code locations only:
 * the first line of a stack repeats the message, which may hold what describeOne leaves out).
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined && current !== null; depth += 1) {
    parts.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, MAX_STACK_FRAMES) : [];
  return [parts.join(' <- caused by: '), ...frames.map((frame) => frame.trim())].join('\n  ');
}

interface QueryFailure {
  query: string;
  params: unknown[];
}
interface DatabaseFailure {
  code: string;
  message: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const isQueryFailure = (error: unknown): error is Error & QueryFailure =>
  error instanceof Error && typeof (error as Partial<QueryFailure>).query === 'string' && Array.isArray((error as Partial<QueryFailure>).params);

/** A PostgreSQL error (pg, PGlite): a five-character SQLSTATE code. */
const isDatabaseFailure = (error: unknown): error is Error & DatabaseFailure =>
  error instanceof Error && typeof (error as Partial<DatabaseFailure>).code === 'string' && /^[0-9A-Z]{5}$/.test((error as Partial<DatabaseFailure>).code ?? '');

function describeOne(error: unknown): string {
  // A database error first: PGlite's also carries the query and its parameters.
  if (isDatabaseFailure(error)) {
    // PostgreSQL quotes the offending value in some messages (invalid input syntax for type uuid: "…"),
    // so every quoted part is masked; the table, column and constraint names say where it happened.
    // PGlite and pg name them table / column / constraint, postgres.js table_name / column_name / constraint_name.
    const named = error as unknown as Record<string, unknown>;
    const where = (['table', 'column', 'constraint'] as const).flatMap((key) => {
      const value = named[key] ?? named[`${key}_name`];
      return typeof value === 'string' ? [`${key}=${value}`] : [];
    });
    return `database error ${error.code}: ${error.message.replace(/"[^"]*"/g, '"…"')}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
  }
  if (isQueryFailure(error)) {
    // drizzle's message is "Failed query: <sql>\nparams: <every value>": rebuilt here without the values.
    return `failed query: ${error.query} (${error.params.length} parameters, not logged)`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `thrown ${typeof error}`;
}
