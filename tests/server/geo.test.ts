import countryRegionData from 'country-region-data/data.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors.ts';
import { type GeoCountry, geoResponseSchema } from '../../contract/geo.ts';
import type { OpenDatabase } from '../../server/db/database.ts';
import { requestLanguage } from '../../server/http/request-language.ts';
import { API, openTestDatabase, testApp } from './support/test-database.ts';

let database: OpenDatabase;
let app: ReturnType<typeof testApp>['app'];
beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database).app;
});
afterAll(async () => {
  await database?.close();
});

async function geo(query = '', headers: Record<string, string> = {}): Promise<GeoCountry[]> {
  const response = await app.request(`${API}/basic/geo${query}`, { headers });
  expect(response.status).toBe(200);
  return geoResponseSchema.parse(await response.json()).countries;
}

const byCode = (countries: GeoCountry[], code: string) => countries.find((c) => c.countryShortCode === code);

describe('GET /basic/geo', () => {
  it('lists every country of country-region-data with all its regions, valid per the contract', async () => {
    const countries = await geo();
    expect(countries).toHaveLength(countryRegionData.length);
    expect(new Set(countries.map((c) => c.countryShortCode))).toEqual(new Set(countryRegionData.map((c) => c.countryShortCode)));
    const saSource = countryRegionData.find((c) => c.countryShortCode === 'SA');
    // Every region of the source, by its short code; the Saudi ones named in English as written (not transliterated).
    expect(byCode(countries, 'SA')?.regions.map((r) => r.shortCode).sort()).toEqual(saSource?.regions.map((r) => r.shortCode).sort());
    expect(byCode(countries, 'SA')?.regions.map((r) => r.nameEn).sort()).toEqual([
      'Al-Baha', 'Al-Jouf', 'Al-Qassim', 'Asir', 'Eastern Province', 'Hail', 'Jazan', 'Madinah', 'Makkah', 'Najran', 'Northern Borders', 'Riyadh', 'Tabuk',
    ]);
    expect(byCode(countries, 'SA')?.regions.find((r) => r.shortCode === '01')).toEqual({
      name: 'Riyadh',
      nameEn: 'Riyadh',
      nameAr: 'الرياض',
      shortCode: '01',
    });
  });

  it('is cacheable for an hour and varies on Accept-Language', async () => {
    const response = await app.request(`${API}/basic/geo?countryShortCode=SA`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('names countries and regions in English by default and in Arabic with Accept-Language: ar', async () => {
    const en = byCode(await geo('?countryShortCode=AE'), 'AE');
    expect(en?.countryName).toBe('United Arab Emirates');
    expect(en?.regions.find((r) => r.shortCode === 'DU')?.name).toBe('Dubai');

    const ar = byCode(await geo('?countryShortCode=AE', { 'Accept-Language': 'ar' }), 'AE');
    expect(ar?.countryName).toBe('الإمارات العربية المتحدة');
    expect(ar?.countryNameEn).toBe('United Arab Emirates');
    expect(ar?.countryNameAr).toBe('الإمارات العربية المتحدة');
    expect(ar?.regions.find((r) => r.shortCode === 'DU')).toEqual({ name: 'دبي', nameEn: 'Dubai', nameAr: 'دبي', shortCode: 'DU' });

    // A browser-style list whose first choice is Arabic counts as Arabic.
    expect(byCode(await geo('?countryShortCode=EG', { 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.8' }), 'EG')?.countryName).toBe('مصر');
  });

  it('has hand-written Arabic names for every region of the Gulf states, Egypt and Jordan', async () => {
    const countries = await geo('?countryShortCode=SA,AE,KW,QA,BH,OM,EG,JO');
    expect(countries).toHaveLength(8);
    for (const country of countries) {
      for (const region of country.regions) expect(region.nameAr, `${country.countryShortCode} ${region.nameEn}`).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });

  it('falls back to the English region name in Arabic answers where no translation exists', async () => {
    const fr = byCode(await geo('?countryShortCode=FR', { 'Accept-Language': 'ar' }), 'FR');
    expect(fr?.countryName).toBe('فرنسا');
    const region = fr?.regions[0];
    expect(region?.nameAr).toBeUndefined();
    expect(region?.name).toBe(region?.nameEn);
  });

  it('sorts by the localized name with the language collator', async () => {
    const en = await geo('?includeRegions=false');
    const enNames = en.map((c) => c.countryName);
    expect(enNames).toEqual([...enNames].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    // Collation, not code-point order: Åland Islands sits among the A's, not after Z.
    expect(enNames.indexOf('Åland Islands')).toBeLessThan(enNames.indexOf('Bahamas'));

    const ar = await geo('?includeRegions=false', { 'Accept-Language': 'ar' });
    const arNames = ar.map((c) => c.countryName);
    expect(arNames).toEqual([...arNames].sort(new Intl.Collator('ar').compare));
    expect(arNames).not.toEqual(ar.map((c) => c.countryNameAr).sort()); // really re-ordered per language
    expect(arNames[0]).toMatch(/^[\u0621-\u0627]/); // starts with alef/hamza forms

    const saRegions = byCode(await geo('?countryShortCode=SA', { 'Accept-Language': 'ar' }), 'SA')?.regions.map((r) => r.name) ?? [];
    expect(saRegions).toEqual([...saRegions].sort(new Intl.Collator('ar').compare));
  });

  it('filters by name prefix in either language, ignoring case and accents', async () => {
    const sau = await geo('?q=sau');
    expect(sau.map((c) => c.countryShortCode)).toEqual(['SA']);
    expect((await geo('?q=SAUDI')).map((c) => c.countryShortCode)).toEqual(['SA']);
    expect((await geo(`?q=${encodeURIComponent('المملكة الع')}`)).map((c) => c.countryShortCode)).toEqual(['SA']);
    // Hamza forms of alef do not stop a match: typed without the hamza, "الامارات" finds "الإمارات".
    expect((await geo(`?q=${encodeURIComponent('الامارات')}`)).map((c) => c.countryShortCode)).toEqual(['AE']);
    expect((await geo('?q=aland')).map((c) => c.countryShortCode)).toEqual(['AX']);
    // Prefix, not substring: "arab" is inside "Saudi Arabia" but starts no country name in English.
    expect((await geo('?q=arab')).map((c) => c.countryShortCode)).toEqual([]);
    const united = (await geo('?q=united')).map((c) => c.countryShortCode).sort();
    expect(united).toEqual(['AE', 'GB', 'UM', 'US']);
  });

  it('filters by one or more country codes, in any case', async () => {
    expect((await geo('?countryShortCode=sa,ae')).map((c) => c.countryShortCode).sort()).toEqual(['AE', 'SA']);
    expect(await geo('?countryShortCode=ZZ')).toEqual([]);
  });

  it('leaves regions out with includeRegions=false', async () => {
    const countries = await geo('?includeRegions=false');
    expect(countries).toHaveLength(countryRegionData.length);
    expect(countries.every((c) => c.regions.length === 0)).toBe(true);
    expect(byCode(await geo('?includeRegions=true&countryShortCode=SA'), 'SA')?.regions).toHaveLength(13);
  });

  it.each([
    ['?countryShortCode=SAU', 'countryShortCode'],
    ['?countryShortCode=S1', 'countryShortCode'],
    ['?includeRegions=no', 'includeRegions'],
    [`?q=${'x'.repeat(61)}`, 'q'],
    ['?country=SA', 'country'],
    ['?q=a&q=b', 'q'],
  ])('refuses %s with 400 validation_failed naming %s', async (query, field) => {
    const response = await app.request(`${API}/basic/geo${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.status).toBe(400);
    expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    expect(body.error.fields?.[field]).not.toBe('Invalid input'); // real English messages, not zod/mini's placeholder
  });
});

describe('requestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR', 'ar'],
    ['ar-EG', 'ar'],
    ['en', 'en'],
    ['fr', 'en'],
    ['en;q=0.5, ar;q=0.9', 'ar'],
    ['ar;q=0, en', 'en'],
    ['arc', 'en'],
  ])('%s -> %s', (header, expected) => {
    expect(requestLanguage(header)).toBe(expected);
  });
});
