import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/registration/registration.machine.ts';
import { useAppSelector } from '@/app/app-context.tsx';
import { endFlow, useFlowActor } from '@/app/flows/use-flow.ts';
import { paths } from '@/app/routes/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ActivationStep } from './activation-step.tsx';
import { DetailsForm } from './details-form.tsx';
import { Notice } from '@/components/forms/form-ui.tsx';
import { registrationFlow } from './registration-flow.ts';

type Actor = ActorRefFrom<typeof registrationMachine>;

function Activated({ actor }: { actor: Actor }) {
  const t = useT();
  const navigate = useNavigate();
  const name = useSelector(actor, (s) => s.context.activatedFullName ?? '');
  const wanted = useAppSelector('session', (s) => s.context.temporaryPath, null);
  return (
    <Notice tone="success">
      <Heading as="h2" size="md">
        {t('signUp.done.title')}
      </Heading>
      <Text>{t('signUp.done.body', { name })}</Text>
      <Button
        alignSelf="start"
        onClick={() => {
          endFlow(registrationFlow.id);
          void navigate(wanted ?? paths.services);
        }}
      >
        {t('signUp.done.continue')}
      </Button>
    </Notice>
  );
}

function Busy({ label }: { label: string }) {
  return (
    <Stack direction="row" align="center" gap="3" role="status">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </Stack>
  );
}

/** /sign-up: the registration flow (details -> SMS code -> activated), resumed after a reload. */
export default function SignUpPage() {
  const t = useT();
  const actor = useFlowActor(registrationFlow);
  const step = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]));
  useEffect(() => {
    // A restored flow re-arms its timers from the server's instants.
    actor.send({ type: 'registration.resumed' });
  }, [actor]);
  return (
    <Page title={t('screen.signUp')} lead={step === 'details' ? t('signUp.lead') : undefined}>
      {step === 'loading' && <Busy label={t('signUp.loading')} />}
      {step === 'loadFailed' && (
        <Notice tone="error">
          <Text>{t('signUp.loadFailed')}</Text>
          <Stack direction="row" gap="3" wrap="wrap">
            <Button onClick={() => actor.send({ type: 'registration.retry' })}>{t('auth.retry')}</Button>
            <Button variant="outline" onClick={() => actor.send({ type: 'registration.startOver' })}>
              {t('signUp.code.startOver')}
            </Button>
          </Stack>
        </Notice>
      )}
      {step === 'details' && (
        <>
          <DetailsForm actor={actor} />
          <Text>
            {t('auth.haveAccount')} <AppLink to={paths.login}>{t('auth.loginLink')}</AppLink>
          </Text>
        </>
      )}
      {step === 'activation' && <ActivationStep actor={actor} />}
      {step === 'activated' && <Activated actor={actor} />}
    </Page>
  );
}
