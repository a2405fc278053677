import { Button, HStack, Text } from '@chakra-ui/react';
import { Notice } from '@/components/forms/form-ui.tsx';
import { AppLink } from '@/components/layout/app-link.tsx';
import { paths } from '@/lib/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * A Find my policy session's policy page: what the session is (30 minutes, this policy only) and, in
 * place of Renew, claims and the other policies it cannot reach, the way to them: an account with the
 * same mobile number (its guest policies join it) or signing in.
 */
export function PolicyScopeOffer() {
  const t = useT();
  return (
    <Notice tone="info">
      <Text>{t('policies.scope.note')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm">
          <AppLink to={paths.signUp}>{t('page.signUpAction')}</AppLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <AppLink to={paths.login}>{t('page.signInAction')}</AppLink>
        </Button>
      </HStack>
    </Notice>
  );
}
