import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { CountryRegionSelect } from '@/components/country-select/country-region-select.tsx';
import { CountrySelect } from '@/components/country-select/country-select.tsx';
import type { CountryRegionValue } from '@/components/country-select/geo-options.ts';
import { useT } from '@/lib/i18n/use-t.ts';

function Section({ title, value, children }: { title: string; value: unknown; children: ReactNode }) {
  const t = useT();
  return (
    <Box as="section" data-demo="country" borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg">
      <Stack gap="3">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {children}
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all" data-testid="demo-value">
          {t('devComponents.value', { value: '' })}
          <span dir="ltr">{JSON.stringify(value)}</span>
        </Text>
      </Stack>
    </Box>
  );
}

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
      <Section title={t('devComponents.default')} value={both}>
        <CountryRegionSelect value={both} onChange={setBoth} />
      </Section>
      <Section title={t('devComponents.shortCodes')} value={short}>
        <CountryRegionSelect value={short} onChange={setShort} topCountry="SA" shortCodeDropdown removePlaceholder />
      </Section>
      <Section title={t('devComponents.disabledPlaceholder')} value={country}>
        <CountrySelect value={country} onChange={setCountry} disablePlaceholder className="demo-country" />
      </Section>
    </>
  );
}
