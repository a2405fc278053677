import type { PolicyDetail } from '../../contract/purchase.ts';
import type { SellerConfig } from './seller.ts';
import { comma, documentLabels, type DocumentLanguage, formatsFor } from './document-labels.ts';
import { createPdfWriter } from './pdf-writer.ts';
import { invoiceQrPayload, invoiceQrPng, qrAmount } from './zatca-qr.ts';

export interface PaidInvoice {
  invoiceNumber: string;
  invoicedAt: string;
}

/** The QR fields of a policy's invoice: seller, VAT number, time of issue, total with VAT, VAT. */
export function invoiceQrOf(policy: PolicyDetail, invoice: PaidInvoice, seller: SellerConfig) {
  return invoiceQrPayload({
    sellerName: seller.name.ar,
    vatNumber: seller.vatNumber,
    // ISO 8601 in UTC to the second, as the rules' examples write it.
    timestamp: `${invoice.invoicedAt.slice(0, 19)}Z`,
    totalWithVat: qrAmount(policy.breakdown.totalMinor),
    vatTotal: qrAmount(policy.breakdown.taxMinor),
  });
}

/**
 * The simplified VAT tax invoice of a policy's payment (a sale to a person, as the Saudi e-invoicing
 * rules define it): seller and VAT number, invoice number and time, the lines, VAT at 15 %, the total,
 * and the QR code a customer or an inspector scans.
 */
export async function invoicePdf(policy: PolicyDetail, invoice: PaidInvoice, seller: SellerConfig, lang: DocumentLanguage): Promise<Buffer> {
  const l = documentLabels[lang];
  const f = formatsFor(lang, policy.breakdown.currency);
  const w = createPdfWriter({ lang, title: `${l.invoiceTitle} ${invoice.invoiceNumber}`, at: new Date(invoice.invoicedAt) });
  const { breakdown } = policy;
  w.line(l.invoiceTitle, { size: 18, bold: true });
  w.gap(4);
  w.rule();
  w.row(l.seller, seller.name[lang]);
  w.row(l.vatNumber, seller.vatNumber);
  w.row(l.invoiceNumber, invoice.invoiceNumber);
  w.row(l.invoiceDate, f.dateTime(invoice.invoicedAt));
  w.row(l.buyer, `${policy.policyholder.firstName} ${policy.policyholder.lastName}`);
  w.gap(6);
  w.line(l.item, { bold: true });
  w.line(`${policy.productName[lang]} · ${policy.planName[lang]} (${l.policyNumber} ${policy.policyNumber}): ${f.money(breakdown.premiumMinor)}`);
  for (const addOn of policy.addOns) w.line(`${addOn.name[lang]}: ${f.money(addOn.priceMinor)}`);
  w.gap(6);
  w.rule();
  w.row(l.totalExclVat, f.money(breakdown.premiumMinor + breakdown.addOnsMinor));
  w.row(l.vatAmount, f.money(breakdown.taxMinor));
  w.line(`${l.totalInclVat}: ${f.money(breakdown.totalMinor)}`, { bold: true });
  w.gap(4);
  const paidBy = [
    [l.card, breakdown.cardMinor],
    [l.wallet, breakdown.walletMinor],
    [l.giftCard, breakdown.giftCardMinor],
  ] as const;
  w.row(l.paidBy, paidBy.filter(([, minor]) => minor > 0).map(([label, minor]) => `${label} ${f.money(minor)}`).join(comma(lang)));
  w.gap(10);
  const png = await invoiceQrPng(invoiceQrOf(policy, invoice, seller));
  const size = 120;
  const x = w.direction === 'rtl' ? w.left + w.width - size : w.left;
  w.doc.image(png, x, w.y, { width: size, height: size });
  w.y += size + 6;
  w.line(l.qrNote, { size: 9, color: '#555555' });
  return w.finish();
}
