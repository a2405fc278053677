/**
 * Whether `value` is one of `options` (a `const` list of literals): the narrowing that a query
 * parameter, a stored code or a value read back from an answer needs before it is used as that list's
 * type. `options.includes(value)` would not narrow, and would want a cast to accept a wider value.
 */
export function isOneOf<T>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}

/**
 * Whether `key` (a name read from an answer, such as a field the server named) is an own property of
 * `object`: the narrowing that indexing a typed table with it needs.
 */
export function isKeyOf<T extends object>(object: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(object, key);
}
