// Reads a PDF back as a person's tools do: poppler's pdftotext (the text, in reading order), pdffonts
// (embedded fonts) and pdfimages (embedded images). scripts/ensure-pdf-tools.sh installs poppler-utils.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(bytes: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-read-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, bytes);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Unicode direction marks and embeddings pdftotext wraps right-to-left lines in. */
const marks = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text's lines in reading order, without direction marks and blank lines. */
export function pdfLines(bytes: Uint8Array): string[] {
  const text = withFile(bytes, (path) => execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }));
  return text.split('\n').map((line) => line.replace(marks, '').trim()).filter(Boolean);
}

/**
 * What pdftotext reads for an Arabic line: the same text, but a lam-alef ligature (لا لأ لإ لآ, one glyph
 * for two letters) comes out with its two letters swapped, as poppler reverses a glyph's letters on a
 * right-to-left line. Every lam before an alef is drawn as that ligature, so expected lines are turned
 * into what poppler reads with this one rule.
 */
export const asPopplerReads = (line: string) => line.replace(/\u0644([\u0622\u0623\u0625\u0627])/g, '$1\u0644');

/**
 * A right-to-left line as a reader takes it in: its words (Arabic, and Latin runs such as a policy
 * number) in order, and its Arabic-Indic numbers. pdftotext misplaces the spaces and neutral
 * punctuation next to those numbers and runs a number into the next word ("٢٠٢٦في"), though the page
 * shows them right (the tests also look at a rendered page), so numbers are compared as a set.
 */
export function readingOf(line: string): { words: string[]; numbers: string[] } {
  const tokens = asPopplerReads(line).match(/(?:(?![\u0660-\u066C\u060C])\p{Script=Arabic})+|[\u0660-\u0669\u066B\u066C]+|[A-Za-z0-9.-]+/gu) ?? [];
  const isNumber = (token: string) => /^[\u0660-\u0669\u066B\u066C]+$/.test(token);
  return { words: tokens.filter((token) => !isNumber(token)), numbers: tokens.filter(isNumber).sort() };
}

export function pdfFonts(bytes: Uint8Array): string {
  return withFile(bytes, (path) => execFileSync('pdffonts', [path], { encoding: 'utf8' }));
}

/** The images of the PDF (pdfimages -list rows of type image: an image's transparency mask is not counted). */
export function pdfImages(bytes: Uint8Array): { width: number; height: number }[] {
  const list = withFile(bytes, (path) => execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }));
  return list
    .split('\n')
    .slice(2)
    .map((row) => row.trim().split(/\s+/))
    .filter((cells) => cells[2] === 'image')
    .map((cells) => ({ width: Number(cells[3]), height: Number(cells[4]) }));
}

export function pdfPages(bytes: Uint8Array): number {
  const info = withFile(bytes, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}
