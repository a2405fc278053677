import { Button, Heading, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { changePasswordRequestSchema } from '../../../contract/accounts.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Field, Form, Notice, PasswordInput } from '@/components/forms/form-ui.tsx';
import { PasswordRule } from '@/components/forms/password-rule.tsx';
import { ChangePassword, type ChangePasswordValues as Values } from './change-password-flow.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';

/** My account > Profile: change the password (old + new); the other sessions of the user end on the server. */
export const ChangePasswordSection = ChangePassword.withProvider(ChangePasswordForm);

function ChangePasswordForm() {
  const t = useT();
  const { send, busy, error } = ChangePassword.useSubmission();
  const done = ChangePassword.useTag('done');
  const form = useForm<Values>({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: { oldPassword: '', newPassword: '' } });
  const { errors } = form.formState;
  const wrongOld = error?.fields?.oldPassword !== undefined;
  // The server refuses the current password as the new one; said on the new password's field.
  const samePassword = error?.fields?.newPassword !== undefined;
  const submit = form.handleSubmit((values) => {
    send({ type: 'submission.send', values });
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  return (
    <Stack as="section" aria-labelledby="change-password" gap="4">
      <Heading as="h2" size="lg" id="change-password">
        {t('password.title')}
      </Heading>
      {done ? (
        <Notice tone="success">{t('password.done')}</Notice>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Field label={t('password.old')} error={errors.oldPassword ? t('password.oldError') : wrongOld ? t('password.wrongOld') : undefined}>
            {(ids) => <PasswordInput ids={ids} autoComplete="current-password" {...form.register('oldPassword')} />}
          </Field>
          <Field label={t('password.new')} hint={<PasswordRule password={newPassword} />} error={errors.newPassword ? t('signUp.error.password') : samePassword ? t('myAccount.problem.samePassword') : undefined}>
            {(ids) => <PasswordInput ids={ids} autoComplete="new-password" {...form.register('newPassword')} />}
          </Field>
          {error && !wrongOld && !samePassword && <Notice tone="error">{failureMessage(t, error)}</Notice>}
          <Button type="submit" loading={busy} loadingText={t('password.busy')}>
            {t('password.submit')}
          </Button>
        </Form>
      )}
    </Stack>
  );
}
