import { createHash } from 'node:crypto';

// An inline script is a <script> element without a src attribute; its text is hashed exactly as written,
// which is what the browser compares with the CSP's 'sha256-...' sources.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * CSP sources ('sha256-<base64>') for every inline script of an HTML document, in document order and
 * without repeats. This is what lets the prerendered pages keep their small inline start-up scripts
 * (language, colour mode) without 'unsafe-inline' in script-src.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [, attributes = '', body = ''] = match;
    // A data block (the prerendered page's embedded content) is never run: it needs no hash.
    if (SRC_ATTRIBUTE.test(attributes) || /type\s*=\s*"application\/json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
