import { Button, Stack, Text } from '@chakra-ui/react';
import type { FlowFailure } from '../../../machines/shared/failure.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Why a contact message or support request was not sent, in words the visitor can act on. */
export function visitorFailureKey(failure: FlowFailure): MessageKey {
  if (failure.reason === 'rateLimited') return 'contactForm.rateLimited';
  if (failure.reason === 'offline') return 'contactForm.offline';
  if (failure.reason === 'invalid') return 'contactForm.invalid';
  // The server answered 503: not the visitor's connection to check.
  if (failure.reason === 'serviceUnavailable') return 'contactForm.serviceUnavailable';
  return 'contactForm.unavailable';
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
          {t('contactForm.reference')} <bdi data-testid="reference">{reference}</bdi>
        </Text>
        <Text>{t('contactForm.answerTime')}</Text>
        <Button variant="outline" onClick={onAnother}>
          {t('contactForm.another')}
        </Button>
      </Stack>
    </Notice>
  );
}
