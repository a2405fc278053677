import { Button, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '@/app/routes/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** What an anonymous visitor sees on a page that shows a customer's own data. */
export function SignInPrompt() {
  const t = useT();
  return (
    <>
      <Text>{t('page.signInToSee')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <Link to={paths.login}>{t('page.signInAction')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.signUp}>{t('page.signUpAction')}</Link>
        </Button>
      </HStack>
    </>
  );
}
