import countryRegionData from 'country-region-data/data.json' with { type: 'json' };
import { eq, inArray, sql } from 'drizzle-orm';
import { seedAccounts } from '../accounts/seed-accounts.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.ts';
import { seedContent } from '../content/content-seed.ts';
import { seedCancellationRules } from '../policy-requests/seed-rules.ts';
import { arabicRegionNames } from '../geo/arabic-region-names.ts';
import { englishRegionNames } from '../geo/english-region-names.ts';
import type { AppDatabase } from './database.ts';
import { geoCountries, geoRegions } from './schema.ts';

interface SourceCountry {
  countryName: string;
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
}

/** Rows the seed writes; exported so tests can compare the database with the source data. */
export function geoSeedRows() {
  const arabic = new Intl.DisplayNames(['ar'], { type: 'region', fallback: 'none' });
  const countries = (countryRegionData as SourceCountry[]).map((country) => ({
    shortCode: country.countryShortCode,
    nameEn: country.countryName,
    nameAr: arabicCountryName(arabic, country.countryShortCode) ?? country.countryName,
  }));
  const regions = (countryRegionData as SourceCountry[]).flatMap((country) =>
    country.regions.map((region) => ({
      countryShortCode: country.countryShortCode,
      nameEn: (region.shortCode && englishRegionNames[country.countryShortCode]?.[region.shortCode]) || region.name,
      nameAr: (region.shortCode && arabicRegionNames[country.countryShortCode]?.[region.shortCode]) || null,
      shortCode: region.shortCode || null,
    })),
  );
  return { countries, regions };
}

function arabicCountryName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined; // A code ICU does not accept.
  }
}

/**
 * Upserts the reference data. Runs on every start, so it must be idempotent: rows are matched on their
 * natural keys and only rewritten when a value really changed (no churn on a normal start). The demo
 * data (published test accounts, test gift cards, wallet credit) only with `demoData` (SEED_DEMO_DATA).
 */
export async function seedDatabase(db: AppDatabase, options: { demoData: boolean; passwordScryptN?: number } = { demoData: true }): Promise<void> {
  const { countries, regions } = geoSeedRows();
  await db.transaction(async (tx) => {
    await tx
      .insert(geoCountries)
      .values(countries)
      .onConflictDoUpdate({
        target: geoCountries.shortCode,
        set: { nameEn: sql`excluded.name_en`, nameAr: sql`excluded.name_ar` },
        setWhere: sql`(${geoCountries.nameEn}, ${geoCountries.nameAr}) is distinct from (excluded.name_en, excluded.name_ar)`,
      });
    // A region renamed in English (server/geo/english-region-names.ts) is the same region: its row,
    // found by its short code, takes the new name before the upsert (which matches on the name).
    const stored = await tx
      .select({ id: geoRegions.id, countryShortCode: geoRegions.countryShortCode, shortCode: geoRegions.shortCode, nameEn: geoRegions.nameEn })
      .from(geoRegions)
      .where(inArray(geoRegions.countryShortCode, Object.keys(englishRegionNames)));
    for (const row of stored) {
      const name = row.shortCode ? englishRegionNames[row.countryShortCode]?.[row.shortCode] : undefined;
      if (name && name !== row.nameEn) await tx.update(geoRegions).set({ nameEn: name }).where(eq(geoRegions.id, row.id));
    }
    // Batches keep each statement well under PostgreSQL's 65,535 bind parameters (4 per row).
    for (let start = 0; start < regions.length; start += 1000) {
      await tx
        .insert(geoRegions)
        .values(regions.slice(start, start + 1000))
        .onConflictDoUpdate({
          target: [geoRegions.countryShortCode, geoRegions.nameEn],
          set: { nameAr: sql`excluded.name_ar`, shortCode: sql`excluded.short_code` },
          setWhere: sql`(${geoRegions.nameAr}, ${geoRegions.shortCode}) is distinct from (excluded.name_ar, excluded.short_code)`,
        });
    }
  });
  // Staff, an approved broker and a ready customer (README: seeded accounts).
  if (options.demoData) await seedAccounts(db, options.passwordScryptN);
  // Catalogue, test gift cards, and the seeded customer's wallet credit (keep this after the accounts seed).
  await seedCatalogue(db, options);
  await seedCancellationRules(db);
  await seedContent(db);
}
