import { Box, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { Page } from '@/components/layout/page.tsx';
import { PhoneInput, type PhoneInputProps, type PhoneInputValue } from '@/components/phone-input/phone-input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { CountryDemos } from './components-country-demo.tsx';
import { DemoForm } from './components-demo-form.tsx';
import { Demo } from './demo-section.tsx';

function PhoneDemo({ title, ...props }: PhoneInputProps & { title: string }) {
  const [value, setValue] = useState<PhoneInputValue | null>(null);
  return (
    <Demo title={title} value={value}>
      <PhoneInput {...props} onChange={setValue} />
    </Demo>
  );
}

const preferred = ['SA', 'AE', 'KW'];
const gulf = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'];
const ignored = ['SA', 'EG'];
const digitsOnly = /[\d\s()+-]*/;

/**
 * /dev/components (development and staging builds only, not linked for customers): the phone input
 * and the country select with several option sets, in a react-hook-form form too, one field near the
 * bottom of the page so its dropdown opens above.
 */
export default function ComponentsPage() {
  const t = useT();
  return (
    <Page title={t('screen.devComponents')} lead={t('devComponents.intro')}>
      <Heading as="h2" size="lg">
        {t('devComponents.phoneInputs')}
      </Heading>
      <PhoneDemo title={t('devComponents.default')} />
      <PhoneDemo title={t('devComponents.preferred')} label={t('devComponents.mobile')} preferredCountries={preferred} />
      <PhoneDemo title={t('devComponents.only')} onlyCountries={gulf} />
      <PhoneDemo title={t('devComponents.ignored')} ignoredCountries={ignored} />
      <PhoneDemo title={t('devComponents.restricted')} allowedCharactersOnly pattern={digitsOnly} autoFormat={false} defaultCountry="EG" />
      <CountryDemos />
      <DemoForm />
      <Box h="40vh" aria-hidden="true" />
      <PhoneDemo title={t('devComponents.bottom')} preferredCountries={preferred} />
    </Page>
  );
}
