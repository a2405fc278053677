import { Text } from '@chakra-ui/react';
import { selectIsLoggedIn } from '../../../machines/session/session.machine.ts';
import { useAppSelector } from '@/app/app-context.tsx';
import { Page } from '@/components/layout/page.tsx';
import { SignInPrompt } from '@/components/layout/sign-in-prompt.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export default function MyPolicyPage() {
  const t = useT();
  const signedIn = useAppSelector('session', selectIsLoggedIn, false);
  return <Page title={t('screen.myPolicies')}>{signedIn ? <Text>{t('page.preparing')}</Text> : <SignInPrompt />}</Page>;
}
