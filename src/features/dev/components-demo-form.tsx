import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { mobileNumberSchema } from '../../../contract/phone-number.ts';
import { PhoneField } from '@/components/phone-input/phone-field.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

const schema = z.object({ mobile: mobileNumberSchema });
type Values = z.infer<typeof schema>;

/** The phone field inside a react-hook-form form validated by the server's own zod schema. */
export function DemoForm() {
  const t = useT();
  const [submitted, setSubmitted] = useState<Values | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { mobile: '' } });
  return (
    <Box as="section" borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg">
      <Stack asChild gap="3">
        <form noValidate onSubmit={form.handleSubmit(setSubmitted)}>
          <Heading as="h3" size="md">
            {t('devComponents.form')}
          </Heading>
          <PhoneField control={form.control} name="mobile" label={t('devComponents.mobile')} preferredCountries={['SA', 'AE']} required />
          <Box>
            <Button type="submit">{t('devComponents.submit')}</Button>
          </Box>
          {submitted && (
            <Text role="status">
              {t('devComponents.submitted', { value: '' })}
              <span dir="ltr">{submitted.mobile}</span>
            </Text>
          )}
        </form>
      </Stack>
    </Box>
  );
}
