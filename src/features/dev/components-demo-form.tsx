import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { mobileNumberSchema } from '../../../contract/phone-number.ts';
import { CountryRegionField } from '@/components/country-select/country-region-field.tsx';
import { PhoneField } from '@/components/phone-input/phone-field.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

const makeSchema = (countryRequired: string) =>
  z.object({ mobile: mobileNumberSchema, country: z.string().check(z.minLength(2, countryRequired)), region: z.string() });
type Values = z.infer<ReturnType<typeof makeSchema>>;

/** The phone field inside a react-hook-form form validated by the server's own zod schema. */
export function DemoForm() {
  const t = useT();
  const [submitted, setSubmitted] = useState<Values | null>(null);
  const [schema] = useState(() => makeSchema(t('countrySelect.required')));
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { mobile: '', country: '', region: '' } });
  return (
    <Box as="section" borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg">
      <Stack asChild gap="3">
        <form noValidate onSubmit={form.handleSubmit(setSubmitted)}>
          <Heading as="h3" size="md">
            {t('devComponents.form')}
          </Heading>
          <PhoneField control={form.control} name="mobile" label={t('devComponents.mobile')} preferredCountries={['SA', 'AE']} required />
          <CountryRegionField control={form.control} countryName="country" regionName="region" topCountry="SA" required />
          <Box>
            <Button type="submit">{t('devComponents.submit')}</Button>
          </Box>
          {submitted && (
            <Text role="status">
              {t('devComponents.submitted', { value: '' })}
              <span dir="ltr">{[submitted.mobile, submitted.country, submitted.region].filter(Boolean).join(' ')}</span>
            </Text>
          )}
        </form>
      </Stack>
    </Box>
  );
}
