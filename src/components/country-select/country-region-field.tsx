import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CountrySelect, type GeoSelectOptions, RegionSelect } from './country-select.tsx';

type SharedOptions = Omit<GeoSelectOptions, 'errorMessage' | 'onBlur' | 'selectRef' | 'name' | 'id' | 'label' | 'placeholder'>;

export interface CountryFieldProps<T extends FieldValues> extends SharedOptions {
  control: Control<T>;
  /** The form field holding the country's two-letter code ('' while none is chosen). */
  name: FieldPath<T>;
  label?: string;
  placeholder?: string;
  topCountry?: string;
}

/** The country select as a react-hook-form field: `<CountryField control={form.control} name="country" topCountry="SA" />`. */
export function CountryField<T extends FieldValues>({ control, name, ...options }: CountryFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CountrySelect
      {...options}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      selectRef={field.ref}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
      onChange={field.onChange}
    />
  );
}

export interface CountryRegionFieldProps<T extends FieldValues> extends SharedOptions {
  control: Control<T>;
  /** The form field holding the country's two-letter code. */
  countryName: FieldPath<T>;
  /** The form field holding the region: its short code, else its English name. */
  regionName: FieldPath<T>;
  countryLabel?: string;
  regionLabel?: string;
  countryPlaceholder?: string;
  regionPlaceholder?: string;
  topCountry?: string;
}

/**
 * Country and region selects as react-hook-form fields, errors from the form's schema under each.
 * Choosing another country clears the region.
 *
 * ```tsx
 * <CountryRegionField control={form.control} countryName="country" regionName="region" topCountry="SA" required />
 * ```
 */
export function CountryRegionField<T extends FieldValues>(props: CountryRegionFieldProps<T>) {
  const { control, countryName, regionName, countryLabel, regionLabel, countryPlaceholder, regionPlaceholder, topCountry, ...shared } = props;
  const country = useController({ control, name: countryName });
  const region = useController({ control, name: regionName });
  const countryValue = typeof country.field.value === 'string' ? country.field.value : '';
  return (
    <>
      <CountrySelect
        {...shared}
        label={countryLabel}
        placeholder={countryPlaceholder}
        topCountry={topCountry}
        name={country.field.name}
        value={countryValue}
        selectRef={country.field.ref}
        onBlur={country.field.onBlur}
        errorMessage={country.fieldState.error?.message}
        onChange={(next) => {
          country.field.onChange(next);
          if (next !== countryValue) region.field.onChange('');
        }}
      />
      <RegionSelect
        {...shared}
        label={regionLabel}
        placeholder={regionPlaceholder}
        country={countryValue}
        name={region.field.name}
        value={typeof region.field.value === 'string' ? region.field.value : ''}
        selectRef={region.field.ref}
        onBlur={region.field.onBlur}
        errorMessage={region.fieldState.error?.message}
        onChange={region.field.onChange}
      />
    </>
  );
}
