import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './purchase-support.ts';
import { openEmptyTestDatabase, databaseForFile } from './support/test-database.ts';
import { geoCountries, geoRegions } from '../../server/db/schema.ts';
import migrationJournal from '../../server/db/migrations/meta/_journal.json' with { type: 'json' };
import { geoSeedRows } from '../../server/db/seed.ts';
import { seedForTests } from './support/database-global-setup.ts';

const database = databaseForFile(() => openEmptyTestDatabase());
// The seed every start runs, with the published accounts hashed at the tests' cost as in every test
// database (at the default 2^17 the first seed took 3 s, and 20 s on a busy machine; the default cost is
// accounts-password-hashing.test.ts's).
const seed = () => seedForTests(database());

async function snapshot() {
  const countries = await database().db.select().from(geoCountries).orderBy(geoCountries.shortCode);
  const regions = await database().db.select().from(geoRegions).orderBy(geoRegions.id);
  return { countries, regions };
}

describe('migrations and seed', () => {
  it('apply on an empty database() and again without change (every start runs both)', async () => {
    await database().migrate();
    await seed();
    const first = await snapshot();
    const { countries, regions } = geoSeedRows();
    expect(first.countries).toHaveLength(countries.length);
    expect(first.regions).toHaveLength(regions.length);

    await database().migrate();
    await seed();
    const second = await snapshot();
    // Same rows, same ids: nothing duplicated, nothing re-inserted.
    expect(second).toEqual(first);
    // Every migration of the journal applied once (helpers add migrations: count them, do not pin a number).
    // queryRows reads the rows whichever driver (PGlite or postgres.js) answers.
    const [applied] = await queryRows(database(), 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied?.n).toBe(migrationJournal.entries.length);
  });

  it('repairs a changed value on the next seed and leaves the rest alone', async () => {
    await database().db.update(geoCountries).set({ nameAr: 'خطأ' }).where(eq(geoCountries.shortCode, 'SA'));
    await database().db.update(geoRegions).set({ nameAr: null }).where(eq(geoRegions.nameEn, 'Dubai'));
    const before = await snapshot();
    await seed();
    const after = await snapshot();
    expect(after.countries.find((c) => c.shortCode === 'SA')?.nameAr).toBe('المملكة العربية السعودية');
    expect(after.regions.find((r) => r.nameEn === 'Dubai')?.nameAr).toBe('دبي');
    expect(after.regions.map((r) => r.id)).toEqual(before.regions.map((r) => r.id));
  });

  it('renames a region seeded under its old transliteration in place: the same row, no second one', async () => {
    await database().db.update(geoRegions).set({ nameEn: 'Ar Riyad' }).where(and(eq(geoRegions.countryShortCode, 'SA'), eq(geoRegions.shortCode, '01')));
    const before = await snapshot();
    await seed();
    const after = await snapshot();
    const riyadh = after.regions.filter((r) => r.countryShortCode === 'SA' && r.shortCode === '01');
    expect(riyadh.map((r) => r.nameEn)).toEqual(['Riyadh']);
    expect(after.regions.map((r) => r.id)).toEqual(before.regions.map((r) => r.id));
  });

  it('names every country in Arabic (from Intl.DisplayNames) and at least the hand-written regions', async () => {
    const countries = await database().db.select().from(geoCountries);
    const notArabic = countries.filter((c) => !/[\u0600-\u06FF]/.test(c.nameAr)).map((c) => c.shortCode);
    expect(notArabic).toEqual([]);
    const [withArabic] = await database().db.select({ n: count() }).from(geoRegions).where(isNotNull(geoRegions.nameAr));
    expect(withArabic?.n).toBe(90); // SA 13, AE 7, KW 6, QA 7, BH 5, OM 11, EG 29, JO 12
  });

  it('refuses a region of an unknown country (foreign key)', async () => {
    await expect(database().db.insert(geoRegions).values({ countryShortCode: 'ZZ', nameEn: 'Nowhere' })).rejects.toThrow();
  });
});
