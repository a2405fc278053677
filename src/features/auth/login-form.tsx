import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginRequest, loginRequestSchema } from '../../../contract/accounts.ts';
import { useAppSelector, useSend } from '@/lib/app-context.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { asFailure } from '../../../machines/shared/failure.ts';
import { failureMessage, retryingMessage } from '@/components/forms/failure-message.ts';
import { Field, Form, Input, Notice, PasswordInput } from '@/components/forms/form-ui.tsx';
import { browserRegion } from '@/components/phone-input/browser-region.ts';

/** Email or mobile + password. What was typed stays after a failure; the failure shows above the button. */
export function LoginForm() {
  const t = useT();
  const send = useSend('session');
  const busy = useAppSelector('session', (s) => s.hasTag('signingIn'), false);
  // A 503: the same sign-in is sent again on its own; the form below keeps what was typed.
  const retrying = useAppSelector('session', (s) => s.hasTag('retrying'), false);
  const failure = useAppSelector('session', (s) => (s.context.error ? JSON.stringify(s.context.error) : null), null);
  const form = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { identifier: '', password: '' } });
  const { errors } = form.formState;
  const error = failure ? asFailure(JSON.parse(failure)) : null;
  useEffect(() => {
    for (const [name, message] of Object.entries(error?.fields ?? {})) {
      if (name === 'identifier' || name === 'password') form.setError(name, { type: 'server', message });
    }
  }, [failure]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failure
  // A number written as dialled at home (05…) is read by the server with the visitor's region.
  const submit = form.handleSubmit((credentials) => send({ type: 'session.login', credentials: { ...credentials, countryCode: browserRegion(navigator.languages) } }));
  const identifierError = errors.identifier && t(errors.identifier.type === 'server' ? 'auth.identifier.withCountryCode' : 'auth.identifier.error');
  return (
    <Form noValidate onSubmit={submit} aria-label={t('auth.login.formLabel')}>
      <Field label={t('auth.identifier')} hint={t('auth.identifier.hint')} error={identifierError}>
        {(ids) => <Input {...ids} autoComplete="username" inputMode="email" dir="ltr" {...form.register('identifier')} />}
      </Field>
      <Field label={t('auth.password')} error={errors.password ? t('auth.password.required') : undefined}>
        {(ids) => <PasswordInput ids={ids} autoComplete="current-password" {...form.register('password')} />}
      </Field>
      {error && retrying && <Notice tone="info">{retryingMessage(t, error)}</Notice>}
      {error && !retrying && error.reason !== 'invalid' && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <Button type="submit" size="lg" loading={busy} loadingText={t('auth.login.busy')}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
