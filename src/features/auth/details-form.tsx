import { Button, Stack, chakra } from '@chakra-ui/react';
import { memo, useEffect } from 'react';
import { type UseFormReturn, useForm, useFormState } from 'react-hook-form';
import { type RegistrationRequest, registrationRequestSchema } from '../../../contract/accounts.ts';
import { paths } from '@/lib/paths.ts';
import { CountryField } from '@/components/country-select/country-region-field.tsx';
import { RouterLink } from '@/components/layout/router-link.tsx';
import { PhoneField } from '@/components/phone-input/phone-field.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isKeyOf } from '@/lib/one-of.ts';
import { Registration } from './registration-flow.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Field, Form, Input, Notice, PasswordInput, errorText } from '@/components/forms/form-ui.tsx';
import { GenderSelect } from '@/components/forms/gender-select.tsx';
import { translatedResolver } from '@/components/forms/translated-resolver.ts';
import { DateInput } from './date-input.tsx';
import { PasswordHint } from './password-hint.tsx';

type Values = Omit<RegistrationRequest, 'acceptTerms' | 'gender'> & { acceptTerms: boolean; gender: RegistrationRequest['gender'] | '' };
const errorKeys: Record<keyof Values, MessageKey> = {
  firstName: 'signUp.error.firstName',
  middleName: 'signUp.error.middleName',
  lastName: 'signUp.error.lastName',
  dateOfBirth: 'signUp.error.dateOfBirth',
  gender: 'signUp.error.gender',
  mobile: 'signUp.error.mobile',
  emailAddress: 'signUp.error.email',
  password: 'signUp.error.password',
  insuranceCountry: 'signUp.error.country',
  acceptTerms: 'signUp.error.terms',
};
const textFields = [
  { name: 'firstName', label: 'signUp.firstName', autoComplete: 'given-name' },
  { name: 'middleName', label: 'signUp.middleName', autoComplete: 'additional-name' },
  { name: 'lastName', label: 'signUp.lastName', autoComplete: 'family-name' },
] as const;

/** Step 1: the customer's details. What was typed stays through a refusal; the server's field problems show inline. */
export function DetailsForm() {
  const t = useT();
  const draft = Registration.useSelect((s) => s.context.draft);
  const form = useForm<Values>({
    resolver: translatedResolver<Values>(registrationRequestSchema, t, errorKeys),
    defaultValues: { firstName: '', middleName: '', lastName: '', dateOfBirth: '', gender: '', mobile: '', emailAddress: '', password: '', insuranceCountry: '', ...draft, acceptTerms: false },
  });
  // useForm sets its own state in a layout effect once mounted, so this component renders again in
  // the hydration's commit, synchronously: the fields are a memoised child (`form` is the same object
  // on every render) that reads the form's state itself, so that render stops here.
  return <DetailsFields form={form} />;
}

const DetailsFields = memo(function DetailsFields({ form }: { form: UseFormReturn<Values> }) {
  const t = useT();
  const send = Registration.useSend();
  const busy = Registration.useSelect((s) => s.hasTag('busy'));
  const error = Registration.useSelect((s) => (s.matches({ details: 'rejected' }) ? s.context.error : null));
  const { errors } = useFormState({ control: form.control });
  useEffect(() => {
    for (const name of Object.keys(error?.fields ?? {})) {
      if (isKeyOf(errorKeys, name)) form.setError(name, { type: 'server', message: t(errorKeys[name]) });
    }
  }, [error, form, t]);
  const submit = form.handleSubmit((values) => {
    const details = { ...values, middleName: values.middleName || undefined } as RegistrationRequest;
    send({ type: 'registration.submitDetails', details });
  });
  return (
    <Form noValidate onSubmit={submit} aria-label={t('signUp.detailsLabel')}>
      {textFields.map(({ name, label, autoComplete }) => (
        <Field key={name} label={t(label)} error={errors[name]?.message}>
          {(ids) => <Input {...ids} autoComplete={autoComplete} {...form.register(name)} />}
        </Field>
      ))}
      <Field label={t('signUp.dateOfBirth')} error={errors.dateOfBirth?.message}>
        {(ids) => <DateInput {...ids} autoComplete="bday" {...form.register('dateOfBirth')} />}
      </Field>
      <Field label={t('signUp.gender')} error={errors.gender?.message}>
        {(ids) => <GenderSelect {...ids} wording="signUp" autoComplete="sex" {...form.register('gender')} />}
      </Field>
      <PhoneField control={form.control} name="mobile" label={t('signUp.mobile')} preferredCountries={['SA', 'AE', 'KW', 'BH', 'QA', 'OM']} required />
      <Field label={t('signUp.email')} error={errors.emailAddress?.message}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" dir="ltr" {...form.register('emailAddress')} />}
      </Field>
      <Field label={t('signUp.password')} hint={<PasswordHint control={form.control} />} error={errors.password?.message}>
        {(ids) => <PasswordInput ids={ids} autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <CountryField control={form.control} name="insuranceCountry" label={t('signUp.country')} placeholder={t('signUp.country.choose')} topCountry="SA" required />
      <Stack gap="1">
        <chakra.label display="flex" gap="2" alignItems="center">
          <chakra.input type="checkbox" w="5" h="5" aria-invalid={errors.acceptTerms ? true : undefined} aria-describedby={errors.acceptTerms ? 'terms-error' : undefined} {...form.register('acceptTerms')} />
          {t('signUp.terms')}
        </chakra.label>
        <RouterLink to={paths.termsAndCondition} target="_blank" textDecoration="underline" alignSelf="start">
          {t('signUp.termsLink')}
        </RouterLink>
        {errors.acceptTerms && (
          <chakra.p id="terms-error" fontSize="sm" color={errorText}>
            {errors.acceptTerms.message}
          </chakra.p>
        )}
      </Stack>
      {error && <Notice tone="error">{failureMessage(t, error)}</Notice>}
      <Button type="submit" size="lg" loading={busy} loadingText={t('signUp.busy')}>
        {t('signUp.submit')}
      </Button>
    </Form>
  );
});
