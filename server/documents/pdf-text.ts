// Lines of mixed English and Arabic text drawn with pdfkit: ordered by the Unicode bidi algorithm
// (bidi-js), Arabic shaped by pdfkit's fontkit, in an embedded DejaVu Sans (one face with Latin, Arabic
// and Arabic-Indic digits).
//
// Why DejaVu Sans and not Noto Sans Arabic (@fontsource ships it as WOFF, which pdfkit embeds): Noto
// draws the joined forms of ب ت ث ن ي from one dotless glyph plus separate dot glyphs, so a PDF's
// one-glyph-one-text map cannot say which letter a dot glyph was: copying or extracting the text gave
// "وثتقة" for "وثيقة". DejaVu has a glyph per letter and form, so the text reads back as written.
import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const bidi = bidiFactory();

type Doc = InstanceType<typeof PDFDocument>;

/** Debian's fonts-dejavu-core (scripts/ensure-pdf-tools.sh installs it when missing). */
const fontDir = process.env.DOCUMENT_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The two faces, read once per process; pdfkit embeds the glyphs a document uses (a subset). */
export function registerFonts(doc: Doc): void {
  fonts ??= { regular: readFileSync(join(fontDir, 'DejaVuSans.ttf')), bold: readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf')) };
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
}

export type Direction = 'ltr' | 'rtl';

/** Characters fontkit lays out right to left (it reverses their glyphs itself), as its script detection does. */
const arabicScript = /\p{Script=Arabic}/u;
/** Invisible direction marks and isolates: they steer the bidi algorithm, no glyph draws them. */
const directionMark = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;

/**
 * One line of text -> the strings to draw, left to right, each a stretch of characters that sit side
 * by side on the line in one direction. Mirrored characters (brackets) are mirrored in right-to-left
 * stretches; a stretch with Arabic letters or digits is given to fontkit in logical order, as fontkit
 * reverses such runs itself.
 */
export function visualPieces(text: string, direction: Direction): string[] {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const order = bidi.getReorderedIndices(text, levels).filter((index) => !directionMark.test(text[index]!));
  const pieces: string[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const visual = run.map((index) => (levels.levels[index]! & 1 ? (bidi.getMirroredCharacter(text[index]!) ?? text[index]!) : text[index]!));
    pieces.push((arabicScript.test(visual.join('')) ? visual.reverse() : visual).join(''));
    run = [];
  };
  for (const index of order) {
    const previous = run.at(-1);
    const step = previous === undefined ? 0 : index - previous;
    // A stretch is contiguous in the text and goes one way (or is one character). Spaces stand alone:
    // a space inside a reversed run confused the word order pdftotext reads back.
    const sameStretch =
      previous !== undefined && Math.abs(step) === 1 && (run.length < 2 || step === run[1]! - run[0]!) && text[index] !== ' ' && text[previous] !== ' ';
    if (!sameStretch) flush();
    run.push(index);
  }
  flush();
  return pieces;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

/** The width of a line in points. */
export function lineWidth(doc: Doc, text: string, direction: Direction, style: TextStyle): number {
  doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size);
  return visualPieces(text, direction).reduce((sum, piece) => sum + doc.widthOfString(piece), 0);
}

export interface LineBox {
  left: number;
  width: number;
  y: number;
  direction: Direction;
  align?: 'start' | 'center' | 'end';
}

/** Draws one line at `y` inside [left, left + width]: from the start edge of its direction, the end one, or centred. */
export function drawLine(doc: Doc, text: string, box: LineBox, style: TextStyle): void {
  doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size).fillColor(style.color ?? '#111111');
  const pieces = visualPieces(text, box.direction);
  const widths = pieces.map((piece) => doc.widthOfString(piece));
  const total = widths.reduce((sum, width) => sum + width, 0);
  const align = box.align ?? 'start';
  const fromRight = (align === 'start') === (box.direction === 'rtl');
  let x = align === 'center' ? box.left + (box.width - total) / 2 : fromRight ? box.left + box.width - total : box.left;
  pieces.forEach((piece, index) => {
    doc.text(piece, x, box.y, { lineBreak: false });
    x += widths[index]!;
  });
}

/** Splits text at spaces into lines no wider than `width` (a word wider than the line stays whole). */
export function wrapLines(doc: Doc, text: string, width: number, direction: Direction, style: TextStyle): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && lineWidth(doc, candidate, direction, style) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}
