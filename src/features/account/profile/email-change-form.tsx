import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { emailChangeSchema } from '../../../../contract/account-area.ts';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ltr, problemResolver, useServerErrors } from '../field-problems.ts';
import { EmailChange, emailChangeFlow } from './profile-flow.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';

interface Props {
  current: string | null;
  verified: boolean;
  pending: string | null;
}

/** The email address: a new one gets a link and replaces the current one only once the link is opened. */
export function EmailChangeForm(props: Props) {
  return (
    <EmailChange.Provider>
      <EmailChangeView {...props} />
    </EmailChange.Provider>
  );
}

function EmailChangeView({ current, verified, pending }: Props) {
  const t = useT();
  const { send, busy, error } = EmailChange.useSubmission();
  const sentTo = EmailChange.useSelect((s) => emailChangeFlow.sent(s)?.pendingEmail ?? null);
  const form = useForm<{ emailAddress: string }>({ resolver: problemResolver(emailChangeSchema, t), errors: useServerErrors(error), defaultValues: { emailAddress: '' } });
  const problem = form.formState.errors.emailAddress?.message;
  const waiting = sentTo ?? pending;
  return (
    <Stack as="section" aria-labelledby="profile-email" gap="4">
      <Heading as="h2" size="lg" id="profile-email">
        {t('myAccount.email.title')}
      </Heading>
      <Text>
        {current ? t(verified ? 'myAccount.email.current' : 'myAccount.email.currentUnconfirmed', { email: ltr(current) }) : t('myAccount.email.none')}
      </Text>
      {waiting && <Notice tone="info">{t('myAccount.email.pending', { email: ltr(waiting) })}</Notice>}
      {sentTo ? (
        <Button variant="outline" alignSelf="start" onClick={() => send({ type: 'submission.reset' })}>
          {t('myAccount.email.another')}
        </Button>
      ) : (
        <Form noValidate onSubmit={form.handleSubmit((values) => send({ type: 'submission.send', values }))}>
          <Field label={t('myAccount.email.new')} error={problem}>
            {(ids) => <Input {...ids} type="email" autoComplete="email" dir="ltr" {...form.register('emailAddress')} />}
          </Field>
          {error && !error.fields && <Notice tone="error">{failureMessage(t, error)}</Notice>}
          <Button type="submit" alignSelf="start" loading={busy} loadingText={t('myAccount.sending')}>
            {t('myAccount.email.send')}
          </Button>
        </Form>
      )}
    </Stack>
  );
}
