import { useId, useMemo } from 'react';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { countryOptions, placeholderOption, regionOptions } from './geo-options.ts';
import { SelectField } from './select-field.tsx';
import { type GeoState, useGeoCountries, useGeoRegions } from './use-geo.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** The options both selects take (docs/product-spec.md, "Entities and their fields"). */
export interface GeoSelectOptions {
  label?: string;
  /** Text of the empty first option (default: translated "Select a country" / "Select a region"). */
  placeholder?: string;
  className?: string;
  /** Show the two-letter (or region) short codes instead of names. */
  shortCodeDropdown?: boolean;
  /** The empty option cannot be chosen. */
  disablePlaceholder?: boolean;
  /** No empty option. */
  removePlaceholder?: boolean;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  errorMessage?: string | undefined;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  selectRef?: (element: HTMLSelectElement | null) => void;
}

export interface CountrySelectProps extends GeoSelectOptions {
  /** The selected country's two-letter code ('' for none). */
  value: string;
  onChange: (country: string) => void;
  /** This country first in the list. */
  topCountry?: string;
}

/** The countries of GET /{product}/basic/geo, named in the page language; `autocomplete="country"`. */
export function CountrySelect({ value, onChange, topCountry, ...props }: CountrySelectProps) {
  const t = useT();
  const { locale } = useIntl();
  const autoId = useId();
  const geo = useGeoCountries();
  const state = useMemo(
    () => mapReady(geo!, (countries) => countryOptions(countries, { locale, topCountry, shortCodeDropdown: props.shortCodeDropdown })),
    [geo, locale, topCountry, props.shortCodeDropdown],
  );
  return (
    <SelectField
      {...props}
      id={props.id ?? `country-${autoId}`}
      label={props.label ?? t('countrySelect.country')}
      name={props.name ?? 'country'}
      autoComplete="country"
      value={value}
      onChange={onChange}
      placeholder={placeholderOption({ ...props, placeholder: props.placeholder ?? t('countrySelect.placeholder') })}
      state={state}
      loadingText={t('countrySelect.loading')}
    />
  );
}

export interface RegionSelectProps extends GeoSelectOptions {
  /** The country whose regions are listed. */
  country: string;
  /** The selected region (its short code, else its English name; '' for none). */
  value: string;
  onChange: (region: string) => void;
}

/** The regions of `country`, named in the page language; `autocomplete="address-level1"`. */
export function RegionSelect({ country, value, onChange, ...props }: RegionSelectProps) {
  const t = useT();
  const { locale } = useIntl();
  const autoId = useId();
  const geo = useGeoRegions(country || undefined);
  const state = useMemo<GeoState<ReturnType<typeof regionOptions>>>(
    () => (geo ? mapReady(geo, (regions) => regionOptions(regions, { locale, shortCodeDropdown: props.shortCodeDropdown })) : { status: 'ready', data: [] }),
    [geo, locale, props.shortCodeDropdown],
  );
  return (
    <SelectField
      {...props}
      id={props.id ?? `region-${autoId}`}
      label={props.label ?? t('countrySelect.region')}
      name={props.name ?? 'region'}
      autoComplete="address-level1"
      value={value}
      onChange={onChange}
      disabled={props.disabled || !country}
      placeholder={placeholderOption({ ...props, placeholder: props.placeholder ?? t('countrySelect.regionPlaceholder') })}
      state={state}
      loadingText={t('app.loading')}
    />
  );
}

function mapReady<A, B>(state: GeoState<A>, map: (data: A) => B): GeoState<B> {
  return state.status === 'ready' ? { status: 'ready', data: map(state.data) } : state;
}
