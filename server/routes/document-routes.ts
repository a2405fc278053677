import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { certificateFile, invoiceFile, type PdfFile } from '../documents/policy-documents.ts';
import type { SellerConfig } from '../documents/seller.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import { ownerIds, requireCustomer } from '../purchase/customer.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { languageOf, personal } from './route-helpers.ts';

/** A PDF as an attachment that no cache keeps. */
function attachment(c: Context<AppEnv>, file: PdfFile): Response {
  personal(c);
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Content-Length': String(file.bytes.byteLength),
  });
}

/**
 * A policy's certificate and tax invoice as PDF files, for its owner only. Mounted like every endpoint
 * of the table (binaryResponse), so path, query and text rules are checked the same way.
 */
export function mountDocumentRoutes(router: Hono<AppEnv>, deps: PurchaseDeps, seller: SellerConfig): void {
  mountEndpoint(router, endpoints.policyCertificatePdf, async (c, { params, query }) => {
    const user = await requireCustomer(c, deps.db);
    return attachment(c, await certificateFile(deps, await ownerIds(deps.db, user.id), params.policyNumber, query.lang ?? languageOf(c)));
  });
  mountEndpoint(router, endpoints.policyInvoicePdf, async (c, { params, query }) => {
    const user = await requireCustomer(c, deps.db);
    return attachment(c, await invoiceFile(deps, await ownerIds(deps.db, user.id), params.policyNumber, seller, query.lang ?? languageOf(c)));
  });
}
