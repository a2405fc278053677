import { Button, Stack, Text } from '@chakra-ui/react';
import { memo, useEffect } from 'react';
import { type UseFormReturn, useForm, useFormState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { type BrokerApplication, type BrokerApplicationRequest, brokerApplicationRequestSchema } from '../../../contract/accounts.ts';
import { CountryField } from '@/components/country-select/country-region-field.tsx';
import { Page } from '@/components/layout/page.tsx';
import { PhoneField } from '@/components/phone-input/phone-field.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isKeyOf } from '@/lib/one-of.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Field, Form, Input, Notice, PasswordInput } from '@/components/forms/form-ui.tsx';
import { BrokerApplicationFlow, brokerApplicationFlow } from './broker-application-flow.ts';
import { translatedResolver } from '@/components/forms/translated-resolver.ts';
import { PasswordHint } from './password-hint.tsx';

type Values = BrokerApplicationRequest;
const errorKeys: Record<keyof Values, MessageKey> = {
  brokerName: 'broker.error.name',
  brokerCode: 'broker.error.code',
  contactPerson: 'broker.error.contact',
  emailAddress: 'signUp.error.email',
  mobile: 'signUp.error.mobile',
  insuranceCountry: 'signUp.error.country',
  password: 'signUp.error.password',
};
const duplicateKeys: Partial<Record<keyof Values, MessageKey>> = { brokerCode: 'broker.duplicateCode', emailAddress: 'broker.duplicateEmail' };
const textFields = [
  { name: 'brokerName', label: 'broker.name', autoComplete: 'organization', dir: undefined },
  { name: 'brokerCode', label: 'broker.code', autoComplete: 'off', dir: 'ltr' },
  { name: 'contactPerson', label: 'broker.contact', autoComplete: 'name', dir: undefined },
  { name: 'emailAddress', label: 'signUp.email', autoComplete: 'email', dir: 'ltr' },
] as const;

function ApplicationStatus({ application }: { application: BrokerApplication }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Notice tone="success">
      <Text fontWeight="semibold" fontSize="lg">
        {t('broker.status.title')}
      </Text>
      <Text>{t('broker.status.body', { name: application.brokerName, status: t(`broker.status.${application.status}`) })}</Text>
      <Text>{t('broker.status.submitted', { date: intl.formatDate(application.submittedAt, { dateStyle: 'long' }) })}</Text>
    </Notice>
  );
}

/** /sign-up-broker: the application (stored as pending review), then its status; a known licence code or email is named. */
export default BrokerApplicationFlow.withProvider(BrokerApplicationPage);

function BrokerApplicationPage() {
  const t = useT();
  const application = BrokerApplicationFlow.useSelect((s) => (s.hasTag('done') ? brokerApplicationFlow.sent(s) : null));
  return (
    <Page title={t('screen.signUpBroker')} lead={application ? undefined : t('broker.lead')}>
      {application ? <ApplicationStatus application={application} /> : <BrokerApplicationForm />}
    </Page>
  );
}

function BrokerApplicationForm() {
  const t = useT();
  const form = useForm<Values>({
    resolver: translatedResolver<Values>(brokerApplicationRequestSchema, t, errorKeys),
    defaultValues: { brokerName: '', brokerCode: '', contactPerson: '', emailAddress: '', mobile: '', insuranceCountry: '', password: '' },
  });
  // useForm sets its own state in a layout effect once mounted (a synchronous render in the
  // hydration's commit): the fields are a memoised child reading the form's state, so it stops here.
  return <BrokerFields form={form} />;
}

const BrokerFields = memo(function BrokerFields({ form }: { form: UseFormReturn<Values> }) {
  const t = useT();
  const { send, busy, error } = BrokerApplicationFlow.useSubmission();
  const { errors } = useFormState({ control: form.control });
  useEffect(() => {
    for (const name of Object.keys(error?.fields ?? {})) {
      if (!isKeyOf(errorKeys, name)) continue;
      const key = error?.reason === 'conflict' ? duplicateKeys[name] : errorKeys[name];
      if (key) form.setError(name, { type: 'server', message: t(key) });
    }
  }, [error, form, t]);
  const submit = form.handleSubmit((values) => send({ type: 'submission.send', values }));
  return (
    <Form noValidate onSubmit={submit} aria-label={t('broker.formLabel')}>
      {textFields.map(({ name, label, autoComplete, dir }) => (
        <Field key={name} label={t(label)} error={errors[name]?.message}>
          {(ids) => <Input {...ids} autoComplete={autoComplete} dir={dir} type={name === 'emailAddress' ? 'email' : 'text'} {...form.register(name)} />}
        </Field>
      ))}
      <PhoneField control={form.control} name="mobile" label={t('signUp.mobile')} preferredCountries={['SA', 'AE', 'KW', 'BH', 'QA', 'OM']} required />
      <CountryField control={form.control} name="insuranceCountry" label={t('signUp.country')} placeholder={t('signUp.country.choose')} topCountry="SA" required />
      <Field label={t('signUp.password')} hint={<PasswordHint control={form.control} />} error={errors.password?.message}>
        {(ids) => <PasswordInput ids={ids} autoComplete="new-password" {...form.register('password')} />}
      </Field>
      {error && error.reason !== 'conflict' && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <Stack>
        <Button type="submit" size="lg" loading={busy} loadingText={t('broker.busy')}>
          {t('broker.submit')}
        </Button>
      </Stack>
    </Form>
  );
});
