import * as z from 'zod/mini';
import { categoryIdSchema } from './catalogue.ts';

/**
 * A product's policy wording, in the request's language (Accept-Language: en or ar): what it covers
 * and excludes, the deductible, claims, cancellation and refunds, the cooling-off period and renewal.
 * Plain text: clients show it as text, never as HTML. The figures in it (limits, deductibles, add-ons,
 * the cancellation fee, the cooling-off days, the renewal window) are the ones the server applies.
 */

export const wordingSectionIds = ['about', 'cover', 'addOns', 'exclusions', 'deductible', 'claims', 'cancellation', 'coolingOff', 'renewal'] as const;

export const wordingSectionSchema = z.object({
  id: z.enum(wordingSectionIds),
  heading: z.string(),
  paragraphs: z.array(z.string()),
  /** A list under the paragraphs (each plan's covers, the exclusions, the add-ons). */
  items: z.array(z.string()),
});
export type WordingSection = z.infer<typeof wordingSectionSchema>;

const slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'A lower-case identifier.'));

export const productWordingParamsSchema = z.strictObject({ productId: slug });
/** `planId`: only that plan's covers and deductible (the one being bought, or the policy's). */
export const productWordingQuerySchema = z.strictObject({ planId: z.optional(slug) });

/** GET /catalogue/products/:productId/wording */
export const productWordingSchema = z.object({
  productId: z.string(),
  categoryId: categoryIdSchema,
  productName: z.string(),
  insurerName: z.string(),
  planId: z.nullable(z.string()),
  sections: z.array(wordingSectionSchema),
});
export type ProductWording = z.infer<typeof productWordingSchema>;
