import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ContactOptions } from '../../../contract/content.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Tap to call, tap to mail, WhatsApp, working hours and the address. Numbers stay left to right in Arabic. */
export function ContactOptionsList({ options }: { options: ContactOptions }) {
  const t = useT();
  const spaced = (phone: string) => phone.replace(/^(\+\d{3})(\d{2})(\d{3})(\d+)$/, '$1 $2 $3 $4');
  return (
    <Stack as="section" aria-labelledby="contact-options-title" gap="4">
      <Heading as="h2" id="contact-options-title" size="lg">
        {t('content.contact.optionsTitle')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        <li>
          <Text fontSize="sm" color="fg.muted">
            {t('content.contact.call')}
          </Text>
          <Link href={`tel:${options.phone}`} fontWeight="semibold" fontSize="lg" textDecoration="underline">
            <bdi dir="ltr">{spaced(options.phone)}</bdi>
          </Link>
        </li>
        <li>
          <Text fontSize="sm" color="fg.muted">
            {t('content.contact.mail')}
          </Text>
          <Link href={`mailto:${options.email}`} fontWeight="semibold" fontSize="lg" textDecoration="underline">
            <bdi dir="ltr">{options.email}</bdi>
          </Link>
        </li>
        <li>
          <Text fontSize="sm" color="fg.muted">
            {t('content.contact.whatsapp')}
          </Text>
          <Link href={`https://wa.me/${options.whatsapp.replace(/\D/g, '')}`} fontWeight="semibold" textDecoration="underline" target="_blank" rel="noopener">
            <bdi dir="ltr">{spaced(options.whatsapp)}</bdi>
          </Link>
        </li>
      </Stack>
      <Stack gap="1">
        <Heading as="h3" size="md">
          {t('content.contact.hours')}
        </Heading>
        <Stack as="dl" gap="1">
          {options.hours.map((row) => (
            <Stack key={row.days} direction="row" gap="2" wrap="wrap">
              <Text as="dt" fontWeight="medium">
                {row.days}:
              </Text>
              <Text as="dd">{row.time}</Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <Text color="fg.muted">{options.address}</Text>
    </Stack>
  );
}
