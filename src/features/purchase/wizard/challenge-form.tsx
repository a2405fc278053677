import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Field, Form, Input } from '../ui.tsx';

/** The card issuer's check (3-D Secure style): the code the bank sent. */
export function ChallengeForm() {
  const t = useT();
  const send = usePurchaseSend();
  const [code, setCode] = useState('');
  const hint = usePurchase((snapshot) => snapshot.context.payment?.challengeHint ?? null);
  const wrong = usePurchase((snapshot) => snapshot.context.error !== null);
  const busy = usePurchase((snapshot) => snapshot.hasTag('busy'));
  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), send({ type: 'purchase.submitChallenge', code: code.trim() }))}>
      <Text fontWeight="semibold">{t('purchase.challenge.title')}</Text>
      <Text>{t('purchase.challenge.lead')}</Text>
      {hint && (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
      <Field label={t('purchase.challenge.code')} error={wrong ? t('purchase.challenge.wrong') : undefined}>
        {(ids) => <Input {...ids} dir="ltr" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />}
      </Field>
      <Button type="submit" size="lg" loading={busy}>
        {t('purchase.challenge.submit')}
      </Button>
    </Form>
  );
}
