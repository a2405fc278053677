import { HStack, Text } from '@chakra-ui/react';
import { useAppSelector } from '@/lib/app-context.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { SignOutButton } from '@/components/layout/sign-out-button.tsx';

/** Who is signed in, and the way out (the header's sign-out is hidden on phones). */
export function AccountSummary() {
  const t = useT();
  const name = useAppSelector('session', (s) => s.context.userFullName || s.context.username, null);
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Text>{t('account.signedInAs', { name: name ?? '' })}</Text>
      <SignOutButton />
    </HStack>
  );
}
