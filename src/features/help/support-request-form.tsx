import { Button } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { SupportRequest } from '../../../contract/content.ts';
import { useAppSelector } from '@/lib/app-context.tsx';
import { SentConfirmation, visitorFailureKey } from '@/components/content/visitor-form.tsx';
import { TextArea } from '@/components/form-controls.ts';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { ensureAllMessages } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { SupportRequestFlow, supportRequestFlow } from './support-request-flow.ts';

// The contract's own shape (policy number and email optional), so its schema is the form's resolver as it is.
type Values = SupportRequest;
const empty: Values = { subject: '', message: '', policyNumber: '', email: '' };

/**
 * What the form's checks need and the prerendered page's start does not: the contract's schema (zod
 * and the contract's modules), the resolver, and the messages outside the core catalogue (errors,
 * the confirmation; they join the messages the page already holds, without a render). Loaded when
 * the customer turns to the form, each once.
 */
const loadChecks = () =>
  Promise.all([import('../../../contract/content.ts'), import('@/components/forms/translated-resolver.ts'), ensureAllMessages()]).then(
    ([{ supportRequestSchema }, { translatedResolver }]) => ({ supportRequestSchema, translatedResolver }),
  );

/** Subject, message, an optional policy number (and an email when nobody is signed in); answered with a reference. */
export function SupportRequestForm() {
  const t = useT();
  const intl = useIntl();
  const signedIn = useAppSelector('session', (s) => Boolean(s.context.username), false);
  const { send, busy, error } = SupportRequestFlow.useSubmission();
  const result = SupportRequestFlow.useSelect(supportRequestFlow.sent);
  const resolver: Resolver<Values> = async (values, context, options) => {
    const { supportRequestSchema, translatedResolver } = await loadChecks();
    const keys = { subject: 'contactForm.subjectError', message: 'contactForm.messageError', policyNumber: 'contactForm.policyError', email: 'contactForm.emailError' } as const;
    return translatedResolver<Values>(supportRequestSchema, t, keys)(values, context, options);
  };
  const form = useForm<Values>({ resolver, defaultValues: empty });
  const { errors } = form.formState;
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
  const validate = form.handleSubmit((values) => {
    const body: SupportRequest = { subject: values.subject, message: values.message, policyNumber: values.policyNumber, email: values.email };
    send({ type: 'submission.send', values: body });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The checks write this render's messages: a submit before the rest of them arrived waits for them.
    if ('contactForm.subjectError' in intl.messages) return void validate(event);
    event.preventDefault();
    const formElement = event.currentTarget;
    // Once they have arrived, the same submit again (in a task of its own, after this event).
    void loadChecks().then(() => setTimeout(() => formElement.requestSubmit()));
  };
  return (
    <Form noValidate onFocusCapture={() => void loadChecks()} onSubmit={submit} aria-labelledby="support-request-title">
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
