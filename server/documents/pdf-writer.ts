// A page writer over pdfkit: a cursor going down an A4 page, rows of "label: value" wrapped to the
// width and aligned to the language's start edge, and the finished document as bytes.
import PDFDocument from 'pdfkit';
import type { DocumentLanguage } from './document-labels.ts';
import { type Direction, drawLine, registerFonts, type TextStyle, wrapLines } from './pdf-text.ts';

const MARGIN = 50;

export interface PdfWriter {
  doc: InstanceType<typeof PDFDocument>;
  direction: Direction;
  left: number;
  width: number;
  y: number;
  /** One paragraph, wrapped; the cursor moves under it. */
  line(text: string, style?: Partial<TextStyle> & { align?: 'start' | 'center' | 'end' }): void;
  /** `label: value`, the label bold-less but muted, the value wrapped with it. */
  row(label: string, value: string): void;
  gap(points: number): void;
  rule(): void;
  finish(): Promise<Buffer>;
}

export function createPdfWriter(options: { lang: DocumentLanguage; title: string; at: Date }): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: options.lang,
    displayTitle: true,
    info: { Title: options.title, Creator: 'Insurance purchase app', CreationDate: options.at },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const direction: Direction = options.lang === 'ar' ? 'rtl' : 'ltr';
  const writer: PdfWriter = {
    doc,
    direction,
    left: MARGIN,
    width: doc.page.width - 2 * MARGIN,
    y: MARGIN,
    line(text, style = {}) {
      const full: TextStyle = { size: 11, ...style };
      for (const part of wrapLines(doc, text, writer.width, direction, full)) {
        if (writer.y + full.size * 1.5 > doc.page.height - MARGIN) {
          doc.addPage();
          writer.y = MARGIN;
        }
        drawLine(doc, part, { left: writer.left, width: writer.width, y: writer.y, direction, align: style.align }, full);
        writer.y += full.size * 1.45;
      }
    },
    row(label, value) {
      writer.line(`${label}: ${value}`);
    },
    gap(points) {
      writer.y += points;
    },
    rule() {
      doc.moveTo(writer.left, writer.y).lineTo(writer.left + writer.width, writer.y).lineWidth(0.5).strokeColor('#999999').stroke();
      writer.y += 8;
    },
    finish() {
      doc.end();
      return done;
    },
  };
  return writer;
}
