// The policy's PDF documents through the real app: the certificate and the simplified tax invoice in
// English and Arabic, read back with poppler (text in reading order, fonts embedded, the QR image), the
// ZATCA QR payload decoded, invoice numbers in sequence, owners only, and a cancelled policy's certificate.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, paymentSchema, policyDetailSchema } from '../../contract/purchase.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { policies } from '../../server/db/tables/purchase.ts';
import { invoiceQrOf } from '../../server/documents/invoice-pdf.ts';
import { policyDocuments } from '../../server/documents/policy-documents.ts';
import { loadSellerConfig } from '../../server/documents/seller.ts';
import { decodeInvoiceQrPayload } from '../../server/documents/zatca-qr.ts';
import { call, card, json, motorQuote, newKey, openPurchaseTestDatabase, orderBody, type Shopper, shopper, type TestApp } from './purchase-support.ts';
import { pdfFonts, pdfImages, pdfLines, pdfPages, readingOf } from './support/pdf-reading.ts';
import { testApp } from './support/test-database.ts';

let database: OpenDatabase;
let app: TestApp;
let owner: Shopper;
let policyNumber: string;
beforeAll(async () => {
  database = await openPurchaseTestDatabase('documents');
  app = testApp(database).app;
  owner = await shopper(app, database);
  policyNumber = await aPolicy(owner);
});
afterAll(async () => {
  await database?.close();
});

async function aPolicy(who: Shopper): Promise<string> {
  const quote = await motorQuote(app, who);
  const order = orderSchema.parse(
    await json(await call(app, who, 'POST', '/orders', { headers: { 'Idempotency-Key': newKey() }, body: orderBody(quote.quoteId, 'najd-motor-comprehensive') }), 201),
  );
  const payment = paymentSchema.parse(
    await json(await call(app, who, 'POST', `/orders/${order.orderNumber}/payments`, { headers: { 'Idempotency-Key': newKey() }, body: { card: card() } }), 201),
  );
  return payment.policy!.policyNumber;
}

async function detail(who: Shopper, number = policyNumber) {
  return policyDetailSchema.parse(await json(await call(app, who, 'GET', `/policies/${number}`), 200));
}

async function pdf(who: Shopper, document: 'certificate' | 'invoice', lang: 'en' | 'ar', number = policyNumber) {
  const response = await call(app, who, 'GET', `/policies/${number}/documents/${document}?lang=${lang}`);
  expect(response.status, await response.clone().text().catch(() => '')).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (process.env.KEEP_PDFS) (await import('node:fs')).writeFileSync(`${process.env.KEEP_PDFS}/${document}-${lang}-${number}.pdf`, bytes);
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  return { bytes, disposition: response.headers.get('content-disposition') ?? '' };
}

/**
 * The lines that follow one another in the extracted text (each expected line whole, in this order).
 * Arabic lines are compared by their words in order and their numbers (readingOf).
 */
function expectInOrder(lines: string[], expected: string[], arabic = false) {
  const same = (candidate: string, line: string) =>
    arabic ? JSON.stringify(readingOf(candidate)) === JSON.stringify(readingOf(line)) : candidate === line;
  let at = -1;
  for (const line of expected) {
    const found = lines.findIndex((candidate, index) => index > at && same(candidate, line));
    expect(found, `"${line}" after line ${at} in:\n${lines.join('\n')}`).toBeGreaterThan(at);
    at = found;
  }
}

