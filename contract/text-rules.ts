import * as z from 'zod/mini';

/**
 * Rules every typed text shares, client and server alike. Three kinds of character never belong in a
 * name or an identifier:
 * - control characters (NUL above all: PostgreSQL cannot store it) and unpaired UTF-16 surrogates (not
 *   text at all: they cannot be encoded, so they would be stored as something other than what was sent);
 * - the bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): they make a
 *   name or a serial read differently on screen than it is stored ("‮gpj.exe" shows as "exe.jpg");
 * - zero-width characters (U+200B–U+200D, U+2060, U+FEFF): two names that look the same would differ.
 * Free text (a message, a reason) keeps line breaks and tabs, and may hold direction and joining marks
 * (Arabic prose pasted from elsewhere has them), but never control characters or unpaired surrogates.
 */

/** The API's words for each refusal; the app shows its own translation of each (`validation.*`). */
export const textProblems = {
  controlCharacters: 'Remove the control characters.',
  invisibleCharacters: 'Remove the hidden direction or zero-width characters.',
} as const;

// With the `u` flag an unpaired surrogate is a code point of category Cs; a paired one is not.
const CONTROL_OR_LONE_SURROGATE = /[\p{Cc}\p{Cs}]/u;
const CONTROL_OR_LONE_SURROGATE_GLOBAL = /[\p{Cc}\p{Cs}]/gu;
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}]/u;
const INVISIBLE_FORMATTING = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/u;

/** Whether one-line text holds a control character (tab and line breaks included) or an unpaired surrogate. */
export const hasControlCharacters = (text: string): boolean => CONTROL_OR_LONE_SURROGATE.test(text);
/** Whether free text holds a control character other than tab and line breaks, or an unpaired surrogate. */
export const hasControlCharactersBesidesLineBreaks = (text: string): boolean => CONTROL_BESIDES_LINE_BREAKS.test(text);
/** Whether text holds a bidirectional override/isolate control or a zero-width character. */
export const hasInvisibleFormatting = (text: string): boolean => INVISIBLE_FORMATTING.test(text);

/**
 * The checks of a name, an identifier, a code or a subject (one line): no control characters, no
 * unpaired surrogates, no direction controls, no zero-width characters. Spread them into a string
 * schema's `.check(...)` before its other rules, so the field's first message names the real problem.
 */
export const lineTextChecks = () => [
  z.refine<string>((text) => !hasControlCharacters(text), textProblems.controlCharacters),
  z.refine<string>((text) => !hasInvisibleFormatting(text), textProblems.invisibleCharacters),
];

/** The check of free text (a message, a reason): line breaks and tabs allowed, other controls and unpaired surrogates not. */
export const freeTextChecks = () => [z.refine<string>((text) => !hasControlCharactersBesidesLineBreaks(text), textProblems.controlCharacters)];

/**
 * Every place in a request's parsed JSON, query or path parameters whose string holds a control
 * character other than tab and line breaks, or an unpaired surrogate, as dotted paths (`_` for the value
 * itself; an object key counts too). The server refuses such a request whatever its endpoint's schema
 * says, so no field that forgot the rules above reaches the database.
 */
export function findUnsafeText(value: unknown): string[] {
  // An explicit stack rather than recursion, and each path kept as a link to its parent (joined only
  // when something is found): however deep a value nests, the walk neither overflows nor copies paths.
  interface Place {
    parent: Place | undefined;
    key: string;
  }
  const pathOf = (place: Place | undefined, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let at = place; at; at = at.parent) keys.push(at.key);
    return keys.length > 0 ? keys.reverse().join('.') : '_';
  };
  const found: string[] = [];
  const pending: { value: unknown; place: Place | undefined }[] = [{ value, place: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, place } = next;
    if (typeof item === 'string') {
      if (hasControlCharactersBesidesLineBreaks(item)) found.push(pathOf(place));
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) pending.push({ value: item[index], place: { parent: place, key: String(index) } });
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        if (hasControlCharactersBesidesLineBreaks(key)) found.push(pathOf(place, key.replace(CONTROL_OR_LONE_SURROGATE_GLOBAL, '?')));
        else pending.push({ value: child, place: { parent: place, key } });
      }
    }
  }
  return found;
}
