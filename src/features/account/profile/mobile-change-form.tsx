import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { mobileChangeCodeSchema, mobileChangeSchema } from '../../../../contract/account-area.ts';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { PhoneField } from '@/components/phone-input/phone-field.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ltrMobile, problemResolver, serverProblem, useServerErrors } from '../field-problems.ts';
import { MobileChange } from './profile-flow.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';

/** The mobile number: a new one is confirmed by an SMS code before it replaces the current one. */
export function MobileChangeForm({ current }: { current: string | null }) {
  return (
    <MobileChange.Provider flowKey={current ?? ''}>
      <MobileChangeView />
    </MobileChange.Provider>
  );
}

function MobileChangeView() {
  const t = useT();
  const intl = useIntl();
  const send = MobileChange.useSend();
  const current = MobileChange.useSelect((s) => s.context.currentMobile);
  const codeStep = MobileChange.useTag('codeInput');
  const changed = MobileChange.useTag('done');
  return (
    <Stack as="section" aria-labelledby="profile-mobile" gap="4">
      <Heading as="h2" size="lg" id="profile-mobile">
        {t('myAccount.mobile.title')}
      </Heading>
      <Text>{current ? t('myAccount.mobile.current', { mobile: ltrMobile(intl, current) }) : t('myAccount.mobile.none')}</Text>
      {changed ? (
        <>
          <Notice tone="success">{t('myAccount.mobile.changed')}</Notice>
          <Button variant="outline" alignSelf="start" onClick={() => send({ type: 'mobile.again' })}>
            {t('myAccount.mobile.again')}
          </Button>
        </>
      ) : codeStep ? (
        <CodeForm />
      ) : (
        <NumberForm />
      )}
    </Stack>
  );
}

function NumberForm() {
  const t = useT();
  const { send, busy, error } = MobileChange.useSubmission();
  const typed = MobileChange.useSelect((s) => s.context.newMobile);
  const form = useForm<{ mobileNumber: string }>({ resolver: problemResolver(mobileChangeSchema, t), errors: useServerErrors(error), defaultValues: { mobileNumber: typed } });
  return (
    <Form noValidate onSubmit={form.handleSubmit((values) => send({ type: 'mobile.send', mobileNumber: values.mobileNumber }))}>
      <PhoneField control={form.control} name="mobileNumber" label={t('myAccount.mobile.new')} preferredCountries={['SA', 'AE', 'KW', 'BH', 'QA', 'OM']} required />
      {error && !error.fields && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <Button type="submit" alignSelf="start" loading={busy} loadingText={t('myAccount.sending')}>
        {t('myAccount.mobile.send')}
      </Button>
    </Form>
  );
}

function CodeForm() {
  const t = useT();
  const intl = useIntl();
  const { send, busy, error } = MobileChange.useSubmission();
  const to = MobileChange.useSelect((s) => s.context.codeSent?.maskedMobile ?? s.context.newMobile);
  const form = useForm<{ code: string }>({ resolver: problemResolver(mobileChangeCodeSchema, t), defaultValues: { code: '' } });
  return (
    <Form noValidate onSubmit={form.handleSubmit((values) => send({ type: 'mobile.verify', code: values.code }))}>
      <Text>{t('myAccount.mobile.codeSent', { mobile: ltrMobile(intl, to) })}</Text>
      <Field label={t('myAccount.mobile.code')} error={form.formState.errors.code?.message}>
        {(ids) => <Input {...ids} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" {...form.register('code')} />}
      </Field>
      {error && <Notice tone="error">{serverProblem(t, error, 'mobileNumber') ?? failureMessage(t, error)}</Notice>}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button type="submit" loading={busy} loadingText={t('myAccount.mobile.confirming')}>
          {t('myAccount.mobile.confirm')}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'mobile.resend' })}>
          {t('myAccount.mobile.resend')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'mobile.back' })}>
          {t('myAccount.mobile.back')}
        </Button>
      </Stack>
    </Form>
  );
}
