import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type { EndpointDefinition } from '../../contract/endpoints.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { certificateFile, invoiceFile, type PdfFile } from '../documents/policy-documents.ts';
import type { SellerConfig } from '../documents/seller.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { issuesToFields } from '../http/endpoint-route.ts';
import { ownerIds, requireCustomer } from '../purchase/customer.ts';
import type { PurchaseDeps } from '../purchase/purchase-deps.ts';
import { languageOf, personal } from './route-helpers.ts';

function parse(schema: z.ZodMiniType, value: unknown, message: string): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiHttpError(400, 'validation_failed', message, issuesToFields(parsed.error.issues));
  return parsed.data;
}

/**
 * Mounts a GET endpoint of the table that answers a file (binaryResponse): path parameters and query
 * validated with the table's schemas, the bytes sent as an attachment that no cache keeps.
 */
function mountFileEndpoint<E extends EndpointDefinition & { params: z.ZodMiniType; query: z.ZodMiniType }>(
  router: Hono<AppEnv>,
  endpoint: E,
  handler: (c: Context<AppEnv>, input: { params: z.output<E['params']>; query: z.output<E['query']> }) => Promise<PdfFile>,
): void {
  router.get(endpoint.path, async (c) => {
    const params = parse(endpoint.params, c.req.param(), 'The address is not valid.') as z.output<E['params']>;
    const query = parse(endpoint.query, c.req.query(), 'Some query parameters are not valid.') as z.output<E['query']>;
    const file = await handler(c, { params, query });
    personal(c);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Content-Length': String(file.bytes.byteLength),
    });
  });
}

/** A policy's certificate and tax invoice as PDF files, for its owner only. */
export function mountDocumentRoutes(router: Hono<AppEnv>, deps: PurchaseDeps, seller: SellerConfig): void {
  mountFileEndpoint(router, endpoints.policyCertificatePdf, async (c, { params, query }) => {
    const user = await requireCustomer(c, deps.db);
    return certificateFile(deps, await ownerIds(deps.db, user.id), params.policyNumber, query.lang ?? languageOf(c));
  });
  mountFileEndpoint(router, endpoints.policyInvoicePdf, async (c, { params, query }) => {
    const user = await requireCustomer(c, deps.db);
    return invoiceFile(deps, await ownerIds(deps.db, user.id), params.policyNumber, seller, query.lang ?? languageOf(c));
  });
}
