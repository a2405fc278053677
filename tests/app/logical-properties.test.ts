import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Arabic pages get no right-to-left rewriting of styles (src/app/providers/emotion-cache.ts): they
 * mirror because every style says start and end, not left and right. A physical property in a style
 * prop or a `css`/recipe object would stay put in Arabic, so none may be written. (An inline `style`
 * attribute that chooses its side from the direction itself, as the phone input's does, is allowed.)
 */
const srcDir = join(import.meta.dirname, '../../src');
const physical = [
  /\b(ml|mr|pl|pr|marginLeft|marginRight|paddingLeft|paddingRight|insetLeft|insetRight|left|right|float|clear)\s*(=|:)/,
  /\b(borderLeft\w*|borderRight\w*|rounded(Top|Bottom)?(Left|Right)\w*|border(Top|Bottom)(Left|Right)Radius)\s*(=|:)/,
  /\btextAlign\s*(=|:)\s*[{'"]*\s*['"](left|right)['"]/,
];
const allowed = new Set(['components/phone-input/phone-input-view.tsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('styles for both directions', () => {
  it('use logical properties only (start/end), never left/right', () => {
    const found: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const name = relative(srcDir, file);
      if (allowed.has(name)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line.replace(/\/\*.*?\*\//g, '').replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
          if (physical.some((pattern) => pattern.test(code))) found.push(`${name}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    expect(physical.some((pattern) => pattern.test('<Box ml="2" />'))).toBe(true);
    expect(physical.some((pattern) => pattern.test("css={{ textAlign: 'left' }}"))).toBe(true);
    expect(physical.some((pattern) => pattern.test('<Box roundedLeft="md" />'))).toBe(true);
    expect(physical.some((pattern) => pattern.test('<Box ms="2" textAlign="start" />'))).toBe(false);
  });
});
