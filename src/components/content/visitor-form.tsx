import { Button, Stack, Text } from '@chakra-ui/react';
import type { FlowFailure } from '../../../machines/shared/failure.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Why a contact message or support request was not sent, in words the visitor can act on. */
export function visitorFailureKey(failure: FlowFailure): MessageKey {
  if (failure.reason === 'rateLimited') return 'content.form.rateLimited';
  if (failure.reason === 'offline') return 'content.form.offline';
  if (failure.reason === 'invalid') return 'content.form.invalid';
  return 'content.form.unavailable';
}

/** The confirmation of a sent form: its reference number (isolated, so Arabic keeps its order) and a way to send another. */
export function SentConfirmation({ title, reference, onAnother }: { title: string; reference: string; onAnother: () => void }) {
  const t = useT();
  return (
    <Notice tone="success">
      <Stack gap="2" align="start">
        <Text fontWeight="semibold">
          {title}
        </Text>
        <Text>
          {t('content.form.reference')} <bdi data-testid="reference">{reference}</bdi>
        </Text>
        <Text>{t('content.form.answerTime')}</Text>
        <Button variant="outline" onClick={onAnother}>
          {t('content.form.another')}
        </Button>
      </Stack>
    </Notice>
  );
}
