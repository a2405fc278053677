import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { AddressItem } from '../../../../machines/account/account-lists.ts';
import { useGeoCountries, useGeoRegions } from '@/components/country-select/use-geo.ts';
import { countryLabel, regionLabel, regionValue } from '@/components/country-select/geo-options.ts';
import { listSeparator } from '@/lib/i18n/list-separator.ts';
import { CollectionSection } from '../collection-section.tsx';
import { AddressForm } from './address-form.tsx';
import { Addresses } from './addresses-flow.ts';

const defaultWords = {
  badge: 'myAccount.addresses.default',
  make: 'myAccount.addresses.makeDefault',
  makeNamed: 'myAccount.addresses.makeDefaultNamed',
  made: 'myAccount.addresses.madeDefault',
} as const;

/** My Account > Addresses: several, exactly one default. */
export default function AddressesSection() {
  return <CollectionSection flow={Addresses} prefix="myAccount.addresses" Summary={AddressSummary} Form={AddressForm} nameOf={(address) => `${address.street}, ${address.city}`} defaultWords={defaultWords} />;
}

/** Street, city and postal code; region and country named in the page's language. */
function AddressSummary({ item }: { item: AddressItem }) {
  const { locale } = useIntl();
  const countries = useGeoCountries();
  const regions = useGeoRegions(item.countryCode);
  const country = countries?.status === 'ready' ? countries.data.find((entry) => entry.countryShortCode === item.countryCode) : undefined;
  const region = regions?.status === 'ready' ? regions.data.find((entry) => regionValue(entry) === item.region) : undefined;
  return (
    <Text as="address" fontStyle="normal" whiteSpace="pre-line">
      {[item.street, [item.city, item.postalCode].filter(Boolean).join(' '), [region ? regionLabel(region, locale) : item.region, country ? countryLabel(country, locale) : item.countryCode].join(listSeparator(locale))].join('\n')}
    </Text>
  );
}
