import type { GeoCountry, GeoRegion } from '../../../contract/geo.ts';

/** One `<option>`: its value and the text shown. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface PlaceholderOptions {
  /** The text of the empty first option. */
  placeholder: string;
  /** The empty option is shown but cannot be chosen again once something is selected. */
  disablePlaceholder?: boolean | undefined;
  /** No empty option at all (the first country or region is then selected by the browser). */
  removePlaceholder?: boolean | undefined;
}

const isArabic = (locale: string) => locale.toLowerCase().startsWith('ar');

/** The country's name in the page language (the geo answer carries both). */
export const countryLabel = (country: GeoCountry, locale: string) => (isArabic(locale) ? country.countryNameAr : country.countryNameEn) || country.countryName;
/** The region's name in the page language, English where it has no Arabic name. */
export const regionLabel = (region: GeoRegion, locale: string) => (isArabic(locale) ? (region.nameAr ?? region.nameEn) : region.nameEn) || region.name;

/**
 * The country options: sorted for the page language, `topCountry` first, labels the names (or the
 * two-letter codes with `shortCodeDropdown`); values are always the two-letter codes.
 */
export function countryOptions(countries: readonly GeoCountry[], options: { locale: string; topCountry?: string | undefined; shortCodeDropdown?: boolean | undefined }): SelectOption[] {
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base' });
  const top = options.topCountry?.toUpperCase();
  const all = countries
    .map((country) => ({ value: country.countryShortCode, label: options.shortCodeDropdown ? country.countryShortCode : countryLabel(country, options.locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const first = all.filter((option) => option.value === top);
  return [...first, ...all.filter((option) => option.value !== top)];
}

/** The value a region is stored under: its short code where it has one, else its English name. */
export const regionValue = (region: GeoRegion) => region.shortCode ?? region.nameEn;

/** The regions of one country, sorted for the page language; labels the names (or short codes with `shortCodeDropdown`). */
export function regionOptions(regions: readonly GeoRegion[], options: { locale: string; shortCodeDropdown?: boolean | undefined }): SelectOption[] {
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base' });
  return regions
    .map((region) => ({ value: regionValue(region), label: options.shortCodeDropdown && region.shortCode ? region.shortCode : regionLabel(region, options.locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The empty first option, unless removed: `{ value: '', label, disabled }`. */
export function placeholderOption({ placeholder, disablePlaceholder, removePlaceholder }: PlaceholderOptions): (SelectOption & { disabled: boolean }) | null {
  return removePlaceholder ? null : { value: '', label: placeholder, disabled: Boolean(disablePlaceholder) };
}

/** A country and region chosen together; choosing another country clears the region. */
export interface CountryRegionValue {
  country: string;
  region: string;
}
export function changeCountry(current: CountryRegionValue, country: string): CountryRegionValue {
  return country === current.country ? current : { country, region: '' };
}
