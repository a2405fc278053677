import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FlowFailure } from '../../../machines/shared/failure.ts';
import { Notice, errorText } from '@/components/forms/form-ui.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';

/** Before anything irreversible: the question, focused so a screen reader hears it, and two ways out. */
export function DeleteConfirmation(props: { title: string; confirm: string; busy: boolean; error: FlowFailure | null; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="3" role="alertdialog" aria-labelledby="delete-title" borderWidth="2px" borderColor="border.error" borderRadius="md" p="3">
      <Heading as="h3" size="md" id="delete-title" ref={heading} tabIndex={-1}>
        {props.title}
      </Heading>
      {props.error && <Text color={errorText}>{failureMessage(t, props.error)}</Text>}
      <Stack direction="row" gap="2" wrap="wrap">
        <Button colorPalette="red" loading={props.busy} onClick={props.onConfirm}>
          {props.confirm}
        </Button>
        <Button variant="outline" disabled={props.busy} onClick={props.onCancel}>
          {t('myAccount.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The end of an entry's form: a failure that names no field, Cancel, and Save (busy while saving). */
export function EntryFormFooter({ busy, error, onCancel, saveLabel }: { busy: boolean; error: FlowFailure | null; onCancel: () => void; saveLabel: string }) {
  const t = useT();
  return (
    <>
      {error && !error.fields && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          {t('myAccount.cancel')}
        </Button>
        <Button type="submit" loading={busy} loadingText={t('myAccount.saving')}>
          {saveLabel}
        </Button>
      </Stack>
    </>
  );
}

/** After a change the form is gone: focus goes to what happened, not to the top of the page. */
export function FocusOnMount({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Box ref={box} tabIndex={-1} outline="none">
      {children}
    </Box>
  );
}
