import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { localDigits } from '@/lib/i18n/digits.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Field, Form, Input, Loading, Problem } from '../ui.tsx';
import { StepHeading } from './step-heading.tsx';

/** A guest's checkout: the policyholder's mobile is verified with an SMS code before the review. */
export default function MobileStep() {
  const t = useT();
  const intl = useIntl();
  const send = usePurchaseSend();
  const [code, setCode] = useState('');
  const mobile = usePurchase((snapshot) => snapshot.context.policyholder?.mobileNumber ?? '');
  const sub = usePurchase((snapshot) => (snapshot.hasTag('failed') ? 'sendFailed' : snapshot.hasTag('editable') ? 'awaiting' : 'busy'));
  const error = usePurchase((snapshot) => snapshot.context.error?.code ?? null);
  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), send({ type: 'purchase.verifyMobile', code: code.trim() }))}>
      <StepHeading>{t('purchase.mobile.title')}</StepHeading>
      <Text>
        {t('purchase.mobile.lead')} <bdi dir="ltr">{localDigits(intl, mobile)}</bdi>
      </Text>
      {sub === 'busy' && <Loading />}
      {sub === 'sendFailed' && (
        <Problem message={t(error === 'rate_limited' ? 'purchase.mobile.rateLimited' : 'purchase.mobile.sendFailed')} onRetry={() => send({ type: 'purchase.retry' })} />
      )}
      {sub === 'awaiting' && (
        <Stack gap="3">
          <Field label={t('purchase.mobile.code')} error={error ? t('purchase.mobile.wrongCode') : undefined}>
            {(ids) => <Input {...ids} inputMode="numeric" autoComplete="one-time-code" dir="ltr" value={code} onChange={(event) => setCode(event.target.value)} />}
          </Field>
          <Button type="submit" size="lg">
            {t('purchase.mobile.verify')}
          </Button>
          <Button variant="ghost" onClick={() => send({ type: 'purchase.resendCode' })}>
            {t('purchase.mobile.resend')}
          </Button>
        </Stack>
      )}
      <Button variant="outline" alignSelf="flex-start" onClick={() => send({ type: 'purchase.back' })}>
        {t('purchase.mobile.changeNumber')}
      </Button>
    </Form>
  );
}
