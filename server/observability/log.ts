import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { LogLevel } from '../config.ts';

/**
 * The server's log: one JSON line per event (pino), written to stderr (stdout carries only the
 * `App running at …` line scripts wait for). Every line written while a request is being answered
 * carries that request's id (`requestId`, see withRequestContext), whichever module writes it.
 *
 * Callers pass a message that is safe to print (never tokens, cookies or header values) and, if they
 * like, fields. Enforced here for every caller:
 * - fields named like secrets (token, code, password, national ID, serial, authorization, cookie…) are
 *   censored by pino's redaction, at the top level and one level down;
 * - the message is one line: every control character is escaped (`\n` as the two characters \ and n;
 *   other controls, unpaired surrogates and direction/zero-width characters as \u{…}), so text from a
 *   request cannot forge a line or reorder one on screen, in JSON or in the pretty development output;
 * - an error is described without the data it carried: a failed database query's parameters (password
 *   hashes, emails, mobiles, dates of birth, national IDs) are never written, only the SQL text with its
 *   placeholders, the database's error code and the names of the table, column or constraint.
 */
export type LogFields = Record<string, unknown>;
type WrittenLevel = Exclude<LogLevel, 'silent'>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** Whether a message of this level would be written (callers skip building lines nobody reads). */
  enabled?(level: WrittenLevel): boolean;
}

/** Field names whose values are never written (pino redaction paths, top level and one level down). */
export const REDACTED_FIELDS = [
  'token',
  'sessionToken',
  'csrfToken',
  'refreshToken',
  'accessToken',
  'code',
  'otp',
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'nationalId',
  'serial',
  'giftCardSerial',
  'iban',
  'authorization',
  'cookie',
  'set-cookie',
  'x-session-token',
  'x-csrf-token',
] as const;
const REDACT_PATHS = REDACTED_FIELDS.flatMap((name) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`;
  return [key, `*.${key}`.replace('.[', '[')];
});

/** The request being answered, for every line logged on its behalf (AsyncLocalStorage). */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` (a request's handling) so that every line logged inside it carries `requestId`. */
export function withRequestContext<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

/** Where lines go: a pino destination stream, or a function receiving each line (tests). */
export type LogDestination = DestinationStream | ((line: string) => void);

export function createLogger(level: LogLevel, destination: LogDestination = pino.destination({ dest: 2, sync: true })): Logger {
  const stream: DestinationStream = typeof destination === 'function' ? { write: (line: string) => destination(line.replace(/\n$/, '')) } : destination;
  const log: PinoLogger = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: () => requestContext.getStore() ?? {},
    },
    stream,
  );
  const at = (lineLevel: WrittenLevel) => (message: string, fields?: LogFields) => {
    if (fields) log[lineLevel](fields, escapeForLog(withoutQueryParameters(message)));
    else log[lineLevel](escapeForLog(withoutQueryParameters(message)));
  };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: (message, error, fields) => at('error')(message, error === undefined ? fields : { ...fields, err: describeError(error) }),
    enabled: (lineLevel) => log.isLevelEnabled(lineLevel),
  };
}

/**
 * The readable development output: pino-pretty (a development dependency, so loaded only when asked
 * for), written synchronously to stderr.
 */
export async function prettyDestination(): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ destination: 2, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true });
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

/** An error as it may be logged: its cause chain in safe words, and the code locations of its stack. */
export interface ErrorDescription {
  description: string;
  stack: string[];
}

/**
 * An error in words that are safe to log: for each error of its cause chain, its kind and what it is
 * allowed to say (see describeOne), then the stack frames of the outermost error (code locations only:
 * the first line of a stack repeats the message, which may hold what describeOne leaves out).
 */
export function describeError(error: unknown): ErrorDescription {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined && current !== null; depth += 1) {
    parts.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, MAX_STACK_FRAMES) : [];
  return { description: escapeForLog(parts.join(' <- caused by: ')), stack: frames.map((frame) => escapeForLog(frame.trim())) };
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
