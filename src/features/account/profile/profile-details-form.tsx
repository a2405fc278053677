import { Button, Heading, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { type Profile, type ProfileUpdate, profileUpdateSchema } from '../../../../contract/account-area.ts';
import { Field, Form, Input, Notice, Select } from '@/components/forms/form-ui.tsx';
import { GenderSelect } from '@/components/forms/gender-select.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { problemResolver, useServerErrors } from '../field-problems.ts';
import { ProfileFlow } from './profile-flow.ts';
import { FailureNotice } from '@/components/forms/outage-notice.tsx';

type Values = ProfileUpdate;
const names = ['firstName', 'middleName', 'lastName'] as const;
const autoCompletes = { firstName: 'given-name', middleName: 'additional-name', lastName: 'family-name' } as const;

/** Names, date of birth, gender (never guessed: chosen) and the language messages are written in. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const t = useT();
  const send = ProfileFlow.useSend();
  const busy = ProfileFlow.useTag('busy');
  const saved = ProfileFlow.useTag('done');
  const retrying = ProfileFlow.useTag('retrying');
  const error = ProfileFlow.useSelect((s) => s.context.error);
  const form = useForm<Values>({
    resolver: problemResolver(profileUpdateSchema, t),
    errors: useServerErrors<Values>(error),
    defaultValues: {
      firstName: profile.firstName,
      middleName: profile.middleName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth ?? '',
      // Never guessed: without one, the select shows its empty first option.
      gender: profile.gender ?? undefined,
      preferredLanguage: profile.preferredLanguage,
    },
  });
  const { errors } = form.formState;
  const problem = (name: keyof Values) => errors[name]?.message;
  const submit = form.handleSubmit((values) => send({ type: 'profile.save', values }));
  return (
    <Stack as="section" aria-labelledby="profile-details" gap="4">
      <Heading as="h2" size="lg" id="profile-details">
        {t('myAccount.profile.details')}
      </Heading>
      <Form noValidate onSubmit={submit}>
        {names.map((name) => (
          <Field key={name} label={t(`myAccount.profile.${name}`)} error={problem(name)}>
            {(ids) => <Input {...ids} autoComplete={autoCompletes[name]} {...form.register(name)} />}
          </Field>
        ))}
        <Field label={t('myAccount.profile.dateOfBirth')} error={problem('dateOfBirth')}>
          {(ids) => <Input {...ids} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />}
        </Field>
        <Field label={t('myAccount.profile.gender')} error={problem('gender')}>
          {(ids) => <GenderSelect {...ids} wording="myAccount" autoComplete="sex" {...form.register('gender')} />}
        </Field>
        <Field label={t('myAccount.profile.language')} hint={t('myAccount.profile.languageHint')} error={problem('preferredLanguage')}>
          {(ids) => (
            <Select {...ids} {...form.register('preferredLanguage')}>
              <option value="en">English</option>
              <option value="ar" lang="ar">
                العربية
              </option>
            </Select>
          )}
        </Field>
        {error && !error.fields && <FailureNotice error={error} retrying={retrying} />}
        {saved && <Notice tone="success">{t('myAccount.profile.saved')}</Notice>}
        <Button type="submit" alignSelf="start" loading={busy} loadingText={t('myAccount.saving')}>
          {t('myAccount.profile.save')}
        </Button>
      </Form>
    </Stack>
  );
}
