import * as z from 'zod/mini';

const shortCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'A two-letter country code (ISO 3166-1 alpha-2).'));

/**
 * GET /{product}/basic/geo query. Every parameter is optional and passed through by the client.
 * countryShortCode: one code or a comma-separated list (`SA,AE`); q: a name prefix in either language;
 * includeRegions: `false` to leave regions out.
 */
export const geoQuerySchema = z.strictObject({
  countryShortCode: z.optional(
    z.string().check(z.regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'Country codes separated by commas, e.g. SA,AE.')),
  ),
  q: z.optional(z.string().check(z.maxLength(60))),
  includeRegions: z.optional(z.enum(['true', 'false'])),
});
export type GeoQuery = z.infer<typeof geoQuerySchema>;

export const geoRegionSchema = z.object({
  /** In the request's language where a translation exists, else English. */
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.optional(z.string()),
  shortCode: z.optional(z.string()),
});

export const geoCountrySchema = z.object({
  /** In the request's language (Accept-Language: ar gives Arabic). */
  countryName: z.string(),
  countryNameEn: z.string(),
  countryNameAr: z.string(),
  countryShortCode: shortCode,
  regions: z.array(geoRegionSchema),
});
export type GeoCountry = z.infer<typeof geoCountrySchema>;
export type GeoRegion = z.infer<typeof geoRegionSchema>;

export const geoResponseSchema = z.object({ countries: z.array(geoCountrySchema) });
export type GeoResponse = z.infer<typeof geoResponseSchema>;
