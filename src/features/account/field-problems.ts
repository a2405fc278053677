import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { type IntlShape, useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import { accountAreaProblems } from '../../../contract/account-area.ts';
import type { FlowFailure } from '../../../machines/shared/failure.ts';
import { messageMappingResolver, textProblemKey } from '@/components/forms/translated-resolver.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { displayMobile } from '@/lib/i18n/mobile-display.ts';
import type { useT } from '@/lib/i18n/use-t.ts';
import { isKeyOf } from '@/lib/one-of.ts';

type T = ReturnType<typeof useT>;

/**
 * The contract's field messages (English, for the API) and the app's translation of each: the same
 * table reads the form's own check and the server's answer, so both say the same thing on the field.
 */
const keyOfMessage = new Map<string, MessageKey>([
  ...Object.entries(accountAreaProblems).flatMap(([name, message]) => (isKeyOf(accountAreaProblems, name) ? [[message, `myAccount.problem.${name}`] as const] : [])),
  // Rules of contract/accounts.ts used by these forms.
  ['Enter a valid email address.', 'myAccount.problem.email'],
  ['At most 254 characters.', 'myAccount.problem.email'],
  ['You must be at least 18 years old.', 'myAccount.problem.adult'],
  ['Enter a valid mobile number.', 'myAccount.problem.mobile'],
  ['Enter the 6-digit code.', 'myAccount.problem.code'],
]);

/** A field's message in the customer's language (a generic one for a rule this table does not know). */
export function problemText(t: T, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return t(textProblemKey(message) ?? keyOfMessage.get(message) ?? 'myAccount.problem.invalid');
}

/** The contract's schema as the form's resolver, each message translated. */
export function problemResolver<V extends FieldValues>(schema: z.ZodMiniType<V, V>, t: T): Resolver<V> {
  return messageMappingResolver<V>(schema, (message) => problemText(t, message));
}

/** The server's problem with one field of a refused change, translated (undefined when it named none). */
export const serverProblem = (t: T, failure: FlowFailure | null, field: string) => problemText(t, failure?.fields?.[field]);

/**
 * The fields a refused change names, as the form's errors (`useForm({ errors })`): the server's
 * problem shows on its field like the form's own; the next check of the form replaces them.
 */
export function useServerErrors<V extends FieldValues>(failure: FlowFailure | null): FieldErrors<V> | undefined {
  const intl = useIntl();
  return useMemo(() => {
    if (!failure?.fields) return undefined;
    const translate = (key: MessageKey) => intl.formatMessage({ id: key });
    const entries = Object.entries(failure.fields).map(([name, message]) => [name, { type: 'server', message: problemText(translate, message) }]);
    return Object.fromEntries(entries) as FieldErrors<V>;
  }, [failure, intl]);
}

/** A number or address kept left to right (and whole) inside a sentence of either language. */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** A mobile number inside a sentence: grouped, in the reader's digits, left to right (displayMobile keeps the groups' order). */
export const ltrMobile = (intl: Pick<IntlShape, 'formatNumber'>, e164: string) => ltr(displayMobile(intl, e164));
