import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector, useSend } from '@/lib/app-context.tsx';
import { paths } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { asFailure, type FlowFailure } from '../../../machines/shared/failure.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';

/**
 * /auth/google-callback?code=…&state=…: the provider sent the customer back; the backend checks the
 * state and exchanges the code (session machine). Once signed in, the route's guard (router adapter)
 * takes the customer on to the wanted path or /services; this page never navigates itself.
 */
export default function GoogleCallbackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const send = useSend('session');
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error') !== null || !code || !state;
  // Signed out and not already signing in some other way: the code can be exchanged.
  const ready = useAppSelector('session', (s) => s.hasTag('anonymous') && !s.hasTag('busy'), false);
  const failure = useAppSelector('session', (s) => (s.context.error ? JSON.stringify(s.context.error) : null), null);
  useEffect(() => {
    if (denied || sent.current || !ready) return;
    sent.current = true;
    send({ type: 'session.googleCallback', code, state });
  }, [denied, ready, code, state, send]);

  const problem = denied ? t('google.failed') : failure ? googleFailureMessage(t, asFailure(JSON.parse(failure))) : null;
  return (
    <Page title={t('screen.googleCallback')}>
      {problem ? (
        <Notice tone="error">
          <Text>{problem}</Text>
          <HStack gap="3" wrap="wrap">
            <Button onClick={() => send({ type: 'session.startGoogle' })}>{t('auth.retry')}</Button>
            <Button asChild variant="outline">
              <AppLink to={paths.login}>{t('google.back')}</AppLink>
            </Button>
          </HStack>
        </Notice>
      ) : (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('google.working')}</Text>
        </Stack>
      )}
    </Page>
  );
}

/** A staff or broker address is refused by design (password only): say so rather than "try again". */
function googleFailureMessage(t: ReturnType<typeof useT>, failure: FlowFailure): string {
  return failure.code === 'password_sign_in_required' ? t('google.passwordRequired') : failureMessage(t, failure);
}
