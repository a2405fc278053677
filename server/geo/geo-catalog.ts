import { asc } from 'drizzle-orm';
import type { GeoCountry, GeoQuery } from '../../contract/geo.ts';
import type { AppDatabase } from '../db/database.ts';
import { geoCountries, geoRegions } from '../db/schema.ts';
import type { ApiLanguage } from '../http/request-language.ts';

/**
 * Countries and regions for GET /basic/geo. Reference data changes only with a new seed (that is, a
 * restart), so it is read once, and the sorted list per language is kept in memory; a request only
 * filters it.
 */
export function createGeoCatalog(db: AppDatabase) {
  let loading: Promise<Record<ApiLanguage, GeoCountry[]>> | undefined;

  async function load(): Promise<Record<ApiLanguage, GeoCountry[]>> {
    const [countries, regions] = await Promise.all([
      db.select().from(geoCountries),
      db.select().from(geoRegions).orderBy(asc(geoRegions.id)),
    ]);
    const regionsByCountry = new Map<string, typeof regions>();
    for (const region of regions) {
      const list = regionsByCountry.get(region.countryShortCode);
      if (list) list.push(region);
      else regionsByCountry.set(region.countryShortCode, [region]);
    }
    const build = (language: ApiLanguage): GeoCountry[] => {
      const collator = new Intl.Collator(language, { sensitivity: 'base' });
      return countries
        .map((country) => ({
          countryName: language === 'ar' ? country.nameAr : country.nameEn,
          countryNameEn: country.nameEn,
          countryNameAr: country.nameAr,
          countryShortCode: country.shortCode,
          regions: (regionsByCountry.get(country.shortCode) ?? [])
            .map((region) => ({
              // Regions without an Arabic name keep the English one in Arabic answers.
              name: language === 'ar' && region.nameAr ? region.nameAr : region.nameEn,
              nameEn: region.nameEn,
              ...(region.nameAr ? { nameAr: region.nameAr } : {}),
              ...(region.shortCode ? { shortCode: region.shortCode } : {}),
            }))
            .sort((a, b) => collator.compare(a.name, b.name)),
        }))
        .sort((a, b) => collator.compare(a.countryName, b.countryName));
    };
    return { en: build('en'), ar: build('ar') };
  }

  return {
    async query(language: ApiLanguage, query: GeoQuery): Promise<GeoCountry[]> {
      loading ??= load().catch((error: unknown) => {
        loading = undefined; // Try again on the next request rather than caching a failure.
        throw error;
      });
      const sorted = (await loading)[language];
      const codes = query.countryShortCode ? new Set(query.countryShortCode.toUpperCase().split(',')) : undefined;
      const prefix = query.q ? foldForSearch(query.q.trim()) : '';
      const withRegions = query.includeRegions !== 'false';
      return sorted
        .filter((country) => !codes || codes.has(country.countryShortCode))
        .filter(
          (country) =>
            !prefix ||
            foldForSearch(country.countryNameEn).startsWith(prefix) ||
            foldForSearch(country.countryNameAr).startsWith(prefix),
        )
        .map((country) => (withRegions ? country : { ...country, regions: [] }));
    },
  };
}

export type GeoCatalog = ReturnType<typeof createGeoCatalog>;

/**
 * Case- and accent-insensitive form for prefix search: "aland" finds "Åland Islands", and Arabic
 * diacritics (harakat) and the hamza forms of alef do not stop a match ("ا" finds "إريتريا").
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[أإآ]/g, 'ا')
    .toLowerCase();
}
