/**
 * Whether `value` is one of `options` (a `const` list of literals): the narrowing that a query
 * parameter, a stored code or a value read back from an answer needs before it is used as that list's
 * type. `options.includes(value)` would not narrow, and would want a cast to accept a wider value.
 */
export function isOneOf<T>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}
