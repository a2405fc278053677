import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { giftCardSerialSchema } from '../../../../contract/wallet.ts';
import { Field, Form, Input, Notice } from '@/components/forms/form-ui.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { giftCardProblem } from './gift-card-problem.ts';
import { RetryingNotice } from '@/components/forms/outage-notice.tsx';
import { Wallet } from './wallet-flow.ts';

/** Redeem a gift card: check its serial, see what it has, confirm, and it moves to the wallet. */
export function GiftCardRedeem() {
  const t = useT();
  const checked = Wallet.useTag('giftCardChecked');
  const done = Wallet.useTag('done');
  return (
    <Stack as="section" aria-labelledby="wallet-gift-card" gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Heading as="h2" id="wallet-gift-card" size="md">
        {t('wallet.giftCard.title')}
      </Heading>
      {done ? <Redeemed /> : checked ? <Confirm /> : <SerialForm />}
    </Stack>
  );
}

function SerialForm() {
  const t = useT();
  const { send, busy, error: failure } = Wallet.useSubmission();
  const [serial, setSerial] = useState(Wallet.useSelect((s) => s.context.serial));
  const [typedProblem, setTypedProblem] = useState<'wallet.giftCard.error.required' | 'wallet.giftCard.error.format' | null>(null);
  const problem = typedProblem ? { key: typedProblem, onField: true } : failure ? giftCardProblem(failure) : null;
  const submit = () => {
    const parsed = giftCardSerialSchema.safeParse(serial);
    if (!parsed.success) return setTypedProblem(serial.trim() === '' ? 'wallet.giftCard.error.required' : 'wallet.giftCard.error.format');
    setTypedProblem(null);
    send({ type: 'wallet.giftCard.check', serial: parsed.data });
  };
  return (
    <Form noValidate maxW="full" onSubmit={(event) => (event.preventDefault(), submit())}>
      <Text color="fg.muted">{t('wallet.giftCard.intro')}</Text>
      <Field label={t('wallet.giftCard.serial')} error={problem?.onField ? t(problem.key) : undefined}>
        {(ids) => (
          <Input {...ids} name="giftCardSerial" dir="ltr" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={60} value={serial} onChange={(event) => setSerial(event.target.value)} />
        )}
      </Field>
      {problem && !problem.onField && (
        <Notice tone="error">
          <Text>{t(problem.key)}</Text>
        </Notice>
      )}
      <Button type="submit" alignSelf="flex-start" loading={busy}>
        {t('wallet.giftCard.check')}
      </Button>
    </Form>
  );
}

function Confirm() {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const send = Wallet.useSend();
  const busy = Wallet.useTag('busy');
  const card = Wallet.useSelect((s) => s.context.checked);
  const failure = Wallet.useSelect((s) => s.context.error);
  const retrying = Wallet.useTag('retrying');
  if (!card) return null;
  const amount = money(card.availableMinor, card.currency);
  return (
    <Stack gap="3">
      <Text role="status" fontWeight="medium">
        {t('wallet.giftCard.available', { serial: card.serial, amount })}
        {card.expiresOn && ` ${t('wallet.giftCard.expiresOn', { date: intl.formatDate(card.expiresOn, { dateStyle: 'medium', timeZone: 'UTC' }) })}`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('wallet.giftCard.redeemNote')}
      </Text>
      {failure && retrying && <RetryingNotice failure={failure} kind="form" />}
      {failure && !retrying && (
        <Notice tone="error">
          <Text>{t(giftCardProblem(failure).key)}</Text>
        </Notice>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button loading={busy} onClick={() => send({ type: 'wallet.giftCard.redeem' })}>
          {t('wallet.giftCard.redeem', { amount })}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'wallet.giftCard.cancel' })}>
          {t('wallet.giftCard.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

function Redeemed() {
  const t = useT();
  const money = useMoney();
  const send = Wallet.useSend();
  const credited = Wallet.useSelect((s) => money(s.context.creditedMinor, s.context.checked?.currency ?? s.context.currency));
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <Stack gap="3">
      <Notice tone="success">
        <Text ref={message} tabIndex={-1} fontWeight="medium">
          {t('wallet.giftCard.redeemed', { amount: credited })}
        </Text>
      </Notice>
      <Button variant="outline" alignSelf="flex-start" onClick={() => send({ type: 'wallet.giftCard.another' })}>
        {t('wallet.giftCard.another')}
      </Button>
    </Stack>
  );
}
