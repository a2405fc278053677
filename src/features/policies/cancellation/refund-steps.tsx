import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { failureMessage } from '@/components/forms/failure-message.ts';
import { Form, Notice } from '@/components/forms/form-ui.tsx';
import { Facts } from '../policy-ui.tsx';
import { StepActions, StepProblem } from '../requests/reason-step.tsx';
import { useRequestFormat } from '../requests/request-format.ts';
import { StepHeading } from '../requests/request-outcome.tsx';
import { SendRequest } from '../requests/send-request.tsx';
import { CANCELLATION_STEPS } from './cancellation-steps.tsx';
import { Cancellation } from './cancellation-flow.ts';

/** The refund as the server priced it, and where it goes (wallet, or the card that paid). */
export function RefundStep() {
  const f = useRequestFormat();
  const { t } = f;
  const send = Cancellation.useSend();
  const { estimate, chosen, problem, repriced, failed, error } = Cancellation.useSelect((s) => ({
    estimate: s.context.estimate,
    chosen: s.context.refundDestination,
    problem: s.context.problem === 'destination',
    repriced: s.context.repriced,
    failed: s.matches('pricingFailed'),
    error: s.context.error,
  }));
  const [destination, setDestination] = useState(chosen);
  const id = useId();
  if (failed || !estimate) {
    return (
      <Notice tone="error">
        <Text>{`${t('cancellation.pricingFailed')} ${error ? failureMessage(t, error) : ''}`}</Text>
        <HStack gap="2">
          <Button onClick={() => send({ type: 'cancellation.retry' })}>{t('policyRequests.retry')}</Button>
          <Button variant="ghost" onClick={() => send({ type: 'cancellation.back' })}>
            {t('policyRequests.back')}
          </Button>
        </HStack>
      </Notice>
    );
  }
  const m = (minor: number) => f.money(minor, estimate.currency);
  return (
    <Stack gap="3">
      <StepHeading step={3} steps={CANCELLATION_STEPS} title={t('cancellation.refundHeading')} />
      {repriced && <Notice tone="info">{t('cancellation.repriced')}</Notice>}
      <Facts
        items={[
          [t('cancellation.paid'), m(estimate.paidMinor)],
          [t('cancellation.unusedDays'), t('cancellation.unusedDaysValue', { unused: f.count(estimate.unusedDays), total: f.count(estimate.totalDays) })],
          [t('cancellation.proRata'), m(estimate.grossRefundMinor)],
          [t('cancellation.fee'), m(estimate.feeMinor)],
          [t('cancellation.youGet'), <strong key="refund">{m(estimate.refundMinor)}</strong>],
        ]}
      />
      <Text fontSize="sm">
        {t(estimate.coolingOff ? 'cancellation.coolingOff' : 'cancellation.noCoolingOff', { days: f.count(estimate.coolingOffDays), date: f.day(estimate.coolingOffEndsOn) })}
      </Text>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send({ type: 'cancellation.chooseDestination', destination }))}>
        <chakra.fieldset display="flex" flexDirection="column" gap="2" aria-describedby={problem ? `${id}-problem` : undefined}>
          <chakra.legend fontWeight="medium" mb="1">
            {t('cancellation.destinationLegend')}
          </chakra.legend>
          {estimate.options.map((option) => (
            <chakra.label key={option.destination} display="flex" gap="2" alignItems="flex-start" minH="11">
              <chakra.input type="radio" name={`${id}-destination`} value={option.destination} checked={destination === option.destination} onChange={() => setDestination(option.destination)} w="5" h="5" mt="0.5" />
              <Stack gap="0">
                <Text fontWeight="medium">{option.destination === 'wallet' ? t('cancellation.destination.wallet') : t('cancellation.destination.card', { last4: f.digits(option.cardLast4 ?? '') })}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {option.destination === 'wallet'
                    ? t('cancellation.destination.walletHint')
                    : option.walletMinor > 0
                      ? t('cancellation.destination.split', { card: m(option.cardMinor), wallet: m(option.walletMinor) })
                      : t('cancellation.destination.cardHint')}
                </Text>
              </Stack>
            </chakra.label>
          ))}
        </chakra.fieldset>
        {!estimate.options.some((option) => option.destination === 'wallet') && (
          <Text fontSize="sm" color="fg.muted">
            {t('cancellation.destination.guestCardOnly')}
          </Text>
        )}
        {problem && <StepProblem id={`${id}-problem`}>{t('cancellation.destinationProblem')}</StepProblem>}
        <StepActions submit={t('policyRequests.continue')} onBack={() => send({ type: 'cancellation.back' })} backLabel={t('policyRequests.back')} />
      </Form>
    </Stack>
  );
}

/** Exactly what will happen, then Send. */
export function ConfirmStep() {
  const f = useRequestFormat();
  const { t } = f;
  const c = Cancellation.useSelect((s) => s.context);
  if (!c.estimate || !c.refundDestination) return null;
  const option = c.estimate.options.find((o) => o.destination === c.refundDestination)!;
  const amount = f.money(c.estimate.refundMinor, c.estimate.currency);
  const destination = f.destination({ destination: option.destination, cardMinor: option.cardMinor }, option.cardLast4);
  return (
    <Stack gap="3">
      <StepHeading step={4} steps={CANCELLATION_STEPS} title={t('cancellation.confirmHeading')} />
      <Facts
        items={[
          [t('cancellation.summaryPolicy'), <bdi key="n" dir="ltr">{c.policyNumber}</bdi>],
          [t('cancellation.summaryDate'), f.day(c.effectiveDate)],
          [t('cancellation.summaryReason'), c.reasonText ? `${f.reason(c.reasonCode)}: ${c.reasonText}` : f.reason(c.reasonCode)],
          [t('cancellation.summaryRefund'), `${amount} · ${destination}`],
        ]}
      />
      <Notice tone="info">{t('cancellation.confirmText', { policy: c.policyNumber, date: f.day(c.effectiveDate), amount, destination })}</Notice>
      <SendRequest views={Cancellation} flow="cancellation" send="cancellation.send" failed="cancellation.sendFailed" danger />
    </Stack>
  );
}
