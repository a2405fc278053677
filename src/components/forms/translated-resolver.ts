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
 * The contract's schema as the form's resolver, each field's message replaced by its translation
 * (the contract's messages are English, for the API). A prerendered page starts with the core
 * messages only; a submit before the rest have arrived waits for them (they join the messages `t`
 * reads), so a quick customer reads the message, never its key.
 */
export function translatedResolver<T extends FieldValues>(schema: z.ZodMiniType, t: ReturnType<typeof useT>, keys: Partial<Record<keyof T & string, MessageKey>>): Resolver<T> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const [result] = await Promise.all([resolve(values, context, options), ensureAllMessages()]);
    for (const [name, error] of Object.entries(result.errors)) {
      if (!error || typeof error !== 'object' || !('message' in error)) continue;
      const key = textProblemKey((error as { message?: string }).message) ?? keys[name as keyof T & string];
      if (key) (error as { message?: string }).message = t(key);
    }
    return result;
  };
}
