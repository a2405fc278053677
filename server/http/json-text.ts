import { ApiHttpError } from './api-error.ts';

/**
 * How deep a request's JSON may nest. The deepest form of the contract is a few levels (a quote's risk
 * details in a group member list); 32 leaves room while keeping every later walk over the value (zod,
 * the unsafe-text scan) far from the stack's limit, whatever arrives.
 */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body's bytes as text; bytes that are not UTF-8 are refused (not silently replaced by U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ApiHttpError(400, 'bad_request', 'The request body is not valid UTF-8.');
  }
}

/**
 * Checks the shape of a JSON text before it is parsed, in one pass without recursion: no nesting deeper
 * than MAX_JSON_DEPTH and no key twice in one object (JSON.parse would keep the last one silently, so a
 * proxy or a log could read another value than the server does). The grammar itself is left to
 * JSON.parse, which runs next.
 */
export function checkJsonStructure(text: string): void {
  // One entry per open container: the keys of an object so far, or null for an array.
  const open: (Set<string> | null)[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{' || char === '[') {
      open.push(char === '{' ? new Set() : null);
      if (open.length > MAX_JSON_DEPTH) {
        throw new ApiHttpError(400, 'bad_request', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
      }
    } else if (char === '}' || char === ']') {
      open.pop();
    } else if (char === '"') {
      const start = index;
      index += 1;
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
      const keys = open.at(-1);
      if (!keys) continue;
      let next = index + 1;
      while (next < text.length && /\s/.test(text[next] ?? '')) next += 1;
      if (text[next] !== ':') continue;
      let key: string;
      try {
        key = JSON.parse(text.slice(start, index + 1)) as string;
      } catch {
        return; // Not a string JSON.parse accepts: it refuses the whole text next.
      }
      if (keys.has(key)) {
        throw new ApiHttpError(400, 'validation_failed', 'A field is given twice.', { [key]: 'Give this field once.' });
      }
      keys.add(key);
    }
  }
}
