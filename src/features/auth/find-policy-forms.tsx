import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { smsCodeSchema } from '../../../contract/accounts.ts';
import { policyAccessRequestSchema } from '../../../contract/policy-access-endpoints.ts';
import { PhoneField } from '@/components/phone-input/phone-field.tsx';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { translatedResolver } from '@/components/forms/translated-resolver.ts';
import { localDigits } from '@/lib/i18n/digits.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FindPolicy } from './find-policy-flow.ts';

type Details = { policyNumber: string; mobile: string };

/** The policy number and the mobile confirmed at checkout. */
export function DetailsForm() {
  const t = useT();
  const { send, busy, error } = FindPolicy.useSubmission();
  const saved = FindPolicy.useSelect((s) => ({ policyNumber: s.context.policyNumber, mobile: s.context.mobile }), (a, b) => a.policyNumber === b.policyNumber && a.mobile === b.mobile);
  const form = useForm<Details>({
    resolver: translatedResolver<Details>(policyAccessRequestSchema, t, { policyNumber: 'findPolicy.policyNumber.error', mobile: 'signUp.error.mobile' }),
    defaultValues: saved,
  });
  const submit = form.handleSubmit((values) => send({ type: 'findPolicy.request', ...values }));
  return (
    <Form noValidate onSubmit={submit}>
      <Field label={t('findPolicy.policyNumber')} hint={t('findPolicy.policyNumber.hint')} error={form.formState.errors.policyNumber?.message}>
        {(ids) => <Input {...ids} autoComplete="off" autoCapitalize="characters" spellCheck={false} dir="ltr" {...form.register('policyNumber')} />}
      </Field>
      <PhoneField control={form.control} name="mobile" label={t('findPolicy.mobile')} preferredCountries={['SA', 'AE', 'KW', 'BH', 'QA', 'OM']} required />
      {error && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <Button type="submit" size="lg" loading={busy} loadingText={t('findPolicy.sending')}>
        {t('findPolicy.send')}
      </Button>
    </Form>
  );
}

const codeSchema = z.object({ code: smsCodeSchema });

/** The SMS code; a new one, or other details, on request. */
export function CodeForm() {
  const t = useT();
  const send = FindPolicy.useSend();
  const verifying = FindPolicy.useSelect((s) => s.matches('verifying'));
  const resending = FindPolicy.useSelect((s) => s.matches('resending'));
  const error = FindPolicy.useSelect((s) => s.context.error);
  const intl = useIntl();
  // Left to right as one run, in the reader's digits (the masked digits read in order in Arabic too).
  const maskedMobile = FindPolicy.useSelect((s) => s.context.sent?.maskedMobile ?? '');
  const form = useForm<{ code: string }>({ resolver: translatedResolver<{ code: string }>(codeSchema, t, { code: 'signUp.code.error' }), defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  // A refusal is about the code sent: once the customer types another code, it no longer applies.
  const [sentCode, setSentCode] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setSentCode(values.code);
    send({ type: 'findPolicy.verify', code: values.code });
  });
  const wrong = error?.reason === 'wrongCode';
  const shown = error && !(wrong && code !== sentCode) ? error : null;
  return (
    <Form noValidate onSubmit={submit}>
      <Notice tone="info">{t('findPolicy.sent', { mobile: `\u2066${localDigits(intl, maskedMobile)}\u2069` })}</Notice>
      <Field label={t('findPolicy.code')} error={form.formState.errors.code?.message}>
        {(ids) => <Input {...ids} autoComplete="one-time-code" inputMode="numeric" maxLength={6} dir="ltr" {...form.register('code')} />}
      </Field>
      {shown && <Notice tone="error">{shown.reason === 'wrongCode' ? t('findPolicy.codeInvalid') : failureMessage(t, shown)}</Notice>}
      <Button type="submit" size="lg" loading={verifying} loadingText={t('findPolicy.opening')}>
        {t('findPolicy.open')}
      </Button>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" loading={resending} loadingText={t('findPolicy.sending')} onClick={() => send({ type: 'findPolicy.resend' })}>
          {t('findPolicy.resend')}
        </Button>
        <Button variant="ghost" onClick={() => send({ type: 'findPolicy.change' })}>
          {t('findPolicy.change')}
        </Button>
      </HStack>
    </Form>
  );
}
