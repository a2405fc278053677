import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { Registration } from './registration-flow.ts';

/**
 * After activation: guests who proved this mobile at checkout bought policies. They join the account
 * only when the customer says yes; "Not now" leaves them as they are.
 */
export function GuestPoliciesStep() {
  const t = useT();
  const send = Registration.useSend();
  const found = Registration.useTag('guestPoliciesFound');
  const busy = Registration.useTag('busy');
  const checkFailed = Registration.useTag('guestPoliciesCheckFailed');
  const addFailed = Registration.useTag('guestPoliciesAddFailed');
  const count = Registration.useSelect((s) => s.context.guestPolicyCount ?? 0);
  const error = Registration.useSelect((s) => s.context.error);

  if (checkFailed) {
    return (
      <Notice tone="error">
        <Text>{t('signUp.guestPolicies.checkFailed')}</Text>
        {error && <Text>{failureMessage(t, error)}</Text>}
        <HStack gap="3" wrap="wrap">
          <Button onClick={() => send({ type: 'registration.retry' })}>{t('auth.retry')}</Button>
          <Button variant="outline" onClick={() => send({ type: 'registration.keepGuestPoliciesApart' })}>
            {t('signUp.guestPolicies.skip')}
          </Button>
        </HStack>
      </Notice>
    );
  }
  if (!found) {
    return (
      <Stack direction="row" align="center" gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('signUp.guestPolicies.checking')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4" as="section" aria-labelledby="guest-policies-heading">
      <Heading as="h2" size="md" id="guest-policies-heading">
        {t('signUp.guestPolicies.title')}
      </Heading>
      <Text>{t('signUp.guestPolicies.question', { count })}</Text>
      {addFailed && error && (
        <Notice tone="error">
          {t('signUp.guestPolicies.addFailed')} {failureMessage(t, error)}
        </Notice>
      )}
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => send({ type: 'registration.addGuestPolicies' })} loading={busy} loadingText={t('signUp.guestPolicies.adding')}>
          {t('signUp.guestPolicies.add')}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'registration.keepGuestPoliciesApart' })}>
          {t('signUp.guestPolicies.notNow')}
        </Button>
      </HStack>
    </Stack>
  );
}
