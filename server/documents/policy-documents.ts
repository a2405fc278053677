import type { PolicyDetail } from '../../contract/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import { policyDetail } from '../policies/policy-records.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { certificatePdf } from './certificate-pdf.ts';
import type { DocumentLanguage } from './document-labels.ts';
import { invoicePdf, type PaidInvoice } from './invoice-pdf.ts';
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

/** A policy's two documents, from what its detail answer holds (one reading of the database). */
export async function policyDocuments(policy: PolicyDetail, seller: SellerConfig, lang: DocumentLanguage) {
  const invoice = paidInvoiceOf(policy);
  return {
    certificate: { filename: `policy-certificate-${policy.policyNumber}-${lang}.pdf`, bytes: await certificatePdf(policy, lang) } satisfies PdfFile,
    invoice: invoice ? ({ filename: `tax-invoice-${invoice.invoiceNumber}-${lang}.pdf`, bytes: await invoicePdf(policy, invoice, seller, lang) } satisfies PdfFile) : null,
  };
}

export async function certificateFile(deps: PurchaseDeps, owners: string[], policyNumber: string, lang: DocumentLanguage): Promise<PdfFile> {
  const policy = await policyDetail(deps, owners, policyNumber);
  return { filename: `policy-certificate-${policy.policyNumber}-${lang}.pdf`, bytes: await certificatePdf(policy, lang) };
}

export async function invoiceFile(deps: PurchaseDeps, owners: string[], policyNumber: string, seller: SellerConfig, lang: DocumentLanguage): Promise<PdfFile> {
  const policy = await policyDetail(deps, owners, policyNumber);
  const invoice = paidInvoiceOf(policy);
  if (!invoice) throw new ApiHttpError(409, 'conflict', 'This policy has no paid invoice yet.');
  return { filename: `tax-invoice-${invoice.invoiceNumber}-${lang}.pdf`, bytes: await invoicePdf(policy, invoice, seller, lang) };
}
