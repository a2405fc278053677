import { Button, Stack, Text } from '@chakra-ui/react';
import { msUntil } from '../../../machines/registration/registration.machine.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Registration } from './registration-flow.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useNow } from './use-now.ts';

/** The resend region: a countdown while waiting, then the button; a rate limit or failure shows its own message (resendError). */
export function ResendCode() {
  const t = useT();
  const send = Registration.useSend();
  const waiting = Registration.useTag('resendWaiting');
  const sending = Registration.useTag('resending');
  const limited = Registration.useTag('resendLimited');
  const failed = Registration.useTag('resendFailed');
  const error = Registration.useSelect((s) => s.context.resendError);
  const resendAt = Registration.useSelect((s) => s.context.status?.resendAvailableAt);
  const now = useNow(waiting);
  const seconds = Math.ceil(msUntil(resendAt, 60_000, now) / 1000);
  return (
    <Stack gap="2">
      {/* Its own alert (a live region), beside the code check's: neither message replaces the other. */}
      {(limited || failed) && error && <Notice tone="error">{failed ? t('signUp.code.resendFailed') : failureMessage(t, error)}</Notice>}
      {waiting ? (
        <Text role="timer" aria-live="off" color="fg.muted">
          {t('signUp.code.resendIn', { seconds: Math.max(seconds, 1) })}
        </Text>
      ) : (
        <Button variant="outline" disabled={limited} loading={sending} loadingText={t('signUp.code.resending')} onClick={() => send({ type: 'registration.resend' })}>
          {t('signUp.code.resend')}
        </Button>
      )}
    </Stack>
  );
}
