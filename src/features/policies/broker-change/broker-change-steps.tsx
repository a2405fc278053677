import { Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { brokerChangeReasons } from '../../../../contract/policy-request-reasons.ts';
import { Form, Notice } from '@/components/forms/form-ui.tsx';
import { reasonStepView, StepActions, StepProblem } from '../requests/reason-step.tsx';
import { useRequestFormat } from '../requests/request-format.ts';
import { StepHeading } from '../requests/request-outcome.tsx';
import { SendRequest } from '../requests/send-request.tsx';
import { BrokerChange } from './broker-change-flow.ts';

const STEPS = 4;

/** The brokers who sell this product, with logo, rating and licence code. */
export function ChooseBroker() {
  const { t } = useRequestFormat();
  const intl = useIntl();
  const send = BrokerChange.useSend();
  const { options, chosen, problem } = BrokerChange.useSelect((s) => ({ options: s.context.options, chosen: s.context.toBrokerId, problem: s.context.problem === 'broker' }));
  const [brokerId, setBrokerId] = useState(chosen);
  const id = useId();
  if (!options) return null;
  return (
    <Stack gap="3">
      <StepHeading step={1} steps={STEPS} title={t('brokerChange.chooseLegend')} />
      <Text>{t('brokerChange.current', { name: options.currentBroker.name })}</Text>
      {options.brokers.length === 0 && <Notice tone="info">{t('brokerChange.noBrokers')}</Notice>}
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send({ type: 'brokerChange.choose', brokerId }))}>
        <chakra.fieldset display="flex" flexDirection="column" gap="2" aria-describedby={problem ? `${id}-problem` : undefined}>
          <chakra.legend srOnly>{t('brokerChange.chooseLegend')}</chakra.legend>
          {options.brokers.map((broker) => (
            <chakra.label key={broker.brokerId} display="flex" gap="3" alignItems="center" borderWidth="1px" borderColor={brokerId === broker.brokerId ? 'border.emphasized' : 'border'} borderRadius="md" p="3">
              <chakra.input type="radio" name={`${id}-broker`} value={broker.brokerId} checked={brokerId === broker.brokerId} onChange={() => setBrokerId(broker.brokerId)} w="5" h="5" />
              <img src={broker.logoUrl} alt="" width={40} height={40} />
              <Stack gap="0">
                <Text fontWeight="semibold">{broker.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('brokerChange.rating', { rating: intl.formatNumber(broker.ratingTenths / 10, { minimumFractionDigits: 1 }), max: intl.formatNumber(5) })} ·{' '}
                  {/* Only the code reads left to right: the word before it stays in the sentence's direction. */}
                  {t('brokerChange.licence', { code: `\u2068${broker.licenceCode}\u2069` })}
                </Text>
              </Stack>
            </chakra.label>
          ))}
        </chakra.fieldset>
        {problem && <StepProblem id={`${id}-problem`}>{t('brokerChange.brokerProblem')}</StepProblem>}
        <StepActions submit={t('policyRequests.continue')} onBack={() => send({ type: 'brokerChange.close' })} backLabel={t('policyRequests.backToPolicy')} />
      </Form>
    </Stack>
  );
}

export const Reason = reasonStepView(BrokerChange, {
  flow: 'brokerChange',
  step: 2,
  steps: STEPS,
  legend: 'brokerChange.reasonLegend',
  reasons: brokerChangeReasons,
  back: 'back',
});

function useNames() {
  return BrokerChange.useSelect((s) => ({
    from: s.context.options?.currentBroker.name ?? '',
    to: s.context.options?.brokers.find((b) => b.brokerId === s.context.toBrokerId)?.name ?? '',
    policy: s.context.policyNumber,
  }));
}

/** The consent text, agreed with a checkbox. */
export function Consent() {
  const { t } = useRequestFormat();
  const send = BrokerChange.useSend();
  const names = useNames();
  const { consent, problem } = BrokerChange.useSelect((s) => ({ consent: s.context.consent, problem: s.context.problem === 'consent' }));
  const [accepted, setAccepted] = useState(consent);
  const id = useId();
  return (
    <Stack gap="3">
      <StepHeading step={3} steps={STEPS} title={t('brokerChange.consentHeading')} />
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send({ type: 'brokerChange.consent', accepted }))}>
        <Text id={`${id}-text`}>{t('brokerChange.consentText', { from: names.from, to: names.to })}</Text>
        <chakra.label display="flex" gap="2" alignItems="center" minH="11" fontWeight="medium">
          <chakra.input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} w="5" h="5" aria-describedby={`${id}-text${problem ? ` ${id}-problem` : ''}`} aria-invalid={problem ? true : undefined} />
          {t('brokerChange.consentCheck')}
        </chakra.label>
        {problem && <StepProblem id={`${id}-problem`}>{t('brokerChange.consentProblem')}</StepProblem>}
        <StepActions submit={t('policyRequests.continue')} onBack={() => send({ type: 'brokerChange.back' })} backLabel={t('policyRequests.back')} />
      </Form>
    </Stack>
  );
}

export function ConfirmChange() {
  const { t } = useRequestFormat();
  const names = useNames();
  return (
    <Stack gap="3">
      <StepHeading step={4} steps={STEPS} title={t('brokerChange.confirmHeading')} />
      <Notice tone="info">{t('brokerChange.confirmText', names)}</Notice>
      <SendRequest views={BrokerChange} flow="brokerChange" send="brokerChange.send" failed="brokerChange.sendFailed" />
    </Stack>
  );
}
