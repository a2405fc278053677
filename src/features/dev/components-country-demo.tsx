import { Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { CountryRegionSelect } from '@/components/country-select/country-region-select.tsx';
import { CountrySelect } from '@/components/country-select/country-select.tsx';
import type { CountryRegionValue } from '@/components/country-select/geo-options.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Demo } from './demo-section.tsx';

/** The country select demos: country with its regions, short codes with a top country, a fixed placeholder. */
export function CountryDemos() {
  const t = useT();
  const [both, setBoth] = useState<CountryRegionValue>({ country: '', region: '' });
  const [short, setShort] = useState<CountryRegionValue>({ country: '', region: '' });
  const [country, setCountry] = useState('');
  return (
    <>
      <Heading as="h2" size="lg">
        {t('devComponents.countrySelects')}
      </Heading>
      <Demo demo="country" title={t('devComponents.default')} value={both}>
        <CountryRegionSelect value={both} onChange={setBoth} />
      </Demo>
      <Demo demo="country" title={t('devComponents.shortCodes')} value={short}>
        <CountryRegionSelect value={short} onChange={setShort} topCountry="SA" shortCodeDropdown removePlaceholder />
      </Demo>
      <Demo demo="country" title={t('devComponents.disabledPlaceholder')} value={country}>
        <CountrySelect value={country} onChange={setCountry} disablePlaceholder className="demo-country" />
      </Demo>
    </>
  );
}
