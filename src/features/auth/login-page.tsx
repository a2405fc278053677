import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useAppSelector, useSend } from '@/lib/app-context.tsx';
import { paths } from '@/lib/paths.ts';
import { Page } from '@/components/layout/page.tsx';
import { RouterLink } from '@/components/layout/router-link.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { LoginForm } from './login-form.tsx';
import { Notice } from '@/components/forms/form-ui.tsx';
import { sessionNoticeKeys } from './session-notice.tsx';
import { SignOutButton } from '@/components/layout/sign-out-button.tsx';

/** A back-office user is held here (spec guard) with the way to the back office and a sign-out. */
function BackOfficeHold() {
  const t = useT();
  const name = useAppSelector('session', (s) => s.context.userFullName, null);
  return (
    <Notice tone="info">
      <Text fontWeight="semibold">{t('auth.backOffice.title', { name: name ?? '' })}</Text>
      <Text>{t('auth.backOffice.body')}</Text>
      <HStack>
        <SignOutButton />
      </HStack>
    </Notice>
  );
}

/** Guest and Google: the other ways in. */
function OtherWays() {
  const t = useT();
  const send = useSend('session');
  const guestBusy = useAppSelector('session', (s) => s.hasTag('guestStarting'), false);
  const googleBusy = useAppSelector('session', (s) => s.hasTag('googleStarting'), false);
  return (
    <Stack gap="3" maxW="md">
      <HStack gap="3" color="fg.muted">
        <Box flex="1" borderTopWidth="1px" borderColor="border" />
        <Text>{t('auth.or')}</Text>
        <Box flex="1" borderTopWidth="1px" borderColor="border" />
      </HStack>
      <Button variant="outline" size="lg" loading={googleBusy} onClick={() => send({ type: 'session.startGoogle' })}>
        {t('auth.google')}
      </Button>
      <Button variant="outline" size="lg" loading={guestBusy} onClick={() => send({ type: 'session.continueAsGuest' })}>
        {t('auth.guest')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('auth.guest.hint')}
      </Text>
    </Stack>
  );
}

/** /login: sign in with email or mobile and password, or as a guest, or with Google. */
export default function LoginPage() {
  const t = useT();
  const notice = useAppSelector('session', (s) => s.context.notice, null);
  const heldBackOffice = useAppSelector('session', (s) => Boolean(s.context.username) && s.context.backendUser, false);
  return (
    <Page title={t('screen.login')} lead={heldBackOffice ? undefined : t('auth.login.lead')}>
      {notice && !heldBackOffice && <Notice tone="info">{t(sessionNoticeKeys[notice])}</Notice>}
      {heldBackOffice ? (
        <BackOfficeHold />
      ) : (
        <>
          <LoginForm />
          <Stack gap="2" maxW="md">
            <RouterLink to={paths.forgotPassword}>{t('auth.forgotLink')}</RouterLink>
            <Text>
              {t('auth.findPolicy.prompt')} <RouterLink to={paths.findPolicy} textDecoration="underline" fontWeight="semibold">
                {t('auth.findPolicy.link')}
              </RouterLink>
            </Text>
            <Text>
              {t('auth.noAccount')} <RouterLink to={paths.signUp} textDecoration="underline" fontWeight="semibold">
                {t('auth.signUpLink')}
              </RouterLink>
            </Text>
            <Text>
              {t('auth.broker')} <RouterLink to={paths.signUpBroker} textDecoration="underline" fontWeight="semibold">
                {t('auth.brokerLink')}
              </RouterLink>
            </Text>
          </Stack>
          <OtherWays />
        </>
      )}
    </Page>
  );
}
