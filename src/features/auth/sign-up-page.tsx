import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { registrationMachine } from '../../../machines/registration/registration.machine.ts';
import { stateKey } from '@/app/flows/state-views.ts';
import { paths } from '@/lib/paths.ts';
import { RouterLink } from '@/components/layout/router-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ActivationStep } from './activation-step.tsx';
import { DetailsForm } from './details-form.tsx';
import { GuestPoliciesStep } from './guest-policies-step.tsx';
import { Notice } from '@/components/forms/form-ui.tsx';
import { RetryingNotice, unlessOutage } from '@/components/forms/outage-notice.tsx';
import { Registration } from './registration-flow.ts';

function Activated() {
  const t = useT();
  const send = Registration.useSend();
  const name = Registration.useSelect((s) => s.context.activatedFullName ?? '');
  const added = Registration.useSelect((s) => s.context.guestPoliciesAdded ?? 0);
  return (
    <Notice tone="success">
      <Heading as="h2" size="md">
        {t('signUp.done.title')}
      </Heading>
      <Text>{t('signUp.done.body', { name })}</Text>
      {added > 0 && <Text>{t('signUp.guestPolicies.added', { count: added })}</Text>}
      <Button
        alignSelf="start"
        // The flow ends and the router adapter takes the customer on (the flow definition's exit).
        onClick={() => send({ type: 'registration.continue' })}
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

// A restored flow re-arms its timers from the server's instants: the machine takes `registration.resumed`
// where that means something (the activation step, the wait after a 503) and ignores it elsewhere.
const resume = (actor: { send: (event: { type: 'registration.resumed' }) => void }) => actor.send({ type: 'registration.resumed' });

/** The step a state belongs to; the keys are the machine's own states (a rename fails the typecheck). */
const stepOf = stateKey<typeof registrationMachine>(['loading', 'loadRetryWait', 'loadFailed', 'details', 'activation', 'guestPolicies', 'activated']);

/** /sign-up: the registration flow (details -> SMS code -> activated), resumed after a reload. */
export default function SignUpPage() {
  return (
    <Registration.Provider onStart={resume}>
      <SignUp />
    </Registration.Provider>
  );
}

function SignUp() {
  const t = useT();
  const send = Registration.useSend();
  const step = Registration.useSelect(stepOf);
  const draftKept = Registration.useSelect((s) => s.hasTag('draftKept'));
  const error = Registration.useSelect((s) => s.context.error);
  return (
    <Page title={t('screen.signUp')} lead={step === 'details' ? t('signUp.lead') : undefined}>
      {step === 'loading' && <Busy label={t('signUp.loading')} />}
      {step === 'loadRetryWait' && <RetryingNotice failure={error} kind="load" />}
      {step === 'loadFailed' && (
        <Notice tone="error">
          <Text>{error ? unlessOutage(t, error, t('signUp.loadFailed'), 'load') : t('signUp.loadFailed')}</Text>
          <Stack direction="row" gap="3" wrap="wrap">
            <Button onClick={() => send({ type: 'registration.retry' })}>{t('auth.retry')}</Button>
            <Button variant="outline" onClick={() => send({ type: 'registration.startOver' })}>
              {t('signUp.code.startOver')}
            </Button>
          </Stack>
        </Notice>
      )}
      {step === 'details' && (
        <>
          {draftKept && <Notice tone="info">{t('signUp.draftKept')}</Notice>}
          <DetailsForm />
          <Text>
            {t('auth.haveAccount')}{' '}
            <RouterLink to={paths.login} textDecoration="underline" fontWeight="semibold">
              {t('auth.loginLink')}
            </RouterLink>
          </Text>
        </>
      )}
      {step === 'activation' && <ActivationStep />}
      {step === 'guestPolicies' && <GuestPoliciesStep />}
      {step === 'activated' && <Activated />}
    </Page>
  );
}
