/**
 * Whether a database error (PGlite or postgres.js, possibly wrapped by drizzle in `cause`) is a unique
 * violation, optionally of one named constraint or index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, constraint_name: altName } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code !== '23505') continue;
    if (!constraint || name === constraint || altName === constraint || String((e as Error).message ?? '').includes(constraint)) return true;
  }
  return false;
}
