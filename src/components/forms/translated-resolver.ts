import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { textProblems } from '../../../contract/text-rules.ts';
import { type MessageKey, ensureAllMessages } from '@/lib/i18n/messages.ts';
import type { useT } from '@/lib/i18n/use-t.ts';

const textProblemKeys = new Map<string, MessageKey>([
  [textProblems.controlCharacters, 'validation.controlCharacters'],
  [textProblems.invisibleCharacters, 'validation.invisibleCharacters'],
]);

/**
 * The translation of a refusal that any text field can get (control, direction or zero-width
 * characters, contract/text-rules.ts), so the customer reads what to remove rather than the field's
 * general message; undefined for any other message.
 */
export const textProblemKey = (message: string | undefined): MessageKey | undefined => (message === undefined ? undefined : textProblemKeys.get(message));

/**
 * The contract's schema as the form's resolver, each field's message passed through `translate`
 * (undefined keeps it), once `ready` (if given) has resolved too: the one place zod's resolver meets
 * the forms' value types (its overloads infer the values from a schema's static type, which a
 * `ZodMiniType` parameter does not carry, so the form states its own).
 */
export function messageMappingResolver<T extends FieldValues>(
  schema: z.ZodMiniType<T, T>,
  translate: (message: string | undefined, field: string) => string | undefined,
  ready?: () => Promise<unknown>,
): Resolver<T> {
  const resolve: Resolver<T> = zodResolver(schema);
  return async (values, context, options) => {
    const [result] = await Promise.all([resolve(values, context, options), ready?.()]);
    for (const [field, error] of Object.entries(result.errors)) {
      if (!error || typeof error !== 'object' || !('message' in error)) continue;
      const message = translate((error as { message?: string }).message, field);
      if (message !== undefined) (error as { message?: string }).message = message;
    }
    return result;
  };
}

/**
 * The contract's schema as the form's resolver, each field's message replaced by its translation
 * (the contract's messages are English, for the API). A prerendered page starts with the core
 * messages only; a submit before the rest have arrived waits for them (they join the messages `t`
 * reads), so a quick customer reads the message, never its key.
 */
export function translatedResolver<T extends FieldValues>(schema: z.ZodMiniType<T, T>, t: ReturnType<typeof useT>, keys: Partial<Record<keyof T & string, MessageKey>>): Resolver<T> {
  return messageMappingResolver<T>(
    schema,
    (message, field) => {
      const key = textProblemKey(message) ?? keys[field as keyof T & string];
      return key ? t(key) : undefined;
    },
    ensureAllMessages,
  );
}
