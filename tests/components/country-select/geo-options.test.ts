import { describe, expect, it } from 'vitest';
import type { GeoCountry } from '../../../contract/geo.ts';
import { changeCountry, countryOptions, placeholderOption, regionOptions } from '@/components/country-select/geo-options.ts';

const country = (code: string, en: string, ar: string, regions: GeoCountry['regions'] = []): GeoCountry => ({
  countryName: en,
  countryNameEn: en,
  countryNameAr: ar,
  countryShortCode: code,
  regions,
});
const countries = [
  country('SA', 'Saudi Arabia', 'المملكة العربية السعودية'),
  country('EG', 'Egypt', 'مصر'),
  country('AE', 'United Arab Emirates', 'الإمارات العربية المتحدة'),
  country('AX', 'Åland Islands', 'جزر أولاند'),
];

describe('country options', () => {
  it('are named and sorted in the page language, valued by two-letter code', () => {
    expect(countryOptions(countries, { locale: 'en' })).toEqual([
      { value: 'AX', label: 'Åland Islands' },
      { value: 'EG', label: 'Egypt' },
      { value: 'SA', label: 'Saudi Arabia' },
      { value: 'AE', label: 'United Arab Emirates' },
    ]);
    expect(countryOptions(countries, { locale: 'ar' }).map((o) => o.label)).toEqual(['الإمارات العربية المتحدة', 'المملكة العربية السعودية', 'جزر أولاند', 'مصر']);
  });

  it('put the top country first and can show short codes instead of names', () => {
    expect(countryOptions(countries, { locale: 'en', topCountry: 'sa' })[0]).toEqual({ value: 'SA', label: 'Saudi Arabia' });
    expect(countryOptions(countries, { locale: 'en', topCountry: 'SA', shortCodeDropdown: true }).map((o) => o.label)).toEqual(['SA', 'AE', 'AX', 'EG']);
  });
});

describe('region options', () => {
  const regions = [
    { name: 'Riyadh', nameEn: 'Riyadh', nameAr: 'الرياض', shortCode: '01' },
    { name: 'Makkah', nameEn: 'Makkah', nameAr: 'مكة المكرمة', shortCode: '02' },
    { name: 'Tabuk', nameEn: 'Tabuk' },
  ];
  it('are named in the page language (English where no Arabic name exists) and valued by short code, else English name', () => {
    expect(regionOptions(regions, { locale: 'en' })).toEqual([
      { value: '02', label: 'Makkah' },
      { value: '01', label: 'Riyadh' },
      { value: 'Tabuk', label: 'Tabuk' },
    ]);
    expect(regionOptions(regions, { locale: 'ar' }).map((o) => o.label)).toEqual(['الرياض', 'مكة المكرمة', 'Tabuk'].sort(new Intl.Collator('ar').compare));
    expect(regionOptions(regions, { locale: 'en', shortCodeDropdown: true }).map((o) => o.label)).toEqual(['01', '02', 'Tabuk']);
  });
});

describe('placeholder and country changes', () => {
  it('offers an empty first option unless removed; disablePlaceholder makes it unselectable', () => {
    expect(placeholderOption({ placeholder: 'Select a country' })).toEqual({ value: '', label: 'Select a country', disabled: false });
    expect(placeholderOption({ placeholder: 'Select a country', disablePlaceholder: true })?.disabled).toBe(true);
    expect(placeholderOption({ placeholder: 'Select a country', removePlaceholder: true })).toBeNull();
  });

  it('clears the region when the country changes, keeps it otherwise', () => {
    expect(changeCountry({ country: 'SA', region: '01' }, 'AE')).toEqual({ country: 'AE', region: '' });
    expect(changeCountry({ country: 'SA', region: '01' }, 'SA')).toEqual({ country: 'SA', region: '01' });
  });
});
