// The QR code of a simplified tax invoice as the Saudi e-invoicing rules (ZATCA) ask for it: five
// fields in TLV form (one byte tag, one byte length of the UTF-8 value, the value), base64-encoded; the
// QR code carries that base64 text.
import QRCode from 'qrcode';

export interface InvoiceQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2026-11-26T09:30:00Z. */
  timestamp: string;
  /** The invoice total with VAT, e.g. "1150.00". */
  totalWithVat: string;
  /** The VAT total, e.g. "150.00". */
  vatTotal: string;
}

const tags: [number, keyof InvoiceQrFields][] = [
  [1, 'sellerName'],
  [2, 'vatNumber'],
  [3, 'timestamp'],
  [4, 'totalWithVat'],
  [5, 'vatTotal'],
];

/** The base64 text the QR code holds. */
export function invoiceQrPayload(fields: InvoiceQrFields): string {
  const parts = tags.map(([tag, key]) => {
    const value = Buffer.from(fields[key], 'utf8');
    if (value.length > 255) throw new Error(`The invoice QR field ${key} is longer than 255 bytes.`);
    return Buffer.concat([Buffer.from([tag, value.length]), value]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** The fields back from a payload (what a scanning app does): for tests and checks. */
export function decodeInvoiceQrPayload(payload: string): Record<number, string> {
  const bytes = Buffer.from(payload, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields[tag] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

/** The QR code as a PNG, for the invoice's PDF. */
export function invoiceQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** Minor units -> "1150.00" (halalas to riyals, two decimals, no grouping), as the QR fields want amounts. */
export const qrAmount = (minor: number) => (minor / 100).toFixed(2);
