import { Button, HStack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { emailSchema, mobileSchema } from '../../../contract/accounts.ts';
import { PhoneField } from '@/components/phone-input/phone-field.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { Registration } from './registration-flow.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { translatedResolver } from '@/components/forms/translated-resolver.ts';

/** Correct the mobile number; the other details stay on the server, a new code goes to the new number. */
export function ChangeNumberForm() {
  const t = useT();
  const send = Registration.useSend();
  const busy = Registration.useSelect((s) => s.hasTag('busy') && s.hasTag('mobileInput'));
  const error = Registration.useSelect((s) => s.context.error);
  const form = useForm<{ mobile: string }>({ resolver: translatedResolver<{ mobile: string }>(z.object({ mobile: mobileSchema }), t, { mobile: 'signUp.error.mobile' }), defaultValues: { mobile: '' } });
  const submit = form.handleSubmit(({ mobile }) => send({ type: 'registration.submitMobile', mobile }));
  return (
    <Form noValidate onSubmit={submit}>
      <PhoneField control={form.control} name="mobile" label={t('signUp.code.newMobile')} preferredCountries={['SA', 'AE', 'KW', 'BH', 'QA', 'OM']} required />
      {error && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={busy}>
          {t('signUp.code.sendToNew')}
        </Button>
        <Button variant="ghost" onClick={() => send({ type: 'registration.cancelChange' })}>
          {t('signUp.code.cancel')}
        </Button>
      </HStack>
    </Form>
  );
}

/** Activation answered email_unavailable: another address; the code already typed stays valid. */
export function ChangeEmailForm() {
  const t = useT();
  const send = Registration.useSend();
  const busy = Registration.useSelect((s) => s.hasTag('busy') && s.hasTag('emailInput'));
  const error = Registration.useSelect((s) => s.context.error);
  const form = useForm<{ emailAddress: string }>({ resolver: translatedResolver<{ emailAddress: string }>(z.object({ emailAddress: emailSchema }), t, { emailAddress: 'signUp.error.email' }), defaultValues: { emailAddress: '' } });
  const submit = form.handleSubmit(({ emailAddress }) => send({ type: 'registration.submitEmail', emailAddress }));
  return (
    <Form noValidate onSubmit={submit}>
      {error && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <Field label={t('signUp.code.newEmail')} error={form.formState.errors.emailAddress?.message}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" dir="ltr" {...form.register('emailAddress')} />}
      </Field>
      <Button type="submit" loading={busy}>
        {t('signUp.code.saveEmail')}
      </Button>
    </Form>
  );
}