describe('the policy certificate (PDF)', () => {
  it('reads in English: number, product, policyholder, vehicle, dates, premium with VAT', async () => {
    const { bytes, disposition } = await pdf(owner, 'certificate', 'en');
    expect(disposition).toBe(`attachment; filename="policy-certificate-${policyNumber}-en.pdf"`);
    const lines = pdfLines(bytes);
    expectInOrder(lines, [
      'Insurance policy certificate',
      `Policy number: ${policyNumber}`,
      'Status: Issued',
      'Policyholder: Sara Alharbi',
      'Vehicle: Toyota Camry 2024, Plate 1234 ABD',
      'Period of cover: 5 March 2026 – 4 March 2027',
      'Premium before VAT: SAR 2,250.00',
      'VAT (15%): SAR 337.50',
      'Total paid: SAR 2,587.50',
    ]);
    expect(pdfFonts(bytes)).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(pdfPages(bytes)).toBe(1);
  });

  it('reads right to left in Arabic, shaped, in an embedded font, with Arabic-Indic digits', async () => {
    const { bytes } = await pdf(owner, 'certificate', 'ar');
    const lines = pdfLines(bytes);
    expectInOrder(
      lines,
      [
        'شهادة وثيقة التأمين',
        `رقم الوثيقة: ${policyNumber}`,
        'الحالة: صادرة',
        'حامل الوثيقة: Sara Alharbi',
        'مدة التغطية: ٥ مارس ٢٠٢٦ – ٤ مارس ٢٠٢٧',
        'ضريبة القيمة المضافة (١٥٪): ٣٣٧٫٥٠ ر.س.',
      ],
      true,
    );
    expect(pdfFonts(bytes)).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
  });

  it('is refused to another customer as if the policy did not exist', async () => {
    const stranger = await shopper(app, database);
    const response = await call(app, stranger, 'GET', `/policies/${policyNumber}/documents/certificate`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect((await call(app, null, 'GET', `/policies/${policyNumber}/documents/invoice`)).status).toBe(401);
  });

  it('of a cancelled policy says CANCELLED, the day it is cancelled from, and cover to the day before', async () => {
    const who = await shopper(app, database);
    const number = await aPolicy(who);
    await database.db.update(policies).set({ cancelledOn: '2026-06-10' }).where(eq(policies.policyNumber, number));
    const en = pdfLines((await pdf(who, 'certificate', 'en', number)).bytes);
    expectInOrder(en, [
      'CANCELLED · Cancelled from 10 June 2026',
      'Status: Cancelled',
      'Period of cover: 5 March 2026 – 9 June 2026',
      'Cancelled from: 10 June 2026',
    ]);
    const ar = pdfLines((await pdf(who, 'certificate', 'ar', number)).bytes);
    expectInOrder(ar, ['ملغاة · ملغاة اعتبارا من ١٠ يونيو ٢٠٢٦', 'الحالة: ملغاة', 'مدة التغطية: ٥ مارس ٢٠٢٦ – ٩ يونيو ٢٠٢٦'], true);
  });
});

describe('the simplified tax invoice (PDF)', () => {
  it('names the seller and VAT number, the invoice number and time, VAT at 15 %, the total, and carries the QR image', async () => {
    const policy = await detail(owner);
    const invoiceNumber = policy.payment!.invoiceNumber!;
    expect(invoiceNumber).toMatch(/^INV-2026-\d{6}$/);
    const { bytes, disposition } = await pdf(owner, 'invoice', 'en');
    expect(disposition).toBe(`attachment; filename="tax-invoice-${invoiceNumber}-en.pdf"`);
    expectInOrder(pdfLines(bytes), [
      'Simplified tax invoice',
      'Seller: Insurance Marketplace Co.',
      'VAT registration number: 300000000000003',
      `Invoice number: ${invoiceNumber}`,
      'Date and time of issue: 1 March 2026 at 13:00',
      `Najd Motor · Comprehensive (Policy number ${policyNumber}): SAR 2,250.00`,
      'Total excluding VAT: SAR 2,250.00',
      'VAT at 15%: SAR 337.50',
      'Total including VAT: SAR 2,587.50',
    ]);
    // One embedded image: the QR code (a PNG is stored as an RGB or grey image with its own size).
    const images = pdfImages(bytes);
    expect(images).toHaveLength(1);
    expect(images[0]!.width).toBe(images[0]!.height);
  });

  it('QR payload decodes to the five ZATCA fields: seller, VAT number, ISO time, total with VAT, VAT', async () => {
    const policy = await detail(owner);
    const payload = invoiceQrOf(policy, { invoiceNumber: policy.payment!.invoiceNumber!, invoicedAt: policy.payment!.invoicedAt! }, loadSellerConfig({}));
    expect(decodeInvoiceQrPayload(payload)).toEqual({
      1: 'شركة سوق التأمين',
      2: '300000000000003',
      3: '2026-03-01T10:00:00Z',
      4: '2587.50',
      5: '337.50',
    });
    // The VAT is 15 % of the amount before VAT.
    expect(policy.breakdown.taxMinor).toBe(Math.round((policy.breakdown.premiumMinor + policy.breakdown.addOnsMinor) * 0.15));
  });

  it('reads right to left in Arabic with the figures in Arabic-Indic digits', async () => {
    const policy = await detail(owner);
    const lines = pdfLines((await pdf(owner, 'invoice', 'ar')).bytes);
    expectInOrder(
      lines,
      [
        'فاتورة ضريبية مبسطة',
        'البائع: شركة سوق التأمين',
        'رقم التسجيل الضريبي: 300000000000003',
        `رقم الفاتورة: ${policy.payment!.invoiceNumber}`,
        'ضريبة القيمة المضافة ١٥٪: ٣٣٧٫٥٠ ر.س.',
        'المجموع شامل ضريبة القيمة المضافة: ٢٬٥٨٧٫٥٠ ر.س.',
      ],
      true,
    );
  });

  it('numbers follow one another in the year', async () => {
    const first = (await detail(owner)).payment!.invoiceNumber!;
    const who = await shopper(app, database);
    const next = (await detail(who, await aPolicy(who))).payment!.invoiceNumber!;
    expect(Number(next.slice(-6))).toBeGreaterThan(Number(first.slice(-6)));
    expect(next.slice(0, 9)).toBe('INV-2026-');
  });
});

describe('rendering off the request thread', () => {
  it("keeps the answering thread free: six documents rendered while this thread's event loop stays mostly idle", async () => {
    const policy = await detail(owner);
    const seller = loadSellerConfig({});
    const before = performance.eventLoopUtilization();
    const rendered = await Promise.all([policyDocuments(policy, seller, 'en'), policyDocuments(policy, seller, 'ar'), policyDocuments(policy, seller, 'ar')]);
    // Rendered here, the six (fonts parsed, Arabic shaped, compressed: synchronous) kept this loop busy
    // nearly all along (about 0.9); on the PDF thread this one only waits for the answers.
    const used = performance.eventLoopUtilization(before).utilization;
    expect(used).toBeLessThan(0.5);
    for (const { certificate, invoice } of rendered) {
      for (const file of [certificate, invoice!]) expect(new TextDecoder().decode(file.bytes.subarray(0, 5))).toBe('%PDF-');
    }
    expect(rendered[1]!.invoice!.filename).toBe(`tax-invoice-${policy.payment!.invoiceNumber}-ar.pdf`);
  });

  it.runIf(process.platform === 'linux')('the PDF thread runs at a lower priority (10 nicer) than the thread answering requests', async () => {
    await policyDocuments(await detail(owner), loadSellerConfig({}), 'en');
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the command name's ')').
    const niceOf = (tid: string) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const nices = readdirSync('/proc/self/task').map(niceOf);
    expect(nices).toContain(Math.min(19, niceOf(String(process.pid)) + 10));
  });

  it('a document that cannot be rendered fails alone: the next one renders', async () => {
    const policy = await detail(owner);
    const broken = { ...policy, breakdown: undefined } as unknown as typeof policy;
    await expect(policyDocuments(broken, loadSellerConfig({}), 'en')).rejects.toThrow(/PDF rendering failed/);
    const { certificate } = await policyDocuments(policy, loadSellerConfig({}), 'en');
    expect(pdfLines(certificate.bytes)).toContain(`Policy number: ${policyNumber}`);
  });
});
