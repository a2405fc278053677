import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '@/lib/app-context.tsx';
import { anonymousOnlyAttribute } from '@/lib/first-view-attributes.ts';
import { paths } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { EmailVerification, VerificationLink, emailVerificationFlow } from './email-verification-flow.ts';

/** A new link for the signed-in customer; anyone else is asked to log in first. */
function NewLink() {
  const t = useT();
  const signedIn = useAppSelector('session', (s) => Boolean(s.context.username), false);
  const { send, busy, error } = VerificationLink.useSubmission();
  const sent = VerificationLink.useTag('done');
  if (!signedIn) {
    return (
      <Text {...{ [anonymousOnlyAttribute]: '' }}>
        <AppLink to={paths.login}>{t('verify.signInForNew')}</AppLink>
      </Text>
    );
  }
  if (sent) return <Text role="status">{t('verify.sent')}</Text>;
  return (
    <>
      {error && <Text>{error.reason === 'conflict' ? t('verify.alreadyConfirmed') : failureMessage(t, error)}</Text>}
      <Button alignSelf="start" loading={busy} loadingText={t('verify.sending')} onClick={() => send({ type: 'submission.send', values: null })}>
        {t('verify.sendNew')}
      </Button>
    </>
  );
}

/** /email-verification?token=…: confirms the address of the link; an expired, used or unknown link says so and offers a new one. */
export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <EmailVerification.Provider flowKey={token}>
      <VerificationLink.Provider>
        <Verification token={token} />
      </VerificationLink.Provider>
    </EmailVerification.Provider>
  );
}

function Verification({ token }: { token: string }) {
  const t = useT();
  const send = EmailVerification.useSend();
  const ready = EmailVerification.useSelect((s) => s.hasTag('editable') && !s.hasTag('failed'));
  // A link without a token (the page opened by hand) is not valid: nothing to ask the server.
  const state = EmailVerification.useSelect((s) => (!token ? 'invalid' : s.hasTag('done') ? 'ok' : s.hasTag('failed') ? (s.context.error?.reason ?? 'invalid') : 'checking'));
  const email = EmailVerification.useSelect((s) => emailVerificationFlow.sent(s)?.emailAddress ?? '');
  useEffect(() => {
    if (token && ready) send({ type: 'submission.send', values: token });
  }, [send, token, ready]);
  const problem = state === 'linkExpired' ? t('verify.expired') : state === 'linkUsed' ? t('verify.used') : t('verify.invalid');
  return (
    <Page title={t('screen.emailVerification')}>
      {state === 'checking' ? (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('verify.checking')}</Text>
        </Stack>
      ) : state === 'ok' ? (
        <Notice tone="success">
          <Text>{t('verify.ok', { email: `\u2066${email}\u2069` })}</Text>
          <Button asChild alignSelf="start">
            <AppLink to={paths.services}>{t('verify.continue')}</AppLink>
          </Button>
        </Notice>
      ) : (
        <Notice tone="error">
          <Text>{state === 'unavailable' ? t('auth.error.unavailable') : problem}</Text>
          <NewLink />
        </Notice>
      )}
    </Page>
  );
}
