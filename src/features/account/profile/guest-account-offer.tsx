import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { paths } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** A guest has no password, email or mobile to change: an account is what to offer. */
export function GuestAccountOffer() {
  const t = useT();
  return (
    <Stack as="section" aria-labelledby="guest-account" gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Heading as="h2" size="lg" id="guest-account">
        {t('myAccount.guest.title')}
      </Heading>
      <Text>{t('myAccount.guest.text')}</Text>
      <Button asChild alignSelf="start">
        <AppLink to={paths.signUp}>{t('myAccount.guest.action')}</AppLink>
      </Button>
    </Stack>
  );
}
