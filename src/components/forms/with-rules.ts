import { type FieldErrors, type FieldPath, type FieldValues, type Resolver, get, set } from 'react-hook-form';

/** A problem a form's own rules find beyond its schema: the field, and what is wrong (`type`, `message`) as its view reads them. */
export interface FieldProblem<V extends FieldValues> {
  name: FieldPath<V>;
  type: string;
  message: string;
}

/**
 * A form's schema resolver plus the rules a schema cannot hold (a date window from today, the ages a
 * price was made for), checked in the same pass: a submit shows every field's problem at once, never
 * one only after another is fixed, and react-hook-form focuses the first. A field keeps the first
 * problem found for it (the schema's before the rules').
 */
export function withRules<V extends FieldValues>(resolve: Resolver<V>, rules: (values: V) => FieldProblem<V>[]): Resolver<V> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = { ...result.errors } as FieldErrors<V>;
    let added = false;
    for (const { name, type, message } of rules(values)) {
      if (get(errors, name) !== undefined) continue;
      set(errors, name, { type, message });
      added = true;
    }
    return added ? { values: {} as Record<string, never>, errors } : result;
  };
}
