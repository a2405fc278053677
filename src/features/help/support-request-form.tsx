import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type ReferenceResponse, type SupportRequest, supportRequestSchema } from '../../../contract/content.ts';
import { useAppSelector } from '@/app/app-context.tsx';
import { SentConfirmation, visitorFailureKey } from '@/components/content/visitor-form.tsx';
import { TextArea } from '@/components/form-controls.ts';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { translatedResolver } from '@/components/forms/translated-resolver.ts';
import { ensureAllMessages } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { SupportRequestFlow } from './support-request-flow.ts';

type Values = { subject: string; message: string; policyNumber: string; email: string };
const empty: Values = { subject: '', message: '', policyNumber: '', email: '' };

/** Subject, message, an optional policy number (and an email when nobody is signed in); answered with a reference. */
export function SupportRequestForm() {
  const t = useT();
  const signedIn = useAppSelector('session', (s) => Boolean(s.context.username), false);
  const send = SupportRequestFlow.useSend();
  const busy = SupportRequestFlow.useTag('busy');
  const result = SupportRequestFlow.useSelect((s) => s.context.result as ReferenceResponse | null);
  const error = SupportRequestFlow.useSelect((s) => s.context.error);
  const form = useForm<Values>({
    resolver: translatedResolver<Values>(supportRequestSchema, t, {
      subject: 'contactForm.subjectError',
      message: 'contactForm.messageError',
      policyNumber: 'contactForm.policyError',
      email: 'contactForm.emailError',
    }),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  // Its messages (errors, the confirmation) are not in the core catalogue the prerendered page starts with.
  useEffect(() => void ensureAllMessages(), []);
  const serverError = (name: keyof Values, key: Parameters<typeof t>[0]) => (error?.fields?.[name] ? t(key) : undefined);

  if (result) {
    return (
      <SentConfirmation
        title={t('contactForm.requestSent')}
        reference={result.reference}
        onAnother={() => {
          form.reset(empty);
          send({ type: 'submission.reset' });
        }}
      />
    );
  }
  const submit = form.handleSubmit((values) => {
    const body: SupportRequest = { subject: values.subject, message: values.message, policyNumber: values.policyNumber, email: values.email };
    send({ type: 'submission.send', values: body });
  });
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="support-request-title">
      <Field label={t('help.request.subject')} error={errors.subject?.message ?? serverError('subject', 'contactForm.subjectError')}>
        {(ids) => <Input {...ids} {...form.register('subject')} />}
      </Field>
      <Field label={t('help.request.message')} error={errors.message?.message ?? serverError('message', 'contactForm.messageError')}>
        {(ids) => <TextArea {...ids} rows={5} {...form.register('message')} />}
      </Field>
      <Field label={t('help.request.policy')} error={errors.policyNumber?.message ?? serverError('policyNumber', 'contactForm.policyError')}>
        {(ids) => <Input {...ids} dir="ltr" autoComplete="off" {...form.register('policyNumber')} />}
      </Field>
      {!signedIn && (
        <Field label={t('help.request.email')} hint={t('help.request.emailHint')} error={errors.email?.message ?? serverError('email', 'contactForm.emailNeeded')}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" dir="ltr" {...form.register('email')} />}
        </Field>
      )}
      {error && !error.fields && <Notice tone="error">{t(visitorFailureKey(error))}</Notice>}
      <Button type="submit" loading={busy} loadingText={busy ? t('contactForm.sending') : undefined} alignSelf="start">
        {t('help.request.send')}
      </Button>
    </Form>
  );
}
