import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import type { useT } from '@/lib/i18n/use-t.ts';

/**
 * The contract's schema as the form's resolver, each field's message replaced by its translation
 * (the contract's messages are English, for the API).
 */
export function translatedResolver<T extends FieldValues>(schema: z.ZodMiniType, t: ReturnType<typeof useT>, keys: Partial<Record<keyof T & string, MessageKey>>): Resolver<T> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      const key = keys[name as keyof T & string];
      if (key && error && typeof error === 'object' && 'message' in error) (error as { message?: string }).message = t(key);
    }
    return result;
  };
}
