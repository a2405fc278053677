import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../machines/session/submission.machine.ts';
import { useAppSelector, useAppServices } from '@/app/app-context.tsx';
import { paths } from '@/app/routes/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { asFlowCall } from '@/lib/api/to-failure.ts';

/** A new link for the signed-in customer; anyone else is asked to log in first. */
function NewLink() {
  const t = useT();
  const { api } = useAppServices();
  const signedIn = useAppSelector('session', (s) => Boolean(s.context.username), false);
  const actor = useActorRef(submissionMachine.provide({ actors: { send: fromPromise<unknown, unknown>(() => asFlowCall(() => api!.call('sendEmailVerification', { body: {} }))) } }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const sent = useSelector(actor, (s) => s.hasTag('done'));
  const error = useSelector(actor, (s) => s.context.error);
  if (!signedIn) {
    return (
      <Text>
        <AppLink to={paths.login}>{t('verify.signInForNew')}</AppLink>
      </Text>
    );
  }
  if (sent) return <Text role="status">{t('verify.sent')}</Text>;
  return (
    <>
      {error && <Text>{error.reason === 'conflict' ? t('verify.alreadyConfirmed') : failureMessage(t, error)}</Text>}
      <Button alignSelf="start" loading={busy} loadingText={t('verify.sending')} onClick={() => actor.send({ type: 'submission.send', values: null })}>
        {t('verify.sendNew')}
      </Button>
    </>
  );
}

/** /email-verification?token=…: confirms the address of the link; an expired, used or unknown link says so and offers a new one. */
export default function EmailVerificationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { api } = useAppServices();
  const actor = useActorRef(
    submissionMachine.provide({ actors: { send: fromPromise(({ input }) => asFlowCall(() => api!.call('verifyEmail', { body: { token: input as string } }))) } }),
  );
  // A link without a token (the page opened by hand) is not valid: nothing to ask the server.
  const state = useSelector(actor, (s) => (!token ? 'invalid' : s.hasTag('done') ? 'ok' : s.hasTag('failed') ? (s.context.error?.reason ?? 'invalid') : 'checking'));
  const email = useSelector(actor, (s) => (s.context.result as { emailAddress?: string } | null)?.emailAddress ?? '');
  useEffect(() => {
    if (token && actor.getSnapshot().matches('editing')) actor.send({ type: 'submission.send', values: token });
  }, [actor, token]);
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
