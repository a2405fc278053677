import { Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { anonymousOnlyAttribute } from '@/lib/first-view-attributes.ts';
import { paths } from '@/lib/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { AppLink } from './app-link.tsx';

/**
 * What an anonymous visitor sees on a page that shows a customer's own data. In the page's HTML it is
 * hidden from a visitor with a stored username (first-view.tsx); `display: contents` keeps the layout
 * of its two children.
 */
export function SignInPrompt() {
  const t = useT();
  return (
    <Box display="contents" {...{ [anonymousOnlyAttribute]: '' }}>
      <Text>{t('page.signInToSee')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <AppLink to={paths.login}>{t('page.signInAction')}</AppLink>
        </Button>
        <Button asChild variant="outline">
          <AppLink to={paths.signUp}>{t('page.signUpAction')}</AppLink>
        </Button>
      </HStack>
      {/* A guest has no password: their way back to a policy (the link in its SMS leads here too). */}
      <Text>
        {t('page.findPolicyHint')}{' '}
        <Link asChild fontWeight="semibold">
          <AppLink to={paths.findPolicy}>{t('auth.findPolicy.link')}</AppLink>
        </Link>
      </Text>
    </Box>
  );
}
