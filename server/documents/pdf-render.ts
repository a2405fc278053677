// What the PDF thread renders (server/documents/pdf-worker.ts): a policy's certificate and/or its tax
// invoice, from the policy's detail answer. Plain data in and bytes out, so it crosses a thread.
import type { PolicyDetail } from '../../contract/purchase.ts';
import { certificatePdf } from './certificate-pdf.ts';
import type { DocumentLanguage } from './document-labels.ts';
import { invoicePdf, type PaidInvoice } from './invoice-pdf.ts';
import type { SellerConfig } from './seller.ts';

export interface PdfJob {
  policy: PolicyDetail;
  lang: DocumentLanguage;
  certificate: boolean;
  invoice: { paid: PaidInvoice; seller: SellerConfig } | null;
}

export interface RenderedPdfs {
  certificate: Uint8Array | null;
  invoice: Uint8Array | null;
}

export async function renderPdfs(job: PdfJob): Promise<RenderedPdfs> {
  const { policy, lang, invoice } = job;
  return {
    certificate: job.certificate ? await certificatePdf(policy, lang) : null,
    invoice: invoice ? await invoicePdf(policy, invoice.paid, invoice.seller, lang) : null,
  };
}
