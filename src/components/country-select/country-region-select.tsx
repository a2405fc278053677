import { Stack } from '@chakra-ui/react';
import { CountrySelect, type GeoSelectOptions, RegionSelect } from './country-select.tsx';
import { type CountryRegionValue, changeCountry } from './geo-options.ts';

/** Country and region together, outside a form library: choosing another country clears the region. */
export function CountryRegionSelect({
  value,
  onChange,
  topCountry,
  ...options
}: Omit<GeoSelectOptions, 'label' | 'name' | 'id' | 'placeholder' | 'errorMessage' | 'selectRef'> & {
  value: CountryRegionValue;
  onChange: (value: CountryRegionValue) => void;
  topCountry?: string;
}) {
  return (
    <Stack gap="3">
      <CountrySelect {...options} topCountry={topCountry} value={value.country} onChange={(country) => onChange(changeCountry(value, country))} />
      <RegionSelect {...options} country={value.country} value={value.region} onChange={(region) => onChange({ ...value, region })} />
    </Stack>
  );
}
