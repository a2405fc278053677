import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type ContactMessageRequest, contactMessageRequestSchema } from '../../../contract/content.ts';
import { SentConfirmation, visitorFailureKey } from '@/components/content/visitor-form.tsx';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { translatedResolver } from '@/components/forms/translated-resolver.ts';
import { TextArea } from '@/components/form-controls.ts';
import { ensureAllMessages } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ContactFlow, contactFlow } from './contact-flow.ts';

type Values = ContactMessageRequest;
const empty: Values = { name: '', email: '', subject: '', message: '' };

/** Name, email, subject and message, checked with the server's own schema; the answer is a reference number. */
export function ContactForm() {
  const t = useT();
  const { send, busy, error } = ContactFlow.useSubmission();
  const result = ContactFlow.useSelect(contactFlow.sent);
  const form = useForm<Values>({
    resolver: translatedResolver<Values>(contactMessageRequestSchema, t, {
      name: 'contactForm.nameError',
      email: 'contactForm.emailError',
      subject: 'contactForm.subjectError',
      message: 'contactForm.messageError',
    }),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  // Its messages (errors, the confirmation) are not in the core catalogue the prerendered page starts with.
  useEffect(() => void ensureAllMessages(), []);
  const serverField = (name: keyof Values) => (error?.fields?.[name] ? t(`contactForm.${name}Error`) : undefined);

  if (result) {
    return (
      <SentConfirmation
        title={t('contactForm.sent')}
        reference={result.reference}
        onAnother={() => {
          form.reset(empty);
          send({ type: 'submission.reset' });
        }}
      />
    );
  }
  return (
    <Form noValidate onSubmit={form.handleSubmit((values) => send({ type: 'submission.send', values }))} aria-label={t('content.contact.formLabel')}>
      <Field label={t('content.contact.name')} error={errors.name?.message ?? serverField('name')}>
        {(ids) => <Input {...ids} autoComplete="name" {...form.register('name')} />}
      </Field>
      <Field label={t('content.contact.email')} error={errors.email?.message ?? serverField('email')}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" dir="ltr" {...form.register('email')} />}
      </Field>
      <Field label={t('content.contact.subject')} error={errors.subject?.message ?? serverField('subject')}>
        {(ids) => <Input {...ids} {...form.register('subject')} />}
      </Field>
      <Field label={t('content.contact.message')} error={errors.message?.message ?? serverField('message')}>
        {(ids) => <TextArea {...ids} rows={6} {...form.register('message')} />}
      </Field>
      {error && <Notice tone="error">{t(visitorFailureKey(error))}</Notice>}
      <Button type="submit" loading={busy} loadingText={busy ? t('contactForm.sending') : undefined} alignSelf="start">
        {t('content.contact.send')}
      </Button>
    </Form>
  );
}
