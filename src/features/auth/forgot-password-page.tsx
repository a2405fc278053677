import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { forgotPasswordRequestSchema, newPasswordSchema, smsCodeSchema } from '../../../contract/accounts.ts';
import { paths } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Field, Form, Input, Notice, PasswordInput } from '@/components/forms/form-ui.tsx';
import { PasswordRule } from '@/components/forms/password-rule.tsx';
import { PasswordReset } from './password-reset-flow.ts';
import { translatedResolver } from '@/components/forms/translated-resolver.ts';

const resetSchema = z.object({ code: smsCodeSchema, newPassword: newPasswordSchema });

function RequestForm() {
  const t = useT();
  const { send, busy, error } = PasswordReset.useSubmission();
  const saved = PasswordReset.useSelect((s) => ({ identifier: s.context.identifier, channel: s.context.channel }), (a, b) => a.identifier === b.identifier);
  const form = useForm<{ identifier: string; channel: 'sms' | 'email' }>({
    resolver: translatedResolver<{ identifier: string; channel: 'sms' | 'email' }>(forgotPasswordRequestSchema, t, { identifier: 'auth.identifier.error' }),
    defaultValues: saved,
  });
  const submit = form.handleSubmit((values) => send({ type: 'passwordReset.request', ...values }));
  return (
    <Form noValidate onSubmit={submit}>
      <Field label={t('auth.identifier')} error={form.formState.errors.identifier?.message}>
        {(ids) => <Input {...ids} autoComplete="username" inputMode="email" dir="ltr" {...form.register('identifier')} />}
      </Field>
      <chakra.fieldset display="flex" flexDirection="column" gap="2">
        <chakra.legend fontWeight="medium" mb="1">
          {t('forgot.channel')}
        </chakra.legend>
        {(['sms', 'email'] as const).map((channel) => (
          <chakra.label key={channel} display="flex" gap="2" alignItems="center">
            <chakra.input type="radio" value={channel} w="5" h="5" {...form.register('channel')} />
            {t(channel === 'sms' ? 'forgot.channel.sms' : 'forgot.channel.email')}
          </chakra.label>
        ))}
      </chakra.fieldset>
      {error && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <Button type="submit" size="lg" loading={busy} loadingText={t('forgot.sending')}>
        {t('forgot.send')}
      </Button>
    </Form>
  );
}

function ResetForm() {
  const t = useT();
  const { send, busy, error } = PasswordReset.useSubmission();
  const form = useForm<{ code: string; newPassword: string }>({
    resolver: translatedResolver<{ code: string; newPassword: string }>(resetSchema, t, { code: 'signUp.code.error', newPassword: 'signUp.error.password' }),
    defaultValues: { code: '', newPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'newPassword' });
  const code = useWatch({ control: form.control, name: 'code' });
  // A refusal is about the code sent: once the customer corrects the code, it no longer applies.
  const [sentCode, setSentCode] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setSentCode(values.code);
    send({ type: 'passwordReset.reset', ...values });
  });
  const shownError = error && (error.reason === 'wrongCode' || error.reason === 'invalid') && code !== sentCode ? null : error;
  return (
    <Form noValidate onSubmit={submit}>
      <Notice tone="info">{t('forgot.sent')}</Notice>
      <Field label={t('forgot.code')} error={form.formState.errors.code?.message}>
        {(ids) => <Input {...ids} autoComplete="one-time-code" inputMode="numeric" maxLength={6} dir="ltr" {...form.register('code')} />}
      </Field>
      <Field label={t('forgot.newPassword')} hint={<PasswordRule password={password} />} error={form.formState.errors.newPassword?.message}>
        {(ids) => <PasswordInput ids={ids} autoComplete="new-password" {...form.register('newPassword')} />}
      </Field>
      {shownError && <Notice tone="error">{shownError.reason === 'wrongCode' || shownError.reason === 'invalid' ? t('forgot.codeInvalid') : failureMessage(t, shownError)}</Notice>}
      <Button type="submit" size="lg" loading={busy} loadingText={t('forgot.resetting')}>
        {t('forgot.reset')}
      </Button>
      <Button variant="ghost" onClick={() => send({ type: 'passwordReset.again' })}>
        {t('forgot.again')}
      </Button>
    </Form>
  );
}

/** /forgot-password: a code by SMS or email, then a new password. The answer never tells whether an account exists. */
export default PasswordReset.withProvider(ForgotPassword);

function ForgotPassword() {
  const t = useT();
  const step = PasswordReset.useSelect((s) => (s.hasTag('done') ? 'done' : s.hasTag('codeInput') ? 'reset' : 'request'));
  return (
    <Page title={t('screen.forgotPassword')} lead={t('forgot.lead')}>
      {step === 'request' && <RequestForm />}
      {step === 'reset' && <ResetForm />}
      {step === 'done' && (
        <Notice tone="success">
          <Text>{t('forgot.done')}</Text>
          <Stack direction="row">
            <Button asChild>
              <AppLink to={paths.login}>{t('auth.loginLink')}</AppLink>
            </Button>
          </Stack>
        </Notice>
      )}
    </Page>
  );
}
