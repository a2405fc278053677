import { Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { smsCodeSchema } from '../../../contract/accounts.ts';
import { localDigits } from '@/lib/i18n/digits.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Registration } from './registration-flow.ts';
import { ChangeEmailForm, ChangeNumberForm } from './change-contact-forms.tsx';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { ResendCode } from './resend-code.tsx';
import { translatedResolver } from '@/components/forms/translated-resolver.ts';

const codeSchema = z.object({ code: smsCodeSchema });

/** What the code region says: a wrong code (tries left), expired, locked, or a failed check. */
function CodeProblem() {
  const t = useT();
  const problem = Registration.useSelect((s) => {
    if (s.hasTag('codeExpired')) return t('auth.error.codeExpired');
    if (s.hasTag('codeLocked')) return t('auth.error.attemptsExhausted');
    if (s.hasTag('codeProblem') && s.context.error) return failureMessage(t, s.context.error);
    return null;
  });
  return problem ? <Notice tone="error">{problem}</Notice> : null;
}

function CodeForm() {
  const t = useT();
  const send = Registration.useSend();
  const canType = Registration.useTag('codeInput');
  const busy = Registration.useTag('verifyingCode');
  const form = useForm<{ code: string }>({ resolver: translatedResolver<{ code: string }>(codeSchema, t, { code: 'signUp.code.error' }), defaultValues: { code: '' } });
  const submit = form.handleSubmit(({ code }) => send({ type: 'registration.submitCode', code }));
  return (
    <Form noValidate onSubmit={submit}>
      <Field label={t('signUp.code.label')} error={form.formState.errors.code?.message}>
        {(ids) => (
          <Input
            {...ids}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            dir="ltr"
            letterSpacing="0.3em"
            fontSize="xl"
            disabled={!canType}
            {...form.register('code')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={!canType} loading={busy} loadingText={t('signUp.code.busy')}>
        {t('signUp.code.submit')}
      </Button>
    </Form>
  );
}

/** Step 2: the SMS code, its countdowns, a new code, a corrected number. */
export function ActivationStep() {
  const t = useT();
  const send = Registration.useSend();
  const intl = useIntl();
  const masked = Registration.useSelect((s) => s.context.status?.maskedMobile ?? '');
  const changingNumber = Registration.useTag('mobileInput');
  const emailTaken = Registration.useTag('emailInput');
  return (
    <Stack gap="5" maxW="md">
      <Heading as="h2" size="lg">
        {t('signUp.code.title')}
      </Heading>
      <Text>
        {intl.formatMessage(
          { id: 'signUp.code.sentTo' },
          {
            mobile: (
              <chakra.bdi key="mobile" dir="ltr" whiteSpace="nowrap">
                {localDigits(intl, masked)}
              </chakra.bdi>
            ),
          },
        )}
      </Text>
      {changingNumber ? (
        <ChangeNumberForm />
      ) : emailTaken ? (
        <ChangeEmailForm />
      ) : (
        <>
          <CodeProblem />
          <CodeForm />
          <ResendCode />
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" onClick={() => send({ type: 'registration.changeNumber' })}>
              {t('signUp.code.changeNumber')}
            </Button>
            <Button variant="ghost" onClick={() => send({ type: 'registration.startOver' })}>
              {t('signUp.code.startOver')}
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}
