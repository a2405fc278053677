import type { PolicyDetail } from '../../contract/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { policyDetail } from '../policies/policy-records.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import type { DocumentLanguage } from './document-labels.ts';
import type { PaidInvoice } from './invoice-pdf.ts';
import { renderOffThread } from './pdf-thread.ts';
import type { SellerConfig } from './seller.ts';

export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/** The invoice of a paid policy; a policy without a successful payment has none. */
export function paidInvoiceOf(policy: PolicyDetail): PaidInvoice | null {
  const { payment } = policy;
  return payment?.invoiceNumber && payment.invoicedAt ? { invoiceNumber: payment.invoiceNumber, invoicedAt: payment.invoicedAt } : null;
}

const certificateName = (policy: PolicyDetail, lang: DocumentLanguage) => `policy-certificate-${policy.policyNumber}-${lang}.pdf`;
const invoiceName = (invoice: PaidInvoice, lang: DocumentLanguage) => `tax-invoice-${invoice.invoiceNumber}-${lang}.pdf`;

/** A policy's two documents, from what its detail answer holds (one reading of the database), rendered on the PDF thread. */
export async function policyDocuments(policy: PolicyDetail, seller: SellerConfig, lang: DocumentLanguage) {
  const paid = paidInvoiceOf(policy);
  const rendered = await renderOffThread({ policy, lang, certificate: true, invoice: paid ? { paid, seller } : null });
  return {
    certificate: { filename: certificateName(policy, lang), bytes: rendered.certificate! } satisfies PdfFile,
    invoice: paid && rendered.invoice ? ({ filename: invoiceName(paid, lang), bytes: rendered.invoice } satisfies PdfFile) : null,
  };
}

export async function certificateFile(deps: PurchaseDeps, owners: string[], policyNumber: string, lang: DocumentLanguage): Promise<PdfFile> {
  const policy = await policyDetail(deps, owners, policyNumber);
  const rendered = await renderOffThread({ policy, lang, certificate: true, invoice: null });
  return { filename: certificateName(policy, lang), bytes: rendered.certificate! };
}

export async function invoiceFile(deps: PurchaseDeps, owners: string[], policyNumber: string, seller: SellerConfig, lang: DocumentLanguage): Promise<PdfFile> {
  const policy = await policyDetail(deps, owners, policyNumber);
  const paid = paidInvoiceOf(policy);
  if (!paid) throw new ApiHttpError(409, 'conflict', 'This policy has no paid invoice yet.');
  const rendered = await renderOffThread({ policy, lang, certificate: false, invoice: { paid, seller } });
  return { filename: invoiceName(paid, lang), bytes: rendered.invoice! };
}
