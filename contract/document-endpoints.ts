import * as z from 'zod/mini';
import type { EndpointDefinition } from './endpoint-definition.ts';
import * as purchase from './purchase.ts';

/** A document's language: the request's language header when not given. */
export const documentQuerySchema = z.strictObject({ lang: z.optional(z.enum(['en', 'ar'])) });
export type DocumentQuery = z.infer<typeof documentQuerySchema>;

const pdf = { contentTypes: ['application/pdf'] } as const;

/**
 * A policy's documents as PDF files made on the server, in English or Arabic: its owner's (a customer,
 * or a guest whose session holds the policy) and no one else's (404 alike for another's and an unknown one).
 */
export const documentEndpoints = {
  policyCertificatePdf: {
    method: 'GET',
    path: '/policies/:policyNumber/documents/certificate',
    summary:
      'The policy certificate as a PDF attachment (policy-certificate-POL-….pdf): number, product, policyholder, insured object, cover dates, premium; marked CANCELLED with the day it is cancelled from once a cancellation is approved. 404 for a policy that is not the caller\'s.',
    params: purchase.policyParamsSchema,
    query: documentQuerySchema,
    binaryResponse: pdf,
    response: z.null(),
    needsSession: true,
  },
  policyInvoicePdf: {
    method: 'GET',
    path: '/policies/:policyNumber/documents/invoice',
    summary:
      "The simplified VAT tax invoice of the policy's payment as a PDF attachment (tax-invoice-INV-….pdf): seller and VAT number, invoice number and time, the lines, VAT at 15 %, the total, and the ZATCA QR code (TLV, base64). 404 for a policy that is not the caller's; 409 `conflict` while it is not paid.",
    params: purchase.policyParamsSchema,
    query: documentQuerySchema,
    binaryResponse: pdf,
    response: z.null(),
    needsSession: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
