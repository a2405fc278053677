import { Button, Heading, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { useForm, useWatch } from 'react-hook-form';
import { fromPromise } from 'xstate';
import type * as z from 'zod/mini';
import { changePasswordRequestSchema } from '../../../contract/accounts.ts';
import { submissionMachine } from '../../../machines/session/submission.machine.ts';
import { useAppServices } from '@/app/app-context.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Field, Form, Notice, PasswordInput } from '@/components/forms/form-ui.tsx';
import { PasswordRule } from '@/components/forms/password-rule.tsx';
import { asFlowCall } from '@/lib/api/to-failure.ts';

type Values = z.input<typeof changePasswordRequestSchema>;

/** My account > Profile: change the password (old + new); the other sessions of the user end on the server. */
export function ChangePasswordSection() {
  const t = useT();
  const { api } = useAppServices();
  const actor = useActorRef(
    submissionMachine.provide({
      actors: { send: fromPromise(({ input }) => asFlowCall(() => api!.call('changePassword', { body: input as Values }))) },
    }),
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.hasTag('done'));
  const error = useSelector(actor, (s) => s.context.error);
  const form = useForm<Values>({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: { oldPassword: '', newPassword: '' } });
  const { errors } = form.formState;
  const wrongOld = error?.fields?.oldPassword !== undefined;
  const submit = form.handleSubmit((values) => {
    actor.send({ type: 'submission.send', values });
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
          <Field label={t('password.new')} hint={<PasswordRule password={newPassword} />} error={errors.newPassword ? t('signUp.error.password') : undefined}>
            {(ids) => <PasswordInput ids={ids} autoComplete="new-password" {...form.register('newPassword')} />}
          </Field>
          {error && !wrongOld && <Notice tone="error">{failureMessage(t, error)}</Notice>}
          <Button type="submit" loading={busy} loadingText={t('password.busy')}>
            {t('password.submit')}
          </Button>
        </Form>
      )}
    </Stack>
  );
}
