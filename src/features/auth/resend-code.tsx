import { Button, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { msUntil, type registrationMachine } from '../../../machines/registration/registration.machine.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useNow } from './use-now.ts';

/** The resend region: a countdown while waiting, then the button; a rate limit or failure shows its own message (resendError). */
export function ResendCode({ actor }: { actor: ActorRefFrom<typeof registrationMachine> }) {
  const t = useT();
  const waiting = useSelector(actor, (s) => s.matches({ activation: { resend: 'waiting' } }));
  const sending = useSelector(actor, (s) => s.matches({ activation: { resend: 'sending' } }));
  const limited = useSelector(actor, (s) => s.matches({ activation: { resend: 'rateLimited' } }));
  const failed = useSelector(actor, (s) => s.matches({ activation: { resend: 'failed' } }));
  const error = useSelector(actor, (s) => s.context.resendError);
  const resendAt = useSelector(actor, (s) => s.context.status?.resendAvailableAt);
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
        <Button variant="outline" disabled={limited} loading={sending} loadingText={t('signUp.code.resending')} onClick={() => actor.send({ type: 'registration.resend' })}>
          {t('signUp.code.resend')}
        </Button>
      )}
    </Stack>
  );
}
